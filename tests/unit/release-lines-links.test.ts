/** Release-line links (src/theme/ReleaseLines): the equivalent page in another line, line maps, stored choice. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {identityAt, lineTarget, routeInLine, validStoredLine} from '../../src/theme/ReleaseLines/line-targets';
import {lineRoutes} from '../../src/plugins/line-routes/routes-file';
import {declaringPackage, sectionMap, symbolIdentity, type LineMap} from '../../src/lines/line-map';

const v2 = {id: 'v2', label: 'Common 2.3', path: '/powersync-js/v2/'};
const current = {id: 'current', label: 'Common 1.45', path: '/powersync-js/'};

test('the route of a page inside its line', () => {
  assert.equal(routeInLine('/powersync-js/web-sdk/classes/Table', current.path), 'web-sdk/classes/Table');
  assert.equal(routeInLine('/powersync-js/v2/web-sdk/classes/Table', v2.path), 'web-sdk/classes/Table');
  assert.equal(routeInLine('/powersync-js/v2/', v2.path), '');
  assert.equal(routeInLine('/powersync-js/v2', v2.path), '', 'the main page without its slash');
  assert.equal(routeInLine('/powersync-js/web-sdk.html', current.path), 'web-sdk');
});

// Two lines as their maps describe them: in 2.x PowerSyncDatabase is an interface (merged with
// its constructor const), TableV2 is gone (its @deprecated text names Table), so is
// PowerSyncConnectionOptions (no text names a successor; the upgrade guide's rename detection
// found SyncOptions), there is no Attachments section, and CheckpointRequest is new (1.x's map
// knows the release that added it), as is SyncStreamHandle (a map without that record).
const record = (name: string, from: string, page: string, anchors: string[] = []) => ({
  name,
  declaration: `${from}@1.0.0/lib/index.d.ts#${name}`,
  page: `${page}.md`,
  anchors,
});
const oldLine: LineMap = {
  routes: ['', 'search', 'web-sdk', 'web-sdk/changes', 'attachments-sdk', 'web-sdk/classes/PowerSyncDatabase'],
  sections: {
    'web-sdk': sectionMap({
      label: 'Web SDK',
      packageName: '@powersync/web',
      version: '1.31.0',
      records: [
        record('PowerSyncDatabase', '@powersync/web', 'classes/PowerSyncDatabase', ['close', 'connect', 'constructor']),
        record('TableV2', '@powersync/common', 'classes/TableV2', ['columns']),
        record('Table', '@powersync/common', 'classes/Table', ['columns', 'insertonly']),
        record('PowerSyncConnectionOptions', '@powersync/common', 'type-aliases/PowerSyncConnectionOptions', [
          'params',
        ]),
      ],
      removed: [],
      later: [{name: 'CheckpointRequest', from: '@powersync/common', addedIn: '2.0.0'}],
    }),
    'attachments-sdk': sectionMap({
      label: 'Attachments SDK',
      packageName: '@powersync/attachments',
      version: '2.4.1',
      records: [record('AttachmentTable', '@powersync/attachments', 'classes/AttachmentTable')],
      removed: [],
    }),
  },
};
const newLine: LineMap = {
  routes: ['', 'search', 'web-sdk', 'web-sdk/changes', 'web-sdk/interfaces/PowerSyncDatabase'],
  sections: {
    'web-sdk': sectionMap({
      label: 'Web SDK',
      packageName: '@powersync/web',
      version: '2.4.0',
      records: [
        record('PowerSyncDatabase', '@powersync/web', 'interfaces/PowerSyncDatabase', ['close', 'connect']),
        record('Table', '@powersync/common', 'classes/Table', ['columns']),
        record('CheckpointRequest', '@powersync/common', 'interfaces/CheckpointRequest'),
        record('SyncStreamHandle', '@powersync/common', 'interfaces/SyncStreamHandle'),
        record('SyncOptions', '@powersync/common', 'interfaces/SyncOptions', ['params', 'retrydelayms']),
      ],
      removed: [
        {name: 'TableV2', from: '@powersync/common', removedIn: '2.0.0', use: 'Table'},
        {name: 'PowerSyncConnectionOptions', from: '@powersync/common', removedIn: '2.0.0', renamed: 'SyncOptions'},
      ],
    }),
  },
};
const to = (route: string, hash = '', search = '', own = oldLine, target = newLine, targetLine = v2) =>
  lineTarget({route, hash, search, own, target, targetLine});

test('a symbol page leads to the same symbol in the other line, whatever its kind or route there', () => {
  assert.equal(declaringPackage('@powersync/common@2.1.0/lib/db/Table.d.ts#Table'), '@powersync/common');
  assert.equal(
    identityAt(oldLine, 'web-sdk/classes/PowerSyncDatabase'),
    symbolIdentity('@powersync/web', 'PowerSyncDatabase'),
  );
  // A class in 1.x, an interface in 2.x: the anchor kept where that page has the member.
  assert.deepEqual(to('web-sdk/classes/PowerSyncDatabase', '#close'), {
    href: '/powersync-js/v2/web-sdk/interfaces/PowerSyncDatabase#close',
  });
  assert.deepEqual(to('web-sdk/classes/PowerSyncDatabase', '#constructor'), {
    href: '/powersync-js/v2/web-sdk/interfaces/PowerSyncDatabase',
  });
  // And back: the query is kept too.
  assert.deepEqual(to('web-sdk/interfaces/PowerSyncDatabase', '#connect', '?x=1', newLine, oldLine, current), {
    href: '/powersync-js/web-sdk/classes/PowerSyncDatabase?x=1#connect',
  });
});

test('a symbol the other line lacks: its replacement, else its section, else the landing page, each said', () => {
  // The replacement keeps the anchor it has too, and the page landed on says why.
  assert.deepEqual(to('web-sdk/classes/TableV2', '#columns'), {
    href: '/powersync-js/v2/web-sdk/classes/Table#columns',
    note: 'TableV2 is not in Common 2.3: removed in @powersync/web 2.0.0; Table replaces it',
    landing: 'TableV2 is not in this line; Table replaces it',
  });
  assert.equal(to('web-sdk/classes/TableV2', '#insertonly').href, '/powersync-js/v2/web-sdk/classes/Table');
  // No text names a successor: the upgrade guide's likely rename, said as a guess.
  assert.deepEqual(to('web-sdk/type-aliases/PowerSyncConnectionOptions', '#params'), {
    href: '/powersync-js/v2/web-sdk/interfaces/SyncOptions#params',
    note: 'PowerSyncConnectionOptions is not in Common 2.3: removed in @powersync/web 2.0.0; SyncOptions likely replaces it',
    landing: 'PowerSyncConnectionOptions is not in this line; SyncOptions likely replaces it',
  });
  // Newer than the target line: when it came.
  assert.deepEqual(to('web-sdk/interfaces/CheckpointRequest', '', '', newLine, oldLine, current), {
    href: '/powersync-js/web-sdk',
    note: 'CheckpointRequest is not in Common 1.45: added in @powersync/web 2.0.0',
    landing: 'CheckpointRequest is not in this line: added in @powersync/web 2.0.0',
  });
  assert.deepEqual(to('web-sdk/interfaces/SyncStreamHandle', '', '', newLine, oldLine, current), {
    href: '/powersync-js/web-sdk',
    note: 'SyncStreamHandle is not in Common 1.45',
    landing: 'SyncStreamHandle is not in this line',
  });
  assert.deepEqual(to('attachments-sdk/classes/AttachmentTable'), {
    href: '/powersync-js/v2/',
    note: 'Attachments SDK is not in Common 2.3',
    landing: 'Attachments SDK is not in this line',
  });
  assert.deepEqual(to('attachments-sdk'), {
    href: '/powersync-js/v2/',
    note: 'Attachments SDK is not in Common 2.3',
    landing: 'Attachments SDK is not in this line',
  });
});

test('other pages go by route, with their query (a Changes page keeps its compared pair)', () => {
  assert.deepEqual(to('web-sdk/changes', '', '?from=1.31.0&to=2.4.0'), {
    href: '/powersync-js/v2/web-sdk/changes?from=1.31.0&to=2.4.0',
  });
  assert.deepEqual(to('search', '', '?q=table'), {href: '/powersync-js/v2/search?q=table'});
  assert.deepEqual(to('', '#x'), {href: '/powersync-js/v2/'}, 'a main page takes no hash along');
  // Not loaded yet: the landing page, so that the static HTML links only to pages that exist.
  assert.deepEqual(to('web-sdk/classes/Table', '#columns', '', oldLine, null as unknown as LineMap), {
    href: '/powersync-js/v2/',
  });
});

test('a stored line is kept only while a line has its id', () => {
  assert.equal(validStoredLine('v2', [current, v2]), 'v2');
  assert.equal(validStoredLine('v9', [current, v2]), null);
  assert.equal(validStoredLine(null, [current, v2]), null);
});

test('line-map.json routes: the line’s routes below its base, without the not-found page', () => {
  assert.deepEqual(
    lineRoutes(
      [
        '/powersync-js/v2/',
        '/powersync-js/v2/web-sdk',
        '/powersync-js/v2/404.html',
        '/powersync-js/v2/search',
        '/elsewhere',
      ],
      '/powersync-js/v2/',
    ),
    ['', 'search', 'web-sdk'],
  );
});
