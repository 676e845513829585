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
