import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildSymbolMap, importLine, sharingCounts, type SectionSymbol} from '../../src/cross-sdk/symbol-map';
import {declarationPages, keyPackage, linkOrder, sameDeclarationVersion} from '../../src/generate/cross-sdk-pages';
import {anyFileKey, anyFileKeyOf, anyPackageKey} from '../../src/generate/typedoc/type-links';
import type {SdkEntry} from '../../src/manifest/types';

const sections = [
  {id: 'node-sdk', label: 'Node SDK'},
  {id: 'web-sdk', label: 'Web SDK'},
  {id: 'react-sdk', label: 'React SDK'},
];

function symbol(
  sdk: string,
  name: string,
  kind: string,
  declaration: string,
  extra: Partial<SectionSymbol> = {},
): SectionSymbol {
  const folder =
    {Class: 'classes', Function: 'functions', TypeAlias: 'type-aliases', Enum: 'enumerations'}[kind] ?? 'variables';
  return {
    name,
    kind,
    page: `${folder}/${name}.md`,
    path: `/${sdk}/${folder}/${name}`,
    declaration,
    signature: `text of ${declaration}`,
    anchors: [],
    ...extra,
  };
}

const common = (name: string) => `@powersync/common@1.45.0/lib/${name}.d.ts#${name}`;

test('a symbol from the shared package is linked in every section that has it, as the same declaration', () => {
  const map = buildSymbolMap(
    sections,
    new Map([
      ['node-sdk', [symbol('node-sdk', 'Table', 'Class', common('Table'))]],
      ['web-sdk', [symbol('web-sdk', 'Table', 'Class', common('Table'))]],
      ['react-sdk', []],
    ]),
  );
  assert.deepEqual(map.get('/node-sdk/classes/Table'), [
    {sdk: 'web-sdk', label: 'Web SDK', path: '/web-sdk/classes/Table', differs: false, missingAnchors: []},
  ]);
  assert.deepEqual(
    map.get('/web-sdk/classes/Table')?.map((c) => c.sdk),
    ['node-sdk'],
  );
});

test('a symbol declared separately in each section is linked and marked as differing', () => {
  const map = buildSymbolMap(
    sections,
    new Map([
      [
        'node-sdk',
        [
          symbol(
            'node-sdk',
            'PowerSyncDatabase',
            'Class',
            '@powersync/node@0.15.2/lib/db/PowerSyncDatabase.d.ts#PowerSyncDatabase',
          ),
        ],
      ],
      [
        'web-sdk',
        [
          symbol(
            'web-sdk',
            'PowerSyncDatabase',
            'Class',
            '@powersync/web@1.31.0/lib/src/db/PowerSyncDatabase.d.ts#PowerSyncDatabase',
          ),
        ],
      ],
    ]),
  );
  assert.deepEqual(
    map.get('/node-sdk/classes/PowerSyncDatabase')?.map((c) => [c.sdk, c.differs]),
    [['web-sdk', true]],
  );
});

test('identical declaration text in two packages counts as the same declaration', () => {
  const map = buildSymbolMap(
    sections,
    new Map([
      ['node-sdk', [symbol('node-sdk', 'sanitize', 'Function', 'a.d.ts#sanitize', {signature: 'same'})]],
      ['web-sdk', [symbol('web-sdk', 'sanitize', 'Function', 'b.d.ts#sanitize', {signature: 'same'})]],
    ]),
  );
  assert.equal(map.get('/node-sdk/functions/sanitize')?.[0].differs, false);
});

test('a symbol absent from the other sections has no counterpart', () => {
  const map = buildSymbolMap(
    sections,
    new Map([
      ['node-sdk', [symbol('node-sdk', 'NodeOnly', 'Class', 'x#NodeOnly')]],
      ['web-sdk', [symbol('web-sdk', 'WebOnly', 'Class', 'y#WebOnly')]],
    ]),
  );
  assert.deepEqual(map.get('/node-sdk/classes/NodeOnly'), []);
  assert.deepEqual(map.get('/web-sdk/classes/WebOnly'), []);
});

