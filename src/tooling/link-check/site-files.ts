import {listBuildFiles, readBuildFile} from '../build-output';
import type {SiteFiles} from './links';

/** `SiteFiles` over a build folder on disk. */
export function siteFilesIn(buildDir: string): SiteFiles {
  return {list: () => listBuildFiles(buildDir), read: (relativeFile) => readBuildFile(buildDir, relativeFile)};
}
