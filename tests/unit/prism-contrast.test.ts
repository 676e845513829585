import {test} from 'node:test';
import assert from 'node:assert/strict';
import {themes} from 'prism-react-renderer';
import {contrastRatio, parseColor, readableOn, withReadableTokens, WCAG_AA_TEXT} from '../../src/prism/contrast';
import configModule from '../../docusaurus.config';

// docusaurus.config.ts is a CommonJS module seen from this ES module test.
const config = (configModule as typeof configModule & {default?: typeof configModule}).default ?? configModule;

test('contrast ratio matches the WCAG formula', () => {
  assert.equal(Number(contrastRatio('#000', '#fff').toFixed(2)), 21);
  assert.equal(Number(contrastRatio('#777777', '#ffffff').toFixed(2)), 4.48);
  assert.deepEqual(parseColor('rgb(98, 114, 164)'), [98, 114, 164]);
  assert.throws(() => parseColor('hsl(0 0% 0%)'), /unsupported colour "hsl\(0 0% 0%\)"/);
});

test('readable colours are kept, unreadable ones move towards black or white only as far as needed', () => {
  assert.equal(readableOn('#393A34', '#f6f8fa'), '#393A34');
  const comment = readableOn('#999988', '#f6f8fa');
  assert.ok(contrastRatio(comment, '#f6f8fa') >= WCAG_AA_TEXT);
  assert.ok(contrastRatio(comment, '#f6f8fa') < WCAG_AA_TEXT + 0.3, `${comment} is darker than needed`);
  const darkComment = readableOn('rgb(98, 114, 164)', '#282A36');
  assert.ok(contrastRatio(darkComment, '#282A36') >= WCAG_AA_TEXT);
  assert.ok(parseColor(darkComment)[0] > 98, 'on a dark background the colour gets lighter');
});

test('the site code themes (light and dark) have every token at WCAG AA contrast', () => {
  const prism = (config.themeConfig as {prism: {theme: typeof themes.github; darkTheme: typeof themes.github}}).prism;
  for (const theme of [prism.theme, prism.darkTheme]) {
    const background = theme.plain.backgroundColor!;
    for (const {types, style} of [{types: ['plain'], style: theme.plain}, ...theme.styles]) {
      if (style.color)
        assert.ok(
          contrastRatio(style.color, background) >= WCAG_AA_TEXT,
          `${types.join(',')} ${style.color} on ${background}`,
        );
    }
  }
  // The stock themes do fail: this is what the site fixes.
  assert.ok(contrastRatio('#999988', themes.github.plain.backgroundColor!) < WCAG_AA_TEXT);
  assert.deepEqual(withReadableTokens(themes.github).styles.length, themes.github.styles.length);
});
