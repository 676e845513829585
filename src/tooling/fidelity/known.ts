/**
 * The fidelity check's known differences (tests/site/fidelity.test.ts): per release line, the
 * differences between a page and the compiler that are not fixed yet, each with its reason. The
 * default line's are in `fidelity-known.json`, another line's in `fidelity-known.{id}.json`.
 * `npm run releases` writes the file of a line it adds (src/releases/new-line-files.ts): the
 * newest line's entries for the sections the new line has, each marked `carriedFrom`.
 */
import fs from 'node:fs';
import path from 'node:path';

export const KNOWN_DIR = 'tests/site';

export interface KnownDifference {
  where: string;
  problem: string;
  reason: string;
  /**
   * The line this entry was copied from when `npm run releases` added this line: a difference
   * that line had and this one may have (its check ran on no page of the new line yet). Such an
   * entry that the check does not find is reported, not a failure; any difference not listed
   * fails as on every line.
   */
  carriedFrom?: string;
}

/** The file of a line's known differences, relative to the site. */
export const knownFile = (line: {id: string; isDefault: boolean}) =>
  path.join(KNOWN_DIR, line.isDefault ? 'fidelity-known.json' : `fidelity-known.${line.id}.json`);

/** A line's known differences; a line without its file is an error that says what writes it. */
export function readKnownDifferences(siteDir: string, line: {id: string; isDefault: boolean}): KnownDifference[] {
  const file = path.join(siteDir, knownFile(line));
  if (!fs.existsSync(file))
    throw new Error(
      `${knownFile(line)} is missing: every release line has one (\`npm run releases\` writes it for a line it adds; ` +
        'a line added by hand starts with `[]`)',
    );
  return JSON.parse(fs.readFileSync(file, 'utf8')) as KnownDifference[];
}

export const serializeKnown = (known: KnownDifference[]) => `${JSON.stringify(known, null, 2)}\n`;

/** The section a finding is of: the first segment of its `where` (`vue-sdk/functions/…`). */
export const sectionOf = (difference: {where: string}) => difference.where.split('/')[0];
