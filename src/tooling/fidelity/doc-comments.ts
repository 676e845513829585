import ts from '../../typescript.cjs';

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
  forEachDocumentedNode(declarations, (node) => {
    const opening = openingOf(node);
    if (opening) openings.push(opening);
  });
  return openings;
}

/** An `@example`: its JSDoc `<caption>` (a title, not code) and its non-empty lines of code. */
export interface DocCommentExample {
  caption?: string;
  lines: string[];
}

const CAPTION = /^<caption>(.*)<\/caption>$/;

/**
 * Every `@example` of the same declarations and members, and of `inherited` member declarations
 * (a page shows an inherited member with its comment), its lines trimmed and fence lines left
 * out: a page must show each line as a line of code, and the caption as text. Read with the
 * compiler's JSDoc parser, which takes each line's `*` prefix off.
 */
export function docCommentExamples(
  declarations: readonly ts.Declaration[],
  inherited: readonly ts.Declaration[] = [],
): DocCommentExample[] {
  const nodes = new Set<ts.Node>(inherited);
  forEachDocumentedNode(declarations, (node) => nodes.add(node));
  const examples: DocCommentExample[] = [];
  for (const node of nodes) {
    const doc = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc).at(-1);
    for (const tag of doc?.tags ?? []) {
      if (tag.tagName.text !== 'example') continue;
      const lines = (ts.getTextOfJSDocComment(tag.comment) ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('```'));
      const caption = CAPTION.exec(lines[0] ?? '')?.[1];
      const code = caption === undefined ? lines : lines.slice(1);
      if (code.length > 0) examples.push(caption === undefined ? {lines: code} : {caption, lines: code});
    }
  }
  return examples;
}

/** Each declaration, its non-private members and the members of its type-argument object types. */
function forEachDocumentedNode(declarations: readonly ts.Declaration[], add: (node: ts.Node) => void): void {
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
}

/** The opening words of a node's own (last) doc comment, when its text starts with words. */
function openingOf(node: ts.Node): string | undefined {
  const doc = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc).at(-1);
  const first = typeof doc?.comment === 'string' ? doc.comment : doc?.comment?.[0];
  const text = typeof first === 'string' ? first : first?.kind === ts.SyntaxKind.JSDocText ? first.text : undefined;
  return openingOfText(text);
}

function openingOfText(text: string | undefined): string | undefined {
  const opening = text?.split(OPENING_END)[0].replace(/\s+/g, ' ').trim();
  return opening && opening.length >= MIN_OPENING ? opening : undefined;
}

/**
 * The opening words of what TypeScript's quick info says of a class's or interface's member:
 * its own doc comment, or else that of the member it overrides or implements, the nearest base
 * that has one. A page documents an inherited or overriding member with that comment.
 */
export function memberDocOpening(member: ts.Symbol, checker: ts.TypeChecker): string | undefined {
  // Quick info writes an inline tag as its source (`{@link WatchedQuery }`): the opening ends there.
  return openingOfText(ts.displayPartsToString(member.getDocumentationComment(checker)).split('{@')[0]);
}

/** A `private` or `#private` member: not API, and on no page. */
export function isPrivateDeclaration(declaration: ts.Node): boolean {
  const name = ts.getNameOfDeclaration(declaration as ts.Declaration);
  if (name && ts.isPrivateIdentifier(name)) return true;
  return !!(ts.getCombinedModifierFlags(declaration as ts.Declaration) & ts.ModifierFlags.Private);
}
