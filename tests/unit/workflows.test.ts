/**
 * The GitHub Actions workflows (.github/workflows/), read as YAML and checked against what they
 * are for (README "Operating the site"): deploy on push to main and by hand to GitHub Pages;
 * propose new SDK releases on a schedule, by hand and on the SDK repository's dispatch, only
 * when the suite passes. Every action is pinned to a commit, every `run:` is npm. Each file is
 * first checked against GitHub's workflow schema by @action-validator/core (SchemaStore's schema
 * and its own checks, as a prebuilt WebAssembly module: no install script, no network), so a
 * misspelt key fails here rather than on GitHub after the merge.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {fileURLToPath} from 'node:url';
import {validateWorkflow, type ValidationError} from '@action-validator/core';
import {parse} from 'yaml';
import {SDK_REPO_ENV} from '../../src/tooling/sdk-repo-files';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const scripts = Object.keys(
  (JSON.parse(fs.readFileSync(path.join(repoDir, 'package.json'), 'utf8')) as {scripts: Record<string, string>})
    .scripts,
);

interface Step {
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  steps: Step[];
  needs?: string | string[];
  environment?: {name: string};
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  concurrency?: {group: string};
  jobs: Record<string, Job>;
}

const workflowText = (name: string) => fs.readFileSync(path.join(repoDir, '.github', 'workflows', name), 'utf8');
const read = (name: string) => parse(workflowText(name)) as Workflow;
const steps = (workflow: Workflow) => Object.values(workflow.jobs).flatMap((job) => job.steps);
const uses = (workflow: Workflow, action: string) =>
  steps(workflow).find((step) => step.uses?.startsWith(`${action}@`));
/** `npm ci`, `npm test` or `npm run <a script of package.json>` (with `-- <its arguments>`). */
const NPM_RUN = /^npm (?:ci|test|run ([\w:-]+)(?: -- [\w .-]+)?)$/;

/**
 * The validator's faults, one `path: detail` line each. A `oneOf` (a job is either steps or a
 * called workflow) nests each branch's faults; they are listed, so the misspelt key is among them.
 */
function schemaFaults(errors: ValidationError[]): string[] {
  const lines = errors.flatMap((error): string[] => {
    const nested = 'states' in error ? (error.states ?? []).flatMap((state) => schemaFaults(state.errors)) : [];
    if (nested.length > 0) return nested;
    const where = 'path' in error ? error.path || '/' : `line ${error.location?.line ?? '?'}`;
    return [`${where}: ${error.detail ?? error.title}`];
  });
  return [...new Set(lines)];
}

test('the workflow schema check rejects a misspelt key (runs_on), naming it', () => {
  const broken = workflowText('deploy.yml').replace('runs-on:', 'runs_on:');
  assert.ok(
    schemaFaults(validateWorkflow(broken).errors).includes("/jobs/build: Additional property 'runs_on' is not allowed"),
  );
});

for (const name of ['deploy.yml', 'releases.yml']) {
  test(`${name}: valid against GitHub's workflow schema`, () => {
    assert.deepEqual(schemaFaults(validateWorkflow(workflowText(name)).errors), []);
  });

  test(`${name}: each action pinned to a commit, each run step npm (a script package.json has)`, () => {
    const workflow = read(name);
    for (const step of steps(workflow)) {
      if (step.uses) assert.match(step.uses, /^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/, `${step.uses}: pin a commit`);
      if (step.run !== undefined) {
        const match = NPM_RUN.exec(step.run.trim());
        assert.ok(match, `run: ${step.run} is not an npm script`);
        if (match[1]) assert.ok(scripts.includes(match[1]), `npm run ${match[1]}: no such script in package.json`);
      }
    }
  });
}

test('deploy.yml: push to main and by hand; npm ci, build, Pages artifact, deploy, with its permissions', () => {
  const workflow = read('deploy.yml');
  assert.deepEqual(workflow.on.push, {branches: ['main']});
  assert.ok('workflow_dispatch' in workflow.on);
  assert.equal(workflow.permissions?.pages, 'write');
  assert.equal(workflow.permissions?.['id-token'], 'write');
  assert.equal(workflow.concurrency?.group, 'pages');
  const order = steps(workflow).map((step) => step.run ?? step.uses!.split('@')[0]);
  const at = (item: string) => order.indexOf(item);
  for (const item of ['npm ci', 'npm run build', 'actions/upload-pages-artifact', 'actions/deploy-pages'])
    assert.ok(at(item) >= 0, `${item} missing`);
  assert.ok(at('npm ci') < at('npm run build') && at('npm run build') < at('actions/upload-pages-artifact'));
  assert.equal(uses(workflow, 'actions/upload-pages-artifact')?.with?.path, 'build');
  const deployJob = Object.values(workflow.jobs).find((job) =>
    job.steps.some((s) => s.uses?.startsWith('actions/deploy-pages@')),
  )!;
  assert.ok(deployJob.needs, 'deploy waits for the build');
  assert.equal(deployJob.environment?.name, 'github-pages');
});

test('releases.yml: schedule, by hand, dispatch; releases, then the suite, then a pull request only after it', () => {
  const workflow = read('releases.yml');
  for (const trigger of ['schedule', 'workflow_dispatch', 'repository_dispatch'])
    assert.ok(trigger in workflow.on, trigger);
  assert.equal(workflow.permissions?.['pull-requests'], 'write');
  const [job] = Object.values(workflow.jobs);
  const order = job.steps.map((step) => step.run ?? step.uses!.split('@')[0]);
  const releases = order.findIndex((item) => item.startsWith('npm run releases'));
  const suite = order.indexOf('npm test');
  const proposal = order.indexOf('peter-evans/create-pull-request');
  assert.ok(releases >= 0 && releases < suite && suite < proposal, `order: ${order.join(', ')}`);
  // A failed step stops the job: nothing after the suite may run on failure.
  for (const step of job.steps.slice(suite)) assert.doesNotMatch(step.if ?? '', /always\(\)|failure\(\)|cancelled\(\)/);
  assert.equal(job.steps[proposal].with?.['body-path'], 'releases-summary.md');
  // The demos of moved lines are read again from the SDK repository it checks out.
  const sdkRepo = job.steps.find((step) => step.with?.repository === 'powersync-ja/powersync-js');
  assert.ok(sdkRepo?.with?.['fetch-tags'], 'powersync-js checked out with its tags');
  assert.equal(order[releases], `npm run releases -- --repo ${String(sdkRepo.with.path)}`);
  assert.ok(job.steps.indexOf(sdkRepo) < releases);
  // The suite compares the demos' excerpts and the source links with that checkout at their tags
  // (src/tooling/sdk-repo-files.ts): without it those checks skip.
  assert.equal(job.steps[suite].env?.[SDK_REPO_ENV], `\${{ github.workspace }}/${String(sdkRepo.with.path)}`);
});