test('the same name with another kind is not the same symbol', () => {
  const map = buildSymbolMap(
    sections,
    new Map([
      ['node-sdk', [symbol('node-sdk', 'Schema', 'Class', common('Schema'))]],
      ['web-sdk', [symbol('web-sdk', 'Schema', 'TypeAlias', 'other#Schema')]],
    ]),
  );
  assert.deepEqual(map.get('/node-sdk/classes/Schema'), []);
  assert.deepEqual(map.get('/web-sdk/type-aliases/Schema'), []);
});

test('a section missing from the manifest gets no link, and its pages no data', () => {
  const map = buildSymbolMap(
    sections,
    new Map([
      ['node-sdk', [symbol('node-sdk', 'Table', 'Class', common('Table'))]],
      ['removed-sdk', [symbol('removed-sdk', 'Table', 'Class', common('Table'))]],
    ]),
  );
  assert.deepEqual(map.get('/node-sdk/classes/Table'), []);
  assert.equal(map.has('/removed-sdk/classes/Table'), false);
});

test('anchors of this page that the counterpart lacks are listed', () => {
  const map = buildSymbolMap(
    sections,
    new Map([
      ['node-sdk', [symbol('node-sdk', 'Db', 'Class', 'n#Db', {anchors: ['constructor', 'connect', 'nodeonly']})]],
      ['web-sdk', [symbol('web-sdk', 'Db', 'Class', 'w#Db', {anchors: ['constructor', 'connect', 'webonly']})]],
    ]),
  );
  assert.deepEqual(map.get('/node-sdk/classes/Db')?.[0].missingAnchors, ['nodeonly']);
  assert.deepEqual(map.get('/web-sdk/classes/Db')?.[0].missingAnchors, ['webonly']);
});

test('two pages with the same name and kind in one section are not linked (cannot tell which)', () => {
  const map = buildSymbolMap(
    sections,
    new Map([
      [
        'node-sdk',
        [
          symbol('node-sdk', 'X', 'Class', 'a#X'),
          symbol('node-sdk', 'X', 'Class', 'b#X', {path: '/node-sdk/classes/X-1'}),
        ],
      ],
      ['web-sdk', [symbol('web-sdk', 'X', 'Class', 'a#X')]],
    ]),
  );
  assert.deepEqual(map.get('/web-sdk/classes/X'), []);
  assert.deepEqual(map.get('/node-sdk/classes/X'), []);
});

test('sharing counts group symbols by how many sections document them', () => {
  const bySection = new Map([
    [
      'node-sdk',
      [
        symbol('node-sdk', 'A', 'Class', 'a'),
        symbol('node-sdk', 'B', 'Class', 'b'),
        symbol('node-sdk', 'C', 'Class', 'c'),
      ],
    ],
    ['web-sdk', [symbol('web-sdk', 'A', 'Class', 'a'), symbol('web-sdk', 'B', 'Class', 'b')]],
    ['react-sdk', [symbol('react-sdk', 'A', 'Class', 'a'), symbol('react-sdk', 'B', 'Function', 'b')]],
  ]);
  assert.deepEqual(sharingCounts(sections, bySection), {two: 1, three: 1, fourOrMore: 0, total: 4});
});

test('import line names the symbol specifier (the package or a subpath export); types are imported type-only', () => {
  assert.equal(importLine('Table', 'Class', '@powersync/node'), "import { Table } from '@powersync/node';");
  assert.equal(importLine('useQuery', 'Function', '@powersync/react'), "import { useQuery } from '@powersync/react';");
  assert.equal(
    importLine('QueryResult', 'Interface', '@powersync/web'),
    "import type { QueryResult } from '@powersync/web';",
  );
  assert.equal(
    importLine('ColumnsType', 'TypeAlias', '@powersync/web'),
    "import type { ColumnsType } from '@powersync/web';",
  );
  assert.equal(
    importLine('startPowerSyncWorker', 'Function', '@powersync/node/worker.js'),
    "import { startPowerSyncWorker } from '@powersync/node/worker.js';",
  );
  assert.equal(
    importLine('PowerSyncWorkerOptions', 'Interface', '@powersync/node/worker.js'),
    "import type { PowerSyncWorkerOptions } from '@powersync/node/worker.js';",
  );
  // An interface merged with its constructor const is a value (`new PowerSyncDatabase(…)` needs it).
  assert.equal(
    importLine('PowerSyncDatabase', 'Interface', '@powersync/web', {value: true}),
    "import { PowerSyncDatabase } from '@powersync/web';",
  );
  // A default export is imported as the package's own docs show it.
  assert.equal(
    importLine('InMemoryWriteAheadLogPool', 'Class', '@powersync/web/extra/shared-memory-pool', {defaultExport: true}),
    "import InMemoryWriteAheadLogPool from '@powersync/web/extra/shared-memory-pool';",
  );
});

