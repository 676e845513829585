/**
 * `npm run clean-installs`: every release line's sections as a reader's clean install resolves
 * them, into `.cache/fidelity/{line}/{section}` (src/tooling/fidelity/clean-install.ts), kept
 * between runs while the package sets are the same. What the site tests compare the built pages
 * against; they make any that are missing themselves. A part of `npm test` of its own
 * (src/tooling/test-parts.ts) because it needs no build: it runs beside it instead of after.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {cleanInstalls} from '../src/tooling/fidelity/clean-install';
import {cleanInstallLines} from '../src/tooling/fidelity/line-installs';
import {installMcpPackage} from '../src/tooling/mcp-package-install';

const started = performance.now();
const installs = cleanInstallLines().flatMap((line) => line.installs);
await cleanInstalls(installs);
console.log(
  `[clean-installs] ${installs.length} sections in .cache/fidelity, ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
installMcpPackage(siteDir, (message) => console.log(`[clean-installs] ${message}`));
