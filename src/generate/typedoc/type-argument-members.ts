import {ReferenceType, ReflectionType, type DeclarationReflection, type SomeType} from 'typedoc';

/**
 * The object literal types written as type arguments of a declaration's type
 * (`type SyncDataFlowStatus = Partial<{ downloadError?: Error; … }>`). typedoc-plugin-markdown
 * documents the members of an object type written directly, in a union or in an intersection,
 * but not inside a reference's type arguments, so their comments were not on any page. The
 * theme writes them as a "Type Declaration" section, as the plugin does for an intersection's,
 * when a member has a comment: without one the section would only repeat the signature
 * (`checksums: Map<string, { checksum: BucketChecksum; last_op_id: OpId }>`).
 */
export function typeArgumentLiterals(type: SomeType | undefined): DeclarationReflection[] {
  if (!(type instanceof ReferenceType)) return [];
  return (type.typeArguments ?? [])
    .filter((argument): argument is ReflectionType => argument instanceof ReflectionType)
    .map((argument) => argument.declaration)
    .filter((declaration) => !declaration.signatures?.length && Boolean(declaration.children?.some(hasComment)));
}

function hasComment(member: DeclarationReflection): boolean {
  return Boolean(member.comment ?? member.signatures?.some((signature) => signature.comment));
}
