/**
 * The engine's answers to the search safety corpus (tests/search-safety-corpus.ts), asked in Node
 * as the modal and the search page ask them (src/tooling/shipped-search.ts). Both render the
 * answer's texts as HTML (DocSearch its highlights and snippets, the search page its titles and
 * section links): whatever a reader types, those hold no markup but the engine's own (its marks,
 * <wbr> and the search page's section links), and no hit links to a script.
 *
 * Moved from the browser (tests/e2e/search-safety.spec.ts typed two markup payloads key by key,
 * the modal searching and rendering each prefix, about 4 of that test's 8 CPU-seconds): every
 * prefix of the typed payloads is asked here; the browser still pastes every payload whole (and
 * types one), and checks what the modal and the page render of it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {AlgoliaHit, AlgoliaSearchResult} from '../../src/search/algolia-response';
import {shippedSearch} from '../../src/tooling/shipped-search';
import {PAYLOADS, QUERY_LIMIT, TYPED_PAYLOADS} from '../search-safety-corpus';

const search = shippedSearch();

/**
 * The engine's own markup: the modal's marks, the search page's highlights (its own tag), breaks
 * between the words of a name, the search page's section links.
 */
const OWN_MARKUP =
  /<\/?mark>|<span class="algolia-docsearch-suggestion--highlight">|<\/span>|<wbr\s*\/?>|<a class="search-result-section" href="[^"<>]*">|<\/a>/g;

/** Each HTML text of a hit (its escaped fields, highlights and snippets) with its place. */
function htmlTexts(hit: AlgoliaHit): Array<[where: string, html: string]> {
  const out: Array<[string, string]> = [];
  const walk = (value: unknown, where: string) => {
    if (typeof value === 'string') out.push([where, value]);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) walk(inner, `${where}.${key}`);
  };
  walk(hit.hierarchy, 'hierarchy');
  walk(hit.content, 'content');
  walk(hit._highlightResult, '_highlightResult');
  walk(hit._snippetResult, '_snippetResult');
  return out;
}

/** What in an answer is markup the engine did not make, or a link that runs a script. */
function foreignMarkup(query: string, answer: AlgoliaSearchResult): string[] {
  const problems: string[] = [];
  for (const hit of answer.hits) {
    for (const [where, html] of htmlTexts(hit)) {
      const rest = html.replace(OWN_MARKUP, '');
      if (/[<>]/.test(rest)) problems.push(`${JSON.stringify(query)}: ${hit.objectID} ${where}: ${html}`);
    }
    for (const url of [hit.url, ...(hit.sections ?? []).map((s) => s.url)])
      if (/^\s*javascript:/i.test(url ?? '')) problems.push(`${JSON.stringify(query)}: ${hit.objectID} links ${url}`);
  }
  return problems;
}

test('the corpus is large and varied, and names the payloads typed key by key', () => {
  assert.ok(PAYLOADS.length >= 30, `${PAYLOADS.length} payloads`);
  assert.equal(new Set(PAYLOADS).size, PAYLOADS.length);
  for (const typed of TYPED_PAYLOADS) assert.ok(PAYLOADS.includes(typed));
});

test('every prefix of a typed payload: the modal answers with no markup but its own', async () => {
  const problems: string[] = [];
  let asked = 0;
  let answeredWithHits = 0;
  for (const payload of TYPED_PAYLOADS) {
    const typed = payload.slice(0, QUERY_LIMIT);
    for (let length = 1; length <= typed.length; length += 1) {
      const answer = await search.modal(typed.slice(0, length));
      asked += 1;
      if (answer.hits.length > 0) answeredWithHits += 1;
      problems.push(...foreignMarkup(typed.slice(0, length), answer));
    }
  }
  assert.deepEqual(problems, []);
  // The check reads hits: most prefixes of the markup payloads find some.
  assert.ok(answeredWithHits > asked / 3, `${answeredWithHits} of ${asked} prefixes answered with hits`);
});

test('every payload, as the modal takes it and as the search page takes ?q=: no markup but the engine’s own', async () => {
  const problems: string[] = [];
  for (const payload of PAYLOADS) {
    problems.push(...foreignMarkup(payload, await search.modal(payload.slice(0, QUERY_LIMIT))));
    problems.push(...foreignMarkup(payload, await search.searchPage(payload)));
  }
  assert.deepEqual(problems, []);
});
