/**
 * `tsx scripts/generate-api.ts --manifest other.json`: another manifest validated the way the
 * build validates src/sdk-manifest.ts, every release line against its own installed packages.
 * A function of its own so that the build-input tests run their cases in one process (a child
 * process per case loaded tsx and the script's imports again, about 3 CPU-seconds each); the
 * script is started once for its exit status and output.
 */
import {lineFolders} from '../lines/active';
import {allLines, lineManifest, lineProblems} from '../lines/lines';
import {loadManifestFile} from './load-file';
import {lineEnvironment} from './node-environment';
import {ManifestError, resolveManifest} from './validate';

/**
 * Validates the manifest in `file`, telling `onValid` as each line passes
 * (`other.json, release line "v2" (lines/v2): 7 SDK entries are valid`). Throws the first
 * ManifestError, which names the file and, for a further line, the line.
 */
export function checkManifestFile(siteDir: string, file: string, onValid: (message: string) => void): void {
  const loaded = loadManifestFile(file);
  const problems = lineProblems(loaded);
  if (problems.length > 0) throw new ManifestError(problems, file);
  for (const {id} of allLines(loaded)) {
    const folders = lineFolders(loaded, id);
    const source = folders.isDefault ? file : `${file}, release line "${id}" (lines/${id})`;
    const sdks = resolveManifest(lineManifest(loaded, id), lineEnvironment(siteDir, folders), source);
    onValid(`${source}: ${sdks.length} SDK entries are valid`);
  }
}
