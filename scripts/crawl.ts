/**
 * Crawls every built page in Chromium (the browser tests crawl a spread of them on each
 * run): each must load with no console error, page error or failed request.
 *   tsx scripts/crawl.ts [--tabs 2]        needs `npm run build` first
 */
import fs from 'node:fs';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import playwrightConfig from '../playwright.config';
import {builtPages, type CrawlPage} from '../src/tooling/crawl/pages';
import {loadAndSettle, watchPage} from '../src/tooling/crawl/watch-page';
import {siteFilesIn} from '../src/tooling/link-check/site-files';
import {SITE_HOST} from '../src/tooling/crawl/other-hosts';
import {createStaticServer} from '../src/tooling/server/static-server';
import {readSiteSettings} from '../src/site-settings';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.join(siteDir, 'build');
if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error('No built site in build/. Run `npm run build` first.');
  process.exit(1);
}
const args = process.argv.slice(2);
const tabs = Number(args[args.indexOf('--tabs') + 1]) || 2;
const {baseUrl} = readSiteSettings();

const server = createStaticServer({root: buildDir, baseUrl});
await new Promise<void>((resolve) => server.listen(0, SITE_HOST, resolve));
const origin = `http://${SITE_HOST}:${(server.address() as AddressInfo).port}`;
// playwright.config.ts is CommonJS next to these ES modules: its default export may arrive wrapped.
const config =
  (playwrightConfig as typeof playwrightConfig & {default?: typeof playwrightConfig}).default ?? playwrightConfig;
const browser = await chromium.launch(config.use?.launchOptions);

const pages = builtPages(siteFilesIn(buildDir).list());
const queue = [...pages];
const failures: string[] = [];
const externalOrigins: Array<Set<string>> = [];
const started = Date.now();
let done = 0;

async function worker(): Promise<void> {
  const page = await (await browser.newContext()).newPage();
  const watch = watchPage(page);
  externalOrigins.push(watch.otherOrigins);
  for (let entry: CrawlPage | undefined = queue.shift(); entry; entry = queue.shift()) {
    watch.reset(entry.kind === 'not-found' ? 404 : 200);
    try {
      await loadAndSettle(page, `${origin}${baseUrl}${entry.route}`);
    } catch (error) {
      watch.problems.push(`did not load: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
    }
    failures.push(...watch.problems.map((problem) => `/${entry!.route} (${entry!.kind}): ${problem}`));
    done += 1;
    if (done % 50 === 0) console.log(`[crawl] ${done}/${pages.length} pages, ${failures.length} problems`);
  }
}
await Promise.all(Array.from({length: tabs}, worker));
await browser.close();
server.close();

const seconds = ((Date.now() - started) / 1000).toFixed(0);
const otherOrigins = [...new Set(externalOrigins.flatMap((set) => [...set]))].sort();
console.log(`[crawl] ${pages.length} pages in ${seconds} s with ${tabs} tabs; ${failures.length} problems`);
console.log(`[crawl] other hosts asked for (not loaded, not checked): ${otherOrigins.join(', ') || 'none'}`);
if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exit(1);
}
