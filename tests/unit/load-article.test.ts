import {test} from 'node:test';
import assert from 'node:assert/strict';
import {loadArticle, loadHtml} from '../../src/tooling/load-html';

/** A page shaped like the build's: head, navbar and sidebar around the one article. */
const page = (article: string, after = '') =>
  `<!doctype html><html lang="en"><head><title>T</title><script>var a = "<b>";</script></head><body>` +
  `<nav class="navbar"><a href="/x">X</a><p>unclosed sidebar paragraph<ul><li><a href="/y">Y &amp; Z</a></li></ul></nav>` +
  `<main><div class="row">${article}</div>${after}</main><footer><p>© 2026</p></footer></body></html>`;

const ARTICLE =
  `<article><div class="theme-doc-markdown markdown"><header><h1>Class: <span>Table</span></h1></header>` +
  `<p data-import-line="">import { Table } from '@powersync/web';</p><h2 id="properties">Properties</h2>` +
  `<h3 id="columns">columns<a class="hash-link" href="#columns">\u200b</a></h3>` +
  `<pre class="signature"><code>columns: <a href="/t">Column</a>[] &lt;T&gt;</code></pre>` +
  `<p>Text with <code>&lt;caption&gt;</code>, an entity &#x27;quoted&#x27; &nbsp;and <br> a void element<img src="a.png">.</p>` +
  `<table><tr><td>## not a heading</td></tr></table></div></article>`;

/** What a check can read of the article: its markup and text, and its elements by selector. */
const readable = ($: ReturnType<typeof loadHtml>) => ({
  html: $('article')
    .toArray()
    .map((element) => $.html(element)),
  text: $('article').text(),
  headings: $('article h3')
    .map((_, h) => $(h).attr('id'))
    .get(),
  importLine: $('[data-import-line]').text(),
  links: $('article pre.signature a')
    .map((_, a) => $(a).attr('href'))
    .get(),
});

test("a page's article alone reads as in the whole page's parse", () => {
  const html = page(ARTICLE);
  assert.deepEqual(readable(loadArticle(html)), readable(loadHtml(html)));
  assert.equal(loadArticle(html)('article h1').text(), 'Class: Table');
  // Nothing outside the article is parsed.
  assert.equal(loadArticle(html)('nav').length, 0);
});

test('a page without an article has none either way', () => {
  const html = page('<div>no article here</div>');
  assert.equal(loadHtml(html)('article').length, 0);
  assert.equal(loadArticle(html)('article').length, 0);
});

test('a page with two articles, or a second close tag, is parsed whole', () => {
  const two = page(ARTICLE, '<article><p>second</p></article>');
  assert.deepEqual(readable(loadArticle(two)), readable(loadHtml(two)));
  assert.equal(loadArticle(two)('article').length, 2);
  // `</article>` in a script after the article: the article's extent is not plain from its tags.
  const script = page(ARTICLE, '<script>document.write("</article>")</script>');
  assert.equal(loadArticle(script)('nav').length, 1);
  assert.deepEqual(readable(loadArticle(script)), readable(loadHtml(script)));
});
