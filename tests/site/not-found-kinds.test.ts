/**
 * A symbol's page asked for under another kind folder than its line uses (1.x's
 * `classes/PowerSyncDatabase` under `v2/`, where 2.x has an interface), on every line and under
 * `latest/`: the not-found page's lookup (src/theme/NotFound/Content/not-found-model.ts, over the
 * built `line-map.json` files) must lead to the symbol's one page in that line and never say the
 * line lacks it. Which folder really holds each symbol is not read from the line maps the lookup
 * uses: it is the TypeScript compiler's kind of each export of a reader's clean install
 * (src/tooling/fidelity/), and the page must be on disk in the build. Each export is asked for
 * once, under the folder of the other kind it is most often confused with.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {compilerOptionsFor} from '../../src/generate/typedoc/options';
import {cleanInstalls} from '../../src/tooling/fidelity/clean-install';
import {cleanInstallLines} from '../../src/tooling/fidelity/line-installs';
import {compilerOptions, exportedFolders, strictProgram} from '../../src/tooling/fidelity/compiler-types';
import {LINE_MAP_FILE, type LineMap} from '../../src/lines/line-map';
import {LATEST_SEGMENT} from '../../src/lines/latest';
import type {VersionsFile} from '../../src/lines/versions';
import {askedPath, findingsFor, redirectOf} from '../../src/theme/NotFound/Content/not-found-model';

const lines = cleanInstallLines();
await cleanInstalls(lines.flatMap((line) => line.installs));
const build = path.resolve('build');
const versions = JSON.parse(fs.readFileSync(path.join(build, 'versions.json'), 'utf8')) as VersionsFile;
const siteBase = versions.lines.find((line) => line.id === versions.default)!.path;
const refs = versions.lines.map(({id, label, path: linePath}) => ({id, label, path: linePath}));
const newest = refs.find((line) => line.id === versions.newest)!;
const maps = new Map<string, LineMap>(
  lines.map((line) => [line.id, JSON.parse(fs.readFileSync(path.join(line.buildDir, LINE_MAP_FILE), 'utf8'))]),
);

/** The wrong folder asked for: the other of a class and an interface (the pair a major release swapped), else a class's. */
const wrongFolder = (folders: string[]) =>
  ['interfaces', 'classes', 'type-aliases'].find((folder) => !folders.includes(folder))!;

test('a symbol asked for under another kind folder leads to its page in the path’s own line, on every line and latest/', () => {
  let checked = 0;
  const wrong: string[] = [];
  let denials = 0;
  const perLine: string[] = [];
  for (const line of lines) {
    const ref = refs.find((r) => r.id === line.id)!;
    const bases = [ref.path, ...(line.id === newest.id ? [`${siteBase}${LATEST_SEGMENT}/`] : [])];
    let lineChecked = 0;
    for (const sdk of line.sdks()) {
      const program = strictProgram(
        sdk.entryPoints.map((entry) => entry.path),
        compilerOptions({...compilerOptionsFor(sdk), strict: true}),
      );
      const seen = new Set<string>();
      for (const entry of sdk.entryPoints)
        for (const symbol of exportedFolders(program, entry.path)) {
          if (seen.has(symbol.name)) continue;
          seen.add(symbol.name);
          const page = `${sdk.id}/${symbol.folder}/${symbol.name}`;
          // The build's own page of the compiler's kind (the fidelity test reports one missing).
          if (!fs.existsSync(path.join(line.buildDir, `${page}.html`))) continue;
          const asked = `${sdk.id}/${wrongFolder(symbol.folders)}/${symbol.name}`;
          // A page there (a redirect of a route an earlier release had) is no missing path.
          if (fs.existsSync(path.join(line.buildDir, `${asked}.html`))) continue;
          for (const base of bases) {
            const location = {search: '?from=1', hash: ''};
            const isLatest = base !== ref.path;
            const findings = findingsFor(
              askedPath(`${base}${asked}`, siteBase, refs, newest),
              refs,
              maps,
              isLatest,
              location,
            );
            const target = redirectOf(findings);
            const denial = findings.find((f) => f.kind === 'elsewhere' || f.kind === 'removed');
            checked += 1;
            if (denial) denials += 1;
            lineChecked += 1;
            if (target !== `${ref.path}${page}?from=1` || denial)
              wrong.push(
                `${base}${asked}: ${target ? `goes to ${target}` : 'stays'}` +
                  (denial ? `, says "${denial.kind}" (${JSON.stringify(denial)})` : '') +
                  ` — the compiler's kind is ${symbol.folder}`,
              );
          }
        }
    }
    perLine.push(`${line.id}: ${lineChecked}`);
  }
  console.log(
    `wrong kind folder: ${checked} paths checked (${perLine.join(', ')}), ${wrong.length} wrong, ${denials} saying the line lacks the symbol`,
  );
  assert.ok(checked > 1000, `only ${checked} paths checked`);
  assert.deepEqual(wrong.slice(0, 20), [], `${wrong.length} of ${checked} wrong`);
});
