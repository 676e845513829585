import {Converter, ReflectionKind, type Application, type DeclarationReflection, type Reflection} from 'typedoc';
import {MarkdownRendererEvent} from 'typedoc-plugin-markdown';

const OBJECT_TYPES = ReflectionKind.TypeLiteral | ReflectionKind.TypeAlias;

/**
 * Members of an object type in the order the declaration lists them. TypeDoc sorts them as it
 * sorts a class's members (alphabetically), which loses an order that means something:
 * `LogLevel` is `{ TRACE; DEBUG; INFO; TIME; WARN; ERROR; OFF }`, from the most to the least
 * verbose, and read `{ DEBUG; ERROR; INFO; … }`. Signature blocks and "Type Declaration"
 * sections print an object type from its reflection's children, as does the signature block of
 * a type alias of an object type (`type SyncStatusOptions = { connected?: boolean; … }`), whose
 * members are the alias's own children; those are put back in declaration order before
 * rendering. (Its "Properties" section lists them from their group, alphabetically, as every
 * page lists members.) Each member's position is read from its declaration when TypeDoc
 * creates it (the members of an object type have no `sources`); a member without one keeps its
 * place relative to the others.
 */
export function keepObjectTypeMemberOrder(app: Application): void {
  const positions = new WeakMap<Reflection, {file: string; pos: number}>();
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (!reflection.parent?.kindOf(OBJECT_TYPES)) return;
    const declaration = context.getSymbolFromReflection(reflection)?.declarations?.[0];
    if (declaration) positions.set(reflection, {file: declaration.getSourceFile().fileName, pos: declaration.pos});
  });
  app.renderer.on(MarkdownRendererEvent.BEGIN, (event) => {
    for (const reflection of event.project.getReflectionsByKind(OBJECT_TYPES)) {
      const children = (reflection as DeclarationReflection).children;
      if (!children || children.length < 2) continue;
      children.sort((a, b) => {
        const [x, y] = [positions.get(a), positions.get(b)];
        if (!x || !y) return 0;
        return x.file.localeCompare(y.file) || x.pos - y.pos;
      });
    }
  });
}
