import ts from '../typescript.cjs';

/**
 * The key a parsed declaration file is shared under between programs: its name and the parse
 * options a compiler host is asked with. A parsed file depends only on its text and these, as
 * the language service's DocumentRegistry keys it; the checks' hosts (shared-declaration-files.ts,
 * which adds the settings that affect binding) and the history's reader (history/reader-lib.ts)
 * share files so.
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
