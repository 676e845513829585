import {Converter, DeclarationReflection, ReflectionKind, type Application} from 'typedoc';

/**
 * An accessor whose getter (and setter, if it has one) is `@deprecated` is a deprecated member,
 * as the compiler marks it: `get clientImplementation()` of SyncStatus. TypeDoc's
 * `isDeprecated()` reads the declaration's comment and its call signatures, not an accessor's
 * get and set signatures, so the heading, the member index and the properties table showed it
 * as current; every other deprecated member is struck through.
 */
export function markDeprecatedAccessors(app: Application): void {
  app.converter.on(Converter.EVENT_RESOLVE_END, (context) => {
    for (const reflection of context.project.getReflectionsByKind(ReflectionKind.Accessor))
      if (reflection instanceof DeclarationReflection && accessorDeprecated(reflection))
        reflection.isDeprecated = () => true;
  });
}

export function accessorDeprecated(reflection: DeclarationReflection): boolean {
  const signatures = [reflection.getSignature, reflection.setSignature].filter((signature) => signature !== undefined);
  return signatures.length > 0 && signatures.every((signature) => signature.comment?.getTag('@deprecated'));
}
