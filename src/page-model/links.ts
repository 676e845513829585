/**
 * Where a page model's linked tokens lead, as the page's links name targets
 * (src/generate/typedoc/type-links.ts `LinkTarget`): the site's remark plugin and the Markdown
 * twins resolve them as they resolve the page's links, and a type in running text is written
 * with these targets (type-markdown.ts).
 */
import path from 'node:path';
import type {LinkTarget, MarkedText} from '../generate/typedoc/type-links';
import {layOut, type PageModel, type Token} from './types';

const isUrl = (target: string) => /^[a-z][a-z\d+.-]*:/i.test(target);

/**
 * A linked token's target: a declaration another section may document by its key (its `target`
 * the fallback), a URL, or a page of the section relative to the folder of `page` (the page the
 * token is on, relative to the section folder), its anchor kept. Undefined for a token without one.
 */
export function tokenTarget(token: Token, page: string): LinkTarget | undefined {
  if (token.declaration) return {kind: 'decl', key: token.declaration, ...(token.target ? {source: token.target} : {})};
  if (!token.target) return undefined;
  if (isUrl(token.target)) return {kind: 'url', url: token.target};
  const hash = token.target.indexOf('#');
  const file = hash < 0 ? token.target : token.target.slice(0, hash);
  const relative = path.posix.relative(path.posix.dirname(page), file);
  return {kind: 'page', url: hash < 0 ? relative : `${relative}${token.target.slice(hash)}`};
}

/** A signature block of `page` as text with each link's range and target. */
export function markedTokens(tokens: readonly Token[], page: string): MarkedText {
  const {text, links} = layOut(tokens);
  return {
    text,
    links: links.flatMap(({start, end, token}) => {
      const target = tokenTarget(token, page);
      return target ? [{start, end, name: token.text, target}] : [];
    }),
  };
}

/** Signature block `index` of the page `file` (`signature block=3`) from its page model; a block the model lacks stops the build, naming the page. */
export function modelBlock(model: Pick<PageModel, 'blocks'>, index: number, file: string): Token[] {
  const tokens = model.blocks[index];
  if (!tokens) throw new Error(`${file}: signature block ${index} is not in its page model`);
  return tokens;
}

/** Signature block `index` of the page `file` as text with its links (`modelBlock`). */
export const markedBlock = (model: Pick<PageModel, 'page' | 'blocks'>, index: number, file: string): MarkedText =>
  markedTokens(modelBlock(model, index, file), model.page);
