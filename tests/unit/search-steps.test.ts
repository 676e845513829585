import {test} from 'node:test';
import assert from 'node:assert/strict';
import {runInSlices, runToEnd, type Steps} from '../../src/search/steps';

/** Counts its steps on a fake clock: each step takes `stepMs`. */
function* counted(count: number, clock: {t: number}, stepMs: number, done: string[]): Steps<number> {
  for (let i = 0; i < count; i++) {
    clock.t += stepMs;
    done.push(`step ${i}`);
    yield;
  }
  return count;
}

test('runToEnd runs every step and returns the result', () => {
  const done: string[] = [];
  assert.equal(runToEnd(counted(5, {t: 0}, 1, done)), 5);
  assert.equal(done.length, 5);
});

test('runInSlices ends a slice at the first step past the budget and yields after each slice', async () => {
  const clock = {t: 0};
  const done: string[] = [];
  const result = await runInSlices(counted(10, clock, 4, done), {
    sliceMs: 10,
    now: () => clock.t,
    yieldToMain: async () => {
      done.push('yield');
    },
  });
  assert.equal(result, 10);
  // 4 ms steps, 10 ms slices: three steps reach 12 ms and end the slice. The result comes
  // after a yield too, so that what awaits it does not run in the last slice's task.
  assert.deepEqual(done.map((d) => (d === 'yield' ? '|' : '.')).join(''), '...|...|...|.|');
});

test('runInSlices rejects with the error a step throws', async () => {
  function* failing(): Steps<never> {
    yield;
    throw new Error('bad index');
  }
  await assert.rejects(runInSlices(failing(), {sliceMs: 0, yieldToMain: async () => {}}), /bad index/);
});
