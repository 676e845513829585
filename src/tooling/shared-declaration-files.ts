/**
 * Declaration files (`.d.ts`, TypeScript's own `lib.*.d.ts` among them) parsed and bound once a
 * process and shared by every program that reads them with the same settings. The site's checks
 * compile the same installs many times over (tests/site: fidelity, not-found-kinds, used-by,
 * mcp-missing, upgrade-guide: one program per section and line, each), and parsing and binding
 * their declarations was most of what a program cost. The demos' call sites
 * (src/examples/call-sites.ts) compile each section's install once, all with TypeScript's lib
 * files.
 *
 * The language service shares parsed files between programs the same way (its DocumentRegistry),
 * and the key here is its key: the settings that affect a parsed or bound file (the registry's
 * `getKeyForCompilationSettings`: target, module, jsx, module detection, …), the file's path and
 * the parse options the program asks with (parsed-file-key.ts). A program binds a file only once
 * (the binder skips a file that has its symbols), which is why a file is shared only under the
 * same settings. A file is shared only while its text on disk is the text it was parsed from:
 * its size, modification time and inode are what they were, and, for a file modified so shortly
 * before it was parsed that a change after the parse could keep the same time (the file system's
 * timestamps are coarse), its text is read and compared, as git treats "racily clean" entries.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from '../typescript.cjs';
import {parsedFileKey} from './parsed-file-key';

/** Only for its key: which compiler options affect a parsed and bound file. */
const registry = ts.createDocumentRegistry();

interface Parsed {
  file: ts.SourceFile;
  /** The file's size, modification time and inode when it was read. */
  stamp: string;
  /** Whether its modification time is far enough before the parse that any later change shows in it. */
  settled: boolean;
}

const parsed = new Map<string, Parsed>();

/**
 * How long before a parse a file must have been modified for its stamp alone to tell a later
 * change: far more than a file system timestamp's granularity (a clock tick, or a second or two).
 */
const SETTLED_AFTER_MS = 3000;

const stampOf = (stat: fs.Stats) => `${stat.size}:${stat.mtimeMs}:${stat.ino}`;

const isDeclarationFile = (fileName: string) => /\.d\.([cm]?ts|[^/\\]+\.ts)$/.test(fileName);

const statOf = (fileName: string) => fs.statSync(fileName, {throwIfNoEntry: false});

/** A compiler host for `options` that shares every declaration file it reads with the process's other programs. */
export function hostSharingDeclarationFiles(options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const settings = registry.getKeyForCompilationSettings(options);
  const parse = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersionOrOptions, onError, shouldCreateNewSourceFile) => {
    const now = Date.now();
    const stat = isDeclarationFile(fileName) && !shouldCreateNewSourceFile ? statOf(fileName) : undefined;
    if (!stat) return parse(fileName, languageVersionOrOptions, onError, shouldCreateNewSourceFile);
    const key = `${settings}\0${parsedFileKey(path.resolve(fileName), languageVersionOrOptions)}`;
    const known = parsed.get(key);
    const stamp = stampOf(stat);
    if (known?.settled && known.stamp === stamp) return known.file;
    const text = host.readFile(fileName);
    if (text === undefined) return parse(fileName, languageVersionOrOptions, onError, shouldCreateNewSourceFile);
    // The text read now, after the stat: a change from here on changes the stamp, if the time it
    // sets is past the one read (a change within the same tick of the clock may not).
    const settled = stat.mtimeMs < now - SETTLED_AFTER_MS;
    if (known?.file.text === text) {
      Object.assign(known, {stamp, settled});
      return known.file;
    }
    // As the host's own getSourceFile parses the text it reads.
    const file = ts.createSourceFile(fileName, text, languageVersionOrOptions);
    parsed.set(key, {file, stamp, settled});
    return file;
  };
  return host;
}
