import {test} from 'node:test';
import assert from 'node:assert/strict';
import {DeclarationReflection} from 'typedoc';
import {deprecationComment, withoutNoticeTag} from '../../src/generate/typedoc/deprecation-notice';
import {convertDeclarations} from './fixtures/typedoc-project';

const project = await convertDeclarations(`
  /** A table. @deprecated Use {@link Table} instead. */
  export declare class TableV2 { columns: string[]; }
  export declare class Table {}
  /** Runs a query. @deprecated Use useQuery instead. */
  export declare function usePowerSyncQuery(sql: string): void;
  /** Watches. */
  export declare function useWatched(sql: string): void;
`);
const reflection = (name: string) => project.getChildByName(name) as DeclarationReflection;

test('the notice says the @deprecated of the declaration, else of its signature (a function page)', () => {
  assert.equal(deprecationComment(reflection('TableV2')), reflection('TableV2').comment);
  const fn = reflection('usePowerSyncQuery');
  assert.equal(deprecationComment(fn), fn.signatures![0].comment);
  assert.equal(deprecationComment(reflection('useWatched')), undefined);
  assert.equal(deprecationComment(reflection('Table')), undefined);
});

test('the comment the notice says leaves its @deprecated out; every other comment is kept as it is', () => {
  const page = reflection('TableV2');
  const rest = withoutNoticeTag(page.comment!, deprecationComment(page));
  assert.equal(rest.getTag('@deprecated'), undefined);
  assert.deepEqual(rest.summary, page.comment!.summary);
  // The page's own comment is left whole (the notice reads its tag); so is another page's.
  assert.ok(page.comment!.getTag('@deprecated'));
  const other = reflection('usePowerSyncQuery').signatures![0].comment!;
  assert.equal(withoutNoticeTag(other, deprecationComment(page)), other);
});
