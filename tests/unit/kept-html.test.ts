/**
 * Kept HTML (src/components/KeptHtml): which blocks may keep the server's HTML at hydration
 * (plain content only), and which links of a kept block the app follows itself.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import React from 'react';
import {isPlainTree, type PlainRule} from '../../src/components/KeptHtml/plain-tree';
import {inAppPath, isFollowableClick} from '../../src/components/KeptHtml/in-app-link';

const A = (props: {href: string; children?: React.ReactNode}) => React.createElement('a', props);
const Code = (props: {children?: React.ReactNode}) => React.createElement('code', props);
const Button = () => React.createElement('button', null, 'Copy');
const RULES = new Map<unknown, PlainRule>([
  [A, () => true],
  [Code, ({children}) => typeof children === 'string' && !children.includes('\n')],
]);
const h = React.createElement;

test('plain content: text, HTML elements, fragments and components whose rule allows their props', () => {
  assert.equal(isPlainTree('just text', RULES), true);
  assert.equal(isPlainTree(undefined, RULES), true);
  assert.equal(isPlainTree(['Defined in: ', h(A, {href: '/x'}, h(Code, null, 'Table')), 42], RULES), true);
  assert.equal(
    isPlainTree(h('span', null, h(React.Fragment, null, h('strong', null, 'a'), h(A, {href: '/y'}))), RULES),
    true,
  );
});

test('not plain: an unknown component anywhere below, or a known one its rule declines', () => {
  assert.equal(isPlainTree(['text', h(Button)], RULES), false);
  assert.equal(isPlainTree(h('span', null, h('em', null, h(Button))), RULES), false);
  assert.equal(isPlainTree(h(A, {href: '/x'}, h(Button)), RULES), false, 'children of a known component are checked');
  assert.equal(isPlainTree(h(Code, null, 'two\nlines'), RULES), false);
});

const here = {href: 'http://127.0.0.1:3000/powersync-js/node-sdk/classes/Table', origin: 'http://127.0.0.1:3000'};
const anchor = (href: string, target = '', download = false) => ({href, target, download});

test('a kept link the app follows: a path of this origin, with its search and hash', () => {
  assert.equal(
    inAppPath(anchor('/powersync-js/node-sdk/classes/TableV2'), here),
    '/powersync-js/node-sdk/classes/TableV2',
  );
  assert.equal(
    inAppPath(anchor('/powersync-js/node-sdk/changes#v0-1-0'), here),
    '/powersync-js/node-sdk/changes#v0-1-0',
  );
  assert.equal(inAppPath(anchor('Column?x=1', '_self'), here), '/powersync-js/node-sdk/classes/Column?x=1');
  assert.equal(inAppPath(anchor('http://127.0.0.1:3000/powersync-js/'), here), '/powersync-js/');
});

test('links left to the browser: other origins, other windows, downloads, same-page #targets, no href', () => {
  assert.equal(inAppPath(anchor('https://github.com/powersync-ja/powersync-js', '_blank'), here), undefined);
  assert.equal(inAppPath(anchor('https://github.com/powersync-ja/powersync-js'), here), undefined);
  assert.equal(inAppPath(anchor('/powersync-js/node-sdk', '_blank'), here), undefined);
  assert.equal(inAppPath(anchor('/powersync-js/files/a.zip', '', true), here), undefined);
  assert.equal(inAppPath(anchor('#constructor'), here), undefined);
  assert.equal(inAppPath(anchor(''), here), undefined);
  assert.equal(inAppPath(anchor('mailto:team@example.com'), here), undefined);
});

test('only a plain, unhandled click is taken over', () => {
  const click = {button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false};
  assert.equal(isFollowableClick(click), true);
  assert.equal(isFollowableClick({...click, defaultPrevented: true}), false);
  assert.equal(isFollowableClick({...click, button: 1}), false);
  for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)
    assert.equal(isFollowableClick({...click, [key]: true}), false, key);
});
