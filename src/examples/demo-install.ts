/**
 * Where a section's demos are compiled (src/examples/call-sites.ts): its own install, an npm
 * project that holds what a clean install of the section holds (src/lines/README.md), so the
 * demos see nothing else.
 */
import path from 'node:path';
import manifest from '../sdk-manifest';
import {lineFolders} from '../lines/active';

export function demoInstall(siteDir: string, lineId: string, sectionId: string): {installDir: string} {
  return {installDir: path.resolve(siteDir, lineFolders(manifest, lineId).installDirOf(sectionId))};
}
