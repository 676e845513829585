/**
 * The history badges on the built pages ("Added in", "Later: removed in", the "new in" mark)
 * against the TypeScript compiler over the two installs an upgrade goes between, never against
 * the history file the badges are made from: for each platform SDK, the default line's install
 * of its release (`from`) and the newest line's (`to`), the pairs of upgrade-guide.test.ts. What
 * the compiler sees in `to` and not in `from` came in a release after `from`, so its badge on the
 * newest line's page must say so; what both have came at `from` or before; what `from` has and
 * `to` lacks went in a release after `from`, up to `to`, so the default line's page must say
 * "Later: removed in" such a release. Members likewise, each under its heading (the page model
 * names the heading's id: where to look, not what to find). "Deprecated since" likewise: what
 * `to` deprecates and `from` did not must say a release between them.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type * as cheerio from 'cheerio';
import {loadHtml} from '../../src/tooling/load-html';
import {modelsOfBuiltPages, readBuilt} from './build-files';
import type {ExportedSymbol} from '../../src/tooling/fidelity/export-surface';
import {compareVersions} from '../../src/history/versions';
import type {PageModel} from '../../src/page-model/types';
import {defaultLine, newest, PAIRS, surfacesOf} from './upgrade-pairs';

const buildDir = path.resolve('build');

/** A badge: its kind (`added`, `changed`, `deprecated`, `later`), text, and the section release it links. */
interface Badge {
  kind: string;
  text: string;
  release: string | undefined;
}

/** The section release a badge links: its Changes page anchor (`#v2-4-0` → `2.4.0`). */
const releaseOf = (href: string | undefined) => {
  const match = /#v(\d+)-(\d+)-(\d+)$/.exec(href ?? '');
  return match ? `${match[1]}.${match[2]}.${match[3]}` : undefined;
};

const badgesIn = ($: cheerio.CheerioAPI, blocks: cheerio.Cheerio<never>): Badge[] =>
  blocks
    .find('.api-history__badge')
    .map((_, badge) => ({
      kind: /api-history__badge--(\w+)/.exec($(badge).attr('class') ?? '')?.[1] ?? '',
      text: $(badge).text().replace(/\s+/g, ' ').trim(),
      release: releaseOf($(badge).find('a').attr('href')),
    }))
    .get();

/**
 * The page's own badges (before its first section heading), and each member heading's (up to the
 * next heading); the header's "since" (src/theme/SymbolHeader).
 */
interface PageBadges {
  page: Badge[];
  member: (anchor: string) => Badge[] | undefined;
  newIn: string[];
  since: string | undefined;
}
const parsed = new Map<string, PageBadges>();
/** Each page parsed once for both tests. */
const pageBadges = (file: string) => parsed.get(file) ?? parsed.set(file, readPageBadges(file)).get(file)!;

function readPageBadges(file: string): PageBadges {
  const $ = loadHtml(readBuilt(file));
  const article = $('article');
  const top = article.find('.api-history').filter((_, block) => $(block).prevAll('h2, h3').length === 0);
  return {
    page: badgesIn($, top as never),
    member: (anchor) => {
      const heading = article.find(`h3[id="${anchor}"]`);
      if (heading.length === 0) return undefined;
      return badgesIn($, heading.nextUntil('h2, h3').filter('.api-history') as never);
    },
    since: $('[data-symbol-header] [data-since]').attr('data-since'),
    newIn: article
      .find('h3')
      .filter((_, h3) => $(h3).nextUntil('h2, h3').filter('[data-new-in]').length > 0)
      .map((_, h3) => $(h3).attr('id'))
      .get(),
  };
}

/** The release a page's twin says the symbol came with (its `Since: @powersync/web 0.5.1` line). */
const twinSince = (html: string) =>
  /^Since: \S+ (\S+)$/m.exec(readBuilt(html.replace(/\.html$/, '.md')))?.[1] ?? 'none';

/** Each symbol page of a line's section: its model and its built HTML file. */
const sectionPages = (lineId: string, section: string) => modelsOfBuiltPages(buildDir, {lineId, section});

/** A model member's name, which the compiler's member list uses too; none for constructors and object-type members. */
const surfaceName = (member: PageModel['members'][number]) =>
  member.kind === 'Constructor' || member.group === 'Type Declaration' ? undefined : member.name;

const inRange = (release: string | undefined, from: string, to: string) =>
  release !== undefined && compareVersions(release, from) > 0 && compareVersions(release, to) <= 0;
const atOrBefore = (release: string | undefined, from: string) =>
  release !== undefined && compareVersions(release, from) <= 0;
/** What an install says of a symbol or member: absent, or present and whether deprecated. */
type InInstall = {deprecated: boolean} | undefined;
const deprecatedSince = (badges: Badge[]) => badges.find((badge) => badge.kind === 'deprecated');
const added = (badges: Badge[]) => badges.find((badge) => badge.kind === 'added');
const laterRemoved = (badges: Badge[]) => badges.find((badge) => /^Later: removed in/.test(badge.text));

