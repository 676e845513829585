import {test} from 'node:test';
import assert from 'node:assert/strict';
import ts from '../../src/typescript.cjs';
import {isDeclaredAsFunctionType} from '../../src/generate/typedoc/declared-functions';
import {renderFrontMatter, slugForPage, symbolPageDescription} from '../../src/generate/typedoc/frontmatter';
import {repositoryFolderUrl, rewriteRelativeLinks} from '../../src/generate/typedoc/readme-links';
import {buildSectionCategory, type SidebarItem} from '../../src/generate/typedoc/sidebar';

function exportedSymbol(source: string, name: string): ts.Symbol {
  const host = ts.createCompilerHost({});
  const file = ts.createSourceFile('x.d.ts', source, ts.ScriptTarget.ES2022, true);
  const original = host.getSourceFile;
  host.getSourceFile = (fileName, ...rest) => (fileName === 'x.d.ts' ? file : original(fileName, ...rest));
  const program = ts.createProgram(['x.d.ts'], {noLib: true, types: []}, host);
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile('x.d.ts')!)!;
  return checker.getExportsOfModule(moduleSymbol).find((s) => s.name === name)!;
}

test('variables declared with a function type are documented as functions; others stay variables', () => {
  const source = `
    export declare const useStatus: () => number;
    export declare const useQuery: (<T>(sql: string) => T[]);
    export declare const DEFAULT_LIMIT: number;
    type Fn = () => void;
    export declare const named: Fn;
    export declare function realFunction(): void;`;
  assert.equal(isDeclaredAsFunctionType(exportedSymbol(source, 'useStatus')), true);
  assert.equal(isDeclaredAsFunctionType(exportedSymbol(source, 'useQuery')), true);
  assert.equal(isDeclaredAsFunctionType(exportedSymbol(source, 'DEFAULT_LIMIT')), false);
  assert.equal(isDeclaredAsFunctionType(exportedSymbol(source, 'named')), false);
  assert.equal(isDeclaredAsFunctionType(exportedSymbol(source, 'realFunction')), false);
});

test('slugs follow the spec routes; a class called Index keeps its own slug', () => {
  assert.equal(slugForPage('node-sdk', 'index.md'), '/node-sdk');
  assert.equal(slugForPage('node-sdk', 'globals.md'), '/node-sdk/globals');
  assert.equal(slugForPage('node-sdk', 'classes/Index.md'), '/node-sdk/classes/Index');
  assert.equal(slugForPage('web-sdk', 'functions/useQuery.md'), '/web-sdk/functions/useQuery');
});

test('front matter values are quoted YAML', () => {
  assert.equal(
    renderFrontMatter({slug: '/a', title: 'Node SDK: "all"', displayed_sidebar: null, skipped: undefined}),
    '---\nslug: "/a"\ntitle: "Node SDK: \\"all\\""\ndisplayed_sidebar: null\n---\n\n',
  );
});

test('README relative links point at the source repository at the release tag', () => {
  const folder = repositoryFolderUrl('powersync-ja/powersync-js', '@powersync/node@0.15.2', 'packages/node');
  assert.equal(folder, 'https://github.com/powersync-ja/powersync-js/tree/@powersync/node@0.15.2/packages/node/');
  const markdown = [
    'See [demo](../demos/example-node) and [docs](./docs/a.md#x), [site](https://powersync.com), [top](#install).',
    '<img src="assets/logo.png"/> <a href="mailto:a@b.c">mail</a>',
    '[ref]: ../../LICENSE',
  ].join('\n');
  assert.equal(
    rewriteRelativeLinks(markdown, folder),
    [
      'See [demo](https://github.com/powersync-ja/powersync-js/tree/@powersync/node@0.15.2/packages/demos/example-node) and [docs](https://github.com/powersync-ja/powersync-js/tree/@powersync/node@0.15.2/packages/node/docs/a.md#x), [site](https://powersync.com), [top](#install).',
      '<img src="https://github.com/powersync-ja/powersync-js/tree/@powersync/node@0.15.2/packages/node/assets/logo.png"/> <a href="mailto:a@b.c">mail</a>',
      '[ref]: https://github.com/powersync-ja/powersync-js/tree/@powersync/node@0.15.2/LICENSE',
    ].join('\n'),
  );
});

test('an SDK sidebar category links its index, orders groups for readers and links the classes index', () => {
  const doc = (id: string): SidebarItem => ({type: 'doc', id});
  const typedoc: SidebarItem[] = [
    {type: 'category', label: 'Enumerations', items: [doc('node-sdk/enumerations/ColumnType')]},
    {type: 'category', label: 'Classes', items: [doc('node-sdk/classes/Table')]},
    {type: 'category', label: 'Functions', items: [doc('node-sdk/functions/createLogger')]},
  ];
  const category = buildSectionCategory(
    {
      id: 'node-sdk',
      label: 'Node SDK',
      packageName: '@powersync/node',
      version: '0.15.2',
      repoDirectory: 'packages/node',
    },
    typedoc,
    true,
  );
  assert.equal(category.type, 'category');
  if (category.type !== 'category') return;
  assert.deepEqual(category.link, {type: 'doc', id: 'node-sdk/index'});
  assert.deepEqual(
    category.items.map((i) => (i.type === 'category' ? i.label : i.id)),
    ['Classes', 'Functions', 'Enumerations'],
  );
  const classes = category.items[0];
  assert.ok(classes.type === 'category' && classes.link?.id === 'node-sdk/classes');
});

test('a symbol page is described by its first summary sentence as plain text, else by what it is', () => {
  const base = {kind: 'Class', name: 'Table', packageName: '@powersync/node', version: '0.15.2'};
  assert.equal(
    symbolPageDescription({...base, summary: 'A `Table` of the [schema](../Schema.md). Second sentence.'}),
    'A Table of the schema.',
  );
  assert.equal(symbolPageDescription({...base, summary: ''}), 'Class Table in @powersync/node 0.15.2.');
  assert.equal(
    symbolPageDescription({...base, summary: '```ts\ncode()\n```'}),
    'Class Table in @powersync/node 0.15.2.',
  );
});
