/**
 * Every release line's sections as a reader's clean install resolves them (clean-install.ts):
 * what the checks of the built pages compare against (tests/site/fidelity.test.ts,
 * tests/site/used-by.test.ts), never the tree that generated the pages.
 */
import path from 'node:path';
import manifest from '../../sdk-manifest';
import {lineFolders} from '../../lines/active';
import {allLines, lineManifest} from '../../lines/lines';
import {sectionInstallPackages} from '../../lines/section-installs';
import {nodeManifestEnvironment} from '../../manifest/node-environment';
import {resolveManifest} from '../../manifest/validate';
import type {CleanInstall} from './clean-install';

/** Where the clean installs are kept between runs, one folder per line and section. */
export const CLEAN_INSTALLS = path.resolve('.cache', 'fidelity');

export function cleanInstallLines() {
  return allLines(manifest).map(({id}) => {
    const folders = lineFolders(manifest, id);
    const lineSdks = lineManifest(manifest, id);
    const installDir = (sectionId: string) => path.join(CLEAN_INSTALLS, id, sectionId);
    const installs: CleanInstall[] = lineSdks.sdks.map((sdk) => ({
      dir: installDir(sdk.id),
      packages: sectionInstallPackages(lineSdks, sdk.id),
      // The generation's install of the same packages, when there: only its declarations'
      // imports are read, as a guess that saves a round (clean-install.ts).
      importsGuessFrom: path.resolve(folders.installDirOf(sdk.id)),
    }));
    return {
      ...folders,
      buildDir: path.resolve('build', folders.buildFolder),
      installs,
      /** The sections as a reader's clean install resolves them (after `cleanInstalls(installs)`). */
      sdks: () => resolveManifest(lineSdks, nodeManifestEnvironment(installDir)),
    };
  });
}