/**
 * What the compiler sees and the pages do not say, each for a reason outside the badges' rules;
 * the test fails when one is no longer found, so the list stays true.
 */
const KNOWN_GAPS: Array<{pattern: RegExp; why: string}> = [
  {
    pattern: /\/interfaces\/QueryResult\.md: QueryResult\.\[Symbol\.iterator\]: not in /,
    why:
      'QueryResult is Iterable from @powersync/common 2.0.0: the history reader records no member keyed by a ' +
      'well-known symbol that a declaration takes from TypeScript’s lib, so `[Symbol.iterator]()` has no date ' +
      'of its own and reads as old as its page',
  },
];
const knownGap = (problem: string) => KNOWN_GAPS.some((gap) => gap.pattern.test(problem));

/**
 * Checks one line's pages of a section against what the compiler says of two releases: `judge`
 * gets each symbol and member with its badges and what each install has, and returns a problem or
 * nothing. Returns the problems and how many symbols and members were judged.
 */
function judgePages(
  lineId: string,
  section: string,
  surfaces: {before: Map<string, ExportedSymbol>; after: Map<string, ExportedSymbol>},
  judge: (badges: Badge[], before: InInstall, after: InInstall) => string | undefined,
): {problems: string[]; judged: number} {
  const problems: string[] = [];
  let judged = 0;
  for (const {model, html} of sectionPages(lineId, section)) {
    const before = surfaces.before.get(model.name);
    const after = surfaces.after.get(model.name);
    if (!before && !after) continue;
    const badges = pageBadges(html);
    const check = (what: string, found: Badge[], inBefore: InInstall, inAfter: InInstall) => {
      judged++;
      const problem = judge(found, inBefore, inAfter);
      if (problem) problems.push(`${lineId}/${section}/${model.page}: ${what}: ${problem}`);
    };
    check(model.name, badges.page, before && {deprecated: before.deprecated}, after && {deprecated: after.deprecated});
    for (const member of model.members) {
      const name = surfaceName(member);
      if (!name || !member.anchor || !before || !after) continue;
      const own = badges.member(member.anchor);
      if (!own) continue;
      // A member that came with its symbol has no "Added in" of its own: it is dated by the page's.
      const pageAdded = added(badges.page);
      const found = added(own) || !pageAdded ? own : [...own, pageAdded];
      const state = (symbol: ExportedSymbol): InInstall =>
        symbol.members.has(name) ? {deprecated: symbol.members.get(name)!} : undefined;
      check(`${model.name}.${name}`, found, state(before), state(after));
    }
  }
  return {problems, judged};
}

for (const pair of PAIRS) {
  test(`${pair.section}: the badges of ${pair.packageName} ${pair.from} and ${pair.to} agree with the compiler over both installs`, () => {
    const surfaces = surfacesOf(pair);
    /** Symbols and members deprecated between the two releases: their "Deprecated since" is judged. */
    let deprecatedBetween = 0;
    // The newest line's pages: when what they show came.
    const newer = judgePages(newest, pair.section, surfaces, (badges, before, after) => {
      if (!after) return undefined;
      const badge = added(badges);
      if (!badge) return 'no "Added in" badge';
      if (!before && !inRange(badge.release, pair.from, pair.to))
        return `not in ${pair.from}, in ${pair.to}, but "${badge.text}" (${badge.release})`;
      if (before && !atOrBefore(badge.release, pair.from))
        return `already in ${pair.from}, but "${badge.text}" (${badge.release})`;
      const since = deprecatedSince(badges);
      if (!after.deprecated) return since ? `not deprecated in ${pair.to}, but "${since.text}"` : undefined;
      // Deprecated after `from`: the badge says when. (One deprecated as it came has no badge,
      // the page's deprecation notice says it: deprecated.test.ts.)
      if (before && !before.deprecated) deprecatedBetween++;
      if (before && !before.deprecated && !inRange(since?.release, pair.from, pair.to))
        return `deprecated after ${pair.from}, but ${since ? `"${since.text}" (${since.release})` : 'no "Deprecated since" badge'}`;
      if (before?.deprecated && since && !atOrBefore(since.release, pair.from))
        return `deprecated already in ${pair.from}, but "${since.text}" (${since.release})`;
      return undefined;
    });
    // The default line's pages: what went after their release, and when.
    const older = judgePages(defaultLine, pair.section, surfaces, (badges, before, after) => {
      if (!before) return undefined;
      const later = laterRemoved(badges);
      if (!after && !inRange(later?.release, pair.from, pair.to))
        return `gone from ${pair.to}, but ${later ? `"${later.text}" (${later.release})` : 'no "Later: removed in" badge'}`;
      if (after && later && compareVersions(later.release ?? '0.0.0', pair.to) <= 0)
        return `still in ${pair.to}, but "${later.text}"`;
      const since = deprecatedSince(badges);
      if (!before.deprecated && since) return `not deprecated in ${pair.from}, but "${since.text}"`;
      const laterDeprecated = badges.find((badge) => /^Later: deprecated in/.test(badge.text));
      if (!before.deprecated && after?.deprecated && !inRange(laterDeprecated?.release, pair.from, pair.to))
        return `deprecated after ${pair.from}, in ${pair.to}, but ${laterDeprecated ? `"${laterDeprecated.text}"` : 'no "Later: deprecated in" badge'}`;
      return undefined;
    });
    const problems = [...newer.problems, ...older.problems];
    const known = problems.filter(knownGap);
    assert.deepEqual(
      problems.filter((problem) => !knownGap(problem)),
      [],
    );
    // Each known gap is still there (else its entry goes), in each of the three sections.
    assert.deepEqual(
      KNOWN_GAPS.filter((gap) => !known.some((problem) => gap.pattern.test(problem))).map((gap) => gap.why),
      [],
    );
    // Enough was judged for the agreement to mean something, on both sides.
    assert.ok(newer.judged > 100 && older.judged > 100, `judged ${newer.judged} and ${older.judged}`);
    assert.ok(deprecatedBetween > 0, 'a deprecation between the releases to judge');
  });
}

