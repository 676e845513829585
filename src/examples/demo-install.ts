/**
 * Where a section's demos are compiled (src/examples/call-sites.ts): its own install, seeing
 * only what a clean install of the section holds. A release line's section has an npm project
 * of its own; the default line's sections share the site's node_modules, which hold every
 * section's packages, so there a section sees only its own `@powersync/…` packages and their
 * PowerSync dependencies (the same set a release line's install of it holds).
 */
import path from 'node:path';
import manifest from '../sdk-manifest';
import {lineFolders} from '../lines/active';
import {lineManifest} from '../lines/lines';
import {sectionInstallPackages} from '../lines/section-installs';
import {powersyncPackagesOf} from './call-sites';

export function demoInstall(
  siteDir: string,
  lineId: string,
  sectionId: string,
): {installDir: string; packages?: ReadonlySet<string>} {
  const folders = lineFolders(manifest, lineId);
  const installDir = path.resolve(siteDir, folders.installDirOf(sectionId));
  if (!folders.isDefault) return {installDir};
  const roots = Object.keys(sectionInstallPackages(lineManifest(manifest, lineId), sectionId));
  return {installDir, packages: powersyncPackagesOf(path.join(installDir, 'node_modules'), roots)};
}
