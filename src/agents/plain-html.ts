/**
 * The HTML the generator writes into page Markdown for the site's styling, as plain Markdown
 * for a twin (pure, one line in, lines out; the caller skips code blocks). A symbol page's
 * badges and boxes (the deprecation notice, "In the demos", a long "Used by" group's rest) are
 * none of it: the page model holds them as data, which the twin says without HTML
 * (src/page-model/body.ts). What is left:
 * - a Changes page's before/after pair (`<div class="api-history__diff">…`) becomes two `ts` code blocks;
 * - table anchors (`<a id="enumeration-member-http"></a>`) go: a twin links by heading.
 * Anything else (a package README's own HTML) is the page's text and stays.
 */
const ANCHOR = /<a id="[^"]*"><\/a>\s?/g;
const DIFF = /^(\s*)<div class="api-history__diff">(.*)<\/div>\s*$/;
const DECL =
  /<div class="api-history__decl"><span class="api-history__label">([^<]*)<\/span><code(?: class="[^"]*")?>([\s\S]*?)<\/code><\/div>/g;

const ENTITIES: Record<string, string> = {lt: '<', gt: '>', amp: '&', quot: '"', '#39': "'", '#10': '\n'};
const decode = (html: string) =>
  html.replace(/<wbr\s*\/?>/g, '').replace(/&(lt|gt|amp|quot|#39|#10);/g, (_, name: string) => ENTITIES[name]);

/** Whether a line is a Changes page's before/after pair (its lines are code: not to be rewritten further). */
export const isHistoryDiff = (line: string) => DIFF.test(line);

/** One line of page Markdown as twin lines (see the module comment). */
export function plainHtmlLine(line: string): string[] {
  const diff = DIFF.exec(line);
  if (diff) {
    const [, indent, body] = diff;
    const out: string[] = [];
    for (const [, label, code] of body.matchAll(DECL)) {
      const title = label.charAt(0).toUpperCase() + label.slice(1);
      out.push(
        `${indent}${title}:`,
        '',
        `${indent}\`\`\`ts`,
        ...decode(code)
          .split('\n')
          .map((l) => `${indent}${l}`),
        `${indent}\`\`\``,
        '',
      );
    }
    return out.length ? out.slice(0, -1) : [line];
  }
  return [line.replace(ANCHOR, '')];
}
