import fs from 'node:fs';
import type {SdkManifest} from './types';
import {ManifestError} from './validate';

/**
 * Reads a manifest from a JSON file (same shape as src/sdk-manifest.ts), for checking an
 * alternative manifest with `generate-api.ts --manifest <file>`. Problems name the file.
 */
export function loadManifestFile(file: string): SdkManifest {
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ManifestError(
      [`${file}: cannot be read as JSON (${error instanceof Error ? error.message : error})`],
      file,
    );
  }
  const record = (data ?? {}) as Partial<SdkManifest>;
  if (
    typeof record !== 'object' ||
    !Array.isArray(record.sdks) ||
    typeof record.shared !== 'object' ||
    !record.shared
  ) {
    throw new ManifestError([`${file}: expected an object with "sourceRepository", "shared" and an "sdks" list`], file);
  }
  return record as SdkManifest;
}
