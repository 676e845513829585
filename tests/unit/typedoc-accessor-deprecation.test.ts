import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  Comment,
  CommentTag,
  DeclarationReflection,
  FileRegistry,
  ProjectReflection,
  ReflectionKind,
  SignatureReflection,
} from 'typedoc';
import {accessorDeprecated} from '../../src/generate/typedoc/accessor-deprecation';

function accessor(deprecated: {get?: boolean; set?: boolean}): DeclarationReflection {
  const project = new ProjectReflection('p', new FileRegistry());
  const reflection = new DeclarationReflection('clientImplementation', ReflectionKind.Accessor, project);
  const signature = (kind: ReflectionKind.GetSignature | ReflectionKind.SetSignature, isDeprecated: boolean) => {
    const created = new SignatureReflection('clientImplementation', kind, reflection);
    created.comment = new Comment(
      [{kind: 'text', text: 'The client.'}],
      isDeprecated ? [new CommentTag('@deprecated', [{kind: 'text', text: 'Always Rust.'}])] : [],
    );
    return created;
  };
  if (deprecated.get !== undefined) reflection.getSignature = signature(ReflectionKind.GetSignature, deprecated.get);
  if (deprecated.set !== undefined) reflection.setSignature = signature(ReflectionKind.SetSignature, deprecated.set);
  return reflection;
}

test('an accessor is deprecated when each of its get and set signatures is', () => {
  assert.equal(accessorDeprecated(accessor({get: true})), true);
  assert.equal(accessorDeprecated(accessor({get: true, set: true})), true);
  // A setter that is not deprecated keeps the member current.
  assert.equal(accessorDeprecated(accessor({get: true, set: false})), false);
  assert.equal(accessorDeprecated(accessor({get: false})), false);
  assert.equal(accessorDeprecated(accessor({})), false);
});
