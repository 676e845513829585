import {ReferenceType, ReflectionFlag, ReflectionType, type DeclarationReflection, type SomeType} from 'typedoc';

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

/**
 * What TypeScript's utility types do to the members of the object type they are given, as the
 * compiler then reports each member: under `Partial<{ downloading: boolean }>`, `downloading`
 * is optional (`downloading?: boolean`).
 */
const MEMBER_FLAGS: Readonly<Record<string, ReadonlyArray<[ReflectionFlag, boolean]>>> = {
  Partial: [[ReflectionFlag.Optional, true]],
  Required: [[ReflectionFlag.Optional, false]],
  Readonly: [[ReflectionFlag.Readonly, true]],
};

/**
 * `render`'s result with the literal's members flagged as the utility type `type` (a reference
 * to TypeScript's own `Partial`, `Required` or `Readonly`) makes them. The members keep their
 * declared flags everywhere else: the signature block shows the type argument as written.
 */
export function asTypeArgumentOf<T>(type: SomeType | undefined, literal: DeclarationReflection, render: () => T): T {
  const flags = type instanceof ReferenceType && type.package === 'typescript' ? MEMBER_FLAGS[type.name] : undefined;
  if (!flags) return render();
  const members = literal.children ?? [];
  const saved = members.map((member) => flags.map(([flag]) => member.flags.hasFlag(flag)));
  for (const member of members) for (const [flag, set] of flags) member.setFlag(flag, set);
  try {
    return render();
  } finally {
    members.forEach((member, index) => flags.forEach(([flag], at) => member.setFlag(flag, saved[index][at])));
  }
}
