import {test} from 'node:test';
import assert from 'node:assert/strict';
import {themes} from 'prism-react-renderer';
import {contrastRatio, darkCodeTheme, lightCodeTheme} from '../../src/prism/themes';

test('contrast ratio matches WCAG reference values', () => {
  assert.equal(contrastRatio('#000000', '#ffffff'), 21);
  assert.equal(Number(contrastRatio('#999988', '#f6f8fa').toFixed(2)), 2.71);
  assert.equal(Number(contrastRatio('rgb(98, 114, 164)', '#282A36').toFixed(1)), 3);
});

for (const [name, theme, original] of [
  ['light', lightCodeTheme, themes.github],
  ['dark', darkCodeTheme, themes.dracula],
] as const) {
  test(`every ${name} code token colour has at least 4.5:1 contrast on the code background`, () => {
    const background = theme.plain.backgroundColor!;
    const failing = [theme.plain, ...theme.styles.map((s) => s.style)]
      .map((style) => style.color)
      .filter((colour): colour is string => Boolean(colour))
      .filter((colour) => contrastRatio(colour, background) < 4.5)
      .map((colour) => `${colour}: ${contrastRatio(colour, background).toFixed(2)}`);
    assert.deepEqual(failing, []);
    // The stock theme fails, so this check is what keeps the replacements in place.
    const stockFailing = original.styles.filter((s) => s.style.color && contrastRatio(s.style.color, background) < 4.5);
    assert.ok(stockFailing.length > 0);
  });
}
