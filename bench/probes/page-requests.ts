/**
 * Every request of a first visit to a page of `build/`, with its transfer size, through the
 * bench's gzip server: what the class page's total is made of.
 *   node --import tsx bench/probes/page-requests.ts [node-sdk/classes/Table]
 */
import {startCountingServer} from '../lib/byte-counting-server';
import {launchChromium} from '../lib/chromium-flags';
import {waitForNetworkQuiet} from '../lib/network-quiet';
import {readSiteSettings} from '../../src/site-settings';

const pagePath = process.argv[2] ?? 'node-sdk/classes/Table';
const {baseUrl} = readSiteSettings();
const server = await startCountingServer('build', baseUrl, 4790);
const browser = await launchChromium();
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const urls = new Map<string, string>();
  const rows: Array<[url: string, bytes: number]> = [];
  cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  cdp.on('Network.loadingFinished', (event) => rows.push([urls.get(event.requestId) ?? '?', event.encodedDataLength]));
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
  await page.goto(`${server.origin}${baseUrl}${pagePath}`, {waitUntil: 'load'});
  await waitForNetworkQuiet(page, cdp);
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(7)} KiB`;
  for (const [url, bytes] of rows) console.log(`${kib(bytes)}  ${url.replace(server.origin, '').slice(0, 100)}`);
  console.log(`${kib(rows.reduce((sum, [, bytes]) => sum + bytes, 0))}  total, ${rows.length} requests`);
} finally {
  await browser.close();
  await server.close();
}
