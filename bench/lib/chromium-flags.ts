import type {PlaywrightTestConfig} from '@playwright/test';
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
