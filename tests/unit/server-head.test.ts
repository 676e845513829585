/** Static rendering's page head computed once (src/plugins/server-head). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import React from 'react';
import {renderToString} from 'react-dom/server';
import {HELMET_PATCH_MARKER, patchHelmetModule} from '../../src/plugins/server-head/helmet-patch';
import {writePatchedHelmet} from '../../src/plugins/server-head';

const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve('react-helmet-async/package.json'));
const published = fs.readFileSync(path.join(packageDir, 'lib/index.module.js'), 'utf8');

type HelmetModule = typeof import('react-helmet-async');
const original = require('react-helmet-async') as HelmetModule;
const patchedModule = async () => (await import(pathToFileURL(writePatchedHelmet(process.cwd())).href)) as HelmetModule;

/** The parts of a head Docusaurus writes into a page. */
const PARTS = ['htmlAttributes', 'bodyAttributes', 'title', 'meta', 'link', 'script', 'base', 'noscript', 'style'];

/** A page's worth of Heads: a site default, a template, overrides deeper in the tree, dedupe by name and rel. */
function page({Helmet, HelmetProvider}: HelmetModule, context: Record<string, unknown>, meta: object[]) {
  const h = React.createElement;
  return h(
    HelmetProvider,
    {context},
    h(Helmet, {htmlAttributes: {lang: 'en', class: 'docs-wrapper'}, titleTemplate: '%s | API Reference'}),
    h(Helmet, {title: 'Site', meta: [{name: 'description', content: 'site'}], link: [{rel: 'icon', href: '/i.svg'}]}),
    h('div', null, h(Helmet, {title: 'Table', meta, link: [{rel: 'canonical', href: 'https://x.dev/t'}]})),
    h(Helmet, {script: [{type: 'application/ld+json', innerHTML: '{"a":1}'}], bodyAttributes: {class: 'b'}}),
    h(Helmet, {
      htmlAttributes: {class: 'docs-wrapper plugin-docs'},
      meta: [{name: 'docsearch:language', content: 'en'}],
    }),
  );
}

function rendered(module: HelmetModule, meta: object[] = [{name: 'description', content: 'Table & <rows>'}]) {
  const context: {helmet?: Record<string, {toString(): string; toComponent(): unknown}>} = {};
  const body = renderToString(page(module, context, meta));
  const helmet = context.helmet!;
  return {
    body,
    head: Object.fromEntries(PARTS.map((part) => [part, helmet[part].toString()])),
    components: JSON.stringify(PARTS.map((part) => helmet[part].toComponent())),
  };
}

test('the patch names itself, applies once, and stops the build when the code it changes is missing', () => {
  const patched = patchHelmetModule(published);
  assert.ok(patched.startsWith(HELMET_PATCH_MARKER));
  assert.equal(patchHelmetModule(patched), patched, 'patching twice changes nothing');
  assert.throws(
    () => patchHelmetModule(published.replace('r.emitChange=function(){', 'r.emitChange=function (){')),
    /cannot apply the react-helmet-async fix "server state computed once per page".*found it 0 times/,
  );
});

test('static rendering gives the same head with the patched module as with the published one', async () => {
  const patched = await patchedModule();
  const expected = rendered(original);
  assert.match(expected.head.title, /Table \| API Reference/);
  assert.match(expected.head.meta, /Table &amp; &lt;rows&gt;/);
  assert.deepEqual(rendered(patched), expected);
});

test('the head is computed once per page, not once per Head', async () => {
  const reads = (module: HelmetModule) => {
    let count = 0;
    // getTagsFromPropsList reads each instance's `meta` once per computation of the head.
    const meta = new Proxy([{name: 'description', content: 'x'}], {
      get: (target, key, receiver) => (key === 'filter' && count++, Reflect.get(target, key, receiver)),
    });
    rendered(module, meta);
    return count;
  };
  assert.ok(reads(original) >= 3, 'published: once for its own Head and once for each later one');
  assert.equal(reads(await patchedModule()), 1);
});
