/**
 * Remark plugin: every code block (examples in doc comments, the landing page) highlighted at
 * build time with the same Prism the theme would run in the browser, so no page ships Prism.
 *
 * The block stays a code block with its text (copy and wrap buttons); its tokens travel beside
 * it as a compact JSON attribute that the site's code block renders
 * (src/theme/CodeBlock/Content/String.tsx). Signature blocks are highlighted by
 * signature-code.ts and are left alone here. A block with any other metastring (a title, line
 * numbers, highlighted lines) stops the build: the site's code block does not render them, and
 * no generated page asks for them.
 */
import {createRequire} from 'node:module';
import {Prism, normalizeTokens} from 'prism-react-renderer';
import {PRISM_ADDITIONAL_LANGUAGES} from '../prism/themes';
import {isSignatureMeta} from '../page-model/types';
import type {MdNode} from './heading-ids';
import {TOKENS_PROPERTY, type CodeToken, type TokenLine} from '../prism/token-format';

export type {CodeToken, TokenLine};

let languagesLoaded = false;
/** The theme's additional languages, registered the way the theme's prism-include-languages does. */
function loadLanguages(): void {
  if (languagesLoaded) return;
  const require = createRequire(import.meta.url);
  const global = globalThis as {Prism?: unknown};
  const previous = global.Prism;
  global.Prism = Prism;
  try {
    for (const language of PRISM_ADDITIONAL_LANGUAGES) require(`prismjs/components/prism-${language}`);
  } finally {
    if (previous === undefined) delete global.Prism;
    else global.Prism = previous;
  }
  languagesLoaded = true;
}

/**
 * The tokens the theme's Highlight (prism-react-renderer) would render for `code` in
 * `language`: the same lower-cased grammar lookup and tokenize hooks, else plain text.
 */
export function tokenizeCode(code: string, language: string | null | undefined): TokenLine[] {
  loadLanguages();
  const name = (language ?? '').toLowerCase();
  const grammar = Prism.languages[name];
  let tokens: Array<string | Prism.Token> = [code];
  if (grammar) {
    const env = {code, grammar, language: name, tokens: [] as Array<string | Prism.Token>};
    Prism.hooks.run('before-tokenize', env);
    env.tokens = Prism.tokenize(code, grammar);
    Prism.hooks.run('after-tokenize', env);
    tokens = env.tokens;
  }
  return normalizeTokens(tokens).map((line) =>
    line.map((t): CodeToken => (t.empty ? [t.types.join(' '), t.content, 1] : [t.types.join(' '), t.content])),
  );
}

interface CodeNode extends MdNode {
  lang?: string | null;
  meta?: string | null;
}

/** Why a code block cannot be rendered as written, or null. */
export function unsupportedMeta(meta: string | null | undefined): string | null {
  if (!meta || isSignatureMeta(meta)) return null;
  return `a code block's metastring "${meta}" is not supported (titles, line numbers and highlighted lines are not rendered)`;
}

function visit(node: MdNode, where: string): void {
  for (const child of node.children ?? []) {
    if (child.type === 'code') {
      const code = child as CodeNode;
      const problem = unsupportedMeta(code.meta);
      if (problem) throw new Error(`${where}: ${problem}`);
      if (isSignatureMeta(code.meta)) continue;
      // The theme gets the code without the leading blank lines the Markdown may have.
      const tokens = tokenizeCode((code.value ?? '').replace(/^(\r?\n)+/, ''), code.lang);
      code.data = {...code.data, hProperties: {...code.data?.hProperties, [TOKENS_PROPERTY]: JSON.stringify(tokens)}};
    } else visit(child, where);
  }
}

export default function codeTokens() {
  return (tree: MdNode, file?: {path?: string}) => visit(tree, file?.path ?? 'a Markdown file');
}
