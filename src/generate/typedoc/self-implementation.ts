import {Converter, DeclarationReflection, SignatureReflection, type Application, type Reflection} from 'typedoc';

/**
 * `class AttachmentQueue implements AttachmentQueue` (@powersync/common 1.54.0, as published)
 * makes every member "Implementation of" itself: a link from each member to the same member on
 * the same page. The class's "Implements" list still says what the declaration says; the
 * member lines, which would only send a reader to where they are, are left out.
 */
export function dropSelfImplementations(app: Application): void {
  app.converter.on(Converter.EVENT_RESOLVE_END, (context) => {
    const owner = (reflection: Reflection | undefined) =>
      reflection instanceof SignatureReflection ? reflection.parent.parent : reflection?.parent;
    for (const reflection of Object.values(context.project.reflections)) {
      if (!(reflection instanceof DeclarationReflection || reflection instanceof SignatureReflection)) continue;
      const implemented = reflection.implementationOf;
      if (!implemented) continue;
      const member = reflection instanceof SignatureReflection ? reflection.parent : reflection;
      // Resolved, the member of the same owner; unresolved (TypeDoc keeps a name), the owner's name.
      const self = implemented.reflection
        ? owner(implemented.reflection) === owner(reflection)
        : implemented.name === `${owner(reflection)?.name}.${member.name}`;
      if (self) delete reflection.implementationOf;
    }
  });
}
