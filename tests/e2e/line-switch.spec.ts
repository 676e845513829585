/**
 * Issue #54 (3): a release-line switch to what replaced a page keeps what it can and says why,
 * on the page it lands on too (src/theme/ReleaseLines/line-targets.ts, LandingNote.tsx). What
 * the other line has is read from its built pages on disk, not from the line maps the site reads.
 */
import {type Page} from '@playwright/test';
import {expect, test} from './shared-page';
import fs from 'node:fs';
import path from 'node:path';
import {hydrated, lineLink, openLineMenu} from './shell-helpers';

const build = path.resolve('build');
const builtPage = (line: string, route: string) => path.join(build, line, `${route}.html`);
const SHOTS = process.env.LINE_SWITCH_SHOTS;

const landingNote = (page: Page) => page.locator('[data-line-switch-note]');

test('v1 TableV2#columns-1 goes to v2 Table#columns-1, and the page landed on says why, also after a reload', async ({
  sharedPage: page,
}) => {
  // v2 has Table with the member `columns` (`#columns-1`: `#columns` is its type parameter
  // `Columns`) and no TableV2 page.
  expect(fs.readFileSync(builtPage('v2', 'web-sdk/classes/Table'), 'utf8')).toContain('id="columns-1"');
  expect(fs.existsSync(builtPage('v2', 'web-sdk/classes/TableV2'))).toBe(false);
  await page.goto('v1/web-sdk/classes/TableV2#columns-1');
  await hydrated(page);
  await openLineMenu(page, 'v2');
  const link = lineLink(page, 'v2');
  await expect(link).toHaveAttribute('href', '/powersync-js/v2/web-sdk/classes/Table#columns-1');
  await link.click();
  await expect(page).toHaveURL(/\/powersync-js\/v2\/web-sdk\/classes\/Table#columns-1$/);
  await hydrated(page);
  await expect(page.locator('article h1')).toContainText('Table');
  await expect(landingNote(page)).toHaveText('TableV2 is not in this line; Table replaces it');
  await page.reload();
  await hydrated(page);
  await expect(landingNote(page)).toHaveText('TableV2 is not in this line; Table replaces it');
  if (SHOTS)
    for (const width of [390, 1280])
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.setViewportSize({width, height: 800});
        await page.emulateMedia({colorScheme});
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect(landingNote(page)).toBeVisible();
        await page.screenshot({path: path.join(SHOTS, `landing-note-${width}-${colorScheme}.png`)});
      }
  // Another page of the line: the note was about the page landed on only.
  await page.goto('v2/web-sdk/classes/Schema');
  await hydrated(page);
  await expect(page.locator('article h1')).toContainText('Schema');
  await expect(landingNote(page)).toHaveCount(0);
});

test('no text names a successor: the upgrade guide’s rename, PowerSyncConnectionOptions → SyncOptions', async ({
  sharedPage: page,
}) => {
  expect(fs.existsSync(builtPage('v2', 'web-sdk/interfaces/SyncOptions'))).toBe(true);
  for (const kind of ['type-aliases', 'interfaces'])
    expect(fs.existsSync(builtPage('v2', `web-sdk/${kind}/PowerSyncConnectionOptions`))).toBe(false);
  await page.goto('v1/web-sdk/type-aliases/PowerSyncConnectionOptions');
  await hydrated(page);
  await openLineMenu(page, 'v2');
  const link = lineLink(page, 'v2');
  await expect(link).toHaveAttribute('href', '/powersync-js/v2/web-sdk/interfaces/SyncOptions');
  await expect(link.locator('[data-line-note]')).toHaveText(
    'PowerSyncConnectionOptions is not in Common 2.3: removed in @powersync/web 2.0.0; SyncOptions likely replaces it',
  );
  await link.click();
  await expect(page).toHaveURL(/\/powersync-js\/v2\/web-sdk\/interfaces\/SyncOptions$/);
  await hydrated(page);
  await expect(landingNote(page)).toHaveText(
    'PowerSyncConnectionOptions is not in this line; SyncOptions likely replaces it',
  );
});

// A symbol newer than the target line says when it came: its link and both notes are the
// target's, worked out from the built line maps in tests/site/line-targets.test.ts.
