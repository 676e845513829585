/**
 * axe-core on every kind of screen, in light and dark mode: no serious or critical violation.
 * Light mode runs every rule of the tags below; dark mode the rules whose outcome depends on
 * colours. The modes differ only in colours: the same markup, one attribute on <html>, and the
 * dark rules of src/css set colours, backgrounds, borders, shadows and a code theme's italics,
 * nothing that shows, hides or moves an element (checked below), so the other rules would find the same in both.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {type Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {loadAndSettle} from '../../src/tooling/crawl/watch-page';
// One page per worker (./shared-page.ts): each screen is a page load of its own, not a context.
import {expect, test} from './shared-page';
import {TIMEOUTS} from './timing';

/**
 * `open` brings up what the screen is about; `shown` is what must still be up when axe runs;
 * `closedFirst` runs axe on the page before `open` too (a second screen of the same load).
 */
const SCREENS: Array<{
  name: string;
  route: string;
  open?: (page: Page) => Promise<void>;
  shown?: string;
  closedFirst?: boolean;
}> = [
  {name: 'landing page', route: './'},
  {name: 'globals', route: 'node-sdk/globals'},
  {name: 'enumeration', route: 'node-sdk/enumerations/ColumnType'},
  {name: 'function', route: 'react-sdk/functions/useQuery'},
  // With its release-line note and its links to the same search in the other lines (every
  // line's search page has them; this one the older-line banner too).
  {name: 'search page', route: 'search?q=table', shown: '[data-search-line] a[data-line="v2"]'},
  {
    name: 'section index, then its search modal',
    route: 'node-sdk',
    closedFirst: true,
    open: async (page) => {
      await page.locator('.navbar .DocSearch-Button').click();
      await page.locator('.DocSearch-Modal').waitFor();
      await page.locator('.DocSearch-Modal input').fill('table');
      await page.locator('.DocSearch-Hit').first().waitFor();
    },
    shown: '.DocSearch-Modal .DocSearch-Hit',
  },
  {name: 'not-found page', route: 'no-such-page'},
  // A class page, with its release-line dropdown open: every rule runs on the whole page with the
  // dropdown open, so the page closed is checked too. The default line is an older line: its
  // pages carry the newest-line banner, as another line's do. The 1.x line's class page was a
  // screen of its own (issue #53): the same components and banner, one axe run on a long page
  // more; the 2.x search page was one too, the markup of the search page above, its line note
  // included, without the banner.
  {
    name: 'class page with its release-line dropdown open',
    route: 'web-sdk/classes/Table',
    open: async (page) => {
      await page.getByRole('button', {name: /^Release line:/}).click();
      await page.locator('.dropdown--show a[data-line="v2"]').waitFor();
    },
    shown: '.dropdown--show a[data-line="v2"]',
  },
];

/**
 * Known markup issues of the DocSearch 3.9 widget itself (not of our pages or CSS), open
 * until its bundle patch (src/plugins/search/docsearch-patch.ts) fixes them. Only these
 * rule + element pairs are let through; anything else fails the test.
 */
