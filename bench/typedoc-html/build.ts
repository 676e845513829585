/**
 * The bench's third site: TypeDoc's own default HTML theme over the same pinned packages, as a
 * team would publish it with no site generator at all. One `typedoc` run per SDK, with the stock
 * baseline's TypeDoc, packages and compiler options (bench/baseline: its node_modules, checked
 * against the manifest by the bench, and its tsconfig.typedoc.json) and the baseline's TypeDoc
 * options minus the Markdown ones. Writes bench/typedoc-html/build/{sdk id}/; each SDK's
 * index.html (its README) is TypeDoc's landing page.
 *
 *   node --import tsx bench/typedoc-html/build.ts     (npm run bench runs it, timed)
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import manifest from '../../src/sdk-manifest';
import {nodeManifestEnvironment} from '../../src/manifest/node-environment';

const here = path.dirname(fileURLToPath(import.meta.url));
const baselineDir = path.resolve(here, '..', 'baseline');
export const typedocHtmlBuildDir = path.join(here, 'build');
const typedocCli = path.join(baselineDir, 'node_modules', 'typedoc', 'bin', 'typedoc');

/**
 * TypeDoc options of one SDK: the baseline's (docusaurus.config.ts), without the Markdown
 * plugin's. Its tsconfig extends the baseline's and names the entry point: TypeDoc's CLI refuses
 * the baseline's empty `files` list, which the Docusaurus plugin never hands to it.
 */
function optionsFor(sdk: (typeof manifest.sdks)[number], optionsDir: string): Record<string, unknown> {
  const installed = nodeManifestEnvironment(() => baselineDir).readInstalled(sdk.packageName, sdk.id);
  const entry = sdk.entryPoint ?? installed?.types;
  if (!installed || !entry)
    throw new Error(`${sdk.id}: ${sdk.packageName} is not installed in bench/baseline (run npm ci there)`);
  const entryPoint = path.join(installed.root, entry);
  const tsconfig = path.join(optionsDir, `${sdk.id}.tsconfig.json`);
  const extended = path.join(baselineDir, 'tsconfig.typedoc.json');
  fs.writeFileSync(tsconfig, JSON.stringify({extends: extended, files: [entryPoint]}));
  return {
    name: sdk.packageName,
    entryPoints: [entryPoint],
    tsconfig,
    externalPattern: [],
    skipErrorChecking: true,
    readme: path.join(installed.root, 'README.md'),
    out: path.join(typedocHtmlBuildDir, sdk.id),
  };
}

function main(): void {
  if (!fs.existsSync(typedocCli)) throw new Error('TypeDoc is not installed in bench/baseline: run npm ci there');
  fs.rmSync(typedocHtmlBuildDir, {recursive: true, force: true});
  const optionsDir = fs.mkdtempSync(path.join(here, '.options-'));
  try {
    for (const sdk of manifest.sdks) {
      const optionsFile = path.join(optionsDir, `${sdk.id}.json`);
      fs.writeFileSync(optionsFile, JSON.stringify(optionsFor(sdk, optionsDir), null, 2));
      const run = spawnSync(process.execPath, [typedocCli, '--options', optionsFile], {
        cwd: baselineDir,
        stdio: 'inherit',
      });
      if (run.status !== 0) throw new Error(`typedoc for ${sdk.id} (${sdk.packageName}) exited with ${run.status}`);
    }
  } finally {
    fs.rmSync(optionsDir, {recursive: true, force: true});
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
