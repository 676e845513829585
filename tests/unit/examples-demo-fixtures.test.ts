/**
 * "In the demos" against real demo files (tests/fixtures/demos: copied from powersync-js at the
 * commits they name), not against examples/usages.json: compiled against each line's own
 * installs they resolve to the package that declares what they use, never through the site's
 * own node_modules for a release line; and the committed usages, where read at the same ref,
 * show those files' lines as they are.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import manifest from '../../src/sdk-manifest';
import {lineFolders} from '../../src/lines/active';
import {allLines} from '../../src/lines/lines';
import {findCallSites, type CallSite, type SourceFileText} from '../../src/examples/call-sites';
import {readUsagesFile} from '../../src/examples/usages-file';
import {demoInstall} from '../../src/examples/demo-install';

const FIXTURES = path.resolve('tests/fixtures/demos');
const sources = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'sources.json'), 'utf8')) as Array<{
  ref: string;
  commit: string;
  path: string;
}>;
const fixtures = sources.map((source) => ({
  ...source,
  text: fs.readFileSync(path.join(FIXTURES, source.commit, `${source.path}.txt`), 'utf8'),
}));
const files: SourceFileText[] = fixtures.map(({path: file, text}) => ({path: file, text}));
const textOf = new Map(fixtures.map((fixture) => [fixture.path, fixture.text]));
const lineOf = (file: string, line: number) => textOf.get(file)!.split('\n')[line - 1] ?? '';
const memberName = (key: string) => key.split('.').pop()!;

const TANSTACK_NOTES = 'demos/react-neon-tanstack-query-notes/src/routes/index.tsx';
const NEXTJS_LIST = 'demos/example-nextjs/src/components/CustomerList.tsx';
const SYSTEM_PROVIDER = 'demos/react-supabase-todolist-sync-streams/src/components/providers/SystemProvider.tsx';
const CONNECTOR = 'demos/react-supabase-todolist/src/library/powersync/SupabaseConnector.ts';
const ELECTRON_NODE = 'demos/example-electron-node/src/main/powersync.ts';
const VITE_JS = 'demos/example-vite/src/index.js';
const VUE_EDIT = 'demos/vue-supabase-todolist/src/views/TodoListsEdit.vue';

const siteModules = fs.realpathSync(path.resolve('node_modules'));
const lines = allLines(manifest).map(({id}) => ({id, folders: lineFolders(manifest, id)}));
const compiled = new Map<string, CallSite[]>();
/** The fixtures compiled as the examples script compiles a section's demos (its install, its packages). */
function sitesIn(lineId: string, sectionId: string): {sites: CallSite[]; installDir: string} {
  const {installDir, packages} = demoInstall(path.resolve('.'), lineId, sectionId);
  const key = `${installDir} ${[...(packages ?? [])].join(' ')}`;
  if (!compiled.has(key)) compiled.set(key, findCallSites(files, installDir, packages));
  return {sites: compiled.get(key)!, installDir};
}
const has = (sites: CallSite[], file: string, key: string, packageName: string, line?: number) =>
  sites.some(
    (site) =>
      site.path === file && site.key === key && site.packageName === packageName && (!line || site.line === line),
  );
const describe = (sites: CallSite[], file: string) =>
  sites
    .filter((site) => site.path === file)
    .map((site) => `${site.packageName} ${site.key}@${site.line}`)
    .join(', ');