const DOCSEARCH_WIDGET_ISSUES: Array<{rule: string; selector: RegExp}> = [
  // the modal root: aria-label vs its visible content (the navbar button is ours and passes)
  {rule: 'label-content-name-mismatch', selector: /^\.DocSearch-Container$/},
  // the modal root has role=button and the hits are role=option around links
  {rule: 'nested-interactive', selector: /^(\.DocSearch-Container|#docsearch-hits\d+-item-\d+)$/},
  // aria-controls lists every source's list id, also of sources without results
  {rule: 'aria-valid-attr-value', selector: /^#docsearch-input$/},
];

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** The rules of TAGS that read colours: what dark mode can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
/**
 * What a dark-mode rule in src/css may set and still leave the other rules' findings alone
 * (font-style: a code theme's italic comments).
 */
const COLOUR_PROPERTY =
  /^(?:--[\w-]+|color|background(?:-color|-image)?|border(?:-[\w-]+)?-color|box-shadow|text-decoration(?:-line|-color)?|filter|opacity|outline-color|fill|stroke|font-style)$/;

/**
 * The axe-core @axe-core/playwright injects (resolved from that package, whatever npm hoists).
 * AxeBuilder evaluates its source (550 KB) twice a run, about 0.3 CPU-seconds each in the
 * renderer: it is injected once a page load here, and AxeBuilder is given a no-op source, so
 * each run is its `axe.run` alone, with the same options and context.
 */
const requireFromAxeBuilder = createRequire(
  createRequire(path.resolve('package.json')).resolve('@axe-core/playwright'),
);
const AXE_SOURCE = (requireFromAxeBuilder('axe-core') as {source: string}).source;
const NO_SOURCE = ';';

/** Injects axe-core into the page unless this document already has it. */
async function injectAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => typeof (window as {axe?: {run?: unknown}}).axe?.run === 'function');
  if (!present) await page.evaluate(AXE_SOURCE);
}

const isKnownWidgetIssue = (rule: string, target: string) =>
  DOCSEARCH_WIDGET_ISSUES.some((known) => known.rule === rule && known.selector.test(target));

/** Serious and critical violations of an axe run, but the widget's known ones, one line each. */
const blockingOf = (violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations'], scheme: string) =>
  violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({...v, nodes: v.nodes.filter((n) => !isKnownWidgetIssue(v.id, n.target.join(' ')))}))
    .filter((v) => v.nodes.length > 0)
    .map(
      (v) =>
        `${scheme}: ${v.impact} ${v.id}: ${v.help} — ${v.nodes.length} node(s): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );

// One page load for both modes: the reader's system preference turns dark while the screen is
// up, as it does when a phone switches at dusk, and the site follows it (no mode was chosen).
// A screen opened on a page (the search modal, the release-line dropdown) shares that page's
// load: axe runs on the page first, then on what was opened.
test.use({colorScheme: 'light'});
for (const screen of SCREENS) {
  test(`axe: ${screen.name} (light, then dark)`, async ({sharedPage: page}) => {
    // Two axe runs a screen: each gets the time one test has.
    test.setTimeout((screen.closedFirst ? 4 : 2) * TIMEOUTS.test);
    await loadAndSettle(page, screen.route);
    const html = page.locator('html');
    // axe.run in the page, reporting violations only: the default (runPartial in each frame,
    // then finishRun in a blank page) serializes every passing node of every rule, which on a
    // class page costs more than the rules. The pages have no frames; only violations are read.
    // (`options` replaces what withTags set, so it comes first.)
    const axe = () =>
      new AxeBuilder({page, axeSource: NO_SOURCE})
        .options({resultTypes: ['violations']})
        .setLegacyMode()
        .withTags(TAGS);
    /** A run on the page as it is now: axe-core injected once for the load, then AxeBuilder's run. */
    const analyze = async (builder: AxeBuilder) => {
      await injectAxe(page);
      return (await builder.analyze()).violations;
    };
    /**
     * The mode's colours as they end: the theme's colour transitions (links, code) run on for a
     * moment after the switch, and axe reads the colours of the moment it runs. (AxeBuilder's
     * own injection took long enough before; a run now starts at once.)
     */
    const settled = () =>
      page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation instanceof CSSTransition)
            .map((transition) => transition.finished.catch(() => undefined)),
        ),
      );
    const blocking: string[] = [];
    /** Every rule in light mode, then the colour rules in dark; `shown` still up in both. */
    const bothModes = async (label: string, shown?: string) => {
      await page.emulateMedia({colorScheme: 'light'});
      await expect(html).toHaveAttribute('data-theme', 'light');
      // What the screen is about is up (a part the page renders after its load, such as the
      // search page's line note, included).
      if (shown) await expect(page.locator(shown).first()).toBeVisible();
      await settled();
      blocking.push(...blockingOf(await analyze(axe()), `${label}light`));
      await page.emulateMedia({colorScheme: 'dark'});
      await expect(html).toHaveAttribute('data-theme', 'dark');
      await settled();
      // Still the screen that was opened: the mode changes colours, not what is shown.
      if (shown) await expect(page.locator(shown).first()).toBeVisible();
      blocking.push(...blockingOf(await analyze(axe().withRules(COLOUR_RULES)), `${label}dark`));
    };
    if (screen.closedFirst) await bothModes('before it opens: ');
    await page.emulateMedia({colorScheme: 'light'});
    await expect(html).toHaveAttribute('data-theme', 'light');
    await screen.open?.(page);
    await bothModes('', screen.shown);
    expect(blocking).toEqual([]);
  });
}

/** WCAG 2.2 focus appearance (2.4.13): an indicator at least 2 CSS px thick, 3:1 against what it is drawn on. */
const FOCUS_RING_MIN_PX = 2;
const FOCUS_RING_MIN_CONTRAST = 3;
/** Keyboard stops walked from the top of a page: the skip link, navbar, sidebar, breadcrumbs and the article's first links. */
const FOCUS_STOPS = 30;

interface FocusRing {
  element: string;
  style: string;
  width: number;
  /** Contrast of the ring's colour with the background it is drawn on (inside or outside the element). */
  contrast: number;
}

/** The focused element's ring as drawn: outline style, width, and its contrast with the background under it. */
const focusRing = (page: Page) =>
  page.evaluate((): FocusRing | null => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const rgba = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const channel = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    // The first opaque background at or above an element (the page's when none is set).
    const backgroundAt = (from: Element | null) => {
      for (let e = from; e; e = e.parentElement) {
        const [r, g, b, a = 1] = rgba(getComputedStyle(e).backgroundColor);
        if (a > 0.5) return [r, g, b];
      }
      return rgba(getComputedStyle(document.documentElement).backgroundColor);
    };
    const style = getComputedStyle(element);
    const ring = luminance(rgba(style.outlineColor));
    const offset = Number.parseFloat(style.outlineOffset) || 0;
    const under = luminance(offset >= 0 ? backgroundAt(element.parentElement) : backgroundAt(element));
    const contrast = (Math.max(ring, under) + 0.05) / (Math.min(ring, under) + 0.05);
    const name = `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
    return {element: name, style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth), contrast};
  });

