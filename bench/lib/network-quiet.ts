import type {CDPSession, Page} from 'playwright-core';

/**
 * Resolves once the page has had no request in flight for `quietMs` while its main thread was
 * idle. Playwright's `networkidle` alone ends too early on a busy machine: while a large bundle
 * is still being evaluated no request is in flight, but the chunks that bundle will ask for have
 * not been requested yet.
 */
export async function waitForNetworkQuiet(
  page: Page,
  cdp: CDPSession,
  quietMs = 1000,
  limitMs = 30_000,
): Promise<void> {
  let inFlight = 0;
  let lastActivity = Date.now();
  const started = () => {
    inFlight += 1;
    lastActivity = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  cdp.on('Network.requestWillBeSent', started);
  cdp.on('Network.loadingFinished', ended);
  cdp.on('Network.loadingFailed', ended);
  const deadline = Date.now() + limitMs;
  try {
    while (Date.now() < deadline) {
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, {timeout: 2000})));
      if (inFlight === 0 && Date.now() - lastActivity >= quietMs) return;
      await page.waitForTimeout(100);
    }
    throw new Error(`${page.url()} kept the network busy for ${limitMs / 1000} s`);
  } finally {
    cdp.off('Network.requestWillBeSent', started);
    cdp.off('Network.loadingFinished', ended);
    cdp.off('Network.loadingFailed', ended);
  }
}
