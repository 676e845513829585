import {test} from 'node:test';
import assert from 'node:assert/strict';
import {DeclarationReflection, ReflectionKind, ReflectionType, type ProjectReflection} from 'typedoc';
import {useDeclaredTypes} from '../../src/generate/typedoc/declared-types';
import {convertDeclarations} from './fixtures/typedoc-project';

const named = (project: ProjectReflection, name: string) =>
  project.getChildByName(name) as DeclarationReflection | undefined;

// @powersync/common 2.x, utils/Logger.d.ts: a const whose object type's members a comment names.
const LOGGER = `
export declare const LogLevels: {
    readonly trace: 10;
    readonly info: 30;
};
export interface CreateLoggerOptions {
    /**
     * The minimum log level to consider for messages. Defaults to {@link LogLevels.info}.
     */
    minLevel: number;
}
`;

test('a {@link} to a member of an object type lands on the member the page shows', async () => {
  const project = await convertDeclarations(LOGGER, useDeclaredTypes);
  const link = named(project, 'CreateLoggerOptions')
    ?.getChildByName('minLevel')
    ?.comment?.summary.find((part) => part.kind === 'inline-tag');
  const shown = named(project, 'LogLevels')?.type;
  assert.ok(shown instanceof ReflectionType);
  assert.ok(link?.kind === 'inline-tag' && link.target instanceof DeclarationReflection);
  // Not the member of the type TypeDoc converted first and the annotation's conversion replaced.
  assert.equal(link.target, shown.declaration.getChildByName('info'));
  assert.equal(project.getReflectionById(link.target.id), link.target);
  // The replaced type's members are gone from the project: only the shown ones are left.
  const members = project.getReflectionsByKind(ReflectionKind.Property).filter((r) => r.name === 'info');
  assert.deepEqual(members, [link.target]);
});