test(`keyboard focus is a solid ring of ${FOCUS_RING_MIN_PX} px or more with ${FOCUS_RING_MIN_CONTRAST}:1 contrast (light, then dark)`, async ({
  sharedPage: page,
}) => {
  // Issue #54 item 12: the focus ring was the browser's 1 px default. One page load for both
  // modes, as above: the system preference turns dark and the walk starts again.
  await loadAndSettle(page, 'web-sdk/classes/Table');
  const faint: string[] = [];
  let seen = 0;
  const walk = async (scheme: string) => {
    for (let stop = 0; stop < FOCUS_STOPS; stop += 1) {
      await page.keyboard.press('Tab');
      const ring = await focusRing(page);
      if (!ring) continue;
      seen += 1;
      if (ring.style !== 'solid' || ring.width < FOCUS_RING_MIN_PX || ring.contrast < FOCUS_RING_MIN_CONTRAST)
        faint.push(`${scheme}: ${ring.element}: ${ring.style} ${ring.width}px, ${ring.contrast.toFixed(2)}:1`);
    }
  };
  /** The next Tab goes to the first stop after `selector` (the page's top: the skip link, for `body`). */
  const startAt = (selector: string) =>
    page.locator(selector).evaluate((element: HTMLElement) => {
      element.tabIndex = -1;
      element.focus();
    });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({colorScheme: scheme});
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    // From the top (skip link, navbar, sidebar), then from the start of the article (breadcrumbs,
    // Copy page, the import line's button, links in text and signatures, code buttons, the ToC).
    await startAt('body');
    await walk(scheme);
    await startAt('main .theme-doc-breadcrumbs');
    await walk(scheme);
  }
  expect(seen).toBeGreaterThan(2 * FOCUS_STOPS);
  expect(faint).toEqual([]);
});

test('dark mode rules in src/css change colours only, so light mode runs the other axe rules for both', () => {
  const others: string[] = [];
  const files = fs.readdirSync('src', {recursive: true, encoding: 'utf8'}).filter((f) => f.endsWith('.css'));
  expect(files.length).toBeGreaterThan(3);
  for (const file of files) {
    const css = fs.readFileSync(path.join('src', file), 'utf8');
    // Each rule whose selector names the dark theme: its declarations.
    for (const [, selector, body] of css.matchAll(/([^{}]*)\{([^{}]*)\}/g)) {
      if (!/data-theme=['"]?dark/.test(selector)) continue;
      for (const declaration of body.split(';')) {
        const property = declaration
          .split(':')[0]
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .trim();
        if (property && !COLOUR_PROPERTY.test(property))
          others.push(`${file}: ${selector.trim()} { ${declaration.trim()} }`);
      }
    }
  }
  expect(others).toEqual([]);
});
