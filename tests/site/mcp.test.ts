/**
 * The MCP server as a client sees it: `npm run mcp` spawned over stdio and driven by the
 * official SDK's Client, answering from build/.
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';

const siteRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const client = new Client({name: 'reference-test', version: '1.0.0'});

before(async () => {
  // `--silent`: npm's own banner would otherwise go to stdout, which is the protocol's.
  await client.connect(
    new StdioClientTransport({command: 'npm', args: ['run', '--silent', 'mcp'], cwd: siteRoot, stderr: 'inherit'}),
  );
});
after(() => client.close());

async function call(name: string, args: Record<string, unknown>): Promise<{text: string; isError: boolean}> {
  const result = (await client.callTool({name, arguments: args})) as CallToolResult;
  const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
  return {text, isError: result.isError === true};
}

test('the server lists its three tools', async () => {
  const {tools} = await client.listTools();
  assert.deepEqual(tools.map((tool) => tool.name).sort(), ['compare_symbol', 'get_symbol', 'search']);
});

test('search ranks the symbol named by the query first, with section and kind filters', async () => {
  const {text, isError} = await call('search', {query: 'PowerSyncDatabase', section: 'web-sdk', kind: 'class'});
  assert.equal(isError, false, text);
  const first = text.split('\n').find((line) => /^1\. /.test(line));
  // The hit says how many demos call it, as the site's search does (src/examples).
  assert.match(first ?? '', /^1\. Class: PowerSyncDatabase \(used in \d+ demos\) \(class, web-sdk\)$/);
  assert.match(text, /Markdown: https:\/\/\S+\/web-sdk\/classes\/PowerSyncDatabase\.md/);
  assert.doesNotMatch(text, /\((?!class, web-sdk)[a-z-]+, [a-z-]+\)$/m, 'a hit outside the filters');
});

test('get_symbol returns the page twin, or one member, with import line and source link', async () => {
  const page = await call('get_symbol', {section: 'web-sdk', name: 'PowerSyncDatabase'});
  assert.equal(page.isError, false, page.text);
  assert.match(page.text, /^Import: import \{ PowerSyncDatabase \} from '@powersync\/web';$/m);
  assert.match(
    page.text,
    /^Source: https:\/\/github\.com\/powersync-ja\/powersync-js\/blob\/\S+PowerSyncDatabase\.ts#L\d+$/m,
  );
  assert.match(page.text, /^# Class: PowerSyncDatabase$/m);

  const member = await call('get_symbol', {section: 'web-sdk', name: 'PowerSyncDatabase', member: 'connect'});
  assert.equal(member.isError, false, member.text);
  assert.match(member.text, /^### connect\(\)$/m);
  assert.doesNotMatch(member.text, /^### (?!connect\(\))/m, 'another member in the answer');
  assert.doesNotMatch(member.text, /^# Class/m);
});

test('compare_symbol names the sections and how the declarations differ', async () => {
  const {text, isError} = await call('compare_symbol', {name: 'PowerSyncDatabase'});
  assert.equal(isError, false, text);
  assert.match(
    text,
    /^# PowerSyncDatabase \(Class\) in 4 sections: capacitor-sdk, node-sdk, react-native-sdk, web-sdk$/m,
  );
  assert.match(text, /^## Members only in some sections$/m);
  assert.match(text, /^- `shared_mutex`: .*web-sdk/m);
});

test('bad input is an error result with a clear message, and the server keeps answering', async () => {
  const cases: Array<[string, Record<string, unknown>, RegExp]> = [
    ['search', {query: '   '}, /^The query is empty\.$/],
    ['search', {query: 'x'.repeat(65)}, /^The query is 65 characters long; at most 64 are allowed\.$/],
    ['search', {query: 'table', section: 'php-sdk'}, /^Unknown section "php-sdk"\. Sections: .*web-sdk/],
    ['search', {query: 'table', kind: 'widget'}, /^Unknown kind "widget"\. Kinds: class/],
    ['get_symbol', {section: 'nope', name: 'Table'}, /^Unknown section "nope"/],
    ['get_symbol', {section: 'web-sdk', name: 'NoSuchThing'}, /^No symbol named "NoSuchThing" in web-sdk\./],
    ['get_symbol', {section: 'web-sdk', name: 'PowerSyncDatabase', member: 'fly'}, /has no member "fly"\. Members: /],
    ['compare_symbol', {name: 'NoSuchThing'}, /^No symbol named "NoSuchThing" in any section\./],
  ];
  for (const [tool, args, message] of cases) {
    const {text, isError} = await call(tool, args);
    assert.equal(isError, true, `${tool} ${JSON.stringify(args)} → ${text}`);
    assert.match(text, message);
  }
  const {isError} = await call('search', {query: 'Table'});
  assert.equal(isError, false);
});
