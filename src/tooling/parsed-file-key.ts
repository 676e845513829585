import ts from 'typescript';

/**
 * The key a parsed `lib.*.d.ts` file is shared under between programs: its name and the parse
 * options a compiler host is asked with. A parsed file depends only on its text and these, as
 * the language service's DocumentRegistry keys it; both the fidelity check's hosts
 * (fidelity/compiler-types.ts) and the history's reader (history/reader-lib.ts) share lib files so.
 */
export function parsedFileKey(
  fileName: string,
  languageVersionOrOptions: ts.ScriptTarget | ts.CreateSourceFileOptions,
): string {
  const options =
    typeof languageVersionOrOptions === 'object'
      ? [
          languageVersionOrOptions.languageVersion,
          languageVersionOrOptions.impliedNodeFormat,
          languageVersionOrOptions.jsDocParsingMode,
        ]
      : [languageVersionOrOptions];
  return `${fileName}\0${options.join(',')}`;
}
