import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Page} from 'playwright-core';
import manifest from '../src/sdk-manifest';
import {readSiteSettings} from '../src/site-settings';
import {LINES_ENV} from '../src/lines/active';
import {defaultLineOf} from '../src/lines/lines';
import type {SearchUi} from './lib/search-latency';
import {typedocHtmlBuildDir} from './typedoc-html/build';

export const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const baselineDir = path.join(repoDir, 'bench', 'baseline');

export interface BenchSite {
  name: 'ours' | 'baseline' | 'typedoc';
  /** Where its build command runs. */
  dir: string;
  /** The build command (default `npm run build`). */
  build?: {command: string; args: string[]};
  buildDir: string;
  baseUrl: string;
  port: number;
  /** Removed before a cold build: every output and cache of the whole pipeline. */
  coldPaths: string[];
  /** Environment of its builds, on top of the bench's own. */
  buildEnv?: Record<string, string>;
  /** Pages measured, relative to the base URL; a site without a search page has none. */
  pages: {landing: string; classPage: string; search?: string};
  /** Absent: the site's search is not measured (TypeDoc's HTML searches in-page, with no search page). */
  searchUi?: SearchUi;
}

/** The navbar search box opens DocSearch's modal; results are DocSearch hits. */
export const docSearchUi: SearchUi = {
  open: async (page: Page) => {
    const button = page.locator('.DocSearch-Button');
    await button.hover();
    await button.click();
    await page.locator('.DocSearch-Input').waitFor();
  },
  input: '.DocSearch-Input',
  results: '.DocSearch-Dropdown',
  hit: '.DocSearch-Hit',
};

/** @easyops-cn/docusaurus-search-local: an autocomplete list under the navbar input. */
const searchLocalUi: SearchUi = {
  open: async (page: Page) => {
    const input = page.locator('.navbar__search-input');
    await input.hover();
    await input.click();
  },
  input: '.navbar__search-input',
  results: '.navbar__search [role="listbox"]',
  hit: '.navbar__search [role="listbox"] [role="option"]',
};

export function benchSites(): BenchSite[] {
  const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
  return [
    {
      name: 'ours',
      dir: repoDir,
      buildDir: path.join(repoDir, 'build'),
      baseUrl: readSiteSettings().baseUrl,
      port: port('BENCH_PORT_OURS', 4215),
      // reference/*/ are the generated API sections; reference/README.mdx is hand-written and stays.
      coldPaths: ['build', '.docusaurus', '.cache', 'node_modules/.cache', ...generatedSections()].map((p) =>
        path.join(repoDir, p),
      ),
      pages: {landing: '', classPage: 'node-sdk/classes/Table', search: 'search?q=Table'},
      // One release line, as the stock site has: the cost of more lines is measured apart (release-lines.ts).
      buildEnv: {[LINES_ENV]: defaultLineOf(manifest).id},
      searchUi: docSearchUi,
    },
    {
      name: 'baseline',
      dir: baselineDir,
      buildDir: path.join(baselineDir, 'build'),
      baseUrl: '/',
      port: port('BENCH_PORT_BASELINE', 4225),
      coldPaths: ['build', '.docusaurus', 'docs', 'node_modules/.cache'].map((p) => path.join(baselineDir, p)),
      pages: {landing: '', classPage: 'docs/node-sdk/classes/Table', search: 'search?q=Table'},
      searchUi: searchLocalUi,
    },
    {
      // TypeDoc's own default HTML (bench/typedoc-html/build.ts): what a team gets with no site generator.
      name: 'typedoc',
      dir: repoDir,
      build: {command: process.execPath, args: ['--import', 'tsx', path.join('bench', 'typedoc-html', 'build.ts')]},
      buildDir: typedocHtmlBuildDir,
      baseUrl: '/',
      port: port('BENCH_PORT_TYPEDOC', 4235),
      // TypeDoc keeps no cache: a warm build is a cold one.
      coldPaths: [typedocHtmlBuildDir],
      // Each SDK's index.html (its README) is TypeDoc's landing page.
      pages: {landing: 'node-sdk/index.html', classPage: 'node-sdk/classes/Table.html'},
    },
  ];
}

function generatedSections(): string[] {
  return manifest.sdks.map((sdk) => path.join('reference', sdk.id));
}
