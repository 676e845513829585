/**
 * The signature blocks the theme writes on each page (theme.ts), in order, as tokens: generation
 * keeps them in the page's model (page-model.ts `blocks`) and the page's block names its index
 * (`signature block=3`), so that readers take a block's text and links from the model.
 */
import crypto from 'node:crypto';
import type {Token} from '../../page-model/types';

const written = new WeakMap<object, Token[][]>();

/** Keeps a block written on `page` (TypeDoc's page event); its index on the page. */
export function addSignatureBlock(page: object, tokens: readonly Token[]): number {
  const blocks = written.get(page) ?? written.set(page, []).get(page)!;
  return blocks.push([...tokens]) - 1;
}

/** The blocks written on `page`, in order. */
export const signatureBlocksOf = (page: object): Token[][] => written.get(page) ?? [];

/** Front matter key of a page with signature blocks: a digest of its blocks' tokens. */
export const BLOCKS_FRONT_MATTER_KEY = 'powersync_blocks';

/**
 * The digest of a page's blocks, which its front matter carries: the Markdown holds a block's
 * text but not its links, so a link that moves changes the page through this, and the bundler's
 * persistent cache compiles it again (as the `decl:` map in the front matter does, type-links.ts).
 */
export const blocksDigest = (blocks: readonly Token[][]) =>
  crypto.createHash('sha256').update(JSON.stringify(blocks)).digest('hex').slice(0, 16);
