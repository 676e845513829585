/**
 * localStorage that throws: on every read, on every write, with a full quota, or not
 * reachable at all. Every page kind still renders and works (colour mode, announcement
 * bar, search modal), with at most a warning in the console and nothing shown to the reader:
 * each fault on the pages that read storage their own way, the reference kinds in turns.
 * (The unreachable case was also a test of shell-state.spec.ts, over the same page kinds: merged
 * here, one run of the page kinds per fault.)
 */
import {type Page} from '@playwright/test';
// One page per worker (./shared-page.ts): each fault's init script is removed after its test.
import {expect, test} from './shared-page';
import {loadAndSettle, watchPage} from '../../src/tooling/crawl/watch-page';
import {TIMEOUTS} from './timing';

/** Installed before any page script runs (page.addInitScript). */
const FAULTS = {
  'throws on read': () => {
    Storage.prototype.getItem = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
  },
  'throws on write': () => {
    Storage.prototype.setItem = () => {
      throw new Error('storage write failed');
    };
    Storage.prototype.removeItem = () => {
      throw new Error('storage write failed');
    };
  },
  'is full (quota exceeded)': () => {
    Storage.prototype.setItem = () => {
      throw new DOMException(
        "Failed to execute 'setItem' on 'Storage': the quota has been exceeded.",
        'QuotaExceededError',
      );
    };
  },
  'is not reachable': () => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
  },
} satisfies Record<string, () => void>;

/**
 * What reads storage is the shell (colour mode, announcement bar, SDK switcher, release line, on
 * every page), the docs layout (the preferred docs version, on every reference page) and the
 * search page's and not-found page's own code: each fault runs on the pages that differ in that,
 * the landing, search and not-found pages and a reference page. The reference kinds share their
 * storage readers; they take turns, so each kind meets one fault or another.
 */
const SHELL_PAGES = [
  ['landing', './'],
  ['search page', 'search?q=table'],
  ['not-found page', 'no/such/page'],
] as const;
const REFERENCE_PAGES = [
  ['section index', 'node-sdk'],
  ['globals', 'react-sdk/globals'],
  ['class', 'web-sdk/classes/Table'],
  ['enumeration', 'node-sdk/enumerations/ColumnType'],
  ['function', 'vue-sdk/functions/useQuery'],
] as const;
const FAULT_COUNT = Object.keys(FAULTS).length;
/** The pages the fault at `index` runs on: the three others, and its turn of the reference kinds. */
const pagesOf = (index: number) => [
  ...SHELL_PAGES,
  ...REFERENCE_PAGES.filter((_, kind) => kind % FAULT_COUNT === index),
];
/** The document status each page kind is served with. */
const statusOf = (kind: string) => (kind === 'not-found page' ? 404 : 200);

async function expectNothingShownToTheReader(page: Page) {
  await expect(page.getByText(/This page crashed|Unable to fetch results|browser storage|localStorage/i)).toHaveCount(
    0,
  );
}

for (const [index, [fault, install]] of Object.entries(FAULTS).entries()) {
  const PAGES = pagesOf(index);
  test(`localStorage ${fault}: every page kind renders and works`, async ({sharedPage: page}) => {
    test.setTimeout(TIMEOUTS.test + PAGES.length * TIMEOUTS.perItem);
    await page.addInitScript(install);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const watch = watchPage(page);
    for (const [kind, route] of PAGES) {
      watch.reset(statusOf(kind));
      await loadAndSettle(page, route);
      await expect(page.locator('#__docusaurus_skipToContent_fallback'), kind).toContainText(/\w{3,}/);
      await expectNothingShownToTheReader(page);
      expect(watch.problems, kind).toEqual([]);
    }

    // Colour mode still switches (the choice is just not kept).
    const html = page.locator('html');
    const toggle = page.locator('.navbar').getByRole('button', {name: /system mode|light mode|dark mode/});
    const before = await html.getAttribute('data-theme');
    for (let i = 0; i < 3 && (await html.getAttribute('data-theme')) === before; i += 1) await toggle.click();
    expect(await html.getAttribute('data-theme')).not.toBe(before);

    // The announcement bar can still be dismissed.
    const bar = page.locator('.theme-announcement-bar');
    await expect(bar).toBeVisible();
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toHaveCount(0);

    // Search (recent searches live in localStorage): open the modal, find, open a hit.
    await page.locator('.navbar .DocSearch-Button').click();
    await page.locator('.DocSearch-Modal input').fill('ColumnType');
    const hit = page.locator('.DocSearch-Hit a').first();
    await expect(hit).toBeVisible();
    await hit.click();
    await expect(page).toHaveURL(/ColumnType/);
    await expectNothingShownToTheReader(page);

    expect(watch.problems).toEqual([]);
    // Storage out of reach entirely: Docusaurus says so once a page, in a warning only.
    if (fault === 'is not reachable')
      expect(warnings.join('\n')).toContain('Docusaurus browser storage is not available');
    expect(warnings.filter((w) => /storage/i.test(w)).length, warnings.join('\n')).toBeLessThanOrEqual(
      PAGES.length + 1,
    );
  });
}
