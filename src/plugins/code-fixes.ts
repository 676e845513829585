/**
 * Changes to a pinned vendor module's code, applied at build time (src/plugins/search/docsearch-patch.ts,
 * src/plugins/server-head/helmet-patch.ts). Each fix's code must occur exactly once: a version
 * that changes it stops the build with the fix named, instead of silently losing the fix.
 */
export interface CodeFix {
  /** Named in the build error when the code to change is not found. */
  name: string;
  original: string;
  patched: string;
}

export interface CodeFixes {
  fixes: readonly CodeFix[];
  /** First line of the patched module; a source that has it is returned as it is. */
  marker: string;
  /** The build error for a fix whose code occurs `occurrences` times. */
  problem(fix: CodeFix, occurrences: number): string;
  /** Code added at the end of the module (functions the fixes call). */
  appended?: string;
}

export function applyCodeFixes(source: string, {fixes, marker, problem, appended}: CodeFixes): string {
  if (source.includes(marker)) return source;
  let patched = source;
  for (const fix of fixes) {
    const occurrences = patched.split(fix.original).length - 1;
    if (occurrences !== 1) throw new Error(problem(fix, occurrences));
    patched = patched.replace(fix.original, fix.patched);
  }
  return appended ? `${marker}\n${patched}\n${appended}` : `${marker}\n${patched}`;
}
