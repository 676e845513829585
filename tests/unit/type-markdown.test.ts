/** A type in running text written from its tokens (src/generate/typedoc/type-markdown.ts). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {toString} from 'mdast-util-to-string';
import {typeMarkdown} from '../../src/generate/typedoc/type-markdown';
import {flatText, type Token} from '../../src/page-model/types';
import {parseDeclarationLink} from '../../src/generate/typedoc/type-links';

const type = (text: string, more: Partial<Token> = {}): Token => ({text, kind: 'type', ...more});
const punct = (text: string): Token => ({text, kind: 'punctuation'});

/** `Promise<Table<any> | { [key: string]: A_B; *x?: `${string}` }>[]` with a page, a URL and a declaration link. */
const tokens: Token[] = [
  type('Promise', {target: 'https://developer.mozilla.org/Promise'}),
  punct('<'),
  type('Table', {target: 'classes/Table.md'}),
  punct('<'),
  {text: 'any', kind: 'keyword'},
  punct('>'),
  {text: '\n    ', kind: 'break', flat: ' | '},
  punct('{'),
  {text: '\n  ', kind: 'break', flat: ' '},
  punct('['),
  {text: 'key', kind: 'name'},
  punct(': '),
  {text: 'string', kind: 'keyword'},
  punct(']: '),
  type('A_B', {declaration: 'pkg/a.d.ts#A_B'}),
  punct('; '),
  {text: '*x', kind: 'name'},
  punct('?: '),
  {text: '`${string}`', kind: 'literal'},
  punct(';'),
  {text: '\n', kind: 'break', flat: ' '},
  punct('}>[]'),
];

test('a type in running text reads as its tokens on one line, each name linked where it has a target', () => {
  const markdown = typeMarkdown(tokens, 'functions/f.md');
  assert.doesNotMatch(markdown, /\n/);
  const tree = fromMarkdown(markdown);
  assert.equal(toString(tree), flatText(tokens));
  const paragraph = tree.children[0] as {children: Array<{type: string; url?: string; children?: unknown[]}>};
  const links = paragraph.children.filter((node) => node.type === 'link');
  assert.deepEqual(
    links.map((link) => [toString(link), parseDeclarationLink(link.url!)?.key ?? link.url]),
    [
      ['Promise', 'https://developer.mozilla.org/Promise'],
      // A page of the section, relative to the page the type is on.
      ['Table', '../classes/Table.md'],
      ['A_B', 'pkg/a.d.ts#A_B'],
    ],
  );
  // Names, keywords and literals as code, linked or not; punctuation as text, never emphasis or HTML.
  const kinds = (nodes: Array<{type: string; children?: unknown[]}>): string[] =>
    nodes.flatMap((node) => (node.type === 'link' ? kinds(node.children as typeof nodes) : [node.type]));
  assert.deepEqual([...new Set(kinds(paragraph.children))].sort(), ['inlineCode', 'text']);
});

test("a union's bar is escaped, so that a type stays in its table cell", () => {
  assert.match(
    typeMarkdown([{text: 'A', kind: 'keyword'}, punct(' | '), {text: 'B', kind: 'keyword'}], 'p.md'),
    /\\\|/,
  );
});
