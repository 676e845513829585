/**
 * The build parity harness (src/tooling/build-parity.ts) sets aside only what no reader sees:
 * hashed asset names, React's text separators and line breaks alone between two tags outside
 * `<pre>`. Any other change of an article, a twin or a text file, and a file in one build only,
 * is a difference.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {compareBuilds, comparedText} from '../../src/tooling/build-parity';
import {scratchTree} from '../scratch-dir';

const page = (nav: string, article: string) =>
  `<!doctype html><html><body><nav>${nav}</nav><main><article>${article}</article></main>` +
  `<script src="/x/assets/js/main.1a2b3c4d.js"></script></body></html>`;

const ARTICLE =
  '<header><h1>Class: Table</h1></header>\n<div class="api-history">\n<p><span>Added in 1.0</span></p>\n</div>' +
  '<p><code>a</code> <code>b</code> <img src="/x/assets/images/logo-0f1e2d3c4b.png"/></p>' +
  '<pre class="language-ts"><code><span>one</span>\n<span>two</span></code></pre>\n</div>';

const build = (files: Record<string, string>): string => scratchTree('build-parity', files);

const OLD = {
  'node-sdk/classes/Table.html': page('sidebar', ARTICLE),
  'node-sdk/classes/Table.md': '# Class: Table\n\nPackage: `@x/node` 1.0.0\n',
  'llms.txt': '# Site\n',
  'assets/js/main.1a2b3c4d.js': 'code',
};

test('what no reader sees is set aside: hashes, text separators, line breaks between tags, the page around the article', () => {
  const unseen = ARTICLE.replace('</header>\n<div', '</header>\n<!-- -->\n<div')
    .replace('</p>\n</div><p>', '</p></div>\n\n<p>')
    .replace('logo-0f1e2d3c4b', 'logo-99887766aa');
  const parity = compareBuilds(
    build(OLD),
    build({
      ...OLD,
      'node-sdk/classes/Table.html': page('another sidebar', unseen).replace('1a2b3c4d', 'ffeeddcc'),
      'assets/js/main.ffeeddcc.js': 'other code',
    }),
  );
  assert.deepEqual(parity.differences, []);
  assert.deepEqual(parity.agreeing, {html: 1, md: 1, txt: 1});
});

test('a space between inline elements, a line of code and a twin line are differences, with where they are', () => {
  const cases: Array<[string, Record<string, string>]> = [
    ['space', {'node-sdk/classes/Table.html': page('sidebar', ARTICLE.replace('</code> <code>', '</code><code>'))}],
    [
      'code line',
      {'node-sdk/classes/Table.html': page('sidebar', ARTICLE.replace('</span>\n<span>two', '</span><span>two'))},
    ],
    ['twin', {'node-sdk/classes/Table.md': '# Class: Table\n\nPackage: `@x/node` 1.0.1\n'}],
  ];
  for (const [name, changed] of cases) {
    const {differences} = compareBuilds(build(OLD), build({...OLD, ...changed}));
    assert.equal(differences.length, 1, name);
    assert.equal(differences[0].kind, 'changed', name);
    assert.equal(differences[0].file, Object.keys(changed)[0], name);
    assert.notEqual(differences[0].old, differences[0].new, name);
  }
});

test('a file in one build only is a difference; assets are not compared', () => {
  const {[`llms.txt`]: _dropped, ...withoutLlms} = OLD;
  const {differences} = compareBuilds(
    build(OLD),
    build({...withoutLlms, 'v2/node-sdk/classes/Table.html': page('', ARTICLE), 'assets/js/new.12345678.js': ''}),
  );
  assert.deepEqual(
    differences.map(({file, kind}) => [kind, file]),
    [
      ['removed', 'llms.txt'],
      ['added', 'v2/node-sdk/classes/Table.html'],
    ],
  );
});

test('an article is compared, not the page: a page without one whole', () => {
  assert.equal(comparedText('a.html', page('nav', '<p>x</p>')), '<article><p>x</p></article>');
  assert.equal(comparedText('404.html', '<html><p>gone</p>\n<p>x</p></html>'), '<html><p>gone</p><p>x</p></html>');
  assert.equal(comparedText('a.md', 'see /assets/images/x-0123abcd.png\n\n'), 'see /assets/images/x.png\n\n');
});
