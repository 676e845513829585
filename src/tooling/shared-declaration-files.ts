/**
 * Declaration files (`.d.ts`, TypeScript's own `lib.*.d.ts` among them) parsed and bound once a
 * process and shared by every program that reads them with the same settings. The site's checks
 * compile the same installs many times over (tests/site: fidelity, not-found-kinds, used-by,
 * mcp-missing, upgrade-guide: one program per section and line, each), and parsing and binding
 * their declarations was most of what a program cost.
 *
 * The language service shares parsed files between programs the same way (its DocumentRegistry),
 * and the key here is its key: the settings that affect a parsed or bound file (the registry's
 * `getKeyForCompilationSettings`: target, module, jsx, module detection, …), the file's path and
 * the parse options the program asks with (parsed-file-key.ts). A program binds a file only once
 * (the binder skips a file that has its symbols), which is why a file is shared only under the
 * same settings. A file is shared only while its text on disk is the text it was parsed from:
 * read again for each program (a small part of a parse), so a file changed during the run, even
 * within the file system's timestamp granularity, is parsed again.
 */
import path from 'node:path';
import ts from 'typescript';
import {parsedFileKey} from './parsed-file-key';

/** Only for its key: which compiler options affect a parsed and bound file. */
const registry = ts.createDocumentRegistry();

const parsed = new Map<string, ts.SourceFile>();

const isDeclarationFile = (fileName: string) => /\.d\.([cm]?ts|[^/\\]+\.ts)$/.test(fileName);

/** A compiler host for `options` that shares every declaration file it reads with the process's other programs. */
export function hostSharingDeclarationFiles(options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const settings = registry.getKeyForCompilationSettings(options);
  const parse = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersionOrOptions, onError, shouldCreateNewSourceFile) => {
    const text = isDeclarationFile(fileName) && !shouldCreateNewSourceFile ? host.readFile(fileName) : undefined;
    if (text === undefined) return parse(fileName, languageVersionOrOptions, onError, shouldCreateNewSourceFile);
    const key = `${settings}\0${parsedFileKey(path.resolve(fileName), languageVersionOrOptions)}`;
    let file = parsed.get(key);
    // As the host's own getSourceFile parses the text it reads.
    if (file?.text !== text) parsed.set(key, (file = ts.createSourceFile(fileName, text, languageVersionOrOptions)));
    return file;
  };
  return host;
}
