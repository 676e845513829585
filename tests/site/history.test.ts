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
import type * as cheerio from 'cheerio';
import {loadArticle, loadHtml} from '../../src/tooling/load-html';
import {readBuilt} from './build-files';
import {readSiteSettings} from '../../src/site-settings';
import manifest from '../../src/sdk-manifest';
import {allLines, isDefaultLine, lineManifest} from '../../src/lines/lines';
import {compareVersions} from '../../src/history/versions';
import {SectionHistory} from '../../src/history/section-history';
import {LINE_MAP_FILE, identityName, type LineMap} from '../../src/lines/line-map';

const buildDir = path.resolve('build');
const {baseUrl} = readSiteSettings();
const historyFile = () => JSON.parse(fs.readFileSync(path.resolve('history/api-history.json'), 'utf8'));
const load = (file: string) => loadHtml(readBuilt(path.join(buildDir, file)));
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
    // Both lines document a 1.x release: the removal came later.
    assert.deepEqual(
      found.map((badge) => badge.text),
      [
        'Added in @powersync/common 1.6.1 (web 0.5.1)',
        'Changed in @powersync/common 1.17.0 (web 1.7.0)',
        'Deprecated since @powersync/common 1.17.0 (web 1.7.0)',
        'Later: removed in @powersync/common 2.0.0 (web 2.0.0)',
      ],
      line || 'default line',
    );
    assert.equal(found[2].href, `${baseUrl}${line}web-sdk/changes#v1-7-0`);
  }
  // 1.7.0 is past the Changes page's budget: its heading, facts and counts, and a link that
  // shows its changes (the compare form, computed from the section's history file).
  const $ = load('web-sdk/changes.html');
  const release = $('h2#v1-7-0');
  assert.equal(text(release.text()).replace(/\u200b/g, ''), '@powersync/web 1.7.0');
  const section = release.nextUntil('h2');
  assert.match(text(section.text()), /built on @powersync\/common 1\.17\.0/);
  assert.match(text(section.text()), /\d+ changes \(.*2 deprecated.*\): show them/);
  const show = section.find('a').last().attr('href') ?? '';
  assert.match(show, /^changes\?from=1\.6\.\d+&to=1\.7\.0#compare$/);
  const previous = new URLSearchParams(show.split('?')[1].split('#')[0]).get('from')!;
  const history = SectionHistory.fromData(historyFile(), '@powersync/web');
  const deprecated = history.diff(previous, '1.7.0')!.find((c) => c.kind === 'deprecated' && c.name === 'TableV2');
  assert.match(deprecated?.message ?? '', /You should use .*Table.* instead/);
});

