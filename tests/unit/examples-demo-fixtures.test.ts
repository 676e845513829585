/**
 * "In the demos" against demo-like files written for this test (tests/fixtures/demos, see its
 * README), not against examples/usages.json: compiled against each line's own installs they
 * resolve to the package that declares what they use, never through the site's own
 * node_modules for a release line. The committed usages are checked against the real demo
 * files at the refs they name when a powersync-js git directory is given (POWERSYNC_JS_REPO),
 * and always for the one thing they can show on their own: the linked line names the member.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {SDK_REPO_ENV, gitFiles} from '../../src/tooling/sdk-repo-files';
import fs from 'node:fs';
import path from 'node:path';
import manifest from '../../src/sdk-manifest';
import {lineFolders} from '../../src/lines/active';
import {allLines} from '../../src/lines/lines';
import {findCallSites, type CallSite, type SourceFileText} from '../../src/examples/call-sites';
import {readUsagesFile, type Excerpt} from '../../src/examples/usages-file';
import {demoInstall} from '../../src/examples/demo-install';

const FIXTURES = path.resolve('tests/fixtures/demos');
const sources = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'sources.json'), 'utf8')) as Array<{path: string}>;
// Each file is stored as `<path>.txt`, which keeps the site's own type check and linters away from it.
const files: SourceFileText[] = sources.map(({path: file}) => ({
  path: file,
  text: fs.readFileSync(path.join(FIXTURES, `${file}.txt`), 'utf8'),
}));
const textOf = new Map(files.map((file) => [file.path, file.text]));
const lineOf = (file: string, line: number) => textOf.get(file)!.split('\n')[line - 1] ?? '';
/** The 1-based line of `file` that matches `pattern` first (0 when none does). */
const lineMatching = (file: string, pattern: RegExp) =>
  textOf
    .get(file)!
    .split('\n')
    .findIndex((text) => pattern.test(text)) + 1;
const memberName = (key: string) => key.split('.').pop()!;

const TANSTACK_ROUTE = 'demos/fixture-tanstack-notes/src/routes/index.tsx';
const REACT_LIST = 'demos/fixture-react-list/src/components/ShelfList.tsx';
const PROVIDER = 'demos/fixture-react-provider/src/providers/DatabaseProvider.tsx';
const CONNECTOR = 'demos/fixture-connector/src/sync/RestConnector.ts';
const NODE_FILE = 'demos/fixture-node-worker/src/database.ts';
const PLAIN_JS = 'demos/fixture-plain-js/src/main.js';
const VUE_VIEW = 'demos/fixture-vue-tasks/src/views/TaskBoard.vue';

