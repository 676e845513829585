/**
 * The DocSearch modal's footer as readers see it: the vendor bundle of @docsearch/react 3.9.0,
 * patched as the build patches it (src/plugins/search/docsearch-patch.ts), rendered with the
 * texts the SearchBar gives it (src/theme/SearchBar/spec-translations.ts). The embedded index
 * sends nothing to Algolia, so its footer must not name or link Algolia; hosted search keeps
 * Algolia's logo. The spec's hint "Search by" stays in both.
 */
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {pathToFileURL} from 'node:url';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {patchDocSearchBundle} from '../../src/plugins/search/docsearch-patch';
import {EMBEDDED_SEARCH_NAME, withSpecTexts} from '../../src/theme/SearchBar/spec-translations';

const require = createRequire(import.meta.url);
const bundle = fs.readFileSync(
  path.join(path.dirname(require.resolve('@docsearch/react/package.json')), 'dist/esm/index.js'),
  'utf8',
);
// Inside the repository, so that the module's `react` import resolves to the site's React.
fs.mkdirSync(path.resolve('.cache'), {recursive: true});
const dir = fs.mkdtempSync(path.resolve('.cache', 'search-footer-'));
after(() => fs.rmSync(dir, {recursive: true, force: true}));

async function footerOf(embedded: boolean): Promise<string> {
  const file = path.join(dir, `docsearch-${embedded}.mjs`);
  fs.writeFileSync(file, patchDocSearchBundle(bundle));
  const {DocSearchModal} = (await import(pathToFileURL(file).href)) as {
    DocSearchModal: React.FC<Record<string, unknown>>;
  };
  // What the modal reads of the browser while rendering (the hosted logo's link names the host).
  const stub = {location: {hostname: 'example.test'}, getSelection: () => ({toString: () => ''})};
  Object.assign(globalThis, {window: stub});
  try {
    const html = renderToStaticMarkup(
      React.createElement(DocSearchModal, {
        appId: 'local',
        apiKey: 'local-search-only',
        indexName: 'powersync-js',
        translations: withSpecTexts({}, embedded),
      }),
    );
    return /<footer class="DocSearch-Footer">[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';
  } finally {
    delete (globalThis as {window?: unknown}).window;
  }
}

test('embedded search: the footer says "Search by" and names the site’s own index, with no Algolia logo or link', async () => {
  const footer = await footerOf(true);
  assert.match(footer, new RegExp(`>Search by ${EMBEDDED_SEARCH_NAME}<`));
  assert.doesNotMatch(footer, /algolia/i);
  for (const hint of ['to select', 'to navigate', 'to close']) assert.ok(footer.includes(hint), hint);
});

test('hosted search: the footer keeps "Search by" and Algolia’s logo, linked to Algolia', async () => {
  const footer = await footerOf(false);
  assert.match(footer, /<span class="DocSearch-Label">Search by<\/span><svg[^>]*aria-label="Algolia"/);
  assert.match(footer, /href="https:\/\/www\.algolia\.com\/ref\/docsearch\//);
  assert.ok(!footer.includes(EMBEDDED_SEARCH_NAME));
});
