/** Section generation in worker processes (src/generate/worker-pool.ts). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import os from 'node:os';
import path from 'node:path';
import {generateInWorkers, type GenerationWorker} from '../../src/generate/worker-pool';
import type {ResolvedSdk} from '../../src/manifest/validate';

// A package folder with no declaration files: the queue's size estimate reads it.
const section = (id: string) =>
  ({id, packageRoot: path.join(import.meta.dirname, 'fixtures')}) as unknown as ResolvedSdk;

function countingStarter() {
  const started: string[][] = [];
  const start = (): GenerationWorker => {
    const taken: string[] = [];
    started.push(taken);
    return {
      generate: async (sdk) => {
        taken.push(sdk.id);
        return {ok: true, pages: 1};
      },
      alive: () => true,
      stop: () => {},
    };
  };
  return {started, start};
}

test('a rebuild with every section cached starts no generation process', async () => {
  const {started, start} = countingStarter();
  const notTaken = await generateInWorkers('.', [], () => assert.fail('nothing to generate'), start);
  assert.deepEqual(notTaken, []);
  assert.equal(started.length, 0);
});

test('pending sections are shared by at most one worker per core and each generated once', async () => {
  const {started, start} = countingStarter();
  const ids = ['a', 'b', 'c', 'd', 'e'];
  const heard: string[] = [];
  const notTaken = await generateInWorkers('.', ids.map(section), (sdk) => heard.push(sdk.id), start);
  assert.deepEqual(notTaken, []);
  assert.equal(started.length, Math.min(os.availableParallelism(), ids.length));
  assert.deepEqual(started.flat().sort(), ids);
  assert.deepEqual(heard.sort(), ids);
});