for (const {id} of lines) {
  test(`${id}: every use is at a line that names it, declared in the section's own install`, () => {
    for (const sectionId of ['web-sdk', 'node-sdk', 'react-sdk', 'tanstack-react-query-sdk', 'vue-sdk']) {
      const {sites, installDir} = sitesIn(id, sectionId);
      assert.ok(sites.length > 5, `${id}/${sectionId}: ${sites.length} uses`);
      for (const site of sites)
        assert.ok(
          lineOf(site.path, site.line).includes(memberName(site.key)),
          `${id}/${sectionId} ${site.key} at ${site.path}:${site.line}: "${lineOf(site.path, site.line).trim()}"`,
        );
      const modules = fs.realpathSync(path.join(installDir, 'node_modules'));
      for (const site of sites) {
        assert.ok(site.declarationFile.startsWith(modules + path.sep), `${site.key}: ${site.declarationFile}`);
        if (installDir !== path.resolve('.'))
          assert.ok(!site.declarationFile.startsWith(siteModules + path.sep), `${site.key}: ${site.declarationFile}`);
      }
    }
  });

  test(`${id}: a same-named hook counts for the package the file imports it from`, () => {
    const tanstack = sitesIn(id, 'tanstack-react-query-sdk').sites;
    assert.ok(
      has(tanstack, TANSTACK_NOTES, 'useQuery', '@powersync/tanstack-react-query', 30),
      describe(tanstack, TANSTACK_NOTES),
    );
    assert.ok(
      !tanstack.some((site) => site.path !== TANSTACK_NOTES && site.packageName === '@powersync/tanstack-react-query'),
    );
    const react = sitesIn(id, 'react-sdk').sites;
    assert.ok(has(react, NEXTJS_LIST, 'useQuery', '@powersync/react', 9), describe(react, NEXTJS_LIST));
  });

  test(`${id}: Vue script blocks and JavaScript files are read, at their own lines`, () => {
    const vue = sitesIn(id, 'vue-sdk').sites;
    for (const line of [67, 82])
      assert.ok(has(vue, VUE_EDIT, 'useQuery', '@powersync/vue', line), describe(vue, VUE_EDIT));
    assert.ok(has(vue, VUE_EDIT, 'usePowerSync', '@powersync/vue'), describe(vue, VUE_EDIT));
    const web = sitesIn(id, 'web-sdk').sites;
    assert.ok(has(web, VITE_JS, 'PowerSyncDatabase', '@powersync/web', 28), describe(web, VITE_JS));
  });

  test(`${id}: references count, and a chained member is at its own line`, () => {
    const web = sitesIn(id, 'web-sdk').sites;
    const at = (file: string, pattern: RegExp) =>
      textOf
        .get(file)!
        .split('\n')
        .findIndex((text) => pattern.test(text)) + 1;
    assert.ok(
      web.some((site) => site.path === SYSTEM_PROVIDER && site.key.endsWith('.differentialWatch') && site.line === 61),
      describe(web, SYSTEM_PROVIDER),
    );
    assert.ok(has(web, CONNECTOR, 'UpdateType.PUT', '@powersync/common', at(CONNECTOR, /case UpdateType\.PUT/)));
    assert.ok(has(web, CONNECTOR, 'UpdateType', '@powersync/common', at(CONNECTOR, /case UpdateType\.PUT/)));
    assert.ok(has(web, CONNECTOR, 'PowerSyncBackendConnector', '@powersync/common'), describe(web, CONNECTOR));
    const react = sitesIn(id, 'react-sdk').sites;
    assert.ok(
      has(
        react,
        SYSTEM_PROVIDER,
        'PowerSyncContext',
        '@powersync/react',
        at(SYSTEM_PROVIDER, /<PowerSyncContext\.Provider/),
      ),
      describe(react, SYSTEM_PROVIDER),
    );
  });
}

test("a section's install does not resolve a package it lacks: the Web SDK's, @powersync/node", () => {
  for (const {id} of lines) {
    // Its only PowerSync import is @powersync/node: nothing of it resolves without it.
    const web = sitesIn(id, 'web-sdk').sites;
    assert.deepEqual(
      web.filter((site) => site.path === ELECTRON_NODE),
      [],
      `${id}: ${describe(web, ELECTRON_NODE)}`,
    );
    const node = sitesIn(id, 'node-sdk').sites;
    assert.ok(
      node.some((site) => site.path === ELECTRON_NODE),
      id,
    );
    // And the Node SDK's does not resolve the Web SDK (not even from the site's own node_modules).
    assert.deepEqual(
      node.filter((site) => site.path === VITE_JS),
      [],
      `${id}: ${describe(node, VITE_JS)}`,
    );
  }
});

test("the committed usages, where read at a fixture's ref, show its lines as they are", () => {
  const data = readUsagesFile(path.resolve('.'))!;
  let checked = 0;
  for (const [sectionKey, section] of Object.entries(data.sections))
    for (const [packageName, keys] of Object.entries(section.packages))
      for (const [key, usage] of Object.entries(keys))
        for (const excerpt of usage.excerpts) {
          const fixture = fixtures.find((item) => item.path === excerpt.path && item.ref === section.ref);
          if (!fixture) continue;
          const where = `${sectionKey} ${packageName} ${key} ${excerpt.path}:${excerpt.line}`;
          assert.ok(lineOf(fixture.path, excerpt.line).includes(memberName(key)), where);
          const shown = excerpt.code.split('\n').map((text) => text.trim());
          const own = fixture.text.split('\n').slice(excerpt.from - 1, excerpt.from - 1 + shown.length);
          assert.deepEqual(
            shown,
            own.map((text) => text.trim()),
            where,
          );
          if (packageName === '@powersync/tanstack-react-query')
            assert.match(fixture.text, /from '@powersync\/tanstack-react-query'/, where);
          checked += 1;
        }
  assert.ok(checked >= 5, `${checked} excerpts of fixture files`);
});

test("TanStack's useQuery never shows a @powersync/react call, in any line", () => {
  const data = readUsagesFile(path.resolve('.'))!;
  for (const [sectionKey, section] of Object.entries(data.sections)) {
    const usage = section.packages['@powersync/tanstack-react-query']?.useQuery;
    if (!sectionKey.endsWith('/tanstack-react-query-sdk')) continue;
    assert.ok(usage, `${sectionKey}: no usage of TanStack's useQuery`);
    // The React demo's call (a fixture file that imports useQuery from @powersync/react) is not TanStack's.
    assert.ok(!usage.excerpts.some((excerpt) => excerpt.path === NEXTJS_LIST), sectionKey);
    for (const excerpt of usage.excerpts) assert.match(excerpt.path, /tanstack/, `${sectionKey}: ${excerpt.path}`);
  }
});
