/**
 * A declaration's text as the page's signature block shows it, made from the page model's
 * signature tokens: one line per signature, whitespace collapsed (the block's line breaks are
 * layout). Search records show the first (src/search/model-records.ts); the agents index
 * publishes them all, which the MCP server's compare_symbol compares across sections.
 */
import {tokensText, type Member, type PageModel} from './types';

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Modifiers the signature block writes before a member's signature; its tokens do not hold them. */
const MEMBER_MODIFIERS: ReadonlyArray<[keyof Member['flags'], string]> = [
  ['protected', 'protected '],
  ['static', 'static '],
  ['abstract', 'abstract '],
];

/** A member's signatures (overloads, get and set) as its signature blocks show them, `;` ended. */
export function memberDeclarations(member: Member): string[] {
  if (member.kind === 'EnumMember') return member.signatures.map((tokens) => oneLine(tokensText(tokens)));
  const modifiers = MEMBER_MODIFIERS.filter(([flag]) => member.flags[flag]).map(([, text]) => text);
  return member.signatures.map((tokens) => oneLine(`${modifiers.join('')}${tokensText(tokens)};`));
}

/** What a page's own signature block opens with, by the symbol's TypeDoc kind. */
const PAGE_KEYWORDS: Readonly<Record<string, string>> = {Function: 'function ', Variable: 'const '};

/** The symbol's own signatures as its page shows them (a function's overloads, a type alias's declaration); a class's and an enum's: none. */
export function symbolDeclarations(model: PageModel): string[] {
  const keyword = PAGE_KEYWORDS[model.kind] ?? '';
  return model.signatures.map((tokens) => oneLine(`${keyword}${tokensText(tokens)};`));
}
