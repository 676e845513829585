import {test} from 'node:test';
import assert from 'node:assert/strict';
import ts from '../../src/typescript.cjs';
import {
  correspondingDeclaration,
  declarationPathOf,
  locateInSource,
  sourceFileCandidates,
  sourceLineUrl,
} from '../../src/generate/typedoc/source-links';
import fs from 'node:fs';
import path from 'node:path';
import {pageModelPath, type PageModel} from '../../src/page-model/types';
import {pageModel} from './fixtures/page-model';
import {setFrontMatterKey, writeCrossSdkPageData} from '../../src/generate/cross-sdk-pages';
import {atxHeadingLines, headingAnchors} from '../../src/tooling/markdown-readers';
import {scratchDir} from '../scratch-dir';

const parse = (name: string, text: string) => ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);

/** The first node of the declaration file for which `pick` is true. */
function find(file: ts.SourceFile, pick: (n: ts.Node) => boolean): ts.Node {
  let found: ts.Node | undefined;
  const visit = (n: ts.Node) => {
    if (!found && pick(n)) found = n;
    ts.forEachChild(n, visit);
  };
  visit(file);
  assert.ok(found, 'node not found in fixture');
  return found;
}
const named = (name: string, kind: ts.SyntaxKind, index = 0) => {
  let seen = -1;
  return (n: ts.Node) => n.kind === kind && (n as ts.NamedDeclaration).name?.getText() === name && ++seen === index;
};

const declarations = parse(
  'lib/db/Table.d.ts',
  `import { X } from './x';
export declare class Table<C> {
    protected options: TableOptions;
    readonly columns: C;
    constructor(columns: C);
    constructor(options: TableOptions);
    get name(): string;
    validate(): void;
    overloaded(a: string): void;
    overloaded(a: number): void;
}
export declare enum ColumnType { TEXT = "TEXT", INTEGER = "INTEGER" }
export type Options = {
    retries: number;
};
export declare const useQuery: <T>(sql: string) => T[];
export declare function sanitize(value: string): string;
export interface Renamed { a: string }
`,
);

const source = parse(
  'src/db/Table.ts',
  `import { X } from './x';

export enum ColumnType {
  TEXT = 'TEXT',
  INTEGER = 'INTEGER'
}

export type Options = {
  retries: number;
};

export class Table<C> {
  readonly columns: C;

  constructor(columns: C);
  constructor(options: TableOptions);
  constructor(arg: any) {
    this.columns = arg;
  }

  get name(): string {
    return 'x';
  }

  validate() {}

  overloaded(a: string): void;
  overloaded(a: number): void;
  overloaded(a: any) {}

  constructor2(protected options: TableOptions) {}
}

export const useQuery = <T>(sql: string): T[] => {
  return [];
};

export function sanitize(value: string): string {
  return value;
}

export type Renamed = { a: string };
`,
);
const lineOf = (text: string) => source.text.split('\n').findIndex((l) => l.includes(text)) + 1;

test('top-level declarations are found by name and kind', () => {
  const table = find(declarations, named('Table', ts.SyntaxKind.ClassDeclaration));
  assert.equal(locateInSource(table, declarations, source), lineOf('export class Table'));
  const enumeration = find(declarations, named('ColumnType', ts.SyntaxKind.EnumDeclaration));
  assert.equal(locateInSource(enumeration, declarations, source), lineOf('export enum ColumnType'));
  const fn = find(declarations, named('sanitize', ts.SyntaxKind.FunctionDeclaration));
  assert.equal(locateInSource(fn, declarations, source), lineOf('export function sanitize'));
});

test('a hook declared as a const with a function type maps to the const in the source', () => {
  const fnType = find(declarations, (n) => ts.isFunctionTypeNode(n));
  assert.deepEqual(declarationPathOf(fnType), {container: {name: 'useQuery', category: 'variable'}});
  assert.equal(locateInSource(fnType, declarations, source), lineOf('export const useQuery'));
});

