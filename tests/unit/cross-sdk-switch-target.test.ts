import {test} from 'node:test';
import assert from 'node:assert/strict';
import {sectionOf, switchTarget, type SwitchContext} from '../../src/cross-sdk/switch-target';

const baseUrl = '/powersync-js/';
const sections = ['node-sdk', 'web-sdk', 'react-sdk'];
const docs = new Set([
  '/powersync-js/node-sdk',
  '/powersync-js/web-sdk',
  '/powersync-js/react-sdk',
  '/powersync-js/node-sdk/classes/Table',
  '/powersync-js/web-sdk/classes/Table',
  '/powersync-js/node-sdk/globals',
  '/powersync-js/web-sdk/globals',
  '/powersync-js/node-sdk/classes',
  '/powersync-js/web-sdk/classes',
]);
const anchors = {
  path: '/powersync-js/node-sdk/classes/Table',
  anchors: ['constructor', 'columns', 'nodeonly'],
  missingAnchors: {'web-sdk': ['nodeonly']},
};
const context = (pathname: string, hash = '', withAnchors = true): SwitchContext => ({
  baseUrl,
  pathname,
  hash,
  sections,
  hasDoc: (p) => docs.has(p),
  anchors: withAnchors ? anchors : undefined,
});

test('the same symbol in the chosen section, keeping an anchor that exists there', () => {
  assert.equal(
    switchTarget(context('/powersync-js/node-sdk/classes/Table', '#columns'), 'web-sdk'),
    '/powersync-js/web-sdk/classes/Table#columns',
  );
  assert.equal(
    switchTarget(context('/powersync-js/node-sdk/classes/Table'), 'web-sdk'),
    '/powersync-js/web-sdk/classes/Table',
  );
});

test('an anchor the chosen section lacks, or one not known, is dropped', () => {
  assert.equal(
    switchTarget(context('/powersync-js/node-sdk/classes/Table', '#nodeonly'), 'web-sdk'),
    '/powersync-js/web-sdk/classes/Table',
  );
  assert.equal(
    switchTarget(context('/powersync-js/node-sdk/classes/Table', '#parameters-3'), 'web-sdk'),
    '/powersync-js/web-sdk/classes/Table',
  );
  assert.equal(
    switchTarget(context('/powersync-js/node-sdk/classes/Table', '#columns', false), 'web-sdk'),
    '/powersync-js/web-sdk/classes/Table',
  );
});

test('anchors published for another page are not used', () => {
  const ctx = {...context('/powersync-js/node-sdk/classes/Other', '#columns'), hasDoc: () => true};
  assert.equal(switchTarget(ctx, 'web-sdk'), '/powersync-js/web-sdk/classes/Other');
});

test('a symbol the chosen section does not have leads to that section index', () => {
  assert.equal(
    switchTarget(context('/powersync-js/node-sdk/classes/Table', '#columns'), 'react-sdk'),
    '/powersync-js/react-sdk',
  );
});

test('section-level pages map to the same page when it exists, else the index', () => {
  assert.equal(switchTarget(context('/powersync-js/node-sdk/globals'), 'web-sdk'), '/powersync-js/web-sdk/globals');
  assert.equal(switchTarget(context('/powersync-js/node-sdk/classes'), 'react-sdk'), '/powersync-js/react-sdk');
  assert.equal(switchTarget(context('/powersync-js/node-sdk'), 'web-sdk'), '/powersync-js/web-sdk');
});

test('outside any section (landing page, search) the chosen section index', () => {
  assert.equal(switchTarget(context('/powersync-js/'), 'web-sdk'), '/powersync-js/web-sdk');
  assert.equal(switchTarget(context('/powersync-js/search'), 'node-sdk'), '/powersync-js/node-sdk');
});

test('the section of a path', () => {
  assert.deepEqual(sectionOf('/powersync-js/node-sdk/classes/Table', baseUrl, sections), {
    sdk: 'node-sdk',
    rest: '/classes/Table',
  });
  assert.deepEqual(sectionOf('/powersync-js/node-sdk/', baseUrl, sections), {sdk: 'node-sdk', rest: ''});
  assert.deepEqual(sectionOf('/powersync-js/web-sdk/classes/Table.html', baseUrl, sections), {
    sdk: 'web-sdk',
    rest: '/classes/Table',
  });
  assert.equal(sectionOf('/powersync-js/unknown-sdk/x', baseUrl, sections), undefined);
  assert.equal(sectionOf('/elsewhere/node-sdk', baseUrl, sections), undefined);
});
