/**
 * The MCP server as a client sees it: `npm run mcp` spawned over stdio (and `--http` over
 * Streamable HTTP) and driven by the official SDK's Client, answering from every line of build/
 * and from the API history.
 *
 * Release facts asserted here were checked against the published packages, not the history
 * that computed them: `npm pack @powersync/common@2.2.1` declares DisconnectAndClearOptions
 * with `clearLocal` only, 2.3.0 adds `soft`; `npm view @powersync/web@2.3.1 dependencies`
 * pins common 2.2.1, web 2.4.0 pins 2.3.0; common 1.57.3's TableV2 is `@deprecated You should
 * use {@link Table} instead`, and common 2.0.0 (pinned by web 2.0.0) has no TableV2.
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {readAgentsIndex} from '../../src/agents/agents-index';
import {readPageModel} from '../../src/page-model/read';
import {answerRequests} from '../../src/search/algolia-response';
import {withQueryOperators} from '../../src/search/query-requests';
import {SearchEngine} from '../../src/search/engine';
import type {AlgoliaSearchResult} from '../../src/search/algolia-response';
import {SectionHistory} from '../../src/history/section-history';
import {guideGroups, upgradeGuide} from '../../src/history/upgrade-guide';

const siteRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const build = path.join(siteRoot, 'build');
const client = new Client({name: 'reference-test', version: '1.0.0'});

before(async () => {
  // `--silent`: npm's own banner would otherwise go to stdout, which is the protocol's.
  await client.connect(
    new StdioClientTransport({command: 'npm', args: ['run', '--silent', 'mcp'], cwd: siteRoot, stderr: 'inherit'}),
  );
});
after(() => client.close());

async function callOn(
  on: Client,
  name: string,
  args: Record<string, unknown>,
): Promise<{text: string; isError: boolean}> {
  const result = (await on.callTool({name, arguments: args})) as CallToolResult;
  const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
  return {text, isError: result.isError === true};
}
const call = (name: string, args: Record<string, unknown>) => callOn(client, name, args);

async function ok(name: string, args: Record<string, unknown>): Promise<string> {
  const {text, isError} = await call(name, args);
  assert.equal(isError, false, `${name} ${JSON.stringify(args)} → ${text}`);
  return text;
}

const versions = JSON.parse(fs.readFileSync(path.join(build, 'versions.json'), 'utf8')) as {
  newest: string;
  lines: Array<{id: string; label: string; path: string; packages: Record<string, string>}>;
};
/** The release of a package a line documents today (a release move changes it). */
const documentedBy = (lineId: string, packageName: string) =>
  versions.lines.find((line) => line.id === lineId)!.packages[packageName];
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('the server lists its five tools, and its instructions say to resolve the release first', async () => {
  const {tools} = await client.listTools();
  assert.deepEqual(tools.map((tool) => tool.name).sort(), [
    'compare_symbol',
    'get_symbol',
    'resolve_release',
    'search',
    'upgrade_guide',
  ]);
  for (const tool of tools.filter((t) => ['search', 'get_symbol', 'compare_symbol'].includes(t.name)))
    assert.ok('release' in (tool.inputSchema.properties ?? {}), `${tool.name} takes a release`);
  const instructions = client.getInstructions() ?? '';
  assert.match(instructions, /call resolve_release first/);
  for (const line of versions.lines) assert.match(instructions, new RegExp(`\\b${line.id} \\(`));
});

