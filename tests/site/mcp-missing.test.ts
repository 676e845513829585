/**
 * What the MCP server says of what is missing, moved or between releases, through the MCP SDK's
 * own Client (as tests/site/mcp.test.ts drives it), checked against sources the answers were
 * not made from:
 * - a removed symbol: the TypeScript compiler over each line's committed install (lockfile-pinned,
 *   lines/{id}/installs/{section}, the root for the default line): exported by an older line's
 *   release, not by the newest line's, so removed in a release after the one and at most the other;
 *   a named replacement must be exported by the newest line's release;
 * - an enumeration in several sections (compare_symbol, and get_symbol of each member): each
 *   install's enum values as the compiler computes them;
 * - a release between lines: the version arithmetic over what each line installs
 *   (node_modules/@powersync/web/package.json), never the history file.
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import ts from '../../src/typescript.cjs';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import manifest from '../../src/sdk-manifest';
import {allLines, lineManifest} from '../../src/lines/lines';
import {lineFolders} from '../../src/lines/active';
import {compilerOptions} from '../../src/tooling/fidelity/compiler-types';
import {compilerOptionsFor} from '../../src/generate/typedoc/options';
import {hostSharingDeclarationFiles} from '../../src/tooling/shared-declaration-files';

const client = new Client({name: 'reference-test-missing', version: '1.0.0'});
before(async () => {
  await client.connect(
    new StdioClientTransport({command: 'npm', args: ['run', '--silent', 'mcp'], cwd: process.cwd(), stderr: 'inherit'}),
  );
});
after(() => client.close());

async function call(name: string, args: Record<string, unknown>): Promise<{text: string; isError: boolean}> {
  const result = (await client.callTool({name, arguments: args})) as CallToolResult;
  return {
    text: result.content.map((part) => (part.type === 'text' ? part.text : '')).join(''),
    isError: !!result.isError,
  };
}

const lines = allLines(manifest);
const newest = lines.at(-1)!;
const installDir = (lineId: string, sectionId: string) => lineFolders(manifest, lineId).installDirOf(sectionId);
const installedVersion = (lineId: string, sectionId: string, packageName: string) =>
  (
    JSON.parse(
      fs.readFileSync(path.join(installDir(lineId, sectionId), 'node_modules', packageName, 'package.json'), 'utf8'),
    ) as {version: string}
  ).version;

/** A package's exports as the compiler resolves it from an install (its `types` entry), with the checker. */
interface CompilerModule {
  checker: ts.TypeChecker;
  exports: ts.Symbol[];
}
/** Each install's program once: the tests below read the same installs. */
const compiled = new Map<string, CompilerModule>();

function compilerModule(dir: string, packageName: string, ambientTypes?: string[]): CompilerModule {
  const key = `${path.resolve(dir)}\0${packageName}`;
  const known = compiled.get(key);
  if (known) return known;
  const options = compilerOptions({...compilerOptionsFor({ambientTypes}), noEmit: true, skipLibCheck: true});
  const from = path.resolve(dir, '__exports__.ts');
  const resolved = ts.resolveModuleName(packageName, from, options, ts.sys).resolvedModule;
  assert.ok(resolved, `${packageName} resolves from ${dir}`);
  const program = ts.createProgram([resolved.resolvedFileName], options, hostSharingDeclarationFiles(options));
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(resolved.resolvedFileName)!);
  assert.ok(module, `${resolved.resolvedFileName} is a module`);
  const found = {checker, exports: checker.getExportsOfModule(module)};
  compiled.set(key, found);
  return found;
}

/** The names a package exports as the compiler resolves it from an install. */
const compilerExports = (dir: string, packageName: string, ambientTypes?: string[]): Set<string> =>
  new Set(compilerModule(dir, packageName, ambientTypes).exports.map((symbol) => symbol.name));

/** The enums a package exports, each member's value as the compiler computes it (`QUEUED_UPLOAD` → 1). */
function compilerEnums(dir: string, packageName: string, ambientTypes?: string[]): Map<string, Map<string, unknown>> {
  const {checker, exports} = compilerModule(dir, packageName, ambientTypes);
  const enums = new Map<string, Map<string, unknown>>();
  for (const exported of exports) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const declaration = symbol.declarations?.find(ts.isEnumDeclaration);
    if (declaration)
      enums.set(
        exported.name,
        new Map(declaration.members.map((member) => [member.name.getText(), checker.getConstantValue(member)])),
      );
  }
  return enums;
}

