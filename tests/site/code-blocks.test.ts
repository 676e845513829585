/**
 * Code blocks on the built site are highlighted at build time (src/remark/code-tokens.ts) and
 * the browser ships no Prism (src/plugins/code-tokens aliases prism-react-renderer).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type * as cheerio from 'cheerio';
import {articleHtml, loadHtml} from '../../src/tooling/load-html';
import {listBuildFiles, listBuiltPages} from '../../src/tooling/build-output';
import {readBuilt} from './build-files';
import {readSiteSettings} from '../../src/site-settings';

const buildDir = path.resolve('build');
/** Strings of Prism's tokenizer core and grammars (none of them appear in our own code). */
const PRISM_MARKERS = ['before-tokenize', 'lookbehind'];
/** Languages Prism highlights on this site (others, such as vue, are plain text, as before). */
const HIGHLIGHTED = /\blanguage-(javascript|js|typescript|ts|tsx|jsx|bash|sql|json|python)\b/;

test('no shipped script contains Prism', () => {
  const scripts = listBuildFiles(buildDir).filter((file) => file.endsWith('.js'));
  assert.ok(scripts.length > 10, 'the build has scripts');
  for (const file of scripts) {
    const text = readBuilt(path.join(buildDir, file));
    for (const marker of PRISM_MARKERS) assert.ok(!text.includes(marker), `${file} contains Prism ("${marker}")`);
  }
});

const occurrences = (text: string, marker: string) => text.split(marker).length - 1;

/**
 * Each element matching `selector` on every built page whose HTML contains `marker` (which an
 * element matching it carries in its markup), with its page. A page's article is parsed alone
 * when the marker is nowhere else on the page: then no element outside it can match.
 */
function eachBuiltElement(
  marker: string,
  selector: string,
  visit: (element: ReturnType<cheerio.CheerioAPI>, file: string) => void,
): void {
  for (const {file} of listBuiltPages(buildDir, {baseUrl: readSiteSettings().baseUrl})) {
    const html = readBuilt(path.join(buildDir, file));
    if (!html.includes(marker)) continue;
    const article = articleHtml(html);
    const $ = loadHtml(
      article !== undefined && occurrences(article, marker) === occurrences(html, marker) ? article : html,
    );
    $(selector).each((_, element) => visit($(element), file));
  }
}

test('every code block of a language Prism knows is highlighted in the static HTML, with theme colours', () => {
  let blocks = 0;
  eachBuiltElement('prism-code', 'pre.prism-code', (pre, file) => {
    const className = pre.attr('class') ?? '';
    if (!HIGHLIGHTED.test(className)) return;
    blocks += 1;
    const coloured = pre.find('span.token').filter((_, span) => {
      const classes = (span.attribs.class ?? '').split(' ');
      // A colour of its own: the same in both modes (#…) or one per mode (light-dark(), src/prism/both-modes.ts).
      return !classes.includes('plain') && /color:(?:#|light-dark\(#)/.test(span.attribs.style ?? '');
    });
    assert.ok(coloured.length > 0, `${file}: a ${className.match(HIGHLIGHTED)![1]} block has no highlighted token`);
  });
  assert.ok(blocks > 100, `code blocks checked: ${blocks}`);
});

test('an example keeps its text and lines: the PowerSyncDatabase customQuery example', () => {
  const $ = loadHtml(readBuilt(path.join(buildDir, 'web-sdk/classes/PowerSyncDatabase.html')));
  const block = $('pre.prism-code')
    .filter((_, pre) => $(pre).text().includes('Potentially a query from an ORM'))
    .first();
  const lines = block.find('.token-line').map((_, line) => $(line).text());
  assert.deepEqual(lines.get().slice(0, 2), [
    '// Potentially a query from an ORM like Drizzle',
    'const query = db.select().from(lists);',
  ]);
  assert.equal(block.find('.token.comment').first().text(), '// Potentially a query from an ORM like Drizzle');
});

test("no code block's static HTML carries one colour mode's colours: both come from CSS", () => {
  let blocks = 0;
  eachBuiltElement('theme-code-block', '.theme-code-block', (block, file) => {
    blocks += 1;
    // The theme set these inline from the mode it rendered with (light on the server), so a
    // dark reader saw light blocks until hydration changed every one of them.
    const style = block.attr('style') ?? '';
    assert.ok(!style.includes('--prism-'), `${file}: a code block sets ${style}`);
  });
  assert.ok(blocks > 1000, `code blocks checked: ${blocks}`);
});
