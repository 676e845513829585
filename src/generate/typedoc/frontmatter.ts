/**
 * Docusaurus front matter for a generated page. Every page gets an explicit slug:
 * Docusaurus would otherwise treat `classes/Index.md` (a real class called `Index`)
 * as the folder's index page and move it to `classes/`.
 */
export interface PageFrontMatter {
  slug: string;
  title?: string;
  sidebar_label?: string;
  displayed_sidebar?: string | null;
  description?: string;
  [key: string]: string | number | boolean | null | undefined;
}

/** Slug of a generated page from its TypeDoc url (`classes/Table.md`, `index.md`, `globals.md`). */
export function slugForPage(sdkId: string, pageUrl: string): string {
  const withoutExtension = pageUrl.replace(/\.mdx?$/, '');
  if (withoutExtension === 'index') return `/${sdkId}`;
  return `/${sdkId}/${withoutExtension}`;
}

export function renderFrontMatter(frontMatter: PageFrontMatter): string {
  const lines = Object.entries(frontMatter)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value === null ? 'null' : JSON.stringify(value)}`);
  return `---\n${lines.join('\n')}\n---\n\n`;
}

/** First sentence of a doc comment, as plain one-line text (at most 200 characters). */
export function firstSentence(text: string): string {
  const flat = text
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const match = flat.match(/^(.+?[.!?])(?:\s|$)/);
  const sentence = match ? match[1] : flat;
  return sentence.length > 200 ? `${sentence.slice(0, 197)}…` : sentence;
}

/**
 * The `description` of a symbol page (meta description, link previews, search snippets): the
 * first sentence of its doc comment as plain text, or what the symbol is when it has none.
 * Without it Docusaurus took the page's first paragraph, "Defined in: [file:66](…)", and
 * 850 pages were described as "Defined in66".
 */
export function symbolPageDescription(symbol: {
  kind: string;
  name: string;
  summary: string;
  packageName: string;
  version: string;
}): string {
  const plain = firstSentence(symbol.summary)
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`+/g, '')
    .trim();
  return plain || `${symbol.kind} ${symbol.name} in ${symbol.packageName} ${symbol.version}.`;
}