test('members: methods, accessors, properties, enum members and type-literal members', () => {
  const at = (name: string, kind: ts.SyntaxKind, index = 0) =>
    locateInSource(find(declarations, named(name, kind, index)), declarations, source);
  assert.equal(at('validate', ts.SyntaxKind.MethodDeclaration), lineOf('validate() {}'));
  assert.equal(at('name', ts.SyntaxKind.GetAccessor), lineOf('get name()'));
  assert.equal(at('columns', ts.SyntaxKind.PropertyDeclaration), lineOf('readonly columns: C;'));
  assert.equal(at('INTEGER', ts.SyntaxKind.EnumMember), lineOf("INTEGER = 'INTEGER'"));
  assert.equal(at('retries', ts.SyntaxKind.PropertySignature), lineOf('retries: number;'));
});

test('overloads map one to one; the implementation the declarations omit is skipped', () => {
  assert.equal(
    locateInSource(find(declarations, named('overloaded', ts.SyntaxKind.MethodDeclaration, 1)), declarations, source),
    lineOf('overloaded(a: number)'),
  );
  const constructors = declarations.statements.flatMap((s) =>
    ts.isClassDeclaration(s) ? s.members.filter(ts.isConstructorDeclaration) : [],
  );
  assert.equal(locateInSource(constructors[1], declarations, source), lineOf('constructor(options: TableOptions);'));
});

test('no link when the source differs in kind or the declaration is not found', () => {
  // Interface in the declarations, type alias in the source: not the same declaration.
  assert.equal(
    locateInSource(find(declarations, named('Renamed', ts.SyntaxKind.InterfaceDeclaration)), declarations, source),
    undefined,
  );
  // A property declared by a constructor parameter of a *method*, not the constructor: not found.
  assert.equal(
    locateInSource(find(declarations, named('options', ts.SyntaxKind.PropertyDeclaration)), declarations, source),
    undefined,
  );
  // Nested inside a type literal of a parameter: not a path we can find again.
  const nested = parse('x.d.ts', 'export declare function f(o: { a: string }): void;');
  assert.equal(declarationPathOf(find(nested, named('a', ts.SyntaxKind.PropertySignature))), undefined);
});

test('a property declared by a constructor parameter links to the parameter', () => {
  const d = parse(
    'a.d.ts',
    'export declare class A {\n    protected options: string;\n    constructor(options: string);\n}\n',
  );
  const s = parse('a.ts', 'export class A {\n  constructor(\n    protected options: string\n  ) {}\n}\n');
  assert.equal(locateInSource(find(d, named('options', ts.SyntaxKind.PropertyDeclaration)), d, s), 3);
});

test('ambiguous counts give no link', () => {
  const a = parse('a.ts', 'function f(): void;\nfunction f(x?: number) {}\n');
  const fs = a.statements;
  assert.equal(correspondingDeclaration([...fs], 1, 0), fs[0]);
  assert.equal(correspondingDeclaration([...fs], 3, 0), undefined);
  assert.equal(correspondingDeclaration([fs[1], fs[1], fs[1]], 1, 0), undefined);
  assert.equal(correspondingDeclaration([...fs], 2, -1), undefined);
});

test('source file candidates follow the published layouts', () => {
  assert.equal(sourceFileCandidates('lib/db/schema/Table.d.ts')[0], 'src/db/schema/Table.ts');
  assert.ok(sourceFileCandidates('lib/src/db/X.d.ts').slice(0, 2).includes('src/db/X.ts'));
  assert.ok(sourceFileCandidates('dist/esm/index.d.ts').includes('src/index.ts'));
  assert.equal(
    sourceLineUrl(
      'powersync-ja/powersync-js',
      {packageName: '@powersync/web', version: '1.31.0', repoDirectory: 'packages/web'},
      'src/db/X.ts',
      12,
    ),
    'https://github.com/powersync-ja/powersync-js/blob/@powersync/web@1.31.0/packages/web/src/db/X.ts#L12',
  );
});

test('heading anchors are the ids Docusaurus gives headings (levels 2-3, duplicates numbered)', () => {
  const page = `---\nslug: "/x"\n---\n\n# Class: Table\\<C\\>\n\n## Constructors\n\n### Constructor\n\n#### Parameters\n\n### Constructor\n\n#### Parameters\n\n## Properties\n\n### \\_mappedColumns\n\n\`\`\`ts\n## not a heading\n\`\`\`\n\n| a | b |\n| - | - |\n| <a id="text"></a> \`TEXT\` | 1 |\n`;
  assert.deepEqual(headingAnchors(page), [
    'constructors',
    'constructor',
    'constructor-1',
    'properties',
    '_mappedcolumns',
    'text',
  ]);
});

