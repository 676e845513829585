/**
 * Every browser spec takes its `test` from tests/e2e/shared-page.ts. Playwright runs tests whose
 * worker fixtures differ in different worker processes (a worker's hash is its fixtures'), so
 * one spec on Playwright's own `test` made each of the two workers stop, start a process and a
 * browser for it, and start another to go on: four workers and browsers a run instead of two.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const E2E = path.resolve('tests/e2e');
/** A value import of `test` (alone or beside other names) from a module. */
const TEST_IMPORT = /^import\s*\{([^}]*)\}\s*from\s*'([^']+)'/gm;

const testSources = (source: string) =>
  [...source.matchAll(TEST_IMPORT)]
    .filter(([, names]) => names.split(',').some((name) => /^\s*test\s*(?:as\s+\w+\s*)?$/.test(name)))
    .map(([, , from]) => from);

test('every browser spec imports test from ./shared-page, so every test runs in the same two workers', () => {
  const specs = fs.readdirSync(E2E).filter((file) => file.endsWith('.spec.ts'));
  assert.ok(specs.length > 20, `specs found: ${specs.length}`);
  const others = specs.flatMap((file) =>
    testSources(fs.readFileSync(path.join(E2E, file), 'utf8'))
      .filter((from) => from !== './shared-page')
      .map((from) => `${file}: test from ${from}`),
  );
  const without = specs.filter((file) => testSources(fs.readFileSync(path.join(E2E, file), 'utf8')).length === 0);
  assert.deepEqual(others, []);
  assert.deepEqual(without, [], 'specs that import no test');
});

test('the check reads a test import from @playwright/test as one', () => {
  assert.deepEqual(testSources("import {test, expect, type Page} from '@playwright/test';\n"), ['@playwright/test']);
  assert.deepEqual(
    testSources("import {type Page} from '@playwright/test';\nimport {expect, test} from './shared-page';\n"),
    ['./shared-page'],
  );
});
