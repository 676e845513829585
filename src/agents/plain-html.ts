/**
 * The HTML the generator writes into page Markdown for the site's styling, as plain Markdown
 * for a twin (pure, one line in, lines out; the caller skips code blocks). History badges are
 * none of it: the page model holds them as data, which the twin says as text (src/page-model/body.ts).
 * - a Changes page's before/after pair (`<div class="api-history__diff">…`) becomes two `ts` code blocks;
 * - the wrappers (the deprecation notice's `<div class="alert …">`,
 *   the "In the demos" section's body, the collapsed blocks of "In the demos" under a member and
 *   of a long "Used by" list) and their `</div>` or `</details>` go: their content is already
 *   Markdown; a collapsed block's `<summary>` becomes a bold line;
 * - table anchors (`<a id="enumeration-member-http"></a>`) go: a twin links by heading.
 * Anything else (a package README's own HTML) is the page's text and stays.
 */
import {DEMOS_MEMBER_CLASS, DEMOS_SECTION_CLASS} from '../examples/demo-sections';
import {USED_BY_MORE_CLASS} from '../generate/typedoc/used-by-lists';

const WRAPPER = new RegExp(
  `^\\s*<(?:div class="(?:alert [^"]*|${DEMOS_SECTION_CLASS})"|details class="(?:${DEMOS_MEMBER_CLASS}|${USED_BY_MORE_CLASS})")(?:\\s+[\\w-]+="[^"]*")*>\\s*$`,
);
const CLOSE = /^\s*<\/(?:div|details)>\s*$/;
const SUMMARY = /^(\s*)<summary>(.*)<\/summary>\s*$/;
const ANCHOR = /<a id="[^"]*"><\/a>\s?/g;
const DIFF = /^(\s*)<div class="api-history__diff">(.*)<\/div>\s*$/;
const DECL =
  /<div class="api-history__decl"><span class="api-history__label">([^<]*)<\/span><code(?: class="[^"]*")?>([\s\S]*?)<\/code><\/div>/g;

const ENTITIES: Record<string, string> = {lt: '<', gt: '>', amp: '&', quot: '"', '#39': "'", '#10': '\n'};
const decode = (html: string) =>
  html.replace(/<wbr\s*\/?>/g, '').replace(/&(lt|gt|amp|quot|#39|#10);/g, (_, name: string) => ENTITIES[name]);

/** Whether a line is a Changes page's before/after pair (its lines are code: not to be rewritten further). */
export const isHistoryDiff = (line: string) => DIFF.test(line);
/** Whether a line is a wrapper this module removes, with its closing `</div>`. */
export const isHtmlWrapper = (line: string) => WRAPPER.test(line);
export const isHtmlClose = (line: string) => CLOSE.test(line);

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
  const summary = SUMMARY.exec(line);
  if (summary) return [`${summary[1]}**${summary[2].trim()}**`];
  return [line.replace(ANCHOR, '')];
}
