import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

/**
 * Writes a module that a plugin generates for the bundler, only when its content changed: an
 * untouched file keeps its timestamp, so the bundler's cache of it stays valid between builds.
 * Written whole, then renamed into place: two builds may run at once (two checkouts' builds,
 * or a build beside `npm run dev`), and one must never read the other's half-written file.
 */
export function writeGeneratedModule(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) return;
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, content);
  fs.renameSync(temporary, file);
}

/** A file of an installed package and where its patched copy goes. */
export interface PackageFile {
  packageName: string;
  /** Inside the package. */
  file: string;
  /** Under the site's `.cache/`. */
  output: string;
}

/**
 * Writes a package file, changed by `patch`, under the site's `.cache/` (as a generated module)
 * and returns its path, for a bundler alias. Its bare imports resolve from the site's node_modules.
 */
export function writePatchedPackageFile(
  siteDir: string,
  {packageName, file, output}: PackageFile,
  patch: (source: string) => string,
): string {
  const require = createRequire(path.join(siteDir, 'package.json'));
  const source = fs.readFileSync(path.join(path.dirname(require.resolve(`${packageName}/package.json`)), file), 'utf8');
  const patched = path.join(siteDir, '.cache', output);
  writeGeneratedModule(patched, patch(source));
  return patched;
}
