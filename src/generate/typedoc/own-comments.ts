import ts from '../../typescript.cjs';
import {Comment, Converter, ReflectionKind, type Application, type DeclarationReflection} from 'typedoc';

/**
 * A class or interface is flagged by its own doc comment only. TypeDoc gives a declaration
 * without a comment the comment of the class or interface it extends, tags included:
 * `PowerSyncDatabaseOptions` (no comment) extends `BasePowerSyncDatabaseOptions` (none) extends
 * `AdditionalConnectionOptions` (`@internal`), and the main options type of every SDK read
 * "Internal". A tag (`@internal`, `@deprecated`, `@experimental`, an example) is said of the
 * declaration that carries it; the base's summary is kept, as TypeDoc's own theme shows it
 * (CrudTransaction: "A batch of client-side changes.", from CrudBatch). Members' comments copied
 * from the members they implement or override are left as TypeDoc copies them.
 */
export function keepOwnDeclarationComments(app: Application): void {
  const withoutComment = new Set<DeclarationReflection>();
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    withoutComment.clear();
    for (const reflection of context.project.getReflectionsByKind(ReflectionKind.ClassOrInterface))
      if (!reflection.comment) withoutComment.add(reflection as DeclarationReflection);
  });
  // After TypeDoc's ImplementsPlugin (priority 0) has copied comments from the bases.
  app.converter.on(
    Converter.EVENT_RESOLVE_END,
    () => {
      for (const reflection of withoutComment) {
        const copied = reflection.comment;
        if (!copied) continue;
        if (copied.summary.length === 0) delete reflection.comment;
        else reflection.comment = new Comment(copied.summary);
      }
      withoutComment.clear();
    },
    -100,
  );
}

/**
 * An overload shows its own doc comment, or none. TypeDoc gives an overload of a function or
 * method that has no comment the first overload's (when no base declares one for it): the second
 * `useQuery` of @powersync/react, which returns a read-only result for a `rowComparator`, repeated
 * the first's whole comment, its examples included, as if it were its own. A comment TypeDoc
 * copies from a base member's overload is the one quick info shows, and stays.
 */
export function keepOwnOverloadComments(app: Application): void {
  app.converter.on(Converter.EVENT_CREATE_SIGNATURE, (context, signature, declaration) => {
    const comment = signature.comment;
    // Only the overloads TypeDoc lends the first one's comment to (its comments/discovery.ts).
    // `discoveryId` is TypeDoc's (documented @internal): without it, comments are left as they are.
    if (!comment?.inheritedFromParentDeclaration || comment.discoveryId === undefined) return;
    if (!declaration || !(ts.isFunctionDeclaration(declaration) || ts.isMethodDeclaration(declaration))) return;
    const name = declaration.name;
    const first = name && context.checker.getSymbolAtLocation(name)?.declarations?.[0];
    if (!first || first === declaration || !ts.isFunctionLike(first)) return;
    // The very comment of the first overload (TypeDoc numbers each comment it reads), not a base's.
    if (context.getSignatureComment(first)?.discoveryId === comment.discoveryId) delete signature.comment;
  });
}
