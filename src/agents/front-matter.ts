/**
 * Reads the front matter that generation writes (`renderFrontMatter` in
 * src/generate/typedoc/frontmatter.ts: one `key: JSON value` per line) back into data and body.
 * Pure. A value that is not JSON is kept as its text, the way YAML reads a plain scalar.
 */
export interface ParsedPage {
  frontMatter: Record<string, unknown>;
  body: string;
}

export function parseFrontMatter(text: string, file = 'page'): ParsedPage {
  if (!text.startsWith('---\n')) return {frontMatter: {}, body: text};
  const end = text.indexOf('\n---\n', 3);
  if (end < 0) throw new Error(`${file}: front matter opened with --- is never closed`);
  const frontMatter: Record<string, unknown> = {};
  for (const line of text.slice(4, end).split('\n')) {
    if (!line.trim()) continue;
    const colon = line.indexOf(':');
    if (colon <= 0) throw new Error(`${file}: front matter line "${line}" is not "key: value"`);
    const raw = line.slice(colon + 1).trim();
    let value: unknown = raw;
    try {
      value = JSON.parse(raw);
    } catch {
      // A plain YAML scalar (hand-written pages): its text is its value.
    }
    frontMatter[line.slice(0, colon).trim()] = value;
  }
  return {frontMatter, body: text.slice(end + '\n---\n'.length)};
}