test('get_symbol for a symbol the newest line’s release removed says when, and what to use, as the compiler confirms', async (t) => {
  let checked = 0;
  const wrong: string[] = [];
  // Removals the API history does not know (issue 52 point 2: re-exports of @powersync/common):
  // the answer sends to the line that has the symbol but cannot date the removal.
  const undated: string[] = [];
  for (const sdk of lineManifest(manifest, newest.id).sdks) {
    const newestVersion = installedVersion(newest.id, sdk.id, sdk.packageName);
    const newestExports = compilerExports(installDir(newest.id, sdk.id), sdk.packageName, sdk.ambientTypes);
    for (const older of lines.slice(0, -1)) {
      const olderSdk = lineManifest(manifest, older.id).sdks.find((s) => s.id === sdk.id);
      if (!olderSdk) continue;
      const olderVersion = installedVersion(older.id, sdk.id, sdk.packageName);
      const removed = [...compilerExports(installDir(older.id, sdk.id), sdk.packageName, olderSdk.ambientTypes)]
        .filter((name) => !newestExports.has(name) && name !== 'default')
        .sort();
      for (const name of removed) {
        checked++;
        const {text, isError} = await call('get_symbol', {section: sdk.id, name});
        const removal =
          /was removed in (\S+) (\d+\.\d+\.\d+)\.(?: Use (\w+)\b| Its deprecation named ([\w$.]+),)?/.exec(text);
        const problem = !isError
          ? 'answered with a page'
          : /Similar names/.test(text)
            ? 'offers look-alike names'
            : !text.includes(`pass release "${older.id}"`)
              ? `does not send to line ${older.id}, which documents it`
              : !removal
                ? undefined
                : removal[1] !== sdk.packageName ||
                    !semver.gt(removal[2], olderVersion) ||
                    !semver.lte(removal[2], newestVersion)
                  ? `removed in ${removal[1]} ${removal[2]}, not after ${olderVersion} and by ${newestVersion}`
                  : removal[3] && !newestExports.has(removal[3])
                    ? `offers ${removal[3]}, which ${sdk.packageName} ${newestVersion} does not export`
                    : removal[4] && newestExports.has(removal[4].split('.')[0])
                      ? `says ${removal[4]} is not exported, but ${sdk.packageName} ${newestVersion} exports it`
                      : undefined;
        if (problem) wrong.push(`${sdk.id} ${name} (${older.id} → ${newest.id}): ${problem}\n  ${text}`);
        else if (!removal) undated.push(`${sdk.id} ${name}`);
      }
    }
  }
  t.diagnostic(
    `${checked} removals checked; ${undated.length} not dated by the history: ${[...new Set(undated)].join(', ')}`,
  );
  assert.ok(checked > 0, 'some symbol was removed between the lines');
  assert.deepEqual(wrong, [], `${wrong.length} of ${checked} answers are wrong`);
});

test('usePowerSyncQuery: removed in react 2.0.0, use useQuery — the compiler agrees across the lines’ installs', async () => {
  const react = lineManifest(manifest, newest.id).sdks.find((sdk) => sdk.packageName === '@powersync/react')!;
  const before = lines.find((line) => semver.major(installedVersion(line.id, react.id, react.packageName)) === 1)!;
  assert.ok(compilerExports(installDir(before.id, react.id), react.packageName).has('usePowerSyncQuery'));
  const after = compilerExports(installDir(newest.id, react.id), react.packageName);
  assert.ok(!after.has('usePowerSyncQuery') && after.has('useQuery'));
  const {text, isError} = await call('get_symbol', {section: react.id, name: 'usePowerSyncQuery'});
  assert.equal(isError, true);
  assert.match(
    text,
    /usePowerSyncQuery was removed in @powersync\/react 2\.0\.0\. Use useQuery \(get_symbol: section "react-sdk", name "useQuery"\)\. Changes page: https:\/\/\S+\/react-sdk\/changes\.md#v2-0-0\./,
  );
  assert.doesNotMatch(text, /Similar names/);
  // compare_symbol (any section) says the same, naming the section.
  const compared = await call('compare_symbol', {name: 'usePowerSyncQuery'});
  assert.match(
    compared.text,
    /usePowerSyncQuery \(react-sdk\) was removed in @powersync\/react 2\.0\.0\. Use useQuery/,
  );
});

