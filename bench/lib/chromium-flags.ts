import type {PlaywrightTestConfig} from '@playwright/test';
import {chromium, type Browser} from 'playwright-core';
import playwrightConfig from '../../playwright.config';

/**
 * The Chromium launch flags of playwright.config.ts, so every Chromium the bench starts (Playwright's
 * and Lighthouse's) runs like the browser tests' one. The config is a CommonJS module seen from
 * this ES module, hence the `default` unwrapping.
 */
export function chromiumFlagsFromPlaywrightConfig(): string[] {
  const module = playwrightConfig as PlaywrightTestConfig & {default?: PlaywrightTestConfig};
  const args = (module.default ?? module).use?.launchOptions?.args;
  if (!args || args.length === 0)
    throw new Error('playwright.config.ts has no use.launchOptions.args: the bench reuses them for Chromium');
  return args;
}

/** Debian's Chromium unless CHROMIUM_PATH names another (never Playwright's download). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The Chromium the bench and its probes drive through Playwright, launched as the tests' one. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({executablePath: CHROMIUM_PATH, args: chromiumFlagsFromPlaywrightConfig()});
}
