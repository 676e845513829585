/**
 * A changed declaration's before and after as a Changes page shows them: the lines both share at
 * the start and at the end are left out but for a few next to the change, and a comment line says
 * how many were left out. A hook typed `Ref<{…}>` prints a whole `Date` inline, so one changed
 * member would otherwise be two 60-line declarations that differ in one line. The history file
 * and the upgrade guide keep the whole declarations; the symbol's page shows its current one.
 */

/** Unchanged lines kept on each side of the changed ones. */
export const DIFF_CONTEXT_LINES = 2;
/** A shorter run of shared lines is shown: a comment in its place would save next to nothing. */
export const MIN_LINES_LEFT_OUT = 3;

/** `// … 37 unchanged lines`, indented as the line it stands for. */
export const leftOutLine = (count: number, indentOf: string) =>
  `${/^\s*/.exec(indentOf)![0]}// … ${count} unchanged lines`;

/** How many lines two lists share at their start (`fromEnd`: at their end), within `limit`. */
function sharedRun(a: readonly string[], b: readonly string[], limit: number, fromEnd: boolean): number {
  let count = 0;
  while (count < limit && a.at(fromEnd ? -1 - count : count) === b.at(fromEnd ? -1 - count : count)) count++;
  return count;
}

export function trimmedDeclarations(before: string, after: string): {before: string; after: string} {
  const a = before.split('\n');
  const b = after.split('\n');
  const shortest = Math.min(a.length, b.length);
  const head = sharedRun(a, b, shortest, false);
  // The end run stops where the start run did, so no line is counted twice.
  const tail = sharedRun(a, b, shortest - head, true);
  const headOut = head - DIFF_CONTEXT_LINES >= MIN_LINES_LEFT_OUT ? head - DIFF_CONTEXT_LINES : 0;
  const tailOut = tail - DIFF_CONTEXT_LINES >= MIN_LINES_LEFT_OUT ? tail - DIFF_CONTEXT_LINES : 0;
  const trim = (lines: string[]) =>
    [
      ...(headOut ? [leftOutLine(headOut, lines[headOut])] : []),
      ...lines.slice(headOut, lines.length - tailOut),
      ...(tailOut ? [leftOutLine(tailOut, lines[lines.length - tailOut])] : []),
    ].join('\n');
  return {before: trim(a), after: trim(b)};
}
