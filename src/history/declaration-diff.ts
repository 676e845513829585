/**
 * A changed declaration's before and after as a Changes page shows them: the lines both share are
 * left out but for a few next to each change, and a comment line says how many were left out. A
 * hook typed `Ref<{…}>` prints a whole `Date` inline, so one changed member would otherwise be
 * two 100-line declarations that differ in a few lines. The history file and the upgrade guide
 * keep the whole declarations; the symbol's page shows its current one.
 */

/** Unchanged lines kept on each side of the changed ones. */
export const DIFF_CONTEXT_LINES = 2;
/** A shorter run of shared lines is shown: a comment in its place would save next to nothing. */
export const MIN_LINES_LEFT_OUT = 3;
/** Past this many line pairs the alignment is not computed, and only shared ends are left out. */
const MAX_ALIGNED_PAIRS = 4_000_000;

/** `// … 37 unchanged lines`, indented as `indentOf`. */
export const leftOutLine = (count: number, indentOf: string) =>
  `${/^\s*/.exec(indentOf)![0]}// … ${count} unchanged lines`;

/** One step of the alignment: a line both have, or a line of one side only. */
type Step = {kind: 'same'; line: string} | {kind: 'before' | 'after'; line: string};

/** The two declarations' lines aligned on a longest common subsequence. */
function align(a: readonly string[], b: readonly string[]): Step[] {
  // Shared ends first: they are most of a declaration, and keep the table small.
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a.at(-1 - tail) === b.at(-1 - tail)) tail++;
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  const same = (lines: readonly string[]): Step[] => lines.map((line) => ({kind: 'same', line}));
  let middle: Step[];
  if (midA.length * midB.length > MAX_ALIGNED_PAIRS) {
    middle = [
      ...midA.map((line): Step => ({kind: 'before', line})),
      ...midB.map((line): Step => ({kind: 'after', line})),
    ];
  } else {
    // lcs[i][j]: the longest common subsequence of midA[i..] and midB[j..].
    const lcs = Array.from({length: midA.length + 1}, () => new Uint32Array(midB.length + 1));
    for (let i = midA.length - 1; i >= 0; i--)
      for (let j = midB.length - 1; j >= 0; j--)
        lcs[i][j] = midA[i] === midB[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
    middle = [];
    let i = 0;
    let j = 0;
    while (i < midA.length || j < midB.length) {
      if (i < midA.length && j < midB.length && midA[i] === midB[j]) {
        middle.push({kind: 'same', line: midA[i]});
        i++;
        j++;
      } else if (j >= midB.length || (i < midA.length && lcs[i + 1][j] >= lcs[i][j + 1])) {
        middle.push({kind: 'before', line: midA[i++]});
      } else {
        middle.push({kind: 'after', line: midB[j++]});
      }
    }
  }
  return [...same(a.slice(0, head)), ...middle, ...same(a.slice(a.length - tail))];
}

export function trimmedDeclarations(before: string, after: string): {before: string; after: string} {
  const steps = align(before.split('\n'), after.split('\n'));
  // How far each step is from the nearest changed line.
  const distance = steps.map(() => Infinity);
  for (let pass = 0; pass < 2; pass++) {
    let last = Infinity;
    for (let k = 0; k < steps.length; k++) {
      const index = pass === 0 ? k : steps.length - 1 - k;
      last = steps[index].kind === 'same' ? last + 1 : 0;
      distance[index] = Math.min(distance[index], last);
    }
  }
  const out = {before: [] as string[], after: [] as string[]};
  for (let index = 0; index < steps.length;) {
    let run = 0;
    while (index + run < steps.length && distance[index + run] > DIFF_CONTEXT_LINES) run++;
    if (run >= MIN_LINES_LEFT_OUT) {
      // Indented as the code it sits next to: the shown line after it, else the one before.
      const comment = leftOutLine(run, (steps[index + run] ?? steps[index - 1] ?? steps[index]).line);
      out.before.push(comment);
      out.after.push(comment);
      index += run;
      continue;
    }
    const step = steps[index++];
    if (step.kind !== 'after') out.before.push(step.line);
    if (step.kind !== 'before') out.after.push(step.line);
  }
  return {before: out.before.join('\n'), after: out.after.join('\n')};
}
