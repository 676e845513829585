/**
 * API history on the built site, checked against facts read by hand from the published
 * declarations (npm pack, lib/*.d.ts):
 * - @powersync/common 1.16.2 declares `class TableV2<Columns …>` with no @deprecated; 1.17.0
 *   declares `class TableV2<…> extends Table<Columns>` under `@deprecated You should use
 *   {@link Table} instead`; 2.0.0 has no TableV2. Web 1.6.0 depends on common 1.16.2, web 1.7.0
 *   on 1.17.0, web 2.0.0 on 2.0.0.
 * - common 2.0.0 turns `AbstractPowerSyncDatabase` into `export type AbstractPowerSyncDatabase =
 *   CommonPowerSyncDatabase` under `@deprecated Use {@link CommonPowerSyncDatabase} instead.`
 *   (lib/client/CommonPowerSyncDatabase.d.ts).
 * - `DisconnectAndClearOptions.soft?: boolean` first appears in common 2.3.0 (2.2.0 has only
 *   `clearLocal`); web 2.3.1 depends on common 2.2.1, web 2.4.0 on 2.3.0.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {readSiteSettings} from '../../src/site-settings';
import manifest from '../../src/sdk-manifest';
import {allLines, isDefaultLine, lineManifest} from '../../src/lines/lines';
import {compareVersions} from '../../src/history/versions';

const buildDir = path.resolve('build');
const {baseUrl} = readSiteSettings();
const load = (file: string) => cheerio.load(fs.readFileSync(path.join(buildDir, file), 'utf8'));
const text = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The badges under the page title, or under the member heading with this id. */
function badges($: cheerio.CheerioAPI, memberId?: string) {
  const block = memberId
    ? $(`article h3#${memberId}`).nextAll('.api-history').first()
    : $('article .api-history').first();
  return block
    .find('.api-history__badge')
    .map((_, badge) => ({text: text($(badge).text()), href: $(badge).find('a').attr('href') ?? null}))
    .get();
}

test('TableV2: deprecated in common 1.17.0 (web 1.7.0), removed in 2.0.0 (web 2.0.0), on every line that has it', () => {
  for (const line of ['', 'v1/']) {
    const found = badges(load(`${line}web-sdk/classes/TableV2.html`));
    assert.deepEqual(
      found.map((badge) => badge.text),
      [
        'Added in @powersync/common 1.6.1 (web 0.5.1)',
        'Changed in @powersync/common 1.17.0 (web 1.7.0)',
        'Deprecated since @powersync/common 1.17.0 (web 1.7.0)',
        'Removed in @powersync/common 2.0.0 (web 2.0.0)',
      ],
      line || 'default line',
    );
    assert.equal(found[2].href, `${baseUrl}${line}web-sdk/changes#v1-7-0`);
  }
  const $ = load('web-sdk/changes.html');
  const release = $('h2#v1-7-0');
  assert.equal(text(release.text()).replace(/\u200b/g, ''), '@powersync/web 1.7.0');
  const section = release.nextUntil('h2').text();
  assert.match(text(section), /built on @powersync\/common 1\.17\.0/);
  assert.match(
    text(section),
    /Deprecated \(\d+\) .*TableV2 class \(from @powersync\/common\): You should use Table instead/,
  );
});

test('AbstractPowerSyncDatabase: a deprecated type alias from common 2.0.0, before and after on the Changes page', () => {
  const found = badges(load('web-sdk/classes/AbstractPowerSyncDatabase.html')).map((badge) => badge.text);
  assert.ok(found.includes('Changed in @powersync/common 2.0.0 (web 2.0.0)'), found.join(' | '));
  assert.ok(found.includes('Deprecated since @powersync/common 2.0.0 (web 2.0.0)'), found.join(' | '));
  const $ = load('web-sdk/changes.html');
  const item = $('h2#v2-0-0')
    .nextUntil('h2')
    .find('li')
    .filter((_, li) => /^AbstractPowerSyncDatabase type/.test(text($(li).text())))
    .first();
  const declarations = item
    .find('.api-history__decl code')
    .map((_, code) => $(code).text())
    .get();
  assert.deepEqual(declarations, [
    'abstract class AbstractPowerSyncDatabase extends BaseObserver<PowerSyncDBListener>',
    'type AbstractPowerSyncDatabase = CommonPowerSyncDatabase;',
  ]);
});

test('DisconnectAndClearOptions.soft: added in common 2.3.0, first shipped by web 2.4.0', () => {
  const $ = load('v2/web-sdk/interfaces/DisconnectAndClearOptions.html');
  const soft = badges($, 'soft');
  assert.deepEqual(soft, [
    {text: 'Added in @powersync/common 2.3.0 (web 2.4.0)', href: `${baseUrl}v2/web-sdk/changes#v2-4-0`},
  ]);
  // The default line documents web 1.31.0, which has no `soft`: its Changes page still says when it came.
  for (const line of ['', 'v2/']) {
    const changes = load(`${line}web-sdk/changes.html`);
    const added = text(changes('h2#v2-4-0').nextUntil('h2').text());
    assert.match(added, /Added \(\d+\) .*DisconnectAndClearOptions\.soft member \(from @powersync\/common\)/, line);
  }
});

