/**
 * The site as a reader moves through it. What the served landing page shows (title, SDK table,
 * shell) and a class page's members are read from build/ by tests/site/built-site.test.ts;
 * colour mode by shell-state.spec.ts; a type link followed in the app, `.html` paths and the
 * not-found page by kept-html.spec.ts and shell-metadata.spec.ts, which load those pages anyway.
 */
// Each test starts with its own `goto`: one page per worker (./shared-page.ts).
import {expect, test} from './shared-page';

const sections = [
  ['Capacitor SDK', 'capacitor-sdk'],
  ['Attachments SDK', 'attachments-sdk'],
  ['Node SDK', 'node-sdk'],
  ['React Native SDK', 'react-native-sdk'],
  ['React SDK', 'react-sdk'],
  ['TanStack React Query SDK', 'tanstack-react-query-sdk'],
  ['Vue SDK', 'vue-sdk'],
  ['Web SDK', 'web-sdk'],
] as const;

// One page, as a reader goes: into each section from the landing page's sidebar and back.
test('sidebar navigation into every section', async ({sharedPage: page}) => {
  await page.goto('./');
  const sidebar = page.locator('.theme-doc-sidebar-menu');
  for (const [label, id] of sections) {
    await test.step(label, async () => {
      await sidebar.getByRole('link', {name: label, exact: true}).click();
      await expect(page).toHaveURL(new RegExp(`/${id}$`));
      await expect(page.locator('article')).toBeVisible();
      await expect(page.locator('.breadcrumbs')).toContainText(label);
      await page.goBack();
      await expect(page.getByRole('heading', {level: 1})).toHaveText('API Reference for JS SDKs');
    });
  }
});

test("the docs sidebar lists the section's pages; another section is a link that opens its own", async ({
  sharedPage: page,
}) => {
  await page.goto('node-sdk/classes/Table');
  const sidebar = page.locator('.theme-doc-sidebar-menu');
  const expanded = (label: string) => sidebar.getByRole('button', {name: `Collapse sidebar category '${label}'`});
  await expect(expanded('Node SDK')).toBeVisible();
  await expect(sidebar.getByRole('link', {name: 'Table', exact: true})).toHaveAttribute('aria-current', 'page');
  const web = sidebar.getByRole('link', {name: 'Web SDK', exact: true});
  await expect(web).not.toHaveClass(/menu__link--sublist/);
  await expect(sidebar.getByRole('button', {name: /sidebar category 'Web SDK'/})).toHaveCount(0);
  await expect(sidebar.locator('a[href$="/web-sdk/classes/PowerSyncDatabase"]')).toHaveCount(0);
  await web.click();
  await expect(page).toHaveURL(/\/web-sdk$/);
  await expect(expanded('Web SDK')).toBeVisible();
  await sidebar.getByRole('button', {name: "Expand sidebar category 'Classes'"}).click();
  // Activated from the keyboard: the category is still opening (its list grows in height with
  // its overflow hidden), and the link moves while it does, so a pointer click aimed at it under
  // load can land beside it.
  const classLink = sidebar.locator('a[href$="/web-sdk/classes/PowerSyncDatabase"]');
  // The opening list is mounted with `display: none` and shown a frame later (theme-common's
  // Collapsible): a link focused before then does not take the focus, and nothing focuses it again.
  await expect(classLink).toBeVisible();
  await classLink.focus();
  await expect(classLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/web-sdk\/classes\/PowerSyncDatabase$/);
  // The URL changes before the new page renders, and the section index has several h1s; the
  // list form waits for exactly the class page's one.
  await expect(page.getByRole('heading', {level: 1})).toHaveText(['Class: PowerSyncDatabase']);
  await expect(sidebar.getByRole('link', {name: 'Node SDK', exact: true})).not.toHaveClass(/menu__link--sublist/);
});
