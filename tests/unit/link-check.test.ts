import {test} from 'node:test';
import assert from 'node:assert/strict';
import {checkLinks, pageUrlFor, scanPage, type SiteFiles} from '../../src/tooling/link-check/links';

const options = {baseUrl: '/powersync-js/', siteUrl: 'https://powersync-ja.github.io'};

function site(files: Record<string, string>): SiteFiles {
  return {list: () => Object.keys(files), read: (file) => files[file]};
}

/** A generated API page: a method heading, then its parameter headings (as Docusaurus renders them). */
const classPage = `<!doctype html><html><body><article>
  <h1>Class: Table</h1>
  <h2 id=methods>Methods</h2>
  <h3 id=query>query()<a href=#query class=hash-link>\u200b</a></h3>
  <h4 id=parameters>Parameters<a href=#parameters class=hash-link>\u200b</a></h4>
  <h5 id=options>options<a href=#options class=hash-link>\u200b</a></h5>
  <h4 id=returns>Returns</h4>
  <h3 id=options-1>options</h3>
  <a name=legacy-anchor></a>
</article>
<ul><li><a class="table-of-contents__link toc-highlight" href=#options>options</a></li></ul>
</body></html>`;

test('pages are served at their clean URL', () => {
  assert.equal(pageUrlFor('index.html', '/powersync-js/'), '/powersync-js/');
  assert.equal(pageUrlFor('node-sdk/classes/Table.html', '/powersync-js/'), '/powersync-js/node-sdk/classes/Table');
  assert.equal(pageUrlFor('node-sdk/index.html', '/powersync-js/'), '/powersync-js/node-sdk/');
});

test('a page scan finds ids, named anchors, headings under their section, and every URL attribute', () => {
  const scan = scanPage(
    classPage +
      '<img src=/powersync-js/img/logo.svg><link rel=preconnect href=https://x.invalid><script src=app.js></script>',
  );
  assert.ok(scan.anchors.has('query') && scan.anchors.has('legacy-anchor'));
  assert.deepEqual(scan.headings.get('options'), {level: 5, text: 'options', parent: 'Parameters'});
  assert.deepEqual(scan.headings.get('options-1'), {level: 3, text: 'options', parent: 'Methods'});
  assert.deepEqual(
    scan.references.filter((r) => !r.selfLink).map((r) => `${r.element} ${r.url}`),
    ['img /powersync-js/img/logo.svg', 'script app.js'],
  );
});

test('links that resolve are not reported; external and non-http links are not checked', () => {
  const report = checkLinks(
    site({
      'index.html': `<a href=/powersync-js/node-sdk/classes/Table>page</a>
        <a href="/powersync-js/node-sdk/classes/Table.html#query">.html and anchor</a>
        <a href=node-sdk/classes/Table#options-1>relative</a>
        <a href="https://powersync-ja.github.io/powersync-js/node-sdk/classes/Table#legacy-anchor">absolute to our site</a>
        <a href=/powersync-js/node-sdk>section</a>
        <a href=https://github.com/powersync-ja/powersync-js>external</a>
        <a href=mailto:a@b.c>mail</a><a href="javascript:void(0)">js</a><a href="">empty</a>
        <img src=/powersync-js/img/logo.svg>`,
      'node-sdk/classes/Table.html': classPage,
      'node-sdk/index.html': '<h1 id=node>Node</h1>',
      'img/logo.svg': '<svg/>',
    }),
    options,
  );
  assert.deepEqual(report.broken, []);
  assert.equal(report.pages, 3);
  // 6 on index.html, 4 self links on the class page (3 heading links, 1 table-of-contents link)
  assert.equal(report.links, 10);
});

test('missing pages, missing anchors, paths outside the base and parameter landings are reported', () => {
  const report = checkLinks(
    site({
      'index.html': `<a href=/powersync-js/node-sdk/classes/Gone>missing page</a>
        <a href=/powersync-js/node-sdk/classes/Table#nope>missing anchor</a>
        <a href=/powersync-js/node-sdk/classes/Table#nope>same target twice</a>
        <a href=/elsewhere/page>outside base</a>
        <a href=/powersync-js/node-sdk/classes/Table#options>lands on a parameter</a>
        <a href=/powersync-js/node-sdk/classes/Table#parameters>lands on the Parameters heading</a>
        <a href=/powersync-js/assets/missing.js>asset</a>`,
      'node-sdk/classes/Table.html': classPage,
    }),
    options,
  );
  assert.deepEqual(
    report.broken.map((b) => `${b.target} ${b.reason}`),
    [
      '/powersync-js/node-sdk/classes/Gone no such page or file',
      '/powersync-js/node-sdk/classes/Table#nope no such anchor',
      '/powersync-js/node-sdk/classes/Table#nope no such anchor',
      '/elsewhere/page outside the base path',
      '/powersync-js/node-sdk/classes/Table#options anchor lands on a parameter heading',
      '/powersync-js/node-sdk/classes/Table#parameters anchor lands on a parameter heading',
      '/powersync-js/assets/missing.js no such page or file',
    ],
  );
  assert.equal(report.brokenTargets.length, 6);
});

test('an id used twice on a page is reported once', () => {
  const report = checkLinks(
    site({'index.html': '<h2 id=a>A</h2><h3 id=a>A</h3><h3 id=a>A</h3><h3 id=b>B</h3>'}),
    options,
  );
  assert.deepEqual(
    report.broken.map((b) => `${b.target} ${b.reason}`),
    ['/powersync-js/#a duplicate id on the page'],
  );
});

test('percent-encoded fragments match their decoded id', () => {
  const report = checkLinks(
    site({'index.html': '<h2 id="ünicode-x">Ü</h2><a href="#%C3%BCnicode-x">x</a><a href="#%E0%A4%A">bad escape</a>'}),
    options,
  );
  assert.deepEqual(
    report.broken.map((b) => b.reason),
    ['no such anchor'],
  );
});
