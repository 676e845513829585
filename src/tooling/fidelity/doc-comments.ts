import ts from 'typescript';

/**
 * What a symbol's declarations say in prose: the opening words of the doc comment of each
 * declaration, of each non-private member of a class, interface or enum, and of each member of
 * an object type a type alias passes as a type argument (`Partial<{ downloadError?: Error }>`).
 * A page that documents the symbol must show every one of them.
 *
 * Only the opening words, up to the first sentence end or the first markup the page renders
 * differently from the source (an inline tag, code, a link, emphasis, a paragraph break), so
 * that the comparison is plain text against the page's text. Openings shorter than
 * `MIN_OPENING` characters are too common to prove anything and are left out.
 */
const MIN_OPENING = 13;

const OPENING_END = /(?<=\.)\s|`|\[|\*|_|\n\n/;

export function docCommentOpenings(declarations: readonly ts.Declaration[]): string[] {
  const openings: string[] = [];
  const add = (node: ts.Node) => {
    const opening = openingOf(node);
    if (opening) openings.push(opening);
  };
  for (const declaration of declarations) {
    add(declaration);
    if (
      ts.isClassDeclaration(declaration) ||
      ts.isInterfaceDeclaration(declaration) ||
      ts.isEnumDeclaration(declaration)
    )
      for (const member of declaration.members) if (!isPrivateDeclaration(member)) add(member);
    if (ts.isTypeAliasDeclaration(declaration) && ts.isTypeReferenceNode(declaration.type)) {
      const typeArguments: readonly ts.TypeNode[] = declaration.type.typeArguments ?? [];
      for (const literal of typeArguments.filter(ts.isTypeLiteralNode))
        for (const member of literal.members) add(member);
    }
  }
  return openings;
}

/** The opening words of a node's own (last) doc comment, when its text starts with words. */
function openingOf(node: ts.Node): string | undefined {
  const doc = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc).at(-1);
  const first = typeof doc?.comment === 'string' ? doc.comment : doc?.comment?.[0];
  const text = typeof first === 'string' ? first : first?.kind === ts.SyntaxKind.JSDocText ? first.text : undefined;
  const opening = text?.split(OPENING_END)[0].replace(/\s+/g, ' ').trim();
  return opening && opening.length >= MIN_OPENING ? opening : undefined;
}

/** A `private` or `#private` member: not API, and on no page. */
export function isPrivateDeclaration(declaration: ts.Node): boolean {
  const name = ts.getNameOfDeclaration(declaration as ts.Declaration);
  if (name && ts.isPrivateIdentifier(name)) return true;
  return !!(ts.getCombinedModifierFlags(declaration as ts.Declaration) & ts.ModifierFlags.Private);
}
