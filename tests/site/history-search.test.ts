/**
 * Search for what the API history knows, over the index of the newest line's build, asked in Node
 * as a modal on one of its Web SDK pages asks it (src/tooling/shipped-search.ts): a symbol the
 * line's release removed points to that release on the section's Changes page, and `is:new` keeps
 * what the line's release added, each hit saying in which release of its section.
 *
 * Moved from the browser (issue #53): tests/e2e/history.spec.ts loaded a 2.x page, typed both
 * queries in the modal and read the hits' titles, the engine's answer. That the modal shows the
 * engine's hits and chips, and that a hit navigates, the browser tests of search check
 * (search.spec.ts, search-operators.spec.ts); that each line's modal asks that line's index,
 * release-lines.spec.ts › search answers from the page’s own line….
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {hitPath, shippedSearch} from '../../src/tooling/shipped-search';
import type {AlgoliaHit} from '../../src/search/algolia-response';
import type {VersionsFile} from '../../src/lines/versions';
import {loadHtml} from '../../src/tooling/load-html';
import {readBuilt} from './build-files';

const buildDir = path.resolve('build');
const versions = JSON.parse(readBuilt(path.join(buildDir, 'versions.json'))) as VersionsFile;
const newest = versions.lines.find((line) => line.id === versions.newest)!;
const lineDir = path.join(buildDir, newest.id === versions.default ? '' : newest.id);
const search = shippedSearch(lineDir);
/** A hit's title as the modal shows it: the level the hit is of. */
const title = (hit: AlgoliaHit) =>
  (hit.hierarchy as unknown as Record<string, string | null>)[hit.type ?? 'lvl1'] ?? '';

test('search on the newest line: a removed symbol points to the release that removed it', async () => {
  assert.equal(newest.id, 'v2');
  const {hits} = await search.modal('TableV2', {section: 'web-sdk'});
  const removed = hits.find((hit) => title(hit) === 'TableV2 (removed in web 2.0.0; use Table)');
  assert.ok(removed, `hits: ${hits.map(title).join(' | ')}`);
  assert.equal(removed.hierarchy?.lvl0, 'Web SDK');
  assert.equal(hitPath(removed.url), '/powersync-js/v2/web-sdk/changes#v2-0-0');
  const changes = loadHtml(readBuilt(path.join(lineDir, 'web-sdk/changes.html')));
  assert.equal(changes('article h1').first().text().trim(), 'Web SDK: changes by release');
  assert.equal(changes('[id="v2-0-0"]').length, 1, 'the release has its anchor there');
  assert.ok(!fs.existsSync(path.join(lineDir, 'web-sdk/classes/TableV2.html')), 'no page of it in the line');
});

test('search on the newest line: is:new lists what this release added', async () => {
  const {hits} = await search.modal('is:new soft', {section: 'web-sdk'});
  assert.ok(hits.length > 0);
  assert.equal(title(hits[0]), 'soft? (new in web 2.4.0)');
  assert.equal(hits[0].hierarchy?.lvl1, 'Interface: DisconnectAndClearOptions');
  assert.equal(hitPath(hits[0].url), '/powersync-js/v2/web-sdk/interfaces/DisconnectAndClearOptions#soft');
  // Each section's own release: node 1.1.0 added the same member to its copy.
  for (const hit of hits) assert.match(title(hit), /\(new in [a-z-]+ \d+\.\d+\.\d+\)$/);
});