test(`the "new in" mark of the ${newest} line is only on members its release's install has and ${defaultLine}'s lacks`, () => {
  let marks = 0;
  const problems: string[] = [];
  for (const pair of PAIRS) {
    const {before, after} = surfacesOf(pair);
    for (const {model, html} of sectionPages(newest, pair.section)) {
      const {newIn} = pageBadges(html);
      for (const anchor of newIn) {
        marks++;
        const member = model.members.find((m) => m.anchor === anchor);
        const name = member && surfaceName(member);
        if (!name) {
          problems.push(`${pair.section}/${model.page}#${anchor}: marked new, no member of the model`);
          continue;
        }
        if (!after.get(model.name)?.members.has(name))
          problems.push(`${model.name}.${name}: marked new, not in ${pair.to}`);
        if (before.get(model.name)?.members.has(name))
          problems.push(`${model.name}.${name}: marked new in ${pair.to}, already in ${pair.from}`);
      }
    }
  }
  assert.deepEqual(problems, []);
  assert.ok(marks > 0, 'a mark to check');
});

/**
 * "since": the release the header (beside the import line) and the twin say the symbol came with,
 * and the release the model gives each member (MCP's get_symbol says it), judged as "Added in" is:
 * on the newest line's pages, what `from`'s install lacks came after it, up to `to`, and what it
 * has came at `from` or before; on the default line's pages, at `from` or before.
 */
for (const pair of PAIRS) {
  test(`${pair.section}: "since" on the pages, the twins and the members agrees with the compiler over ${pair.from} and ${pair.to}`, () => {
    const {before, after} = surfacesOf(pair);
    const problems: string[] = [];
    let judged = 0;
    let between = 0;
    let undated = 0;
    const judge = (where: string, since: string | undefined, inBefore: boolean) => {
      judged++;
      if (!inBefore && inRange(since, pair.from, pair.to)) between++;
      else if (!(inBefore && atOrBefore(since, pair.from)))
        problems.push(
          `${where}: ${inBefore ? `in ${pair.from}` : `not in ${pair.from}, in ${pair.to}`}, but since ${since}`,
        );
    };
    for (const lineId of [newest, defaultLine]) {
      const release = lineId === newest ? after : before;
      for (const {model, html} of sectionPages(lineId, pair.section)) {
        const symbol = release.get(model.name);
        if (!symbol) continue;
        const inBefore = before.get(model.name);
        const where = `${lineId}/${pair.section}/${model.page}`;
        judge(`${where}: header`, pageBadges(html).since, inBefore !== undefined);
        judge(`${where}: twin`, twinSince(html), inBefore !== undefined);
        for (const member of model.members) {
          const name = surfaceName(member);
          if (!name || !symbol.members.has(name)) continue;
          // A member the history does not date (an enum's, a type alias's, one from a package it
          // does not read: js-logger's ILogger) has no badge and no "since": said nowhere, not wrong.
          if (member.since === undefined) undated++;
          else judge(`${where}: ${model.name}.${name}`, member.since, inBefore?.members.has(name) ?? false);
        }
      }
    }
    assert.deepEqual(
      problems.filter((problem) => !knownGap(problem)),
      [],
    );
    // Enough judged, some that came between the two releases, and most members dated, for the
    // agreement to mean something.
    assert.ok(judged > 500 && between > 10, `judged ${judged}, ${between} of them between the releases`);
    assert.ok(undated < judged / 5, `${undated} members without "since", ${judged} judged`);
  });
}
