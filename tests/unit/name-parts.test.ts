/** Symbol names break only between their words (src/components/BreakableName/name-parts.ts). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {nameParts, withWordBreaks} from '../../src/components/BreakableName/name-parts';

test('a long name breaks between its camelCase words, an uppercase run and a following word apart', () => {
  assert.deepEqual(nameParts('PowerSyncBackendConnector'), ['Power', 'Sync', 'Backend', 'Connector']);
  assert.deepEqual(nameParts('WASQLiteOpenFactory'), ['WASQ', 'Lite', 'Open', 'Factory']);
  assert.deepEqual(nameParts('Tanstack.UseQueryOptions'), ['Tanstack.', 'Use', 'Query', 'Options']);
  assert.deepEqual(nameParts('ATTACHMENT_TABLE_COLUMNS'), ['ATTACHMENT_', 'TABLE_', 'COLUMNS']);
  assert.deepEqual(nameParts('AbstractPowerSyncDatabase<T>'), ['Abstract', 'Power', 'Sync', 'Database', '<T>']);
  // A source path breaks after each `/` too.
  assert.deepEqual(nameParts('packages/common/src/Table.ts'), ['packages/', 'common/', 'src/', 'Table.', 'ts']);
  // Short names stay whole; every part joined is the name.
  assert.deepEqual(nameParts('useQuery'), ['useQuery']);
  for (const name of ['IndexDBFileSystemStorageAdapter', 'SharedWebStreamingSyncImplementation', 'sqlite3_v2'])
    assert.equal(nameParts(name).join(''), name);
});

test('HTML text gets <wbr> inside long names only, never inside tags or character references', () => {
  assert.equal(
    withWordBreaks('<mark>PowerSync</mark>BackendConnector &amp; IndexDBFileSystemStorageAdapter'),
    '<mark>PowerSync</mark>Backend<wbr>Connector &amp; Index<wbr>DB<wbr>File<wbr>System<wbr>Storage<wbr>Adapter',
  );
  assert.equal(withWordBreaks('Table &lt;Columns&gt;'), 'Table &lt;Columns&gt;');
  assert.equal(
    withWordBreaks('__ais-highlight__PowerSync__/ais-highlight__BackendConnector'),
    '__ais-highlight__PowerSync__/ais-highlight__Backend<wbr>Connector',
  );
});
