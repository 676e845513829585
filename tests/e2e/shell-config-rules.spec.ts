/**
 * Spec §5 "Configuration checks" and §8 "Missing default export": the built framework code,
 * run in the browser with one bad configuration value planted in the built bundle, raises
 * the error the spec states. (Build-time validation is covered in tests/unit/config-rules.test.ts.)
 */
import {type Page} from '@playwright/test';
// The suite's one test type, though these tests take a fresh context (`page`: scripts served
// edited): Playwright runs tests of different fixture sets in different worker processes, and a
// test type of their own cost two more workers, each with a browser of its own, a run.
import {expect, test} from './shared-page';
import {readSiteSettings} from '../../src/site-settings';
import {plantInScripts} from './shell-helpers';

const {baseUrl} = readSiteSettings();

const sidebarItem = '{type:"docSidebar",sidebarId:"api",position:"left",label:"API reference"}';
/** The crash screen's text: the error and its causes. */
const crashText = (page: Page) => page.locator('body');

test('an unknown navbar item type raises "No NavbarItem component found for type", reported with the item\'s configuration', async ({
  page,
}) => {
  const bundle = await plantInScripts(page, sidebarItem, (body) =>
    body.replace(sidebarItem, '{type:"custom-unknown",position:"left",label:"API reference"}'),
  );
  await page.goto('node-sdk');
  expect(bundle.planted()).toBe(1);
  await expect(page.getByRole('heading', {name: /This page crashed/})).toBeVisible();
  await expect(crashText(page)).toContainText('A theme navbar item failed to render.');
  await expect(crashText(page)).toContainText('"type": "custom-unknown"');
  await expect(crashText(page)).toContainText('No NavbarItem component found for type "custom-unknown".');
});

test('a docs-version dropdown naming an unknown version raises an error listing the available version names', async ({
  page,
}) => {
  const bundle = await plantInScripts(page, sidebarItem, (body) =>
    body.replace(
      sidebarItem,
      '{type:"docsVersionDropdown",versions:["9.9"],position:"left",dropdownItemsBefore:[],dropdownItemsAfter:[]}',
    ),
  );
  await page.goto('node-sdk');
  expect(bundle.planted()).toBe(1);
  await expect(page.getByRole('heading', {name: /This page crashed/})).toBeVisible();
  await expect(crashText(page)).toContainText('A theme navbar item failed to render.');
  await expect(crashText(page)).toContainText(
    "No docs version exist for name '9.9', please verify your 'docsVersionDropdown' navbar item versions config.",
  );
  await expect(crashText(page)).toContainText('Available version names:\n- current');
});

test('a sidebar navbar item whose sidebar has nothing to link to raises an error', async ({page}) => {
  const linkedSidebar = /"sidebars":\{"api":\{"link":\{"path":"[^"]*","label":"[^"]*"\}\}\}/;
  const bundle = await plantInScripts(page, linkedSidebar, (body) =>
    body.replace(linkedSidebar, '"sidebars":{"api":{}}'),
  );
  await page.goto('node-sdk');
  expect(bundle.planted()).toBe(1);
  await expect(page.getByRole('heading', {name: /This page crashed/})).toBeVisible();
  await expect(crashText(page)).toContainText(
    'DocSidebarNavbarItem: Sidebar with ID "api" doesn\'t have anything to be linked to.',
  );
});

test('a page module without a default export raises an error saying a React component should be default-exported', async ({
  page,
}) => {
  const tablePage = `"permalink":"${baseUrl}node-sdk/classes/Table"`;
  const bundle = await plantInScripts(page, tablePage, (body) => body.replace(/default:\(\)=>[\w$]+,/, ''));
  await page.goto('node-sdk/classes/Table');
  expect(bundle.planted()).toBe(1);
  await expect(page.getByRole('heading', {name: /This page crashed/})).toBeVisible();
  await expect(crashText(page)).toContainText(
    "doesn't have a default export. This makes it impossible to render anything. Consider default-exporting a React component.",
  );
  await expect(crashText(page)).toContainText(`The page component at ${baseUrl}node-sdk/classes/Table`);
});

test('a sidebar id that is not in the active versions raises a developer-facing error naming the id and the versions', async ({
  page,
}) => {
  const bundle = await plantInScripts(page, sidebarItem, (body) =>
    body.replace(sidebarItem, sidebarItem.replace('sidebarId:"api"', 'sidebarId:"nope"')),
  );
  await page.goto('node-sdk');
  expect(bundle.planted()).toBe(1);
  await expect(page.getByRole('heading', {name: /This page crashed/})).toBeVisible();
  await expect(crashText(page)).toContainText('Can\'t find any sidebar with id "nope" in version current');
});
