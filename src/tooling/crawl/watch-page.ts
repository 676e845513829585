import type {Page, Request} from '@playwright/test';
import {isOtherHost, isOtherHostLoadFailure} from './other-hosts';

/**
 * Records what a reader's browser would report as broken while a page loads: console
 * errors, uncaught page errors, failed requests and HTTP error responses. The exceptions: the
 * document itself when a 404 is the expected answer (the not-found page), and loads from other
 * hosts (./other-hosts.ts), each with the console line Chromium logs for it.
 */
export interface PageWatch {
  problems: string[];
  /** Origins other than the site's that pages asked for (not loaded: ./other-hosts.ts). */
  otherOrigins: Set<string>;
  /** Starts a new page visit: clears the problems and sets the expected document status. */
  reset(documentStatus?: number): void;
}

export function watchPage(page: Page, options: {documentStatus?: number} = {}): PageWatch {
  const problems: string[] = [];
  let expected = options.documentStatus ?? 200;
  let documentUrl: string | undefined;
  const otherOrigins = new Set<string>();
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const {url} = message.location();
    const expectedDocumentError =
      expected >= 400 && url === documentUrl && message.text().startsWith('Failed to load resource');
    if (!expectedDocumentError && !isOtherHostLoadFailure(message.text(), url))
      problems.push(`console error: ${message.text()} (${url})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // Requests still running when the previous page was left (route prefetches) are aborted
  // by the browser; that is no failure of the page now loading.
  let visit = 0;
  let committed = true;
  const visitOf = new WeakMap<object, number>();
  const isDocument = (request: Request) => request.isNavigationRequest() && request.frame() === page.mainFrame();
  // A document that navigates on while it loads (a moved page's `location.replace`) has its own
  // load aborted by the browser when it is quick enough: the reader is on the next page, whose
  // load is watched in turn. Any other aborted document is a failure.
  let lastDocument: Request | undefined;
  const superseded = new WeakSet<Request>();
  page.on('request', (request) => {
    if (isOtherHost(request.url())) otherOrigins.add(new URL(request.url()).origin);
    visitOf.set(request, committed || request.isNavigationRequest() ? visit : visit - 1);
    if (!isDocument(request)) return;
    if (lastDocument) superseded.add(lastDocument);
    lastDocument = request;
    // Taken from the request, which precedes anything the load logs; the response event is
    // not ordered against console lines.
    documentUrl = request.url();
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) committed = true;
  });
  page.on('requestfailed', (request) => {
    if (isOtherHost(request.url())) return;
    const error = request.failure()?.errorText ?? '';
    if (error === 'net::ERR_ABORTED' && ((visitOf.get(request) ?? visit) < visit || superseded.has(request))) return;
    problems.push(`request failed: ${request.url()} ${error}`);
  });
  page.on('response', (response) => {
    if (isDocument(response.request())) {
      if (response.status() !== expected)
        problems.push(`document ${response.url()}: status ${response.status()}, expected ${expected}`);
    } else if (response.status() >= 400) {
      problems.push(`response ${response.status()}: ${response.url()}`);
    }
  });
  return {
    problems,
    otherOrigins,
    reset(documentStatus = 200) {
      visit += 1;
      committed = false;
      problems.length = 0;
      expected = documentStatus;
      documentUrl = undefined;
    },
  };
}

/** Requests a page has started and not finished, and a way to wait for none. */
export interface RequestTracker {
  idle(): Promise<void>;
}
const trackers = new WeakMap<Page, RequestTracker>();

/**
 * Counts the page's requests in flight, so a test can wait for none rather than for a quiet
 * spell (Playwright's `networkidle` waits 500 ms after the last one, on every page). Attach it
 * before the page loads what it should count.
 */
export function trackRequests(page: Page): RequestTracker {
  let tracker = trackers.get(page);
  if (tracker) return tracker;
  let inFlight = 0;
  let waiting: Array<() => void> = [];
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    if (inFlight > 0) return;
    for (const resolve of waiting) resolve();
    waiting = [];
  };
  page.on('request', () => (inFlight += 1));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  tracker = {idle: () => (inFlight === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve)))};
  trackers.set(page, tracker);
  return tracker;
}

/**
 * Loads a page and waits until React has hydrated it and no request it made is still running
 * (route code, the section's routes module, images): the state a reader's page settles in.
 */
export async function loadAndSettle(page: Page, url: string): Promise<void> {
  const requests = trackRequests(page);
  await page.goto(url, {waitUntil: 'load'});
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await requests.idle();
}
