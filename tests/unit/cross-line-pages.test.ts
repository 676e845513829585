/** Type links into another release line (src/generate/cross-line-pages.ts) and their front matter. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {SectionSymbol} from '../../src/cross-sdk/symbol-map';
import {declarationsUsed} from '../../src/generate/cross-sdk-pages';
import {
  crossLineLink,
  otherLinePages,
  pageRoute,
  releasesElsewhere,
  type LinkedLine,
} from '../../src/generate/cross-line-pages';
import {anyPackageKey, declarationKey} from '../../src/generate/typedoc/type-links';
import type {SdkEntry, SdkManifest} from '../../src/manifest/types';
import realManifest from '../../src/sdk-manifest';

const entry = (id: string, packageName: string, version: string, installedWith?: string): SdkEntry => ({
  id,
  label: id,
  packageName,
  version,
  repoDirectory: `packages/${id}`,
  ...(installedWith ? {installedWith} : {}),
});

const manifest: SdkManifest = {
  sourceRepository: 'x/y',
  shared: {packageName: '@powersync/common', version: '1.45.0', repoDirectory: 'packages/common'},
  logoSdk: 'web-sdk',
  sdks: [
    entry('node-sdk', '@powersync/node', '0.15.2'),
    entry('react-sdk', '@powersync/react', '1.8.2', 'web-sdk'),
    entry('web-sdk', '@powersync/web', '1.31.0'),
  ],
  defaultLine: {id: 'current', label: 'Common 1.45'},
  lines: [
    {id: 'v1', label: 'Common 1.57', sharedVersion: '1.57.3', sdks: {'web-sdk': {version: '1.39.1'}}},
    {id: 'v2', label: 'Common 2.3', sharedVersion: '2.3.0', sdks: {'web-sdk': {version: '2.4.0'}}},
  ],
};

test("a release of the shared base the default line does not document is the further line's whose shared base it is", () => {
  const common = (version: string) => ({'@powersync/common': version});
  assert.deepEqual(releasesElsewhere(manifest, 'current', common('1.57.3')), [
    {packageName: '@powersync/common', version: '1.57.3', lineId: 'v1', label: 'Common 1.57'},
  ]);
  // The line's own release; one no line documents (node 0.18.8's 1.54.0); a further line's sections.
  assert.deepEqual(releasesElsewhere(manifest, 'current', common('1.45.0')), []);
  assert.deepEqual(releasesElsewhere(manifest, 'current', common('1.54.0')), []);
  assert.deepEqual(releasesElsewhere(manifest, 'v2', common('1.57.3')), []);
  assert.deepEqual(releasesElsewhere(manifest, 'current', {}), []);
  // The real manifest: React, Vue and Attachments read 1.57.3, which v1 documents.
  assert.deepEqual(
    releasesElsewhere(realManifest, 'current', common('1.57.3')).map((r) => r.lineId),
    ['v1'],
  );
});

const TABLE = declarationKey('@powersync/common', 'lib/db/schema/Table.d.ts', 'Table');
const TABLE_TO_JSON = declarationKey('@powersync/common', 'lib/db/schema/Table.d.ts', 'Table.toJSON');

function table(sdk: string, version: string): SectionSymbol {
  return {
    name: 'Table',
    kind: 'Class',
    page: 'classes/Table.md',
    path: `/${sdk}/classes/Table`,
    declaration: `@powersync/common@${version}/lib/db/schema/Table.d.ts#Table`,
    typeKey: TABLE,
    signature: `Table ${version}`,
    members: {[TABLE_TO_JSON]: 'tojson'},
    anchors: ['tojson'],
  };
}

/** v1 of the fixture: its Web SDK on common 1.57.3, its Node SDK on the 1.54.0 it pins, both documenting Table. */
const v1: LinkedLine = {
  id: 'v1',
  path: '/base/v1/',
  sdks: [entry('node-sdk', '@powersync/node', '0.18.8'), entry('web-sdk', '@powersync/web', '1.39.1')],
  versions: (sdk) => ({
    '@powersync/common': sdk.id === 'node-sdk' ? '1.54.0' : '1.57.3',
    [sdk.packageName]: sdk.version,
  }),
  bySection: new Map([
    ['node-sdk', [table('node-sdk', '1.54.0')]],
    ['web-sdk', [table('web-sdk', '1.57.3')]],
  ]),
};

test("a declaration links into another line's page only where its section reads the same release", () => {
  const react = manifest.sdks[1];
  const on = (version: string) => otherLinePages(react, {'@powersync/common': version}, [v1], ['@powersync/common']);
  // React 1.8.2 beside Web 1.31.0 reads 1.57.3: v1's Web SDK page, though its Node SDK comes first in the manifest.
  assert.equal(on('1.57.3')[TABLE], '/base/v1/web-sdk/classes/Table');
  assert.equal(on('1.57.3')[TABLE_TO_JSON], '/base/v1/web-sdk/classes/Table#tojson');
  // By name only where one declaration of the line has the name: it is of the reader's release too.
  assert.equal(on('1.57.3')[anyPackageKey('Table.toJSON')], '/base/v1/web-sdk/classes/Table#tojson');
  assert.equal(on('1.54.0')[TABLE], '/base/v1/node-sdk/classes/Table');
  // A release no section of the line reads: no page of another release.
  assert.deepEqual(on('1.45.0'), {});
});

test('a page links to another line relative to its own route, as a pathname:// link', () => {
  const route = pageRoute('/powersync-js/', 'react-sdk', 'functions/useQuery.md');
  assert.equal(route, '/powersync-js/react-sdk/functions/useQuery');
  assert.equal(
    crossLineLink(route, '/powersync-js/v1/web-sdk/classes/Table#tojson'),
    'pathname://../../v1/web-sdk/classes/Table#tojson',
  );
  // A section's index page is the section's route.
  assert.equal(
    crossLineLink(pageRoute('/powersync-js/', 'react-sdk', 'index.md'), '/powersync-js/v1/web-sdk/classes/Table'),
    'pathname://v1/web-sdk/classes/Table',
  );
  // In the front matter: a page of this line as it was, another line's route as the page's link to it.
  const linkTo = (target: string) => crossLineLink(route, target);
  assert.deepEqual(
    declarationsUsed(
      [TABLE, TABLE_TO_JSON],
      {[TABLE]: '/powersync-js/v1/web-sdk/classes/Table', [TABLE_TO_JSON]: 'web-sdk/classes/Table.md#tojson'},
      linkTo,
    ),
    {[TABLE]: 'pathname://../../v1/web-sdk/classes/Table', [TABLE_TO_JSON]: 'web-sdk/classes/Table.md#tojson'},
  );
});
