/**
 * Work written as a generator that yields wherever it may pause (one page of the index, a batch
 * of records, one document), run either at once or in time slices that let the page run between
 * them: building the search engine in the browser is one task per slice instead of one long task.
 */
export type Steps<T> = Generator<void, T, void>;

/** Runs every step now and returns the result. */
export function runToEnd<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

export interface SliceOptions {
  /** What runs between two slices (in the browser: a macrotask, so input and rendering go first). */
  yieldToMain: () => Promise<void>;
  /** A slice ends at the first step that ends this many milliseconds after the slice began. */
  sliceMs: number;
  now?: () => number;
}

/** Runs the steps in slices of about `sliceMs`, awaiting `yieldToMain` after each slice. */
export async function runInSlices<T>(
  steps: Steps<T>,
  {yieldToMain, sliceMs, now = () => globalThis.performance?.now() ?? Date.now()}: SliceOptions,
): Promise<T> {
  for (;;) {
    const started = now();
    let step = steps.next();
    while (!step.done && now() - started < sliceMs) step = steps.next();
    // After the last slice too: what waits for the result (a first search) gets a task of its own.
    await yieldToMain();
    if (step.done) return step.value;
  }
}
