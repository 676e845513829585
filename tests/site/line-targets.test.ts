/**
 * Where the release-line dropdown and the older-line banner lead from a page, worked out in Node
 * as the browser works it out: src/theme/ReleaseLines/line-targets.ts over the lines' built maps
 * (`{line}line-map.json`) and `versions.json`, the files the browser fetches on the reader's
 * first intent. Each target is then looked up in build/: the page exists, with the anchor kept.
 *
 * Moved from the browser (issue #53): tests/e2e/wayfinding.spec.ts loaded a page for each of
 * these, hovered the dropdown or the banner until the maps had loaded, and read the link (and
 * followed one). What the browser does with a target stays there: the dropdown and the banner
 * show it once the maps load and follow the route (release-lines.spec.ts › each line links to
 * this page’s equivalent…, › the remembered line…), say the note (line-switch.spec.ts), and a
 * click lands on it (release-lines.spec.ts, line-switch.spec.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {lineTarget, routeInLine, type LineTarget} from '../../src/theme/ReleaseLines/line-targets';
import {LINE_MAP_FILE, type LineMap} from '../../src/lines/line-map';
import type {VersionsFile} from '../../src/lines/versions';
import {loadHtml} from '../../src/tooling/load-html';
import {LATEST_SEGMENT} from '../../src/lines/latest';
import {askedPath, findingsFor, redirectOf} from '../../src/theme/NotFound/Content/not-found-model';
import {builtFile, readBuilt} from './build-files';

const buildDir = path.resolve('build');
const versions = JSON.parse(readBuilt(path.join(buildDir, 'versions.json'))) as VersionsFile;
const line = (id: string) => {
  const found = versions.lines.find((l) => l.id === id);
  assert.ok(found, `versions.json lists line ${id}`);
  return found;
};
/** The line's folder in build/: the default line's is the root. */
const folderOf = (id: string) => path.join(buildDir, id === versions.default ? '' : id);
const mapOf = (id: string) => JSON.parse(readBuilt(path.join(folderOf(id), LINE_MAP_FILE))) as LineMap;

/** The target of the page at `url` (a path with its query and hash) of line `from` in line `to`. */
function targetOf(from: string, url: string, to: string): LineTarget {
  const {pathname, search, hash} = new URL(url, 'http://site');
  const own = line(from);
  return lineTarget({
    route: routeInLine(pathname, own.path),
    search,
    hash,
    own: mapOf(from),
    target: mapOf(to),
    targetLine: line(to),
  });
}

/** The built page an href of line `id` leads to, and its heading anchors. */
function landing(id: string, href: string): {h1: string; ids: Set<string>} {
  const file = builtFile(new URL(href, 'http://site').pathname);
  assert.ok(file.startsWith(folderOf(id)), `${href}: a built page in line ${id}`);
  const $ = loadHtml(readBuilt(file));
  return {
    h1: $('article h1').first().text().trim(),
    ids: new Set(
      $('[id]')
        .map((_, e) => $(e).attr('id'))
        .get(),
    ),
  };
}

test('a class of 1.x leads to the interface merged with its constructor in 2.x, with its anchor', () => {
  const target = targetOf('current', '/powersync-js/web-sdk/classes/PowerSyncDatabase#close', 'v2');
  assert.deepEqual(target, {href: '/powersync-js/v2/web-sdk/interfaces/PowerSyncDatabase#close'});
  const page = landing('v2', target.href);
  assert.equal(page.h1, 'Interface: PowerSyncDatabase');
  assert.ok(page.ids.has('close'), 'the anchor is a heading there');
});

test('a section the other line lacks leads to its landing page, and says so; a query is kept', () => {
  assert.deepEqual(targetOf('current', '/powersync-js/attachments-sdk/classes/AttachmentTable', 'v2'), {
    href: '/powersync-js/v2/',
    note: 'Attachments SDK is not in Common 2.3',
    landing: 'Attachments SDK is not in this line',
  });
  assert.equal(mapOf('v2').sections['attachments-sdk'], undefined, 'v2 has no Attachments SDK');
  const changes = targetOf('current', '/powersync-js/web-sdk/changes?from=1.30.0&to=1.31.0', 'v2');
  assert.deepEqual(changes, {href: '/powersync-js/v2/web-sdk/changes?from=1.30.0&to=1.31.0'});
  assert.equal(landing('v2', changes.href).h1, 'Web SDK: changes by release');
});

