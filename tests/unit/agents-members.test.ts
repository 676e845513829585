/**
 * The members the agents index publishes (src/agents/members.ts) and the MCP server looks up
 * (src/mcp/symbols.ts): who they are comes from the page model, the twin only says where each
 * one's part is. A heading that is no member (a type parameter, a parameter) is never one, and a
 * member is found by its declared name whatever its heading says.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {agentsMembers} from '../../src/agents/members';
import {markdownTwin} from '../../src/agents/twin';
import type {AgentsPage} from '../../src/agents/agents-index';
import {findMembers, memberParts, namedMembers} from '../../src/mcp/symbols';
import {type Member} from '../../src/page-model/types';
import {pageModel} from './fixtures/page-model';

const section = {id: 'web-sdk', label: 'Web SDK', packageName: '@powersync/web', version: '1.0.0'};
const lines = (...text: string[]) => text.join('\n');
// The page's body as generation cuts it: each member's piece as the theme wrote it, the text around them.
const body = [
  {
    markdown: lines(
      '# Interface: Connector\\<T\\>',
      '',
      '## Type Parameters',
      '',
      '### T {#t}',
      '',
      '## Constructors',
      '',
      '',
    ),
  },
  {
    member: 0,
    markdown: lines(
      '### Constructor',
      '',
      '```ts signature',
      'new Connector(): Connector;',
      '```',
      '',
      '### Constructor',
      '',
      '```ts signature',
      'new Connector(name: string): Connector;',
      '```',
    ),
  },
  {markdown: lines('', '', '## Methods', '', '')},
  {
    member: 1,
    markdown: lines(
      '### upload()? {#upload}',
      '',
      '```ts signature',
      'optional upload(db: T): Promise<void>;',
      '```',
      '',
      '#### Parameters',
      '',
      '##### db {#db}',
    ),
  },
  {markdown: lines('', '', '***', '', '## Type Declaration', '', '')},
  {member: 2, markdown: lines('### retries?', '', 'How often.')},
];
const member = (name: string, kind: string, group: string, anchor: string | null): Member => ({
  name,
  kind,
  group,
  anchor,
  flags: {},
  signatures: [],
  summary: [],
});
const model = pageModel({
  sdk: 'web-sdk',
  package: '@powersync/web',
  packageVersion: '1.0.0',
  page: 'interfaces/Connector.md',
  name: 'Connector',
  kind: 'Interface',
  title: 'Interface: Connector<T>',
  importLine: "import type { Connector } from '@powersync/web';",
  typeParameters: ['T'],
  members: [
    member('constructor', 'Constructor', 'Constructors', 'constructor'),
    member('upload', 'Method', 'Methods', 'upload'),
    member('retries', 'Property', 'Type Declaration', 'retries'),
    member('LATER', 'EnumMember', 'Enumeration Members', 'later'),
  ],
  body,
});
const twin = markdownTwin(
  {file: '/site/reference/web-sdk/interfaces/Connector.md', body: 'the model has the body: unread', section, model},
  {resolveTarget: () => undefined, twinOfFile: () => undefined, twinOfRoute: (route) => route},
);
const page: AgentsPage = {
  sdk: 'web-sdk',
  route: '/web-sdk/interfaces/Connector',
  title: twin.title,
  name: 'Connector',
  kind: 'Interface',
  headLines: twin.headings[0].start,
  members: agentsMembers(model, twin.memberLines),
};

test("members are the model's, each with its piece of the body as its part of the twin; a table row has none", () => {
  assert.deepEqual(
    namedMembers(page).map((m) => [m.name, m.anchor, m.parts.length]),
    [
      ['constructor', 'constructor', 1],
      ['upload', 'upload', 1],
      ['retries', 'retries', 1],
      ['LATER', 'later', 0],
    ],
  );
  assert.deepEqual(findMembers(page, 'T'), []);
  assert.deepEqual(findMembers(page, 'db'), []);
});

test('an optional method is found by its declared name, with its heading and signature', () => {
  const [upload] = findMembers(page, 'upload()');
  assert.equal(upload.name, 'upload');
  const [part] = memberParts(twin.markdown, upload);
  assert.match(part, /^### upload\(\)\?\n/);
  assert.match(part, /optional upload\(db: T\): Promise<void>;/);
  assert.match(part, /##### db$/, "the member's part is its piece: to its end, not the rule after it");
  assert.doesNotMatch(part, /\*\*\*|Type Declaration/);
});

test("a constructor's overloads are its one part; an object member has its page anchor", () => {
  const [constructor] = findMembers(page, 'Constructor');
  const parts = memberParts(twin.markdown, constructor);
  assert.deepEqual(
    parts.map((p) => p.split('\n').filter((l) => l.startsWith('new '))),
    [['new Connector(): Connector;', 'new Connector(name: string): Connector;']],
  );
  assert.equal(findMembers(page, 'RETRIES')[0].anchor, 'retries');
  assert.deepEqual(memberParts(twin.markdown, findMembers(page, 'retries')[0]), ['### retries?\n\nHow often.']);
});
