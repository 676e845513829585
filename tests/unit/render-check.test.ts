import {test} from 'node:test';
import assert from 'node:assert/strict';
import {renderingDefects} from '../../src/tooling/render-check/rendering-defects';

const page = (article: string, head = '') =>
  `<html><head>${head}</head><body><nav>{@link Nav}</nav><article>${article}</article></body></html>`;
const kinds = (html: string) => renderingDefects(html).map((d) => `${d.kind}: ${d.text}`);

test('a clean page has no rendering defects, whatever its code blocks and type syntax show', () => {
  const html = page(
    `<h1>Class: Table&lt;Columns extends ColumnsType&gt;</h1><p>Returns <code>Promise&lt;void&gt;</code> or Array&lt;T&gt; (see #12).</p>
<pre><code>protected get powersync(): Db;</code></pre><pre><code>&lt;caption&gt;in an example&lt;/caption&gt; ## in code</code></pre>
<table><tr><td><strong>Compatibility warning</strong> text<td><code>"## not a heading"</code></table>`,
    '<meta name="description" content="Uses WatchedQuery.">',
  );
  assert.deepEqual(
    kinds(html).filter((k) => !k.includes('Nav')),
    [],
  );
});

test('each defect is found: {@link} anywhere, heading in a cell, HTML tag as text, modifier order, unmapped MDX', () => {
  const html = page(
    `<h1>Class: Table</h1><p>&lt;caption&gt;Use this instead&lt;/caption&gt;</p>
<admonition type="note"><p>Note</p></admonition><details><summary>More</summary></details>
<table><tr><td>Rust client. ## Compatibility warning</table>
<pre><code>get protected powersync(): Db;</code></pre><pre><code>abstract protected openAdapter(): DBAdapter;</code></pre>`,
    '<meta name="description" content="An existing {@link WatchedQuery} instance.">',
  );
  assert.deepEqual(kinds(html), [
    'link-tag: {@link WatchedQuery}',
    'link-tag: {@link Nav}',
    'unmapped-mdx-element: <admonition type="note"><p>Note</p></admonition>',
    'unmapped-mdx-element: <details><summary>More</summary></details>',
    'modifier-order: get protected powersync(): Db;',
    'modifier-order: abstract protected openAdapter(): DBAdapter;',
    'heading-in-table-cell: ## Compatibility warning',
    'html-tag-as-text: <caption>',
    'html-tag-as-text: </caption>',
  ]);
});

test('a Suspense boundary the server left pending is a defect; a completed one is not', () => {
  const pending = '<!--$?--><template id="B:0"></template><!--/$--><div hidden id="S:0"><p>Page Not Found</p></div>';
  assert.deepEqual(
    kinds(page('<h1>A</h1>') + pending).filter((k) => !k.includes('Nav')),
    [`pending-boundary: ${pending.slice(0, 80)}`],
  );
  assert.deepEqual(
    kinds(page('<h1>A</h1><!--$--><p>served</p><!--/$-->')).filter((k) => !k.includes('Nav')),
    [],
  );
});
