/**
 * Query operators and type search in the modal and on the search page (issue #16, items 2
 * and 3): chips for what was understood, removable with mouse and keyboard; an unknown
 * operator stays text; markup in a query stays text. Which hits an operator keeps is the
 * engine's, checked without a browser (tests/site/search-answers.test.ts); here, that the modal
 * and the page show the chips and the answer.
 */
import {type Page} from '@playwright/test';
import {borrowWorkerPage, expect, test} from './shared-page';

const input = (page: Page) => page.locator('.DocSearch-Input');
const hits = (page: Page) => page.locator('.DocSearch-Hit');
const chips = (page: Page) => page.getByRole('list', {name: 'Search filters'}).getByRole('button');

/**
 * The modal's tests share one page of the Web SDK (one page load); each opens the modal afresh
 * and closes it at its end.
 */
test.describe.serial('operators in the modal, on one Web SDK page', () => {
  let page: Page;
  // The worker's page, not a context of its own (./shared-page.ts borrowWorkerPage).
  let giveBack: () => Promise<void>;
  test.beforeAll(async ({workerPage}, testInfo) => {
    ({page, giveBack} = await borrowWorkerPage(workerPage, testInfo.project.use.baseURL!));
    await page.goto('web-sdk/classes/PowerSyncDatabase');
    await expect(page.locator('.navbar').getByRole('button', {name: /system mode|light mode|dark mode/})).toBeEnabled();
  });
  test.afterAll(async () => {
    await giveBack();
  });
  test.beforeEach(async () => {
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await page.locator('.DocSearch-Button').click();
    await expect(input(page)).toBeFocused();
  });
  test.afterEach(async () => {
    if ((await page.locator('.DocSearch-Modal').count()) > 0) await page.keyboard.press('Escape');
  });

  test('operators show as chips, filter the hits and combine with words', async () => {
    await input(page).fill('kind:hook status');
    await expect(chips(page)).toHaveCount(1);
    await expect(page.getByRole('button', {name: 'Remove filter Kind: hook'})).toBeVisible();
    await expect(hits(page).first()).toBeVisible();
    const kinds = await hits(page)
      .locator('a[data-kind]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('data-kind')));
    expect(kinds.length).toBeGreaterThan(0);
    expect(new Set(kinds)).toEqual(new Set(['hook']));
    await expect(hits(page).first()).toContainText('useStatus');
  });

  test('a chip is removed with the mouse: its operator leaves the query, the words stay', async () => {
    await input(page).fill('kind:class sdk:node table');
    await expect(chips(page)).toHaveText(['Kind: class×', 'SDK: Node SDK×']);
    await page.getByRole('button', {name: 'Remove filter Kind: class'}).click();
    await expect(input(page)).toHaveValue('sdk:node table');
    await expect(input(page)).toBeFocused();
    await expect(chips(page)).toHaveCount(1);
    // The hits follow the edited query: members named table are back, all in the Node SDK.
    await expect(hits(page).filter({hasText: 'CrudEntry'}).first()).toBeVisible();
    await expect(page.locator('.DocSearch-Hit-source')).toHaveText(['Node SDK']);
  });

  test('a chip is removed with the keyboard', async () => {
    await input(page).fill('sdk:web -> SyncStatus');
    await expect(chips(page)).toHaveText(['SDK: Web SDK×', 'Returns: SyncStatus×']);
    const remove = page.getByRole('button', {name: 'Remove filter Returns: SyncStatus'});
    await remove.focus();
    await expect(remove).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(input(page)).toHaveValue('sdk:web ');
    await expect(input(page)).toBeFocused();
    const sdk = page.getByRole('button', {name: 'Remove filter SDK: Web SDK'});
    await sdk.focus();
    await page.keyboard.press('Space');
    await expect(input(page)).toHaveValue('');
    await expect(chips(page)).toHaveCount(0);
  });

  test('type search: `-> SyncStatus` on a Web SDK page finds the property holding it first', async () => {
    await input(page).fill('-> SyncStatus');
    await expect(page.getByRole('button', {name: 'Remove filter Returns: SyncStatus'})).toBeVisible();
    await expect(hits(page).first()).toContainText('currentStatus');
    await input(page).fill('tx: Transaction');
    await expect(page.getByRole('button', {name: 'Remove filter Accepts: Transaction'})).toBeVisible();
    await expect(hits(page).first()).toContainText(/readTransaction|writeTransaction/);
  });

  test('an unknown operator is searched as text, with no chip', async () => {
    await input(page).fill('kind:widget Table');
    await expect(hits(page).first()).toBeVisible();
    await expect(chips(page)).toHaveCount(0);
  });

  test('markup in a query stays text, and the 64-character limit holds with operators', async () => {
    let dialogs = 0;
    const onDialog = (d: {dismiss(): Promise<void>}) => {
      dialogs++;
      void d.dismiss();
    };
    page.on('dialog', onDialog);
    await input(page).fill('<img src=x onerror=alert(1)> kind:class');
    await expect(page.getByRole('button', {name: 'Remove filter Kind: class'})).toBeVisible();
    await expect(page.locator('.DocSearch-Modal img[src="x"]')).toHaveCount(0);
    await input(page).fill(`${'x'.repeat(60)} kind:hook`);
    await expect(input(page)).toHaveValue(`${'x'.repeat(60)} kin`);
    await expect(chips(page)).toHaveCount(0);
    page.off('dialog', onDialog);
    expect(dialogs).toBe(0);
  });

  test('`has:example` keeps what the demos call, each hit saying in how many (issue #46)', async () => {
    // Without the operator the React SDK's hooks include some no demo calls.
    await input(page).fill('kind:hook sdk:react');
    await expect(hits(page).filter({hasText: 'useSuspenseQuery'})).not.toHaveCount(0);
    await input(page).fill('kind:hook sdk:react has:example');
    await expect(page.getByRole('button', {name: 'Remove filter Used in the demos'})).toBeVisible();
    await expect(hits(page).filter({hasText: 'useSuspenseQuery'})).toHaveCount(0);
    await expect(hits(page).filter({hasText: /^Function: useQuery\(\) \(used in \d+ demos\)/})).toHaveCount(1);
    const titles = await hits(page).allInnerTexts();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toMatch(/\(used in \d+ demos?\)/);
  });
});

test('the search page shows the same chips, removable, and searches with the operators', async ({sharedPage: page}) => {
  await page.goto('search?q=kind%3Ahook%20status');
  await expect(page.getByRole('button', {name: 'Remove filter Kind: hook'})).toBeVisible();
  const titles = page.locator('main article h2');
  // The title carries the hit's marks, such as "(used in 12 demos)".
  await expect(titles.first()).toHaveText(/^Function: useStatus\(\)/);
  await page.getByRole('button', {name: 'Remove filter Kind: hook'}).click();
  await expect(page.locator('.main-wrapper form input[type="search"]')).toHaveValue('status');
  await expect(page).toHaveURL(/[?&]q=status$/);
  await expect(page.getByRole('list', {name: 'Search filters'})).toHaveCount(0);
});
