import {Converter, DeclarationReflection, SignatureReflection, type Application} from 'typedoc';

const WELL_KNOWN = /^\[(\w+)\]$/;
const QUALIFIED_WELL_KNOWN = /\.\[(\w+)\]$/;

/**
 * TypeDoc names a member keyed by a well-known symbol `[iterator]`, which is not how it is
 * written or used: the declaration says `[Symbol.iterator](): Iterator<T>`. Renamed as
 * declared, before its signatures are made (they take the member's name), and so are the
 * "Implementation of" / "Inherited from" / "Overrides" names that point at such a member.
 */
export function nameSymbolMembersAsDeclared(app: Application): void {
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    const bracketed = WELL_KNOWN.exec(reflection.name);
    if (!bracketed) return;
    const symbol = context.getSymbolFromReflection(reflection);
    if (symbol && String(symbol.escapedName).startsWith('__@')) reflection.name = `[Symbol.${bracketed[1]}]`;
  });
  app.converter.on(Converter.EVENT_RESOLVE_END, (context) => {
    for (const reflection of Object.values(context.project.reflections)) {
      if (!(reflection instanceof DeclarationReflection || reflection instanceof SignatureReflection)) continue;
      if (!reflection.name.startsWith('[Symbol.')) continue;
      for (const reference of [reflection.implementationOf, reflection.inheritedFrom, reflection.overwrites]) {
        if (reference) reference.name = reference.name.replace(QUALIFIED_WELL_KNOWN, '.[Symbol.$1]');
      }
    }
  });
}