test('AbstractPowerSyncDatabase: a deprecated type alias from common 2.0.0, before and after on the Changes page', () => {
  // The 1.x class's page: what 2.0.0 did to it came later.
  const found = badges(load('web-sdk/classes/AbstractPowerSyncDatabase.html')).map((badge) => badge.text);
  assert.ok(found.includes('Later: changed in @powersync/common 2.0.0 (web 2.0.0)'), found.join(' | '));
  assert.ok(found.includes('Later: deprecated in @powersync/common 2.0.0 (web 2.0.0)'), found.join(' | '));
  // The 2.x alias's page: its own history.
  const v2 = badges(load('v2/web-sdk/type-aliases/AbstractPowerSyncDatabase.html')).map((badge) => badge.text);
  assert.ok(v2.includes('Deprecated since @powersync/common 2.0.0 (web 2.0.0)'), v2.join(' | '));
  // Its before and after, as the Changes page's compare form shows them for 2.0.0.
  const history = SectionHistory.fromData(historyFile(), '@powersync/web');
  const changed = history
    .diff('1.39.1', '2.0.0')!
    .find((c) => c.kind === 'changed' && c.name === 'AbstractPowerSyncDatabase' && !c.member);
  assert.deepEqual(
    [changed?.before, changed?.after],
    [
      'abstract class AbstractPowerSyncDatabase extends BaseObserver<PowerSyncDBListener>',
      'type AbstractPowerSyncDatabase = CommonPowerSyncDatabase;',
    ],
  );
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

// Moved from the browser (tests/e2e/history.spec.ts, which checks the hydrated form): without
// JavaScript the reader has the served HTML, and nothing else.
test('the compare form is served with the page, inert without JavaScript: this release and the one before, Compare disabled', () => {
  const $ = load('web-sdk/changes.html');
  const form = $('article [data-release-compare]');
  assert.equal(form.length, 1, 'the compare form');
  const picker = (label: string) => {
    const id = form
      .find('label')
      .filter((_, l) => $(l).text().trim() === label)
      .attr('for');
    assert.ok(id, `a label "${label}"`);
    return form.find(`select#${id}`);
  };
  for (const [label, selected] of [
    ['From release', '1.30.0'],
    ['To release', '1.31.0'],
  ]) {
    const select = picker(label);
    assert.equal(select.find('option[selected]').attr('value'), selected, label);
    assert.ok(select.is('[disabled]'), `${label} is disabled until the client is ready`);
  }
  const compare = form.find('button').filter((_, b) => $(b).text().trim() === 'Compare');
  assert.equal(compare.length, 1, 'a Compare button');
  assert.ok(compare.is('[disabled]'), 'Compare is disabled until the client is ready');
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
        const $ = loadArticle(readBuilt(path.join(dir, file)));
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
  // Changes page lists it as moved. Read up to the documented release (the changes the page
  // lists, and those of older releases its compare form shows from the same history), the last
  // word on a member must not be "removed" while the line's page of its owner shows it.
  const history = JSON.parse(fs.readFileSync(path.resolve('history/api-history.json'), 'utf8'));
  const problems: string[] = [];
  let removed = 0;
  let moved = 0;
  for (const line of allLines(manifest)) {
    const lineDir = isDefaultLine(manifest, line.id) ? '' : `${line.id}/`;
    const map = JSON.parse(fs.readFileSync(path.join(buildDir, lineDir, LINE_MAP_FILE), 'utf8')) as LineMap;
    for (const sdk of lineManifest(manifest, line.id).sdks) {
      const symbols = map.sections[sdk.id].symbols;
      const anchorsOf = (name: string) =>
        Object.entries(symbols)
          .find(([identity]) => identityName(identity) === name)?.[1][1]
          .split(' ') ?? [];
      const last = new Map<string, {kind: string; release: string}>();
      for (const {release, changes} of SectionHistory.fromData(history, sdk.packageName).changes().reverse()) {
        if (compareVersions(release.version, sdk.version) > 0) break;
        for (const change of changes) {
          if (!change.member) continue;
          last.set(`${change.name}.${change.member}`, {kind: change.kind, release: release.version});
          if (change.kind === 'removed') removed += 1;
          if (change.kind === 'moved') moved += 1;
        }
      }
      for (const [label, {kind, release}] of last) {
        const [owner, member] = [label.slice(0, label.indexOf('.')), label.slice(label.indexOf('.') + 1)];
        if (kind === 'removed' && anchorsOf(owner).includes(member.replace(/^static /, '').toLowerCase()))
          problems.push(`${lineDir}${sdk.id} ${sdk.version}: ${label} removed in ${release}, shown on its page`);
      }
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

test("a line's breaking release is listed in full on its Changes page, change by change (issue 54.6)", () => {
  // v2's web 2.0.0: hundreds of changes, past the page's budget, but the release readers upgrade across.
  const $ = load('v2/web-sdk/changes.html');
  const section = $('h2#v2-0-0').nextUntil('h2');
  assert.doesNotMatch(text(section.text()), /show them/);
  const history = SectionHistory.fromData(historyFile(), '@powersync/web');
  const releases = history.releases.map((release) => release.version);
  const previous = releases[releases.indexOf('2.0.0') - 1]!;
  const changes = history.diff(previous, '2.0.0')!;
  assert.ok(changes.length > 100, `${changes.length} changes in 2.0.0`);
  assert.equal(section.find('li').length, changes.length);
  // Readers are told what the page shows, not the maintainers' command.
  assert.doesNotMatch($('article').text(), /npm run/);
});

// Moved from the browser (tests/e2e/wayfinding.spec.ts read these from build/ too, in a browser
// test's process): the anchors a release's links and badges point at.
test("the Web SDK's Changes page keeps an anchor for its first, a major and its newest release", () => {
  const html = readBuilt(path.join(buildDir, 'web-sdk/changes.html'));
  for (const anchor of ['v0-5-1', 'v1-0-0', 'v1-31-0']) assert.ok(html.includes(`id="${anchor}"`), anchor);
});

/** What a Changes page may weigh: it lists a section's releases, not every declaration twice. */
const CHANGES_PAGE_MAX_BYTES = 200 * 1024;

test('every Changes page of every line is at most 200 KB, its declarations plain code, not code blocks', () => {
  const problems: string[] = [];
  let pages = 0;
  let diffs = 0;
  for (const line of allLines(manifest)) {
    const lineDir = isDefaultLine(manifest, line.id) ? '' : `${line.id}/`;
    for (const sdk of lineManifest(manifest, line.id).sdks) {
      const file = `${lineDir}${sdk.id}/changes.html`;
      const bytes = fs.statSync(path.join(buildDir, file)).size;
      pages += 1;
      if (bytes > CHANGES_PAGE_MAX_BYTES) problems.push(`${file}: ${bytes} bytes`);
      const $ = load(file);
      $('article .api-history__diff').each((_, diff) => {
        diffs += 1;
        if ($(diff).find('pre, .theme-code-block').length) problems.push(`${file}: a declaration as a code block`);
      });
    }
  }
  assert.ok(pages >= 20 && diffs > 0, `${pages} pages, ${diffs} before/after pairs`);
  assert.deepEqual([...new Set(problems)], []);
});