test('declaration pages: the first section documenting a declaration, members with their anchors', () => {
  const key = (name: string) => `@powersync/common/lib/index.d.ts#${name}`;
  const sdks = sections.map((s) => ({...s, packageName: `@powersync/${s.id}`, version: '1.0.0'})) as SdkEntry[];
  const batch = (sdk: string) =>
    symbol(sdk, 'CrudBatch', 'Class', 'common#CrudBatch', {
      typeKey: key('CrudBatch'),
      members: {[key('CrudBatch.complete')]: 'complete', [key('BaseObserver.registerListener')]: 'registerlistener'},
    });
  const observer = symbol('web-sdk', 'BaseObserver', 'Class', 'common#BaseObserver', {
    typeKey: key('BaseObserver'),
    members: {[key('BaseObserver.registerListener')]: 'registerlistener-1'},
  });
  const pages = declarationPages(
    sdks,
    new Map([
      ['node-sdk', [batch('node-sdk')]],
      ['web-sdk', [batch('web-sdk'), observer]],
    ]),
  );
  assert.equal(pages[key('CrudBatch')], 'node-sdk/classes/CrudBatch.md');
  assert.equal(pages[key('CrudBatch.complete')], 'node-sdk/classes/CrudBatch.md#complete');
  assert.equal(pages[key('BaseObserver')], 'web-sdk/classes/BaseObserver.md');
  // An inherited member shown on the first page that has it, in manifest order.
  assert.equal(pages[key('BaseObserver.registerListener')], 'node-sdk/classes/CrudBatch.md#registerlistener');
});

test('a type links to another section only where that section reads the same version of its package', () => {
  const key = (name: string) => `@powersync/common/lib/index.d.ts#${name}`;
  const sdks = sections.map((s) => ({...s, packageName: `@powersync/${s.id}`, version: '1.0.0'})) as SdkEntry[];
  const [node, web, react] = sdks;
  // React Native 2.1.0 reads common 2.1.0, the Web SDK 2.3.0: the same name is not the same declaration.
  const common: Record<string, string> = {'node-sdk': '2.1.0', 'web-sdk': '2.3.0', 'react-sdk': '2.3.0'};
  const versions = (sdk: SdkEntry) => ({'@powersync/common': common[sdk.id], [sdk.packageName]: sdk.version});
  const table = symbol('web-sdk', 'Table', 'Class', 'common#Table', {typeKey: key('Table')});
  const bySection = new Map([['web-sdk', [table]]]);
  assert.equal(keyPackage(key('Table')), '@powersync/common');
  assert.equal(
    declarationPages(sdks, bySection, sameDeclarationVersion(versions, react))[key('Table')],
    'web-sdk/classes/Table.md',
  );
  assert.equal(declarationPages(sdks, bySection, sameDeclarationVersion(versions, node))[key('Table')], undefined);
  // A section's own pages are always its own.
  assert.equal(
    declarationPages(sdks, bySection, sameDeclarationVersion(versions, web))[key('Table')],
    'web-sdk/classes/Table.md',
  );
});

