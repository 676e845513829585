/**
 * No built page shows TypeDoc or Markdown source where rendered output belongs
 * (src/tooling/render-check/rendering-defects.ts): `{@link}` text, a heading inside a table cell, an
 * HTML tag as text, signature modifiers out of TypeScript's order. One test per kind of defect.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {builtPageHtml, builtSiteFiles} from './build-files';
import {loadHtml} from '../../src/tooling/load-html';
import {
  renderingDefects,
  type RenderingDefect,
  type RenderingDefectKind,
} from '../../src/tooling/render-check/rendering-defects';

const buildDir = path.resolve('build');

let scanned: Array<RenderingDefect & {page: string}> | undefined;
function defectsOfSite(): Array<RenderingDefect & {page: string}> {
  if (scanned) return scanned;
  assert.ok(fs.existsSync(path.join(buildDir, 'index.html')), 'run `npm run build` first');
  const site = builtSiteFiles(buildDir);
  const pages = site.list().filter((file) => file.endsWith('.html'));
  assert.ok(pages.length > 800, `only ${pages.length} pages found`);
  scanned = pages.flatMap((page) => renderingDefects(site.read(page)).map((defect) => ({...defect, page})));
  return scanned;
}

function assertNone(kind: RenderingDefectKind): void {
  const found = defectsOfSite().filter((defect) => defect.kind === kind);
  const pages = new Set(found.map((defect) => defect.page));
  const list = found
    .slice(0, 20)
    .map((defect) => `  ${defect.page}: ${defect.text}`)
    .join('\n');
  assert.equal(
    found.length,
    0,
    `${kind}: ${found.length} in ${pages.size} pages${found.length > 20 ? ' (first 20)' : ''}:\n${list}`,
  );
}

test('no built page contains {@link} source text (page body or meta tags)', () => assertNone('link-tag'));
test('no built page holds content the server streamed in hidden (a pending Suspense boundary)', () =>
  assertNone('pending-boundary'));
test('no table cell of a built page holds a Markdown heading', () => assertNone('heading-in-table-cell'));
test('no built page shows an HTML tag as text outside code', () => assertNone('html-tag-as-text'));
test('no signature shows its modifiers out of TypeScript order (get protected x)', () => assertNone('modifier-order'));
test('no link, paragraph or table cell holds a code block (inline code stays inline)', () =>
  assertNone('code-block-in-text'));
test('no page has an admonition, <details> or Mermaid diagram, which the MDX components do not map', () =>
  assertNone('unmapped-mdx-element'));

test('a union is laid out by the length the reader sees, not the length of its links', () => {
  // `ColumnType` is a link (a long one in the generated Markdown); the union is short as read.
  const $ = loadHtml(builtPageHtml('web-sdk/classes/Column'));
  const blocks = $('article pre code')
    .map((_, code) => $(code).text().trim())
    .get()
    .filter((text) => text.startsWith('get type()'));
  assert.deepEqual(blocks, ['get type(): ColumnType | undefined;']);
  const linked = $('article pre code a')
    .map((_, a) => $(a).text())
    .get();
  assert.ok(linked.includes('ColumnType'), `linked names: ${linked.join(', ')}`);
});