const siteModules = fs.realpathSync(path.resolve('node_modules'));
const lines = allLines(manifest).map(({id}) => ({id, folders: lineFolders(manifest, id)}));
const compiled = new Map<string, CallSite[]>();
/** The fixtures compiled as the examples script compiles a section's demos (its install, its packages). */
function sitesIn(lineId: string, sectionId: string): {sites: CallSite[]; installDir: string} {
  const {installDir} = demoInstall(path.resolve('.'), lineId, sectionId);
  if (!compiled.has(installDir)) compiled.set(installDir, findCallSites(files, installDir));
  return {sites: compiled.get(installDir)!, installDir};
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
      // The TanStack section resolves the fewest: its useQuery, React's useQuery and PowerSyncContext.
      assert.ok(sites.length >= 3, `${id}/${sectionId}: ${sites.length} uses`);
      for (const site of sites)
        assert.ok(
          lineOf(site.path, site.line).includes(memberName(site.key)),
          `${id}/${sectionId} ${site.key} at ${site.path}:${site.line}: "${lineOf(site.path, site.line).trim()}"`,
        );
      const modules = fs.realpathSync(path.join(installDir, 'node_modules'));
      for (const site of sites) {
        assert.ok(site.declarationFile.startsWith(modules + path.sep), `${site.key}: ${site.declarationFile}`);
        assert.ok(!site.declarationFile.startsWith(siteModules + path.sep), `${site.key}: ${site.declarationFile}`);
      }
    }
  });

  test(`${id}: a same-named hook counts for the package the file imports it from`, () => {
    const tanstack = sitesIn(id, 'tanstack-react-query-sdk').sites;
    assert.ok(
      has(tanstack, TANSTACK_ROUTE, 'useQuery', '@powersync/tanstack-react-query', 12),
      describe(tanstack, TANSTACK_ROUTE),
    );
    assert.ok(
      !tanstack.some((site) => site.path !== TANSTACK_ROUTE && site.packageName === '@powersync/tanstack-react-query'),
      describe(tanstack, REACT_LIST),
    );
    // The React component's useQuery, read by the TanStack section's install too, stays React's.
    assert.ok(has(tanstack, REACT_LIST, 'useQuery', '@powersync/react', 9), describe(tanstack, REACT_LIST));
    const react = sitesIn(id, 'react-sdk').sites;
    assert.ok(has(react, REACT_LIST, 'useQuery', '@powersync/react', 9), describe(react, REACT_LIST));
    assert.ok(
      !react.some((site) => site.packageName === '@powersync/tanstack-react-query'),
      describe(react, TANSTACK_ROUTE),
    );
  });

  test(`${id}: Vue script blocks and JavaScript files are read, at their own lines`, () => {
    const vue = sitesIn(id, 'vue-sdk').sites;
    // The file's own lines, below its 21-line template: not lines counted from the <script> tag.
    for (const line of [31, 33])
      assert.ok(has(vue, VUE_VIEW, 'useQuery', '@powersync/vue', line), describe(vue, VUE_VIEW));
    assert.ok(has(vue, VUE_VIEW, 'usePowerSync', '@powersync/vue', 28), describe(vue, VUE_VIEW));
    assert.ok(has(vue, VUE_VIEW, 'useStatus', '@powersync/vue', 29), describe(vue, VUE_VIEW));
    const web = sitesIn(id, 'web-sdk').sites;
    assert.ok(has(web, PLAIN_JS, 'PowerSyncDatabase', '@powersync/web', 11), describe(web, PLAIN_JS));
    assert.ok(
      web.some((site) => site.path === PLAIN_JS && site.key.endsWith('.getAll') && site.line === 18),
      describe(web, PLAIN_JS),
    );
  });

  test(`${id}: references count, and a chained member is at its own line`, () => {
    const web = sitesIn(id, 'web-sdk').sites;
    const head = lineMatching(PROVIDER, /= db$/);
    const member = lineMatching(PROVIDER, /^\s*\.differentialWatch\(/);
    assert.ok(head > 0 && member > head + 1, `${head} ${member}`);
    assert.ok(
      web.some((site) => site.path === PROVIDER && site.key.endsWith('.differentialWatch') && site.line === member),
      describe(web, PROVIDER),
    );
    assert.ok(
      web.some((site) => site.path === PROVIDER && site.key.endsWith('.query') && site.line === head + 1),
      describe(web, PROVIDER),
    );
    const put = lineMatching(CONNECTOR, /case UpdateType\.PUT/);
    assert.ok(has(web, CONNECTOR, 'UpdateType.PUT', '@powersync/common', put), describe(web, CONNECTOR));
    assert.ok(has(web, CONNECTOR, 'UpdateType', '@powersync/common', put), describe(web, CONNECTOR));
    assert.ok(
      has(
        web,
        CONNECTOR,
        'PowerSyncBackendConnector',
        '@powersync/common',
        lineMatching(CONNECTOR, /implements PowerSyncBackendConnector/),
      ),
      describe(web, CONNECTOR),
    );
    for (const [name, pattern] of [
      ['getNextCrudTransaction', /\.getNextCrudTransaction\(/],
      ['getCrudBatch', /\.getCrudBatch\(/],
    ] as const)
      assert.ok(
        web.some(
          (site) =>
            site.path === CONNECTOR &&
            site.key.endsWith(`.${name}`) &&
            site.packageName === '@powersync/common' &&
            site.line === lineMatching(CONNECTOR, pattern),
        ),
        describe(web, CONNECTOR),
      );
    const react = sitesIn(id, 'react-sdk').sites;
    assert.ok(
      has(
        react,
        PROVIDER,
        'PowerSyncContext',
        '@powersync/react',
        lineMatching(PROVIDER, /<PowerSyncContext\.Provider/),
      ),
      describe(react, PROVIDER),
    );
  });
}

test("a section's install does not resolve a package it lacks: the Web SDK's, @powersync/node", () => {
  for (const {id} of lines) {
    // Its only PowerSync import is @powersync/node: nothing of it resolves without it.
    const web = sitesIn(id, 'web-sdk').sites;
    assert.deepEqual(
      web.filter((site) => site.path === NODE_FILE),
      [],
      `${id}: ${describe(web, NODE_FILE)}`,
    );
    const node = sitesIn(id, 'node-sdk').sites;
    assert.ok(has(node, NODE_FILE, 'PowerSyncDatabase', '@powersync/node', 8), `${id}: ${describe(node, NODE_FILE)}`);
    // And the Node SDK's does not resolve the Web SDK (not even from the site's own node_modules).
    assert.deepEqual(
      node.filter((site) => site.path === PLAIN_JS),
      [],
      `${id}: ${describe(node, PLAIN_JS)}`,
    );
  }
});

/** Every excerpt of the committed usages, with the section's ref and the key it shows. */
function usageExcerpts() {
  const data = readUsagesFile(path.resolve('.'))!;
  const found: Array<{where: string; ref: string; packageName: string; key: string; excerpt: Excerpt}> = [];
  for (const [sectionKey, section] of Object.entries(data.sections))
    for (const [packageName, keys] of Object.entries(section.packages))
      for (const [key, usage] of Object.entries(keys))
        for (const excerpt of usage.excerpts)
          found.push({
            where: `${sectionKey} ${packageName} ${key} ${excerpt.path}:${excerpt.line}`,
            ref: section.ref,
            packageName,
            key,
            excerpt,
          });
  return found;
}

test('every committed excerpt links a line of its code that names the member', () => {
  const excerpts = usageExcerpts();
  assert.ok(excerpts.length > 100, `${excerpts.length} excerpts`);
  for (const {where, key, excerpt} of excerpts) {
    const shown = excerpt.code.split('\n');
    const linked = excerpt.line - excerpt.from;
    assert.ok(linked >= 0 && linked < shown.length, `${where}: from ${excerpt.from}, ${shown.length} lines`);
    assert.ok(shown[linked].includes(memberName(key)), `${where}: "${shown[linked]}"`);
  }
});

test("the committed usages show the real demos' lines at the refs they name", (t) => {
  const repo = process.env[SDK_REPO_ENV];
  if (!repo) {
    t.skip(`${SDK_REPO_ENV} not set: no powersync-js git directory to read the demos at their refs from`);
    return;
  }
  const excerpts = usageExcerpts();
  const specs = [...new Set(excerpts.map(({ref, excerpt}) => `${ref}:${excerpt.path}`))];
  const texts = gitFiles(repo, specs);
  for (const {where, ref, packageName, key, excerpt} of excerpts) {
    const text = texts.get(`${ref}:${excerpt.path}`);
    assert.ok(text !== undefined, `${where}: no ${excerpt.path} at ${ref} in ${repo}`);
    const own = text.split('\n');
    assert.ok(own[excerpt.line - 1]?.includes(memberName(key)), `${where}: "${own[excerpt.line - 1]}"`);
    // The excerpt is those lines, without trailing spaces and their common indent.
    const shown = excerpt.code.split('\n');
    const real = own.slice(excerpt.from - 1, excerpt.from - 1 + shown.length).map((line) => line.replace(/\s+$/, ''));
    const indent = Math.min(...real.filter((line) => line).map((line) => /^\s*/.exec(line)![0].length));
    assert.deepEqual(
      shown,
      real.map((line) => line.slice(Number.isFinite(indent) ? indent : 0)),
      where,
    );
    if (packageName === '@powersync/tanstack-react-query')
      assert.match(text, /from ['"]@powersync\/tanstack-react-query['"]/, where);
  }
  assert.ok(specs.length > 100, `${specs.length} files read`);
});

test("TanStack's useQuery never shows a @powersync/react call, in any line", () => {
  const data = readUsagesFile(path.resolve('.'))!;
  for (const [sectionKey, section] of Object.entries(data.sections)) {
    const usage = section.packages['@powersync/tanstack-react-query']?.useQuery;
    if (!sectionKey.endsWith('/tanstack-react-query-sdk')) continue;
    assert.ok(usage, `${sectionKey}: no usage of TanStack's useQuery`);
    // Only the TanStack demos import it from @powersync/tanstack-react-query (the React demos' own is React's).
    for (const excerpt of usage.excerpts) assert.match(excerpt.path, /tanstack/, `${sectionKey}: ${excerpt.path}`);
  }
});
