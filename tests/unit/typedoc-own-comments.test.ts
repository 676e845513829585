import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {DeclarationReflection, ProjectReflection} from 'typedoc';
import {keepOwnOverloadComments} from '../../src/generate/typedoc/own-comments';
import {convertDeclarations} from './fixtures/typedoc-project';

// @powersync/react's useQuery (only its first overload is documented), and overloaded methods.
const SOURCE = `
/**
 * A hook to access the results of a watched query.
 * @example
 * const { data: lists } = useQuery('SELECT * from lists');
 */
export declare function useQuery(query: string, options?: { reportFetching?: boolean }): string[];
export declare function useQuery(query: string, options?: { rowComparator: object }): readonly string[];
/** Its own. */
export declare function useQuery(query: string, options: { third: true }): void;
export declare class Runner {
    /** Runs a string. */
    run(input: string): void;
    run(input: number): void;
}
export declare class Base {
    /** Base: a string. */
    write(input: string): void;
    /** Base: a number. */
    write(input: number): void;
}
export declare class Derived extends Base {
    /** Derived: a string. */
    write(input: string): void;
    write(input: number): void;
}
`;

const summaries = (project: ProjectReflection, ...path: string[]) => {
  const owner = path.length > 1 ? (project.getChildByName(path[0]) as DeclarationReflection) : project;
  const member = owner.getChildByName(path.at(-1)!) as DeclarationReflection;
  return (member.signatures ?? []).map((signature) => signature.comment?.summary.map((part) => part.text).join(''));
};

test("an overload shows its own doc comment, or none: not the first overload's", async () => {
  const project = await convertDeclarations(SOURCE, keepOwnOverloadComments);
  assert.deepEqual(summaries(project, 'useQuery'), [
    'A hook to access the results of a watched query.',
    undefined,
    'Its own.',
  ]);
  assert.deepEqual(summaries(project, 'Runner', 'run'), ['Runs a string.', undefined]);
  // A base member's overload lends its comment, as quick info shows it.
  assert.deepEqual(summaries(project, 'Derived', 'write'), ['Derived: a string.', 'Base: a number.']);
});
