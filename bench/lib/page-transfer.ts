import type {Browser} from 'playwright-core';
import {waitForNetworkQuiet} from './network-quiet';
import {resourceKind, type ResourceKind} from './resource-kind';

export type Transfer = Record<ResourceKind | 'total', number> & {requests: number};

/**
 * Bytes a first visit (empty cache) transfers to load `url`, until the network is quiet (see
 * network-quiet.ts): DevTools `encodedDataLength` of every response (compressed body and headers), grouped
 * as HTML, JS, CSS and other. Route prefetches Docusaurus starts after load are counted: a reader pays them.
 */
export async function measurePageTransfer(browser: Browser, url: string): Promise<Transfer> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const kinds = new Map<string, ResourceKind>();
  const transfer: Transfer = {html: 0, js: 0, css: 0, prefetch: 0, other: 0, total: 0, requests: 0};
  const priorities = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (event) => priorities.set(event.requestId, event.request.initialPriority));
  cdp.on('Network.responseReceived', (event) =>
    kinds.set(event.requestId, resourceKind(event.type, event.response.mimeType, priorities.get(event.requestId))),
  );
  cdp.on('Network.loadingFinished', (event) => {
    const kind = kinds.get(event.requestId) ?? 'other';
    transfer[kind] += event.encodedDataLength;
    transfer.total += event.encodedDataLength;
    transfer.requests += 1;
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
  const response = await page.goto(url, {waitUntil: 'load'});
  if (!response || response.status() !== 200) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
  await waitForNetworkQuiet(page, cdp);
  await context.close();
  return transfer;
}
