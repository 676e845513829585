import {Converter, ReflectionKind, type Application, type DeclarationReflection, type Reflection} from 'typedoc';
import {MarkdownRendererEvent} from 'typedoc-plugin-markdown';

/**
 * Members of an object type in the order the declaration lists them. TypeDoc sorts them as it
 * sorts a class's members (alphabetically), which loses an order that means something:
 * `LogLevel` is `{ TRACE; DEBUG; INFO; TIME; WARN; ERROR; OFF }`, from the most to the least
 * verbose, and read `{ DEBUG; ERROR; INFO; … }`. Signature blocks and "Type Declaration"
 * sections print an object type from its reflection's children, so those are put back in
 * declaration order before rendering: each member's position is read from its declaration when
 * TypeDoc creates it (the members of an object type have no `sources`); a member without one
 * keeps its place relative to the others.
 */
export function keepObjectTypeMemberOrder(app: Application): void {
  const positions = new WeakMap<Reflection, {file: string; pos: number}>();
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (!reflection.parent?.kindOf(ReflectionKind.TypeLiteral)) return;
    const declaration = context.getSymbolFromReflection(reflection)?.declarations?.[0];
    if (declaration) positions.set(reflection, {file: declaration.getSourceFile().fileName, pos: declaration.pos});
  });
  app.renderer.on(MarkdownRendererEvent.BEGIN, (event) => {
    for (const reflection of event.project.getReflectionsByKind(ReflectionKind.TypeLiteral)) {
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
