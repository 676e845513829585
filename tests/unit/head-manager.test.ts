/**
 * The browser's `<Head>` (src/plugins/lean-client/head-manager.ts): what a page's head becomes
 * from the instances that declare it, with react-helmet-async's precedence.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import React from 'react';
import {declared, merged} from '../../src/plugins/lean-client/head-manager';

const h = React.createElement;

test('a Head declares its title, html and body attributes and tags, with HTML attribute names', () => {
  const one = declared([
    h('html', {key: 1, lang: 'en', className: 'docs-wrapper'}),
    h('title', {key: 2}, 'Class: ', 'Table'),
    h('meta', {key: 3, property: 'og:url', content: 'u'}),
    h('link', {key: 4, rel: 'alternate', href: 'h', hrefLang: 'en'}),
    null,
    false,
    h('script', {key: 5, type: 'application/ld+json'}, '{"a":1}'),
  ]);
  assert.deepEqual(one, {
    title: 'Class: Table',
    html: {lang: 'en', class: 'docs-wrapper'},
    body: {},
    tags: [
      {type: 'meta', attributes: {property: 'og:url', content: 'u'}},
      {type: 'link', attributes: {rel: 'alternate', href: 'h', hreflang: 'en'}},
      {type: 'script', attributes: {type: 'application/ld+json'}, text: '{"a":1}'},
    ],
  });
});

test('a later Head wins: title, each attribute, and each tag with the same key', () => {
  const layout = declared([
    h('html', {key: 1, lang: 'en', className: 'plugin-docs'}),
    h('title', {key: 2}, 'Site'),
    h('meta', {key: 3, name: 'twitter:card', content: 'summary_large_image'}),
    h('meta', {key: 4, name: 'description', content: 'site'}),
    h('link', {key: 5, rel: 'canonical', href: 'https://x/a'}),
    // Two alternates with one href in one instance both stay (en and x-default).
    h('link', {key: 6, rel: 'alternate', href: 'https://x/a', hrefLang: 'en'}),
    h('link', {key: 7, rel: 'alternate', href: 'https://x/a', hrefLang: 'x-default'}),
  ]);
  const page = declared([
    h('html', {key: 1, className: 'plugin-docs docs-doc-page'}),
    h('title', {key: 2}, 'Page | Site'),
    h('meta', {key: 3, name: 'twitter:card', content: 'summary'}),
    h('link', {key: 4, rel: 'canonical', href: 'https://x/b'}),
    h('meta', {key: 5}),
  ]);
  const head = merged([layout, page]);
  assert.equal(head.title, 'Page | Site');
  assert.deepEqual(head.html, {lang: 'en', class: 'plugin-docs docs-doc-page'});
  assert.deepEqual(
    head.tags.map((t) => `${t.type} ${JSON.stringify(t.attributes)}`),
    [
      'meta {"name":"description","content":"site"}',
      'link {"rel":"alternate","href":"https://x/a","hreflang":"en"}',
      'link {"rel":"alternate","href":"https://x/a","hreflang":"x-default"}',
      'meta {"name":"twitter:card","content":"summary"}',
      'link {"rel":"canonical","href":"https://x/b"}',
    ],
    "the page's twitter card and canonical replace the layout's; a tag without a key is not written",
  );
  assert.deepEqual(merged([page, layout]).title, 'Site', 'order decides, not depth');
});
