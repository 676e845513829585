/**
 * The standard library the history's reader compiles each release against: TypeScript's own
 * `lib.*.d.ts` files, so that what a declaration has only through `Required`, `Omit`, `Pick` or
 * `Partial` (web's `WebStreamingSyncImplementationOptions` has `retryDelayMs` through
 * `Required<AdditionalConnectionOptions>`) is known to it as the compiler knows it. The same
 * libraries as the compiler check over real installs (resolved-members.ts `installedProgram`),
 * so that both resolve a global name alike.
 *
 * The files are served from a folder outside any `node_modules`: a lib type has no package
 * (type-identity.ts `packageOfFile`), so its written name stays in a declaration's resolved form
 * as it did before the reader had a lib. Each is parsed once a process and shared by every
 * release's program, as the language service shares them (DocumentRegistry): a parsed file
 * depends only on its text and the parse options, and the checker binds a file only once.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from '../../typescript.cjs';
import {parsedFileKey} from '../parsed-file-key';

/** The libraries every release is compiled with (names as `compilerOptions.lib` holds them). */
export const READER_LIB = ['lib.es2022.d.ts', 'lib.dom.d.ts'];

/** Where the reader's programs find the lib: a folder of the in-memory file system, not on disk. */
export const LIB_DIRECTORY = '/typescript-lib';

/** The folder TypeScript's own lib files are read from. */
const TYPESCRIPT_LIB = path.dirname(ts.getDefaultLibFilePath({}));

const parsed = new Map<string, ts.SourceFile | undefined>();

/** Whether `fileName` is one of the lib's files (in the reader's file system). */
export const isLibFile = (fileName: string) => fileName.startsWith(`${LIB_DIRECTORY}/`);

/** The file on disk a lib file of the reader's is, when TypeScript ships it. */
function onDisk(fileName: string): string | undefined {
  if (!isLibFile(fileName)) return undefined;
  const file = path.join(TYPESCRIPT_LIB, path.posix.relative(LIB_DIRECTORY, fileName));
  return fs.existsSync(file) ? file : undefined;
}

export const libFileExists = (fileName: string) => onDisk(fileName) !== undefined;

/** The text of a lib file, or undefined when TypeScript ships no such file. */
export function libText(fileName: string): string | undefined {
  const file = onDisk(fileName);
  return file === undefined ? undefined : fs.readFileSync(file, 'utf8');
}

/** A lib file parsed, the same object for every program of the process with these parse options. */
export function libSourceFile(
  fileName: string,
  languageVersionOrOptions: ts.ScriptTarget | ts.CreateSourceFileOptions,
): ts.SourceFile | undefined {
  const key = parsedFileKey(fileName, languageVersionOrOptions);
  if (!parsed.has(key)) {
    const text = libText(fileName);
    parsed.set(key, text === undefined ? undefined : ts.createSourceFile(fileName, text, languageVersionOrOptions));
  }
  return parsed.get(key);
}