test('an enumeration in several sections: compare_symbol names the members that differ in value or exist only in some, get_symbol finds each member, with the values the compiler computes, and a search hit on a member’s row suggests that call', async () => {
  let compared = 0;
  const wrong: string[] = [];
  for (const line of lines) {
    // Each section's enums in the line's install: an enum of the same name in several sections is compared.
    const bySection = lineManifest(manifest, line.id).sdks.map((sdk) => ({
      sdk: sdk.id,
      enums: compilerEnums(installDir(line.id, sdk.id), sdk.packageName, sdk.ambientTypes),
    }));
    const names = [...new Set(bySection.flatMap(({enums}) => [...enums.keys()]))].sort();
    for (const name of names) {
      const holders = bySection.filter(({enums}) => enums.has(name));
      if (holders.length < 2) continue;
      compared++;
      const {text, isError} = await call('compare_symbol', {name, kind: 'Enum', release: line.id});
      assert.equal(isError, false, text);
      const members = [...new Set(holders.flatMap(({enums}) => [...enums.get(name)!.keys()]))];
      const declared = (member: string) =>
        holders
          .filter(({enums}) => enums.get(name)!.has(member))
          .map(({sdk, enums}) => ({sdk, value: enums.get(name)!.get(member)}));
      const partial = members.filter((member) => declared(member).length < holders.length).sort();
      const differing = members
        .filter((member) => new Set(declared(member).map(({value}) => JSON.stringify(value))).size > 1)
        .sort();
      const listedPartial = [...text.matchAll(/^- `([^`]+)`: /gm)].map((match) => match[1]).sort();
      const listedDiffering = [...text.matchAll(/^### (\S+)$/gm)].map((match) => match[1]).sort();
      if (JSON.stringify(listedPartial) !== JSON.stringify(partial))
        wrong.push(
          `${line.id} ${name}: only in some sections ${listedPartial.join(', ')}; the compiler: ${partial.join(', ')}`,
        );
      if (JSON.stringify(listedDiffering) !== JSON.stringify(differing))
        wrong.push(
          `${line.id} ${name}: declared differently ${listedDiffering.join(', ')}; the compiler: ${differing.join(', ')}`,
        );
      // get_symbol finds each member (a row of the page's table, no heading) with the compiler's value.
      const [first] = holders;
      for (const [member, value] of first.enums.get(name)!) {
        const answer = await call('get_symbol', {section: first.sdk, name, member, release: line.id});
        if (answer.isError || !answer.text.includes(`\n\`\`\`ts\n${member} = ${JSON.stringify(value)}\n\`\`\`\n`))
          wrong.push(
            `${line.id} get_symbol ${first.sdk} ${name}.${member}: ${answer.text.slice(0, 200)}; the compiler: ${JSON.stringify(value)}`,
          );
        // A search hit on the member's row suggests the get_symbol call that finds it.
        const found = await call('search', {
          query: `${name} ${member}`,
          section: first.sdk,
          release: line.id,
          limit: 10,
        });
        if (
          found.isError ||
          !found.text.includes(`get_symbol: section "${first.sdk}", name "${name}", member "${member}".`)
        )
          wrong.push(`${line.id} search ${first.sdk} "${name} ${member}": no hit suggests its get_symbol call`);
      }
      // Each section's value of a differing member is the one the compiler computes for it.
      for (const member of differing)
        for (const {sdk, value} of declared(member)) {
          const group = new RegExp(`^(?:[\\w-]+, )*${sdk}(?:, [\\w-]+)*:\\n\\n\`\`\`ts\\n${member} = (.+)$`, 'm').exec(
            text.slice(text.indexOf(`### ${member}\n`)),
          );
          if (group?.[1] !== JSON.stringify(value))
            wrong.push(`${line.id} ${name}.${member} in ${sdk}: ${group?.[1]}; the compiler: ${JSON.stringify(value)}`);
        }
    }
  }
  // A reader that found no enum in several sections would pass with nothing compared.
  assert.ok(compared >= 10, `only ${compared} enums compared`);
  assert.deepEqual(wrong, []);
});

