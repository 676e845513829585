/**
 * A declaration as the page's signature block shows it, made from the page model's signature
 * tokens: the block's keyword or modifiers, the signature, its `;`. The theme writes each block
 * from these tokens (src/generate/typedoc/theme.ts), so the page, the model and their readers
 * show one text. Search records show the first on one line (src/search/model-records.ts); the
 * agents index publishes them all, which the MCP server's compare_symbol compares across sections.
 */
import {flatText, type Member, type PageModel, type Token} from './types';

const keyword = (text: string): Token[] => [
  {text, kind: 'keyword'},
  {text: ' ', kind: 'punctuation'},
];
const END: Token = {text: ';', kind: 'punctuation'};

/**
 * Modifiers the signature block writes before a member's signature, in TypeScript's order, each
 * the keyword its flag is named for; its tokens do not hold them.
 */
const MEMBER_MODIFIERS = ['protected', 'static', 'abstract'] as const satisfies ReadonlyArray<keyof Member['flags']>;

/** One signature of a member (`kind` TypeDoc's) as its block shows it; an enum member's: as its table row. */
export function memberDeclarationTokens(member: Pick<Member, 'kind' | 'flags'>, signature: readonly Token[]): Token[] {
  if (member.kind === 'EnumMember') return [...signature];
  const modifiers = MEMBER_MODIFIERS.filter((flag) => member.flags[flag]).flatMap(keyword);
  return [...modifiers, ...signature, END];
}

/** What a page's own signature block opens with, by the symbol's TypeDoc kind. */
const PAGE_KEYWORDS: Readonly<Record<string, string>> = {Function: 'function', Variable: 'const'};

/** One of the symbol's own signatures (`kind` TypeDoc's) as its page's block shows it. */
export function symbolDeclarationTokens(kind: string, signature: readonly Token[]): Token[] {
  const opening = PAGE_KEYWORDS[kind];
  return [...(opening ? keyword(opening) : []), ...signature, END];
}

const oneLine = (tokens: readonly Token[]) => flatText(tokens).replace(/\s+/g, ' ').trim();

/** A member's signatures (overloads, get and set), each on one line. */
export function memberDeclarations(member: Member): string[] {
  return member.signatures.map((tokens) => oneLine(memberDeclarationTokens(member, tokens)));
}

/** The symbol's own signatures (a function's overloads, a type alias's declaration), each on one line; a class's and an enum's: none. */
export function symbolDeclarations(model: PageModel): string[] {
  return model.signatures.map((tokens) => oneLine(symbolDeclarationTokens(model.kind, tokens)));
}