test('each Changes page names the other lines and links to their Changes pages, which exist', () => {
  for (const [line, others] of [
    ['', ['v1/', 'v2/']],
    ['v1/', ['', 'v2/']],
  ] as const) {
    const page = `${baseUrl}${line}web-sdk/changes`;
    const $ = load(`${line}web-sdk/changes.html`);
    // Relative: each line is its own build, whose base path Docusaurus would put before an absolute link.
    const targets = $('article a[href$="/web-sdk/changes"]')
      .map((_, a) => new URL($(a).attr('href')!, `http://site${page}`).pathname)
      .get();
    assert.deepEqual(
      [...new Set(targets)].sort(),
      others.map((other) => `${baseUrl}${other}web-sdk/changes`).sort(),
      line || 'default line',
    );
    for (const target of targets)
      assert.ok(fs.existsSync(path.join(buildDir, `${target.slice(baseUrl.length)}.html`)), target);
    assert.ok($('.menu__link[href$="/web-sdk/changes"]').length > 0, 'in the sidebar');
  }
});

test("no badge contradicts the page's release: nothing shown was removed before it or added after it", () => {
  // A member the page shows exists in the release the page documents. Inherited members carry
  // no badges (WASQLiteDBAdapter's members moved to a base in web 1.13.0), and a member that
  // moved to a base and back (CapacitorSQLiteAdapter's, from 0.5.1 to 0.8.0) is dated from
  // when it was first there.
  const version = (badge: string) => (/\(\S+ (\d[^)]*)\)$/.exec(badge) ?? /\s(\d\S*)$/.exec(badge))?.[1];
  const problems: string[] = [];
  let checked = 0;
  for (const line of allLines(manifest)) {
    const lineDir = isDefaultLine(manifest, line.id) ? '' : `${line.id}/`;
    for (const sdk of lineManifest(manifest, line.id).sdks) {
      const dir = path.join(buildDir, lineDir, sdk.id);
      for (const file of fs.readdirSync(dir, {recursive: true}).map(String)) {
        if (!file.endsWith('.html')) continue;
        const $ = cheerio.load(fs.readFileSync(path.join(dir, file), 'utf8'));
        $('article .api-history__badge').each((_, element) => {
          const badge = text($(element).text());
          const at = version(badge);
          if (!at) return;
          checked += 1;
          const order = compareVersions(at, sdk.version);
          if ((badge.startsWith('Removed in') && order <= 0) || (badge.startsWith('Added in') && order > 0))
            problems.push(`${lineDir}${sdk.id}/${file} (${sdk.version}): ${badge}`);
        });
      }
    }
  }
  assert.ok(checked > 1000, `${checked} badges checked`);
  assert.deepEqual(problems.slice(0, 10), [], `${problems.length} badges contradict their page's release`);
});

test('no Changes page says a member was removed that the page of its release still shows', () => {
  // A member that moved to a base (TableV2's columns to Table in common 1.17.0, node's
  // AttachmentQueueOptions.remoteStorage to BaseAttachmentQueueOptions) is still there: the
  // Changes page lists it as moved. A removed member's item links to the member's heading only
  // when the documented release's page shows one: read up to that release, the last word on a
  // member must not be "Removed" while such a link exists.
  const problems: string[] = [];
  let removed = 0;
  let moved = 0;
  for (const line of allLines(manifest)) {
    const lineDir = isDefaultLine(manifest, line.id) ? '' : `${line.id}/`;
    for (const sdk of lineManifest(manifest, line.id).sdks) {
      const $ = load(`${lineDir}${sdk.id}/changes.html`);
      const last = new Map<string, {kind: string; release: string; href: string}>();
      const releases = $('article h2[id^="v"]').get().reverse();
      for (const heading of releases) {
        const release = text($(heading).text())
          .replace(/\u200b/g, '')
          .split(' ')
          .at(-1)!;
        if (compareVersions(release, sdk.version) > 0) break;
        $(heading)
          .nextUntil('h2', 'p:has(> strong)')
          .each((_, group) => {
            const kind = $(group).find('strong').text();
            $(group)
              .next('ul')
              .children('li')
              .each((_, item) => {
                const label = $(item).find('code').first().text();
                if (!label.includes('.')) return;
                last.set(label, {kind, release, href: $(item).find('a').first().attr('href') ?? ''});
                if (kind === 'Removed') removed += 1;
                if (kind === 'Moved') moved += 1;
              });
          });
      }
      for (const [label, {kind, release, href}] of last)
        if (kind === 'Removed' && href.includes('#'))
          problems.push(`${lineDir}${sdk.id} ${sdk.version}: ${label} "Removed" in ${release}, shown at ${href}`);
    }
  }
  assert.ok(removed > 50 && moved > 50, `${removed} removed and ${moved} moved members read`);
  assert.deepEqual(problems.slice(0, 10), [], `${problems.length} members listed as removed are shown`);
});

test('a member a declaration took over from its base is dated from when it was first there', () => {
  // common 1.6.1 to 1.57.x: `interface DBAdapter extends …, DBGetUtils` without its own `get`;
  // common 2.0.0: `abstract class DBAdapter` declares `get` itself (the v2 line's page).
  const $ = load('v2/web-sdk/classes/DBAdapter.html');
  const own = $('article h3#get')
    .nextUntil('h3')
    .filter('.api-history')
    .find('.api-history__badge')
    .map((_, badge) => text($(badge).text()))
    .get();
  assert.deepEqual(own, ['Added in @powersync/common 1.6.1 (web 0.5.1)']);
});