test('declaration pages by package and name: only where one declaration of the package has the name', () => {
  const sdks = sections.map((s) => ({...s, packageName: `@powersync/${s.id}`, version: '1.0.0'})) as SdkEntry[];
  const options = (file: string) =>
    symbol('node-sdk', `Options${file}`, 'Interface', `common#Options${file}`, {
      typeKey: `@powersync/common/lib/${file}.d.ts#Options`,
      members: {[`@powersync/common/lib/${file}.d.ts#Options.when`]: 'when'},
    });
  const observer = symbol('node-sdk', 'BaseObserver', 'Class', 'common#BaseObserver', {
    typeKey: '@powersync/common/lib/BaseObserver.d.ts#BaseObserver',
    members: {'@powersync/common/lib/BaseObserver.d.ts#BaseObserver.listeners': 'listeners'},
  });
  const pages = declarationPages(sdks, new Map([['node-sdk', [observer, options('a'), options('b')]]]));
  assert.equal(anyFileKeyOf('@powersync/common/lib/x.d.ts#A.b'), anyFileKey('@powersync/common', 'A.b'));
  assert.equal(anyFileKeyOf('js-logger/index.d.ts#Logger'), anyFileKey('js-logger', 'Logger'));
  assert.equal(
    pages[anyFileKey('@powersync/common', 'BaseObserver.listeners')],
    'node-sdk/classes/BaseObserver.md#listeners',
  );
  // Two files declare Options: the name alone says not which.
  assert.equal(pages[anyFileKey('@powersync/common', 'Options.when')], undefined);
  assert.equal(pages[anyFileKey('@powersync/common', 'Options')], undefined);
});

test('declaration pages by name only: where one package of the site declares the name', () => {
  const sdks = sections.map((s) => ({...s, packageName: `@powersync/${s.id}`, version: '1.0.0'})) as SdkEntry[];
  const declared = (sdk: string, packageName: string, name: string) =>
    symbol(sdk, name, 'Class', `${packageName}#${name}`, {
      typeKey: `${packageName}/lib/${name}.d.ts#${name}`,
      members: {[`${packageName}/lib/${name}.d.ts#${name}.close`]: 'close'},
    });
  const pages = declarationPages(
    sdks,
    new Map([
      [
        'node-sdk',
        [
          declared('node-sdk', '@powersync/common', 'SyncStream'),
          declared('node-sdk', '@powersync/node', 'PowerSyncDatabase'),
        ],
      ],
      ['web-sdk', [declared('web-sdk', '@powersync/web', 'PowerSyncDatabase')]],
    ]),
  );
  assert.equal(pages[anyPackageKey('SyncStream')], 'node-sdk/classes/SyncStream.md');
  assert.equal(pages[anyPackageKey('SyncStream.close')], 'node-sdk/classes/SyncStream.md#close');
  // Two packages declare PowerSyncDatabase: the name alone says not which.
  assert.equal(pages[anyPackageKey('PowerSyncDatabase')], undefined);
  assert.equal(pages[anyPackageKey('PowerSyncDatabase.close')], undefined);
});

test("a section's links go to its own section, then the one it is installed with or its package's dependencies', then manifest order", () => {
  const sdk = (id: string, packageName: string) => ({id, label: id, packageName, version: '1.0.0', repoDirectory: id});
  const [capacitor, node, react, web] = [
    sdk('capacitor-sdk', '@powersync/capacitor'),
    sdk('node-sdk', '@powersync/node'),
    sdk('react-sdk', '@powersync/react'),
    sdk('web-sdk', '@powersync/web'),
  ];
  const all = [capacitor, node, react, web];
  const ids = (list: {id: string}[]) => list.map((s) => s.id);
  assert.deepEqual(ids(linkOrder(capacitor, all, ['@capacitor-community/sqlite', '@powersync/web'])), [
    'capacitor-sdk',
    'web-sdk',
    'node-sdk',
    'react-sdk',
  ]);
  assert.deepEqual(ids(linkOrder(web, all, ['@powersync/common'])), [
    'web-sdk',
    'capacitor-sdk',
    'node-sdk',
    'react-sdk',
  ]);
  // React depends on common alone; its apps install the Web SDK beside it (installedWith): Web before Node.
  const reactWithWeb = {...react, installedWith: 'web-sdk'};
  assert.deepEqual(ids(linkOrder(reactWithWeb, [capacitor, node, reactWithWeb, web], ['@powersync/common'])), [
    'react-sdk',
    'web-sdk',
    'capacitor-sdk',
    'node-sdk',
  ]);
});