test('heading anchors follow TypeDoc explicit ids, which other headings never take', () => {
  // Table: constructor parameter `columns` and property `columns`; TypeDoc anchors the property `columns`.
  const page = `---\nslug: "/x"\n---\n\n## Constructors\n\n### Constructor {#constructor}\n\n#### columns\n\n## Properties\n\n### columns {#columns}\n`;
  assert.deepEqual(headingAnchors(page), ['constructors', 'constructor', 'properties', 'columns']);
});

test('front matter keys are replaced, not duplicated', () => {
  const page = '---\nslug: "/x"\n---\n\nBody\n';
  const once = setFrontMatterKey(page, 'k', {a: 1});
  assert.equal(once, '---\nslug: "/x"\nk: {"a":1}\n---\n\nBody\n');
  assert.equal(setFrontMatterKey(once, 'k', {a: 2}), '---\nslug: "/x"\nk: {"a":2}\n---\n\nBody\n');
  // First (the API pages' format line), or removed.
  assert.equal(setFrontMatterKey(once, 'k', 2, 'first'), '---\nk: 2\nslug: "/x"\n---\n\nBody\n');
  assert.equal(setFrontMatterKey(once, 'k', undefined), page);
  assert.throws(() => setFrontMatterKey('no front matter', 'k', 1), /no front matter/);
});

