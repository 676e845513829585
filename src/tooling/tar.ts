/**
 * The files of a tar archive (an npm package's tarball, gunzipped), as npm writes them: ustar
 * headers, with pax (`x`) or GNU (`L`) records for names that do not fit. Only regular files
 * are given: a file's path names its folders, and links and devices are skipped, as npm's own
 * extraction skips them. Pure.
 */

const BLOCK = 512;

export interface TarFile {
  /** The path inside the archive, `/`-separated, as recorded (`package/lib/index.d.ts`). */
  path: string;
  /** A view into the archive, not a copy. */
  body: Buffer;
}

const text = (block: Buffer, start: number, length: number) => {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end < 0 ? length : end).toString('utf8');
};

/** An octal size field; npm never writes the base-256 form (files of 8 GB and more). */
const octal = (block: Buffer, start: number, length: number) => {
  const digits = text(block, start, length).trim();
  const value = digits === '' ? 0 : parseInt(digits, 8);
  if (Number.isNaN(value)) throw new Error(`not a tar archive: size field "${digits}"`);
  return value;
};

/** The `path` record of a pax extended header (`<length> path=<value>\n` records). */
function paxPath(body: Buffer): string | undefined {
  let at = 0;
  while (at < body.length) {
    const space = body.indexOf(0x20, at);
    if (space < 0) break;
    const length = Number(body.subarray(at, space).toString('latin1'));
    if (!Number.isInteger(length) || length <= 0) break;
    const record = body.subarray(space + 1, at + length - 1).toString('utf8');
    if (record.startsWith('path=')) return record.slice(5);
    at += length;
  }
  return undefined;
}

/** Regular files of the archive, in archive order. */
export function* tarFiles(archive: Buffer): Generator<TarFile> {
  let longName: string | undefined;
  for (let at = 0; at + BLOCK <= archive.length;) {
    const header = archive.subarray(at, at + BLOCK);
    // Two zero blocks end the archive; one is enough to stop.
    if (header.every((byte) => byte === 0)) return;
    const size = octal(header, 124, 12);
    const type = String.fromCharCode(header[156]!);
    const body = archive.subarray(at + BLOCK, at + BLOCK + size);
    at += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (type === 'x') {
      longName = paxPath(body) ?? longName;
      continue;
    }
    if (type === 'L') {
      longName = text(body, 0, body.length);
      continue;
    }
    const prefix = text(header, 345, 155);
    const recorded = longName ?? (prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100));
    longName = undefined;
    if (type === '0' || type === '\0' || type === '7') yield {path: recorded, body};
  }
}
