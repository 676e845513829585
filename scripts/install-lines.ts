/**
 * `npm run install:lines`: every release line's sections installed from their lockfiles
 * (src/lines/install.ts), as the build does first; the suite runs it before the markdown's
 * generation, the unit tests and the build (src/tooling/test-parts.ts).
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {configuredManifest} from '../src/lines/active';
import {installLines} from '../src/lines/install';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
try {
  await installLines(siteDir, configuredManifest(), (dir) =>
    console.log(`[install] ${path.relative(siteDir, dir)}: installed from its lockfile`),
  );
} catch (error) {
  console.error(`[install] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