test('the locator reads the installed package: its src/ file, only at the documented version', async () => {
  const {default: fsp} = await import('node:fs');
  const {default: path} = await import('node:path');
  const {SourceLocator} = await import('../../src/generate/typedoc/source-links');
  const root = scratchDir('source-links');
  const pkgDir = path.join(root, 'node_modules', '@x', 'web');
  const write = (file: string, text: string) => {
    fsp.mkdirSync(path.dirname(path.join(pkgDir, file)), {recursive: true});
    fsp.writeFileSync(path.join(pkgDir, file), text);
  };
  write('package.json', '{"name": "@x/web", "version": "1.2.3"}');
  // A copy of package.json inside lib/ (as @powersync/web publishes) is not the package root.
  write('lib/package.json', '{"name": "@x/web", "version": "1.2.3"}');
  write('lib/src/db/Thing.d.ts', 'export declare class Thing {\n    run(): void;\n}\n');
  write('src/db/Thing.ts', '// header\n\nexport class Thing {\n  run() {}\n}\n');
  const declarationPath = path.join(pkgDir, 'lib/src/db/Thing.d.ts');
  const declarationFile = ts.createSourceFile(
    declarationPath,
    fsp.readFileSync(declarationPath, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const method = find(declarationFile, named('run', ts.SyntaxKind.MethodDeclaration));
  const documented = new SourceLocator([{packageName: '@x/web', version: '1.2.3', repoDirectory: 'packages/web'}]);
  assert.deepEqual(documented.locate(method), {
    pkg: {packageName: '@x/web', version: '1.2.3', repoDirectory: 'packages/web'},
    location: {file: 'src/db/Thing.ts', line: 4},
  });
  const otherVersion = new SourceLocator([{packageName: '@x/web', version: '1.2.4', repoDirectory: 'packages/web'}]);
  assert.equal(otherVersion.locate(method), undefined);
  const notListed = new SourceLocator([]);
  assert.equal(notListed.locate(method), undefined);
});

/** A site folder with one generated section `a-sdk` holding `classes/T.md`, its page model and its symbols file. */
function siteWithSection(
  symbol: Record<string, unknown>,
  file: Record<string, unknown> = {linkedDeclarations: {}},
  fields: Partial<PageModel> = {},
): {siteDir: string; page: string} {
  const siteDir = scratchDir('cross-sdk');
  const page = path.join(siteDir, 'reference', 'a-sdk', 'classes', 'T.md');
  fs.mkdirSync(path.dirname(page), {recursive: true});
  fs.writeFileSync(page, '---\nslug: "/a-sdk/classes/T"\n---\n\n# Class: T\n\n## Methods\n\n### run {#run}\n');
  const model = pageModel({
    sdk: 'a-sdk',
    package: '@p/a',
    packageVersion: '1.0.0',
    page: 'classes/T.md',
    name: 'T',
    kind: 'Class',
    title: 'Class: T',
    importLine: "import { T } from '@p/a';",
    ...fields,
  });
  fs.writeFileSync(pageModelPath(page), JSON.stringify(model));
  fs.mkdirSync(path.join(siteDir, '.cache', 'api', 'a-sdk'), {recursive: true});
  const record = {
    name: 'T',
    kind: 'Class',
    specifier: '@p/a',
    page: 'classes/T.md',
    declaration: 'p@1/T.d.ts#T',
    signature: 'x',
    ...symbol,
  };
  fs.writeFileSync(
    path.join(siteDir, '.cache', 'api', 'a-sdk', 'symbols.json'),
    JSON.stringify({sdk: 'a-sdk', sourceLinks: {linked: 0, unlinked: 0}, symbols: [record], ...file}),
  );
  return {siteDir, page};
}
const sectionA = {id: 'a-sdk', label: 'A SDK', packageName: '@p/a', version: '1.0.0', repoDirectory: 'packages/a'};

test('the cross-SDK step takes page anchors from generation (it does not parse the pages again)', () => {
  const {siteDir, page} = siteWithSection({anchors: ['methods', 'run', 'recorded-at-generation']});
  writeCrossSdkPageData(siteDir, [sectionA]);
  const frontMatter = fs.readFileSync(page, 'utf8').split('\n---\n')[0];
  assert.match(frontMatter, /"anchors":\["methods","run","recorded-at-generation"\]/);
});

test('a symbols file from before anchors were recorded stops the build, naming the section', () => {
  const {siteDir} = siteWithSection({});
  assert.throws(() => writeCrossSdkPageData(siteDir, [sectionA]), /a-sdk: .*no page anchors.*--force/);
});

test("the header's facts are the page model's: import line and since (a subpath export here)", () => {
  const importLine = "import { T } from '@p/a/worker.js';";
  const {siteDir, page} = siteWithSection({anchors: []}, undefined, {importLine, since: '0.9.0'});
  writeCrossSdkPageData(siteDir, [sectionA]);
  const frontMatter = fs.readFileSync(page, 'utf8').split('\n---\n')[0];
  assert.match(frontMatter, /"importLine":"import \{ T \} from '@p\/a\/worker\.js';","since":"0\.9\.0"/);
});

test('a page without its page model stops the build, naming the page', () => {
  const {siteDir, page} = siteWithSection({anchors: []});
  fs.rmSync(pageModelPath(page));
  assert.throws(() => writeCrossSdkPageData(siteDir, [sectionA]), /classes\/T\.md: no page model beside it/);
});

test('the cross-SDK step resolves the declarations generation recorded for a page (it does not decode the page)', () => {
  // The page holds no marker: what it links comes from the symbols file only.
  const key = '@p/a/T.d.ts#T';
  const {siteDir, page} = siteWithSection({anchors: [], typeKey: key}, {linkedDeclarations: {'classes/T.md': [key]}});
  writeCrossSdkPageData(siteDir, [sectionA]);
  assert.match(
    fs.readFileSync(page, 'utf8'),
    /powersync_declarations: \{"@p\/a\/T\.d\.ts#T":"a-sdk\/classes\/T\.md"\}/,
  );
});

test('a symbols file from before linked declarations were recorded stops the build, naming the section', () => {
  const {siteDir} = siteWithSection({anchors: []}, {});
  assert.throws(() => writeCrossSdkPageData(siteDir, [sectionA]), /a-sdk: .*no linked declarations.*--force/);
});

test('heading lines skip every kind of fenced code (so a `# comment` in an example is no anchor)', () => {
  const body = [
    '## A',
    '```ts',
    '## in code',
    '```',
    '~~~~',
    '### in tilde code',
    '~~~',
    '### still code',
    '~~~~',
    '### B',
    '    ### indented code',
    '#no space',
    '``` not a fence ` here',
    '## C',
  ].join('\n');
  assert.equal(atxHeadingLines(body), '## A\n\n### B\n\n## C');
  assert.deepEqual(headingAnchors(`---\nslug: "/x"\n---\n${body}`), ['a', 'b', 'c']);
});