test('the banner of an older line leads to the same symbol in the newest', () => {
  assert.equal(line(versions.newest).id, 'v2');
  const target = targetOf('v1', '/powersync-js/v1/web-sdk/classes/PowerSyncDatabase#connect', versions.newest);
  assert.deepEqual(target, {href: '/powersync-js/v2/web-sdk/interfaces/PowerSyncDatabase#connect'});
  const page = landing('v2', target.href);
  assert.equal(page.h1, 'Interface: PowerSyncDatabase');
  assert.ok(page.ids.has('connect'), 'the anchor is a heading there');
});

// Moved from tests/e2e/line-switch.spec.ts, which loaded the 2.x page, hovered the dropdown, read
// the note and followed the link to read the landing note: both texts are the target's. The
// browser still shows a note under a line's name and on the page landed on (line-switch.spec.ts
// › v1 TableV2#columns-1 goes to v2 Table#columns-1…, › no text names a successor…).
test('a symbol newer than the target line says when it came', () => {
  assert.equal(fs.existsSync(path.join(folderOf('current'), 'web-sdk/interfaces/SyncOptions.html')), false);
  const target = targetOf('v2', '/powersync-js/v2/web-sdk/interfaces/SyncOptions', 'current');
  assert.deepEqual(target, {
    href: '/powersync-js/web-sdk',
    note: 'SyncOptions is not in Common 1.45: added in @powersync/web 2.0.0',
    landing: 'SyncOptions is not in this line: added in @powersync/web 2.0.0',
  });
  assert.match(landing('current', target.href).h1, /\bWeb\b/, 'the Web SDK section index');
});

// Moved from tests/e2e/wayfinding.spec.ts, which loaded the path and waited for the newest line's
// page: under latest/, the not-found page's lookup (not-found-model.ts, over every line's built
// map, as the page reads them) takes a route only an older line has to the same symbol in the
// newest line. The not-found page going where its lookup says, query and hash kept, the browser
// checks under latest/ (wayfinding.spec.ts › the not-found page: what the path’s own line has ›
// /latest/: PowerSyncDatabase under another kind folder goes to its page, query and hash kept).
test('latest/ takes an older line’s route to the same symbol in the newest line, query and hash kept', () => {
  const siteBase = line(versions.default).path;
  const refs = versions.lines.map(({id, label, path: linePath}) => ({id, label, path: linePath}));
  const newest = refs.find((ref) => ref.id === versions.newest)!;
  const maps = new Map(refs.map((ref) => [ref.id, mapOf(ref.id)]));
  const route = 'web-sdk/classes/PowerSyncDatabase';
  assert.ok(fs.existsSync(path.join(folderOf(versions.default), `${route}.html`)), 'an older line has the route');
  assert.ok(!fs.existsSync(path.join(folderOf(newest.id), `${route}.html`)), 'the newest line has not');
  const asked = askedPath(`${siteBase}${LATEST_SEGMENT}/${route}`, siteBase, refs, newest);
  assert.equal(asked.line.id, newest.id);
  const findings = findingsFor(asked, refs, maps, true, {search: '?x=1', hash: '#close'});
  const target = redirectOf(findings);
  assert.equal(target, '/powersync-js/v2/web-sdk/interfaces/PowerSyncDatabase?x=1#close');
  const page = landing(newest.id, target!);
  assert.equal(page.h1, 'Interface: PowerSyncDatabase');
  assert.ok(page.ids.has('close'), 'the anchor is a heading there');
});

test('a member keeps its anchor across lines; a type parameter’s heading of the same name does not', () => {
  // TableV2 (1.x) and Table (2.x) both declare the type parameter `Columns` (heading `#columns`)
  // and the member `columns` (`#columns-1`). The switch keeps TypeDoc's group and member anchors
  // only: a page section's or parameter's id is numbered by its place on one page.
  const member = targetOf('v1', '/powersync-js/v1/web-sdk/classes/TableV2#columns-1', 'v2');
  assert.equal(member.href, '/powersync-js/v2/web-sdk/classes/Table#columns-1');
  const page = landing('v2', member.href);
  assert.ok(page.ids.has('columns-1') && page.ids.has('columns'), 'both headings are on the page');
  const typeParameter = targetOf('v1', '/powersync-js/v1/web-sdk/classes/TableV2#columns', 'v2');
  assert.equal(typeParameter.href, '/powersync-js/v2/web-sdk/classes/Table');
});
