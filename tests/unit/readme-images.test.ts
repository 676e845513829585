import {test} from 'node:test';
import assert from 'node:assert/strict';
import {addMissingImageAlts} from '../../src/generate/typedoc/readme-images';

test('a linked logo without alt is named after the link target; other images get an empty alt', () => {
  // As published at the top of @powersync/node, web, react-native and capacitor READMEs.
  const readme =
    '<p align="center">\n  <a href="https://www.powersync.com" target="_blank"><img src="https://github.com/logo.png"/></a>\n</p>\n<img src="x.png">';
  assert.equal(
    addMissingImageAlts(readme),
    '<p align="center">\n  <a href="https://www.powersync.com" target="_blank"><img src="https://github.com/logo.png" alt="powersync.com" /></a>\n</p>\n<img src="x.png" alt="">',
  );
});

test('images that have an alt are left alone', () => {
  const readme = '<a href="https://x.dev"><img alt="X" src="x.png"/></a> ![diagram](d.png)';
  assert.equal(addMissingImageAlts(readme), readme);
});
