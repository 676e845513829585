import {defineConfig} from '@playwright/test';
import {readSiteSettings} from './src/site-settings';
import {TIMEOUTS} from './tests/e2e/timing';
import {OTHER_HOSTS_UNREACHABLE, SITE_HOST} from './src/tooling/crawl/other-hosts';

const port = Number(process.env.E2E_PORT ?? 4173);
const {baseUrl} = readSiteSettings();

/**
 * Browser tests run Debian's Chromium against the built site served on 127.0.0.1: its headless
 * shell (package `chromium-headless-shell`, the same Chromium release as `chromium`, and what
 * Playwright itself runs headless tests in). Same Blink and V8, so pages render and run alike,
 * without the whole browser's UI layers and their CPU-seconds (tests/README.md, "Browser", has
 * the runs). CHROMIUM_PATH names another Chromium (`/usr/bin/chromium` passes the same tests).
 */
const CHROMIUM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // One a core: a third worker on two cores, beside the site tests and the crawl that run at the
  // same time (src/tooling/test-parts.ts), ended no sooner and cost as many CPU-seconds or more
  // (tests/README.md, "Browser workers").
  workers: 2,
  // No retries: a test that fails once is fixed, not run again (README "Running the tests").
  retries: 0,
  timeout: TIMEOUTS.test,
  expect: {timeout: TIMEOUTS.expect},
  reporter: 'list',
  // The crawl is a part of the suite of its own (src/tooling/test-parts.ts): `npm run test:crawl`.
  projects: [
    {name: 'browser', testIgnore: /crawl\.spec\.ts$/},
    {name: 'crawl', testMatch: /crawl\.spec\.ts$/},
  ],
  use: {
    baseURL: `http://${SITE_HOST}:${port}${baseUrl}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM_HEADLESS_SHELL,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // The site only: other hosts fail at once (src/tooling/crawl/other-hosts.ts).
        OTHER_HOSTS_UNREACHABLE,
        // V8's baseline compiler at most: a test's page lives seconds, too short to repay the
        // optimising compilers' work (tests/README.md has the runs with and without). The same
        // JavaScript runs; only how fast it would run after warming up differs.
        '--js-flags=--max-opt=1',
      ],
    },
    trace: 'off',
    // An action on an element that never becomes actionable (a hover over a navbar hidden on
    // scroll) fails within the expect bound, with its call log saying what it waited for; without
    // a bound it used up the test's time and the report said only "Test timeout exceeded".
    actionTimeout: TIMEOUTS.expect,
  },
  webServer: [
    {
      command: `node --import tsx scripts/serve.ts --port ${port}`,
      url: `http://${SITE_HOST}:${port}${baseUrl}`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
