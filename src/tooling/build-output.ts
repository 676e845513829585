/**
 * Reading a built site (`build/`): its files, its HTML pages with the route and SDK section
 * each one is served as, and their text. The one place that walks the build output: the
 * search index writer, the index measurement, the link check and the benchmark all read
 * through it, so they agree on which files are pages and what their URLs are.
 *
 * Node-only (reads files); never imported by browser code.
 */
import fs from 'node:fs';
import path from 'node:path';
import {LATEST_SEGMENT} from '../lines/latest';

/** Hashed bundles and their maps: never a page, even when a file there ends in `.html`. */
const ASSETS_FOLDER = 'assets';
/** The release lines of a multi-line build (src/lines/versions.ts), and the newest line's redirects. */
export const VERSIONS_FILE = 'versions.json';
export const LATEST_FOLDER = LATEST_SEGMENT;
/** Files of a line's build that only lead to another page (src/plugins/moved-pages): routes, not pages. */
export const MOVED_PAGES_LIST = 'moved-pages.json';

/** The moved routes' files of the build folder's own line. */
export function movedPageFiles(buildDir: string): Set<string> {
  const file = path.join(buildDir, MOVED_PAGES_LIST);
  return new Set(fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as string[]) : []);
}

/** A rendered page of the build. */
export interface BuiltPage {
  /** Path relative to the build folder, with `/`: `node-sdk/classes/Table.html`. */
  file: string;
  /** The clean URL the page is served at: `/powersync-js/node-sdk/classes/Table`. */
  route: string;
  /** The SDK section the page belongs to (`node-sdk`), null outside every section (the landing page). */
  section: string | null;
}

export interface PageListOptions {
  /** The site's base path, with its trailing slash (`/powersync-js/`). */
  baseUrl: string;
  /** Route ids of the SDK sections (the manifest's `sdks[].id`). */
  sections?: readonly string[];
}

/** Every file of the build folder, relative with `/`, sorted. */
export function listBuildFiles(buildDir: string): string[] {
  const files: string[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), relative);
      else files.push(relative);
    }
  };
  walk(buildDir, '');
  return files.sort();
}

export function readBuildFile(buildDir: string, relativeFile: string): string {
  return fs.readFileSync(path.join(buildDir, relativeFile), 'utf8');
}

/**
 * Top folders of the build that hold other release lines (`v2/`, and `latest/`, the newest
 * line's redirects), from the build's `versions.json`; none for a site with one line.
 */
export function lineFolders(buildDir: string): string[] {
  const file = path.join(buildDir, VERSIONS_FILE);
  if (!fs.existsSync(file)) return [];
  const versions = JSON.parse(fs.readFileSync(file, 'utf8')) as {default: string; lines: Array<{id: string}>};
  return [...versions.lines.filter((line) => line.id !== versions.default).map((line) => line.id), LATEST_FOLDER];
}

/**
 * Every HTML page of the build (outside `assets/`), sorted by file, with its route and section:
 * the pages of the line built there; other lines' folders are sites of their own (list them
 * with their own folder and base path).
 */
export function listBuiltPages(buildDir: string, options: PageListOptions): BuiltPage[] {
  const sections = new Set(options.sections ?? []);
  const otherLines = lineFolders(buildDir).map((folder) => `${folder}/`);
  const moved = movedPageFiles(buildDir);
  return listBuildFiles(buildDir)
    .filter((file) => file.endsWith('.html') && !file.startsWith(`${ASSETS_FOLDER}/`) && !moved.has(file))
    .filter((file) => !otherLines.some((folder) => file.startsWith(folder)) && file !== `${LATEST_FOLDER}.html`)
    .map((file) => ({file, route: pageRoute(options.baseUrl, file), section: pageSection(file, sections)}));
}

/** `node-sdk/classes/Table.html` → `/powersync-js/node-sdk/classes/Table` (the site's clean URL). */
export function pageRoute(baseUrl: string, relativeFile: string): string {
  const withoutExtension = relativeFile
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '')
    .replace(/\/$/, '');
  return withoutExtension ? `${baseUrl}${withoutExtension}` : baseUrl;
}

/** The section a page is in: its first folder, or its own name for a section's index page (`node-sdk.html`). */
export function pageSection(relativeFile: string, sections: ReadonlySet<string>): string | null {
  const top = relativeFile.split('/')[0].replace(/\.html$/, '');
  return sections.has(top) ? top : null;
}