test('without a release the newest line answers; a line id answers from that line', async () => {
  const newest = await ok('get_symbol', {section: 'web-sdk', name: 'PowerSyncDatabase'});
  assert.match(newest, new RegExp(`^Line: line ${versions.newest} `, 'm'));
  assert.match(newest, /^Section: web-sdk \(@powersync\/web 2\.4\.0\)$/m);
  assert.match(newest, /^Kind: Interface$/m);
  const current = await ok('get_symbol', {section: 'web-sdk', name: 'PowerSyncDatabase', release: 'current'});
  assert.match(current, /^Section: web-sdk \(@powersync\/web 1\.31\.0\)$/m);
  assert.match(current, /^# Class: PowerSyncDatabase$/m);
  const latest = await ok('get_symbol', {section: 'web-sdk', name: 'PowerSyncDatabase', release: 'latest'});
  assert.equal(latest, newest);
});

test('search ranks the symbol named by the query first, with section and kind filters', async () => {
  const text = await ok('search', {query: 'PowerSyncDatabase', section: 'web-sdk', kind: 'class', release: 'current'});
  const first = text.split('\n').find((line) => /^1\. /.test(line));
  // The hit says how many demos call it, as the site's search does (src/examples).
  assert.match(first ?? '', /^1\. Class: PowerSyncDatabase \(used in \d+ demos\) \(class, web-sdk\)$/);
  assert.match(text, /Markdown: https:\/\/\S+\/web-sdk\/classes\/PowerSyncDatabase\.md/);
  assert.doesNotMatch(text, /\((?!class, web-sdk)[a-z-]+, [a-z-]+\)$/m, 'a hit outside the filters');
});

/** The hits' URLs in an MCP search answer, in order. */
const hitUrls = (text: string) => [...text.matchAll(/^ {3}(https:\/\/\S+)$/gm)].map((match) => match[1]);
const resultCount = (text: string) => Number(/^(\d+) results for /m.exec(text)?.[1]);

test('search reads the site query language: the same hits as the modal, query by query', async () => {
  const newest = versions.lines.find((line) => line.id === versions.newest)!;
  const dir = path.join(build, newest.path.slice(versions.lines[0].path.length));
  const engine = SearchEngine.fromSerialized(JSON.parse(fs.readFileSync(path.join(dir, 'search-index.json'), 'utf8')));
  const {sections, site} = readAgentsIndex(JSON.parse(fs.readFileSync(path.join(dir, 'agents-index.json'), 'utf8')));
  const limit = 50;
  const queries = [
    'kind:hook',
    'is:new',
    'is:deprecated',
    'is:removed',
    '-> SyncStatus',
    '(Transaction)',
    'tx: Transaction',
    'sdk:web watch',
    'kind:class sdk:node database',
    'kind:interface options',
  ];
  for (const query of queries) {
    // The modal's way: DocSearch's request, its operators applied (query-requests.ts), the engine's answer.
    const call = withQueryOperators([{indexName: 'reference', params: {query, hitsPerPage: limit}}], sections);
    const modal = answerRequests(engine, call, {origin: site.url}).results[0] as AlgoliaSearchResult;
    const text = await ok('search', {query, limit});
    assert.equal(resultCount(text), modal.nbHits, `${query}: result count`);
    assert.deepEqual(
      hitUrls(text),
      modal.hits.map((hit) => hit.url),
      `${query}: hits`,
    );
    assert.ok(modal.nbHits > 0, `${query} finds something`);
  }
  // What the operators mean, not only that both agree: every hit of kind:hook is a hook.
  const hooks = await ok('search', {query: 'kind:hook', limit});
  assert.doesNotMatch(hooks, /^\d+\. .*\((?!hook,)[a-z-]+, [a-z-]+\)$/m);
  const returns = await ok('search', {query: '-> SyncStatus', limit});
  assert.ok(resultCount(returns) < 50, `"-> SyncStatus" is a type filter, not ${resultCount(returns)} text matches`);
});

test('get_symbol returns the page twin, or one member, with import line and source link', async () => {
  const page = await ok('get_symbol', {section: 'web-sdk', name: 'PowerSyncDatabase', release: 'current'});
  assert.match(page, /^Import: import \{ PowerSyncDatabase \} from '@powersync\/web';$/m);
  assert.match(
    page,
    /^Source: https:\/\/github\.com\/powersync-ja\/powersync-js\/blob\/\S+PowerSyncDatabase\.ts#L\d+$/m,
  );
  assert.match(page, /^# Class: PowerSyncDatabase$/m);

  const member = await ok('get_symbol', {
    section: 'web-sdk',
    name: 'PowerSyncDatabase',
    member: 'connect',
    release: 'current',
  });
  assert.match(member, /^### connect\(\)$/m);
  assert.doesNotMatch(member, /^### (?!connect\(\))/m, 'another member in the answer');
  // The member's own declaration (inherited from common's base class), not the page's class.
  assert.match(
    member,
    /^Source: https:\/\/github\.com\/powersync-ja\/powersync-js\/blob\/@powersync\/common@[\d.]+\/packages\/common\/src\/client\/AbstractPowerSyncDatabase\.ts#L\d+$/m,
  );
  assert.doesNotMatch(member, /^# Class/m);
});

test('get_symbol says the release the symbol came with, and a member the release it came with', async () => {
  // What it says is judged against the compiler in history-compiler.test.ts; here, that the
  // answer says the page model's `since` of what was asked for: the member's, not its class's.
  const model = readPageModel(path.join(siteRoot, 'reference/web-sdk/classes/PowerSyncDatabase.md'));
  const member = model.members.find((m) => m.name === 'triggers')!;
  assert.ok(model.since && member.since && member.since !== model.since, 'triggers came after its class');
  const sinceOf = (text: string) => /^Since: @powersync\/web (\S+)$/m.exec(text)?.[1];
  const args = {section: 'web-sdk', name: 'PowerSyncDatabase', release: 'current'};
  assert.equal(sinceOf(await ok('get_symbol', args)), model.since);
  assert.equal(sinceOf(await ok('get_symbol', {...args, member: 'triggers'})), member.since);
});

test('a member is a member, not a type parameter, in any case, answered in its declared case', async () => {
  for (const asked of ['columns', 'COLUMNS']) {
    const text = await ok('get_symbol', {section: 'web-sdk', name: 'table', member: asked});
    assert.match(text, /^### columns$/m, `${asked}: the accessor`);
    assert.match(text, /^get columns\(\): Column\[\];$/m);
    assert.doesNotMatch(text, /^### Columns$/m, `${asked}: not the type parameter`);
  }
});

test("members are the page model's: an optional method by its declared name, a constructor hit names it", async () => {
  // The twin's heading says `postCheckpointRequest()?`; the member is `postCheckpointRequest`.
  const text = await ok('get_symbol', {
    section: 'web-sdk',
    name: 'PowerSyncBackendConnector',
    member: 'postCheckpointRequest',
    release: 'v2',
  });
  assert.match(text, /^### postCheckpointRequest\(\)\?$/m);
  assert.match(text, /^postCheckpointRequest\?\(clientId: string, requestId: string\): Promise<string>;$/m);
  assert.doesNotMatch(text, /^### (?!postCheckpointRequest)/m, 'another member in the answer');
  const compared = await ok('compare_symbol', {name: 'PowerSyncBackendConnector', release: 'v2'});
  assert.doesNotMatch(compared, /postCheckpointRequest\(\)/, 'the member by its declared name');
  // A search hit on a constructor's heading (written without an id) says which member opens it.
  const hits = await ok('search', {query: 'constructor', section: 'node-sdk', limit: 50, release: 'current'});
  assert.match(
    hits,
    /› Constructors › Constructor \(constructor, node-sdk\)\n {3}\S+#constructor\n {3}Markdown: \S+\. get_symbol: section "node-sdk", name "\w+", member "constructor"\./,
  );
});

test('kind picks the declaration; a name of another kind in this line says which it is', async () => {
  const text = await ok('get_symbol', {section: 'web-sdk', name: 'PowerSyncDatabase', kind: 'interface'});
  assert.match(text, /^Kind: Interface$/m);
  const {text: error, isError} = await call('get_symbol', {
    section: 'web-sdk',
    name: 'PowerSyncDatabase',
    kind: 'Interface',
    release: 'current',
  });
  assert.equal(isError, true);
  assert.equal(
    error,
    'PowerSyncDatabase in web-sdk is a Class in line current (Common 1.45), not an Interface: omit kind, or pass Class.',
  );
});

test('compare_symbol names the sections and members by their declared names, and invents none', async () => {
  const text = await ok('compare_symbol', {name: 'PowerSyncDatabase', release: 'current'});
  assert.match(
    text,
    /^# PowerSyncDatabase \(Class\) in 4 sections: capacitor-sdk, node-sdk, react-native-sdk, web-sdk$/m,
  );
  assert.match(text, /^## Members only in some sections$/m);
  // As declared (`static SHARED_MUTEX`), not as its page anchor (`shared_mutex`).
  assert.match(text, /^- `SHARED_MUTEX`: .*web-sdk/m);
  assert.match(text, /^- `resolvedFlags`: capacitor-sdk, web-sdk$/m);
  // Each section's release it came with, as that section's page model says.
  const since = (sdk: string, packageName: string) => {
    const model = readPageModel(path.join(siteRoot, `reference/${sdk}/classes/PowerSyncDatabase.md`));
    return `- ${sdk}: ${packageName} ${model.since}`;
  };
  assert.ok(text.includes(`## Since\n\n${since('capacitor-sdk', '@powersync/capacitor')}\n`), text);
  assert.ok(text.includes(since('web-sdk', '@powersync/web')));
  // Member names as declared: a camelCase name is never listed lowercased.
  const listedNames = [...text.matchAll(/^(?:- `|### )([^`\s]+)/gm)].map((match) => match[1]);
  assert.ok(
    listedNames.some((name) => /[a-z][A-Z]/.test(name)),
    'some member is camelCase',
  );
  const anchorsOnly = listedNames.filter((name) => name !== name.toLowerCase()).map((name) => name.toLowerCase());
  for (const lower of anchorsOnly) assert.ok(!listedNames.includes(lower), `${lower} listed lowercased`);
  // A function's type parameters are not members.
  const useQuery = await ok('compare_symbol', {name: 'useQuery'});
  assert.doesNotMatch(useQuery, /^- `(?:T|RowType|TData|TError|t)`/m);
  assert.doesNotMatch(useQuery, /^### (?:t|T|RowType)$/m);
});

test('an exact release between lines: what it has, from the history, and the line page it links', async () => {
  // web 2.3.1 is on common 2.2.1: soft came with common 2.3.0 and web 2.4.0.
  const member = await ok('get_symbol', {
    section: 'web-sdk',
    name: 'DisconnectAndClearOptions',
    member: 'soft',
    release: '@powersync/web@2.3.1',
  });
  assert.match(
    member,
    /^Release: @powersync\/web 2\.3\.1 \(built on @powersync\/common 2\.2\.1\)\. No line documents it/m,
  );
  assert.match(
    member,
    /^DisconnectAndClearOptions\.soft is not in @powersync\/web 2\.3\.1: added in @powersync\/web 2\.4\.0 \(@powersync\/common 2\.3\.0\): not in 2\.3\.1\.$/m,
  );
  assert.match(member, /^## As line v2 \(Common 2\.3\) documents it \(@powersync\/web 2\.4\.0\)$/m);
  assert.match(member, /^Markdown: https:\/\/\S+\/v2\/web-sdk\/interfaces\/DisconnectAndClearOptions\.md$/m);

  const symbol = await ok('get_symbol', {
    section: 'web-sdk',
    name: 'DisconnectAndClearOptions',
    release: '@powersync/web@2.3.1',
  });
  assert.match(
    symbol,
    /^DisconnectAndClearOptions \(interface\) \(declared by @powersync\/common\) in @powersync\/web 2\.3\.1:$/m,
  );
  const clearLocal = await ok('get_symbol', {
    section: 'web-sdk',
    name: 'DisconnectAndClearOptions',
    member: 'clearLocal',
    release: '@powersync/web@2.3.1',
  });
  assert.match(clearLocal, /^clearLocal\?: boolean;$/m);

  // The release a line documents is that line.
  const documented = await ok('get_symbol', {
    section: 'web-sdk',
    name: 'DisconnectAndClearOptions',
    member: 'soft',
    release: `@powersync/web@${documentedBy('v2', '@powersync/web')}`,
  });
  assert.match(documented, /^Line: line v2 /m);
  // …and still that package's release: search looks in its section, get_symbol answers for it only.
  const webRelease = `@powersync/web@${documentedBy('v2', '@powersync/web')}`;
  const searched = await ok('search', {query: 'ColumnType TEXT', release: webRelease});
  assert.match(
    searched,
    new RegExp(
      `^\\d+ results for "ColumnType TEXT" \\(section web-sdk, ${escaped(webRelease)}'s; pass release "v2" for every section\\); best first:$`,
      'm',
    ),
  );
  const hitSections = [...searched.matchAll(/^\d+\. .* \((?:[\w-]+), ([\w-]+)\)$/gm)].map((hit) => hit[1]);
  assert.ok(hitSections.length > 0, searched);
  assert.deepEqual([...new Set(hitSections)], ['web-sdk']);
  const elsewhere = await client.callTool({
    name: 'get_symbol',
    arguments: {section: 'react-sdk', name: 'useQuery', release: webRelease},
  });
  assert.ok(elsewhere.isError);
  assert.match(
    (elsewhere.content as Array<{text: string}>)[0].text,
    new RegExp(`^${escaped(webRelease)} is a release of section web-sdk, not react-sdk`),
  );

  const search = await ok('search', {query: 'soft', release: '@powersync/web@2.3.1'});
  // The release chose the section: the answer says so, and which line searches them all.
  assert.match(
    search,
    /^\d+ results for "soft" \(section web-sdk, @powersync\/web@2\.3\.1's; pass release "v2" \(@powersync\/web 2\.4\.0\) for every section\); best first:$/m,
  );
  assert.match(
    search,
    /^ {3}DisconnectAndClearOptions\.soft is not in @powersync\/web 2\.3\.1: added in @powersync\/web 2\.4\.0/m,
  );

  const compared = await ok('compare_symbol', {name: 'TableV2', release: '@powersync/web@1.35.0'});
  assert.match(compared, /^TableV2 \(class\) \(declared by @powersync\/common\) in @powersync\/web 1\.35\.0:$/m);
  assert.match(compared, /^The comparison below is of line (?:current|v1) /m);
});

test('resolve_release: installed releases, their common and the release value, from lockfiles or ranges', async () => {
  // A clean install committed for line v2's TanStack section, which pins its own common; the
  // lockfile read here with JSON, not by the server's reader.
  const install = path.join(siteRoot, 'lines', 'v2', 'installs', 'tanstack-react-query-sdk');
  const lock = JSON.parse(fs.readFileSync(path.join(install, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, {version?: string}>;
  };
  const at = (where: string) => lock.packages[where]?.version;
  const tanstack = escaped(at('node_modules/@powersync/tanstack-react-query')!);
  // Its own pin, nested under it when the top holds the peer another package wants.
  const common = escaped(
    (at('node_modules/@powersync/tanstack-react-query/node_modules/@powersync/common') ??
      at('node_modules/@powersync/common'))!,
  );
  const text = await ok('resolve_release', {
    packageJson: fs.readFileSync(path.join(install, 'package.json'), 'utf8'),
    lockfile: fs.readFileSync(path.join(install, 'package-lock.json'), 'utf8'),
  });
  assert.match(
    text,
    new RegExp(
      `^## @powersync\\/tanstack-react-query \\(${tanstack}\\)\n\n- Installed: ${tanstack} \\(from the lockfile\\)\n- @powersync\\/common: ${common} \\(the lockfile\\)\n- Documented by line v2\n- release: "v2"$`,
      'm',
    ),
  );

  // No lockfile: the newest release the range accepts, and what it pins.
  const ranged = await ok('resolve_release', {
    packageJson: JSON.stringify({dependencies: {'@powersync/web': '~2.3.0', '@powersync/react': '^2.0.0'}}),
  });
  assert.match(ranged, /^- Installed: 2\.3\.1 \(the newest release the range accepts/m);
  assert.match(ranged, /^- @powersync\/common: 2\.2\.1 \(what @powersync\/web 2\.3\.1 pins\)$/m);
  assert.match(
    ranged,
    new RegExp(
      `^- No line documents it\\. Nearest: line v2 \\(@powersync\\/web ${escaped(documentedBy('v2', '@powersync/web'))}\\): \\d+ releases? newer; `,
      'm',
    ),
  );
  assert.match(ranged, /^- release: "@powersync\/web@2\.3\.1"$/m);
  // React takes common as a peer: the one web 2.3.1 brings.
  assert.match(ranged, /^- @powersync\/common: 2\.2\.1 \(what @powersync\/web 2\.3\.1 brings/m);

  // A yarn v1 lockfile (yarn.lock text as yarn writes it).
  const yarn = await ok('resolve_release', {
    lockfile: [
      '# yarn lockfile v1',
      '',
      '"@powersync/node@^0.15.0":',
      '  version "0.15.2"',
      '  dependencies:',
      '    "@powersync/common" "1.45.0"',
      '',
      '"@powersync/common@1.45.0":',
      '  version "1.45.0"',
      '',
    ].join('\n'),
  });
  assert.match(
    yarn,
    /^## @powersync\/node\n\n- Installed: 0\.15\.2 \(from the lockfile\)\n- @powersync\/common: 1\.45\.0 \(the lockfile\)\n- Documented by line current\n- release: "current"$/m,
  );
});

test('upgrade_guide: grouped by release, removed exports with their replacement, linked pages', async () => {
  const text = await ok('upgrade_guide', {from: '@powersync/web@1.39.1', to: '@powersync/web@2.4.0', detail: 'full'});
  assert.match(text, /^# Upgrade guide: @powersync\/web 1\.39\.1 → 2\.4\.0$/m);
  assert.match(text, /^## @powersync\/web 2\.0\.0 \(\d{4}-\d\d-\d\d\)$/m);
  assert.match(
    text,
    /^- \[`TableV2`\]\(https:\/\/\S+\/v1\/web-sdk\/classes\/TableV2\.md\) class \(from @powersync\/common\): use `Table` — "You should use Table instead/m,
  );
  assert.match(text, /^### Changed signatures \(\d+\)$/m);
  const releases = [...text.matchAll(/^## @powersync\/web (\S+)/gm)].map((match) => match[1]);
  assert.deepEqual(
    releases,
    [...releases].sort((a, b) => a.localeCompare(b, 'en', {numeric: true})),
    'oldest first',
  );
  // soft arrives with 2.4.0, in its section.
  const soft = await ok('upgrade_guide', {from: '@powersync/web@2.3.1', detail: 'full'});
  assert.match(
    soft,
    /^## @powersync\/web 2\.4\.0[^\n]*\n\nChanges page: \S+\/v2\/web-sdk\/changes\.md#v2-4-0\n\n### Added \(1\)\n\n- \[`DisconnectAndClearOptions\.soft`\]/m,
  );
});

test('upgrade_guide web 1.31.0 → 2.4.0: the model entry by entry, with what issue 52 found missing or wrong', async () => {
  const text = await ok('upgrade_guide', {from: '@powersync/web@1.31.0', to: '@powersync/web@2.4.0', detail: 'full'});
  // One model, two views: each release's groups as the model counts them (the Changes page
  // renders the same guideGroups).
  const history = JSON.parse(fs.readFileSync(path.join(siteRoot, 'history/api-history.json'), 'utf8'));
  const guide = upgradeGuide(SectionHistory.fromData(history, '@powersync/web'), '1.31.0', '2.4.0');
  for (const release of guide.releases) {
    const section = text.split(`\n## @powersync/web ${release.version}`)[1]?.split('\n## ')[0] ?? '';
    for (const group of guideGroups(release))
      assert.ok(section.includes(`### ${group.title} (${group.entries.length})`), `${release.version} ${group.title}`);
  }
  const line = (label: string) =>
    text.split('\n').find((l) => l.startsWith(`- [\`${label}\`]`) || l.startsWith(`- \`${label}\``)) ?? '';
  // Re-exports from js-logger went in 2.0.0.
  for (const name of ['ILogger', 'ILoggerOpts', 'ILogHandler', 'ILogLevel', 'GlobalLogger'])
    assert.match(line(name), /re-export \(from js-logger\)$/, name);
  // Replacements are names 2.4.0 has, or said to be absent with what it has instead.
  assert.match(
    line('BasePowerSyncDatabaseOptions.retryDelay'),
    /its note names `AdditionalConnectionOptions\.retryDelayMs`, which @powersync\/web 2\.4\.0 does not have \(removed in 2\.0\.0\); @powersync\/web 2\.4\.0 has `SyncOptions\.retryDelayMs`/,
  );
  assert.match(
    line('SyncClientImplementation'),
    /its note names `SyncClientImplementation\.RUST`, which @powersync\/web 2\.4\.0 does not have \(removed in 2\.0\.0\)/,
  );
  assert.doesNotMatch(text, /use `SyncDataFlowStatus`|use `SyncClientImplementation\.RUST`/);
  // Notes whole.
  assert.match(line('CrudEntry.hashCode'), /Use the CrudEntry#equals method instead/);
  // Moved and changed; changed through another base.
  assert.match(line('QueryResult.rows'), /now declared here, and its declaration changed$/);
  assert.match(
    text,
    /QueryResult\.rowsAffected[^\n]*\(inherited from `BaseQueryResult`\)\n\n {2}```ts\n {2}\/\/ before\n {2}rowsAffected: number;\n {2}\/\/ after\n {2}rowsAffected\?: number;/,
  );
  // A likely rename, marked as a guess.
  assert.match(
    line('LogLevel'),
    /likely renamed to `LogLevels` \(a guess: same kind, same release, similar name and members\)/,
  );
  // Members lost with a base.
  for (const member of ['waitForStatus', 'getWriteCheckpoint', 'hasCompletedSync'])
    assert.match(
      line(`WebStreamingSyncImplementation.${member}`),
      /member \(inherited from `AbstractStreamingSyncImplementation`\)/,
      member,
    );
});

test('upgrade_guide by default: the counts, then at most 40 entries that need code edits, and how to get the rest', async () => {
  const args = {from: '@powersync/web@1.31.0', to: '@powersync/web@2.4.0'};
  const [summary, full] = [await ok('upgrade_guide', args), await ok('upgrade_guide', {...args, detail: 'full'})];
  const history = JSON.parse(fs.readFileSync(path.join(siteRoot, 'history/api-history.json'), 'utf8'));
  const guide = upgradeGuide(SectionHistory.fromData(history, '@powersync/web'), '1.31.0', '2.4.0');
  const entries = guide.releases.flatMap((release) => release.entries);
  const edits = entries.filter(
    (entry) => ['removed', 'renamed', 'changed'].includes(entry.kind) || (entry.kind === 'moved' && entry.typeChanged),
  );
  const removed = entries.filter((entry) => entry.kind === 'removed').length;
  assert.match(summary, new RegExp(`^- Needs code edits: ${edits.length} entries \\(${removed} removed, `, 'm'));
  // What still compiles is counted, not listed: a member that only moved to a base, a deprecation, an addition.
  assert.match(summary, /^- Still compiles: \d+ moved, \d+ newly deprecated, \d+ added$/m);
  assert.doesNotMatch(summary, /^### (Newly deprecated|Added)/m);
  assert.doesNotMatch(summary, /: now (declared here|comes from `\w+`)$/m);
  const listed = summary.split('\n').filter((line) => line.startsWith('- [`') || line.startsWith('- `'));
  assert.equal(listed.length, 40);
  assert.match(
    summary,
    new RegExp(
      `^Not listed here: ${edits.length - 40} entries past the limit of 40 and \\d+ that still compile\\. Call upgrade_guide again with detail "full"`,
      'm',
    ),
  );
  assert.ok(summary.length * 4 < full.length, `summary ${summary.length} characters, full ${full.length}`);
  // The full list has every entry, and a limit cuts any list.
  const fullListed = full.split('\n').filter((line) => line.startsWith('- [`') || line.startsWith('- `'));
  assert.equal(fullListed.length, entries.length);
  const five = await ok('upgrade_guide', {...args, detail: 'full', limit: 5});
  assert.equal(five.split('\n').filter((line) => line.startsWith('- [`') || line.startsWith('- `')).length, 5);
});

test('bad input is an error result with a clear message, and the server keeps answering', async () => {
  const cases: Array<[string, Record<string, unknown>, RegExp]> = [
    ['search', {query: '   '}, /^The query is empty\.$/],
    ['search', {query: 'x'.repeat(65)}, /^The query is 65 characters long; at most 64 are allowed\.$/],
    ['search', {query: 'table', section: 'php-sdk'}, /^Unknown section "php-sdk"\. Sections: .*web-sdk/],
    ['search', {query: 'table', kind: 'widget'}, /^Unknown kind "widget"\. Kinds: class/],
    [
      'search',
      {query: 'table', release: 'v9'},
      /^Unknown release "v9"\. Pass a line id: current, v1, v2 \(latest = v2\)/,
    ],
    ['get_symbol', {section: 'nope', name: 'Table'}, /^Unknown section "nope"/],
    ['get_symbol', {section: 'web-sdk', name: 'NoSuchThing'}, /^No symbol named "NoSuchThing" in web-sdk in line v2/],
    ['get_symbol', {section: 'web-sdk', name: 'PowerSyncDatabase', member: 'fly'}, /has no member "fly"\. Members: /],
    [
      'get_symbol',
      {section: 'web-sdk', name: 'Table', release: '@powersync/web@2.3.9'},
      /^@powersync\/web has no release 2\.3\.9 in the API history\. Nearest known: .*2\.3\.1, 2\.4\.0/,
    ],
    [
      'get_symbol',
      {section: 'react-sdk', name: 'Table', release: '@powersync/web@2.3.1'},
      /is a release of section web-sdk, not react-sdk/,
    ],
    ['get_symbol', {section: 'web-sdk', name: 'Table', release: '@powersync/web@^2.3.0'}, /not a range/],
    ['compare_symbol', {name: 'NoSuchThing'}, /^No symbol named "NoSuchThing" in any section in line v2/],
    ['resolve_release', {}, /^Pass packageJson \(the text of package\.json\) and\/or lockfile/],
    [
      'resolve_release',
      {packageJson: '{"dependencies":'},
      /^packageJson is not valid JSON .*expected the text of a package\.json/,
    ],
    ['resolve_release', {lockfile: 'hello'}, /expected the text of package-lock\.json .*pnpm-lock\.yaml or yarn\.lock/],
    [
      'resolve_release',
      {packageJson: '{"dependencies": {"react": "19"}}'},
      /^No @powersync\/\* dependency in the package\.json/,
    ],
    [
      'upgrade_guide',
      {from: 'web 1.31'},
      /^from must be a package at an exact version, like "@powersync\/web@1\.31\.0"/,
    ],
    [
      'upgrade_guide',
      {from: '@powersync/web@1.31.7'},
      /^@powersync\/web has no release 1\.31\.7 .*Nearest known: .*1\.31\.0/,
    ],
    ['upgrade_guide', {from: '@powersync/web@2.4.0', to: '@powersync/web@2.3.1'}, /not older than 2\.3\.1/],
    ['upgrade_guide', {from: '@powersync/web@2.3.1', to: '@powersync/node@1.1.0'}, /same package/],
    ['upgrade_guide', {from: '@powersync/web@2.3.1', detail: 'everything'}, /detail/],
    ['upgrade_guide', {from: '@powersync/web@2.3.1', limit: -1}, /limit/],
  ];
  for (const [tool, args, message] of cases) {
    const {text, isError} = await call(tool, args);
    assert.equal(isError, true, `${tool} ${JSON.stringify(args)} → ${text}`);
    assert.match(text, message, `${tool} ${JSON.stringify(args)}`);
  }
  const {isError} = await call('search', {query: 'Table'});
  assert.equal(isError, false);
});

test('over Streamable HTTP the same server answers statelessly, read-only', async () => {
  // `npm run mcp -- --http` runs exactly this; without npm in between, kill() ends the server itself.
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/mcp.ts', '--http', '--port', '0'], {
    cwd: siteRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  try {
    // The server says where it listens once it does.
    const url = await new Promise<string>((resolve, reject) => {
      let err = '';
      server.stderr!.on('data', (chunk: Buffer) => {
        err += chunk.toString();
        const match = /(http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(err);
        if (match) resolve(match[1]);
      });
      server.on('exit', (code) => reject(new Error(`the HTTP server exited (${code}): ${err}`)));
    });
    const http = new Client({name: 'reference-test-http', version: '1.0.0'});
    await http.connect(new StreamableHTTPClientTransport(new URL(url)));
    const {tools} = await http.listTools();
    assert.equal(tools.length, 5);
    const {text, isError} = await callOn(http, 'get_symbol', {
      section: 'web-sdk',
      name: 'DisconnectAndClearOptions',
      member: 'soft',
      release: '@powersync/web@2.3.1',
    });
    assert.equal(isError, false, text);
    assert.match(text, /added in @powersync\/web 2\.4\.0 \(@powersync\/common 2\.3\.0\): not in 2\.3\.1/);
    await http.close();
    // Stateless: no session stream to open.
    const get = await fetch(url, {headers: {accept: 'text/event-stream'}});
    assert.equal(get.status, 405);
  } finally {
    server.kill();
  }
});

test("every line's llms.txt says how to start the server and names each of its tools", async () => {
  // Issue #54 item 9: an agent that reads llms.txt first learned nothing of the server.
  const {tools} = await client.listTools();
  assert.ok(tools.length >= 5);
  for (const line of versions.lines) {
    const text = fs.readFileSync(path.join(build, line.path.slice(versions.lines[0].path.length), 'llms.txt'), 'utf8');
    const intro = text.slice(0, text.search(/^## /m));
    assert.match(intro, /\bMCP\b/, `${line.id}: llms.txt names the MCP server before its lists`);
    assert.match(intro, /`npm run mcp`/, `${line.id}: how to start it`);
    assert.match(intro, /`npm run mcp -- --http/, `${line.id}: how to serve it over HTTP`);
    for (const tool of tools) assert.match(intro, new RegExp(`\`${tool.name}\``), `${line.id}: names ${tool.name}`);
    assert.ok(intro.includes(`release: "${line.id}"`), `${line.id}: says which release value is this line`);
  }
});

test('with --site build/v2 the server calls its one line by its id and label, as with every line', async () => {
  // Issue #54 item 9: a line's own build has no versions.json; it was "line v2 (v2)".
  const v2 = versions.lines.find((line) => line.id === 'v2')!;
  const one = new Client({name: 'reference-test-one-line', version: '1.0.0'});
  await one.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: ['--import', 'tsx', 'scripts/mcp.ts', '--site', path.join('build', 'v2')],
      cwd: siteRoot,
      stderr: 'inherit',
    }),
  );
  try {
    assert.match(one.getInstructions() ?? '', new RegExp(`Release lines: v2 \\(${v2.label}: `));
    const {text, isError} = await callOn(one, 'get_symbol', {section: 'web-sdk', name: 'NoSuchThing'});
    assert.equal(isError, true, text);
    assert.match(text, new RegExp(`^No symbol named "NoSuchThing" in web-sdk in line v2 \\(${v2.label}\\)`));
    const found = await callOn(one, 'get_symbol', {section: 'web-sdk', name: 'PowerSyncDatabase', release: 'v2'});
    assert.equal(found.isError, false, found.text);
    assert.match(found.text, new RegExp(`^Line: line v2 \\(${v2.label}\\)`, 'm'));
  } finally {
    await one.close();
  }
});
