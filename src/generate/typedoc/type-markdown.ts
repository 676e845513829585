/**
 * A type in running text (a parameter's type, Returns, Extends, a table cell) as Markdown,
 * written from the page model's tokens (page-model.ts `typeTokens`), which the page's signature
 * blocks are written from too: one printer for both. It reads as typedoc-plugin-markdown wrote
 * it: on one line, each name and keyword as code, a named type a link where it has a target
 * (a `decl` target as a declaration link, type-links.ts), punctuation as text.
 */
import {tokenTarget} from '../../page-model/links';
import type {Token} from '../../page-model/types';
import {declarationLink, type LinkTarget} from './type-links';

/** Markdown's characters a type's punctuation may hold (`<`, `|`, `{`, `[`…), escaped: `|` for tables too. */
const escapeText = (text: string) => text.replace(/[\\`*_<>{}[\]|]/g, '\\$&');

/** Text as a code span; one holding a backtick in double backticks, as CommonMark reads it. */
const codeSpan = (text: string) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);

/** A name as code linked to `target`: a `decl` target as a declaration link. */
export const linkedCode = (name: string, target: LinkTarget) =>
  `[${codeSpan(name)}](${target.kind === 'decl' ? declarationLink(target) : target.url})`;

/** The tokens of a type on `page` (relative to the section folder) as one line of Markdown. */
export function typeMarkdown(tokens: readonly Token[], page: string): string {
  return tokens
    .map((token) => {
      if (token.kind === 'break') return escapeText(token.flat ?? '');
      if (token.kind === 'punctuation' || token.kind === 'text') return escapeText(token.text);
      const target = tokenTarget(token, page);
      return target ? linkedCode(token.text, target) : codeSpan(token.text);
    })
    .join('');
}
