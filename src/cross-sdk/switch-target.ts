/**
 * Where the SDK switcher sends a reader (pure; used by src/theme/SdkSwitcher).
 * The rule is the docs-version dropdown's: the equivalent page in the chosen section when
 * it exists there, with the same #anchor when that anchor exists there too; otherwise the
 * chosen section's index page.
 */

/** The current page's anchors and, per other section, the anchors its counterpart lacks. */
export interface AnchorKnowledge {
  /** Full path of the page these anchors belong to (including the base URL). */
  path: string;
  anchors: readonly string[];
  missingAnchors: Readonly<Record<string, readonly string[]>>;
}

export interface SwitchContext {
  /** Site base URL, with trailing slash (`/powersync-js/`). */
  baseUrl: string;
  /** Current pathname, including the base URL. */
  pathname: string;
  /** Current `#hash` (with `#`), or empty. */
  hash: string;
  /** Section ids, in manifest order. */
  sections: readonly string[];
  /** Does the site have a doc at this full path (including base URL)? */
  hasDoc: (fullPath: string) => boolean;
  /** Anchors of the current symbol page, when it is one (from its front matter). */
  anchors?: AnchorKnowledge;
}

const trimSlash = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/** The section of a pathname and the rest of the path inside it (`/classes/Table`, or '' for the index). */
export function sectionOf(
  pathname: string,
  baseUrl: string,
  sections: readonly string[],
): {sdk: string; rest: string} | undefined {
  if (!pathname.startsWith(baseUrl)) return undefined;
  const relative = trimSlash(pathname.slice(baseUrl.length)).replace(/\.html$/, '');
  const [first, ...rest] = relative.split('/');
  if (!sections.includes(first)) return undefined;
  const tail = rest.join('/').replace(/^index$/, '');
  return {sdk: first, rest: tail ? `/${tail}` : ''};
}

/** The link for choosing `target` from the current page. */
export function switchTarget(context: SwitchContext, target: string): string {
  const index = `${context.baseUrl}${target}`;
  const current = sectionOf(context.pathname, context.baseUrl, context.sections);
  if (!current || current.rest === '') return index;
  const equivalent = `${context.baseUrl}${target}${current.rest}`;
  if (!context.hasDoc(equivalent)) return index;
  return `${equivalent}${keptHash(context, target)}`;
}

function keptHash(context: SwitchContext, target: string): string {
  const anchor = decodeHash(context.hash);
  const known = context.anchors;
  if (!anchor || !known || trimSlash(known.path) !== trimSlash(context.pathname)) return '';
  if (!known.anchors.includes(anchor)) return '';
  if (target === sectionOf(context.pathname, context.baseUrl, context.sections)?.sdk) return `#${anchor}`;
  const missing = known.missingAnchors[target];
  // No counterpart data for that section: its anchors are unknown, so the hash is not kept.
  if (!missing || missing.includes(anchor)) return '';
  return `#${anchor}`;
}

function decodeHash(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
