/**
 * Static rendering kept between builds. A page's rendering (its app HTML and what Docusaurus
 * collects from it: links, anchors, head tags, the chunks it used) depends on the server bundle
 * and the render parameters only: the bundle holds every page's content, the theme and the site
 * configuration. Each result is stored under a hash of the whole server bundle, so a rebuild
 * whose bundle is byte for byte the same renders nothing again, and any change to the bundle
 * renders every page again. Docusaurus still fills the page template, minifies and writes each
 * file, so asset names come from the current build.
 *
 * Runs inside the server bundle, in each static rendering worker.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {hashTree} from '../../tooling/source-hash';

export interface RenderCacheSettings {
  /** The server bundle's folder (`<outDir>/__server`), all of whose files make the key. */
  serverDir: string;
  /** This site's cache folder: one subfolder per server bundle. */
  dir: string;
}

/** What Docusaurus's server entry is called with and returns (`AppRenderer['render']`). */
type Render<P, R> = (params: P) => Promise<R>;

/** A result can be kept when it is plain data: Docusaurus 4's form, without the helmet object. */
interface RenderResult {
  collectedData: {metadata: {helmet?: unknown}};
}

export function cachedRender<P extends {pathname: string}, R extends RenderResult>(
  render: Render<P, R>,
  settings: RenderCacheSettings,
): Render<P, R> {
  let bundleDir: string | undefined;
  return async (params) => {
    bundleDir ??= openBundleDir(settings);
    const file = path.join(bundleDir, `${hash(JSON.stringify(params))}.json.gz`);
    const kept = readEntry<R>(file);
    if (kept) return kept;
    const result = await render(params);
    if (result.collectedData.metadata.helmet == null) writeEntry(file, result);
    return result;
  };
}

/** The folder of this server bundle's results, marked as used by this build (see `pruneUnused`). */
function openBundleDir({serverDir, dir}: RenderCacheSettings): string {
  const bundleDir = path.join(dir, bundleKey(serverDir));
  fs.mkdirSync(bundleDir, {recursive: true});
  const now = new Date();
  fs.utimesSync(bundleDir, now, now);
  return bundleDir;
}

/**
 * A hash of every file of the server bundle, names included, and of the Node.js that runs it
 * (its Intl data and built-in modules are the only code the bundle does not hold).
 */
export function bundleKey(serverDir: string): string {
  const digest = crypto.createHash('sha256').update(`${process.version}\0`);
  hashTree(digest, serverDir);
  return digest.digest('base64url').slice(0, 32);
}

const hash = (text: string) => crypto.createHash('sha256').update(text).digest('base64url').slice(0, 32);

/** A kept result, or nothing when there is none or it cannot be read (then the page is rendered). */
function readEntry<R>(file: string): R | undefined {
  try {
    return JSON.parse(zlib.gunzipSync(fs.readFileSync(file)).toString('utf8')) as R;
  } catch {
    return undefined;
  }
}

/**
 * Written whole or not at all: a build stopped mid-write leaves no half entry. Compressed at the
 * fastest level: a page's app HTML repeats its section's sidebar, and the site's results would
 * otherwise be written as ≈60 MB on each cold build.
 */
function writeEntry(file: string, result: unknown): void {
  const temporary = `${file}.${process.pid}.${crypto.randomUUID()}.tmp`;
  fs.writeFileSync(temporary, zlib.gzipSync(JSON.stringify(result), {level: 1}));
  fs.renameSync(temporary, file);
}

/** Removes the results of server bundles this build did not use (run after static rendering). */
export function pruneUnused(dir: string, buildStartedMs: number): void {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const folder = path.join(dir, entry.name);
    if (!entry.isDirectory() || fs.statSync(folder).mtimeMs < buildStartedMs)
      fs.rmSync(folder, {recursive: true, force: true});
  }
}
