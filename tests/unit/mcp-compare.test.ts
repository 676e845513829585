/**
 * compare_symbol over a site's agents index alone (src/mcp/tools.ts): the declarations it
 * compares are the index's (the page models'), it reads no twin, and a site built before the
 * index had them is refused with a message that says so, rather than compared as empty.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {AGENTS_INDEX_FORMAT, type AgentsIndex, type AgentsPage} from '../../src/agents/agents-index';
import {openReference} from '../../src/mcp/reference';
import {DataFormatError, type SiteFiles} from '../../src/mcp/site-files';
import {compareSymbolTool} from '../../src/mcp/tools';

const sections = ['a-sdk', 'b-sdk'].map((id) => ({id, label: id, packageName: `@x/${id}`, version: '1.0.0'}));

const page = (sdk: string, execute: string[] | undefined, own?: string[]): AgentsPage => ({
  sdk,
  route: `/${sdk}/classes/Database`,
  title: 'Class: Database',
  name: 'Database',
  kind: 'Class',
  importLine: `import { Database } from '@x/${sdk}';`,
  ...(own ? {declarations: own} : {}),
  headLines: 3,
  members: [
    {
      name: 'execute',
      group: 'Methods',
      anchor: 'execute',
      parts: [[4, 9]],
      ...(execute ? {declarations: execute} : {}),
    },
  ],
});

/** A one-line site of these pages; reading any other file (a twin) fails the test. */
function site(pages: AgentsPage[]): SiteFiles {
  const index: AgentsIndex = {
    format: AGENTS_INDEX_FORMAT,
    site: {url: 'https://example.com', baseUrl: '/ref/'},
    sections,
    pages,
  };
  return {
    where: 'fixture',
    formatAdvice: 'Rebuild.',
    read(file) {
      if (file === 'agents-index.json') return JSON.stringify(index);
      assert.ok(!file.endsWith('.md'), `read the twin ${file}`);
      return undefined;
    },
  };
}

const manifest = {shared: {packageName: '@x/common'}, sdks: sections};

test("members declared differently are the index's declarations, and no twin is read", () => {
  const reference = openReference(
    site([
      page('a-sdk', ['execute(sql: string): Promise<void>;'], []),
      page('b-sdk', ['execute(sql: string, params?: any[]): Promise<void>;'], []),
    ]),
    manifest,
  );
  const text = compareSymbolTool(reference, {name: 'Database'});
  assert.match(
    text,
    /^## Members declared differently\n\n### execute\n\na-sdk:\n\n```ts\nexecute\(sql: string\): Promise<void>;\n```/m,
  );
  assert.match(text, /^b-sdk:\n\n```ts\nexecute\(sql: string, params\?: any\[\]\): Promise<void>;\n```/m);
  assert.doesNotMatch(text, /## Signatures that differ/, 'a class has no declaration of its own');
});

test('a site whose index has no declarations is refused by name, not compared as empty', () => {
  const reference = openReference(site([page('a-sdk', undefined), page('b-sdk', undefined)]), manifest);
  assert.throws(
    () => compareSymbolTool(reference, {name: 'Database'}),
    (error: unknown) =>
      error instanceof DataFormatError &&
      /^fixture publishes agents-index\.json without declarations, which compare_symbol reads: the site was built before this server's version\./.test(
        error.message,
      ),
  );
});