test('resolve_release: a release between lines reads from the older release to the newer, as the installs are ordered', async () => {
  const web = manifest.sdks.find((sdk) => sdk.packageName === '@powersync/web')!;
  const installed = lines.map((line) => ({id: line.id, version: installedVersion(line.id, web.id, web.packageName)}));
  // 1.35.0 lies between two lines' releases (the default line's 1.31.0 and v1's 1.39.1 when written).
  const asked = '1.35.0';
  const text = (
    await call('resolve_release', {packageJson: JSON.stringify({dependencies: {[web.packageName]: asked}})})
  ).text;
  const nearest =
    /^- No line documents it\. Nearest: line (\S+) \(@powersync\/web (\S+)\): (\d+) releases? (older|newer); from (\S+) to (\S+): ([^(]+) \(upgrade_guide from "@powersync\/web@(\S+)" to "@powersync\/web@(\S+)"/m.exec(
      text,
    );
  assert.ok(nearest, text);
  const [, lineId, lineVersion, , direction, from, to, counts, guideFrom, guideTo] = nearest;
  const line = installed.find((l) => l.id === lineId);
  assert.equal(line?.version, lineVersion, `line ${lineId} installs @powersync/web ${lineVersion}`);
  // Its own major's line: the nearest by version.
  assert.equal(semver.major(lineVersion), semver.major(asked));
  assert.equal(direction, semver.gt(lineVersion, asked) ? 'newer' : 'older');
  const [older, newer] = semver.gt(lineVersion, asked) ? [asked, lineVersion] : [lineVersion, asked];
  assert.deepEqual([from, to, guideFrom, guideTo], [older, newer, older, newer]);
  // The upgrade guide it points to lists those counts, from older to newer.
  const guide = await call('upgrade_guide', {
    from: `${web.packageName}@${older}`,
    to: `${web.packageName}@${newer}`,
    detail: 'full',
  });
  assert.equal(guide.isError, false, guide.text);
  for (const [, count, kind] of counts.matchAll(/(\d+) (\w+)/g)) {
    const listed = [...guide.text.matchAll(new RegExp(`^### ${kind}\\b[^(\\n]*\\((\\d+)\\)$`, 'gim'))];
    assert.equal(
      listed.reduce((sum, match) => sum + Number(match[1]), 0),
      Number(count),
      `${count} ${kind} in the guide from ${older} to ${newer}`,
    );
  }
});

test('a partial version names the newest release it matches; an unknown one lists releases of its own major', async () => {
  const web = manifest.sdks.find((sdk) => sdk.packageName === '@powersync/web')!;
  const current = lines.map((line) => ({id: line.id, version: installedVersion(line.id, web.id, web.packageName)}));
  const documented = current.find((line) => semver.major(line.version) === 1)!;
  const minor = `${semver.major(documented.version)}.${semver.minor(documented.version)}`;
  // `@powersync/web@1.31`: the release a line installs (when it is the newest 1.31.x) is that line.
  const {text, isError} = await call('get_symbol', {
    section: web.id,
    name: 'PowerSyncDatabase',
    release: `${web.packageName}@${minor}`,
  });
  assert.equal(isError, false, text);
  assert.match(text, new RegExp(`^Line: line ${documented.id} `, 'm'));
  // A version of major 1 no release has: the nearest listed are 1.x releases around it, not 2.x.
  const unknown = await call('get_symbol', {
    section: web.id,
    name: 'PowerSyncDatabase',
    release: `${web.packageName}@${minor}.99`,
  });
  assert.equal(unknown.isError, true);
  const listed = /Nearest known: (.+)\.$/m.exec(unknown.text)?.[1].split(', ') ?? [];
  assert.ok(listed.length > 0, unknown.text);
  for (const version of listed) assert.equal(semver.major(version), 1, `${version} in ${unknown.text}`);
  assert.ok(
    listed.some((version) => semver.lt(version, `${minor}.99`)),
    unknown.text,
  );
});
