/**
 * The site's own remark plugins, in the order they run before Docusaurus's: the docs plugin's
 * `beforeDefaultRemarkPlugins` (docusaurus.config.ts) for the pages MDX compiles, and the
 * pipeline that makes API pages' articles before the docs are read (src/generate/articles/processor.ts).
 */
import oneTitle from './one-title';
import typedocHeadingIds from './heading-ids';
import signatureCode, {signatureCodeOptions} from './signature-code';
import codeTokens from './code-tokens';
import wordBreaks from './word-breaks';

/** A remark plugin and its options, as unified's `use` and Docusaurus's plugin lists take them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RemarkPluginEntry = [(...args: any[]) => unknown, unknown];

export const API_REMARK_PLUGINS = (siteDir: string): RemarkPluginEntry[] => [
  [oneTitle, {}],
  [typedocHeadingIds, {}],
  [signatureCode, signatureCodeOptions(siteDir)],
  [codeTokens, {}],
  [wordBreaks, {}],
];
