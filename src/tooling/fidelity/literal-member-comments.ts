import ts from 'typescript';

/** An exported type alias and the comments of members of object types written as its type arguments. */
export interface LiteralMemberComments {
  name: string;
  /** First sentence of each commented member's doc comment, whitespace collapsed. */
  comments: string[];
}

/**
 * Exported type aliases whose type passes object literal types as type arguments
 * (`type SyncDataFlowStatus = Partial<{ downloadError?: Error; … }>`), with the doc comments of
 * those members: comments a reader can only find on the alias's page.
 */
export function literalMemberComments(program: ts.Program, entryPoint: string): LiteralMemberComments[] {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entryPoint);
  const module = source && checker.getSymbolAtLocation(source);
  if (!module) throw new Error(`${entryPoint}: not a module`);
  const found: LiteralMemberComments[] = [];
  for (const exported of checker.getExportsOfModule(module)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const alias = symbol.declarations?.find(ts.isTypeAliasDeclaration);
    if (!alias || !ts.isTypeReferenceNode(alias.type)) continue;
    const typeArguments: readonly ts.TypeNode[] = alias.type.typeArguments ?? [];
    const comments = typeArguments
      .filter(ts.isTypeLiteralNode)
      .flatMap((literal) => literal.members.map(firstSentence))
      .filter((comment): comment is string => Boolean(comment));
    if (comments.length) found.push({name: exported.name, comments});
  }
  return found;
}

/** The first sentence of a member's doc comment, up to the first inline tag (rendered as a link). */
function firstSentence(member: ts.Node): string | undefined {
  const doc = ts.getJSDocCommentsAndTags(member).find(ts.isJSDoc);
  const text = typeof doc?.comment === 'string' ? doc.comment : doc?.comment?.[0]?.text;
  const sentence = text
    ?.split(/(?<=\.)\s|\{@/)[0]
    .replace(/\s+/g, ' ')
    .trim();
  return sentence || undefined;
}
