/**
 * "In the demos" on the built pages of every line (src/examples): what examples/usages.json
 * says, on the page of the symbol or member, linked to the line of the call at the release's
 * tag or commit; the data is in the pages that show it and in no bundle every page loads.
 */
import {test} from 'node:test';
import {ELISION_MARK, elisionOf} from '../../src/examples/elision';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {loadHtml} from '../../src/tooling/load-html';
import manifest from '../../src/sdk-manifest';
import {lineFolders} from '../../src/lines/active';
import {allLines, lineManifest} from '../../src/lines/lines';
import {readUsagesFile, sectionUsages, type SymbolUsage} from '../../src/examples/usages-file';
import {usedInText} from '../../src/examples/demo-sections';
import {SYMBOLS_FILE} from '../../src/generate/typedoc/paths';

const data = readUsagesFile(path.resolve('.'))!;
const lines = allLines(manifest).map(({id}) => {
  const folders = lineFolders(manifest, id);
  return {
    id,
    folders,
    buildDir: path.resolve('build', folders.buildFolder),
    manifest: lineManifest(manifest, id),
  };
});

const PINNED_DEMO_LINK =
  /^https:\/\/github\.com\/powersync-ja\/powersync-js\/blob\/(@powersync\/[a-z-]+@\d+\.\d+\.\d+|[0-9a-f]{40})\/demos\/[^#]+\.(tsx?|jsx?|vue)#L\d+$/;

test('every symbol and member the demos call shows "In the demos" with its count and pinned links, in every line', (t) => {
  const problems: string[] = [];
  let sections = 0;
  let members = 0;
  let elided = 0;
  for (const line of lines)
    for (const sdk of line.manifest.sdks) {
      const {usages, problem, staleFor} = sectionUsages(data, line.id, sdk);
      if (!usages) {
        problems.push(problem!);
        continue;
      }
      // Read for an earlier release (`npm run releases` moved or added the line without the SDK
      // repository): accepted only where every block says so, and named here.
      const staleText = staleFor ? `not read again for ${staleFor}` : undefined;
      if (staleFor)
        t.diagnostic(`${line.id}/${sdk.id}: demos as of ${usages.packageName} ${usages.version}, not ${staleFor}`);
      const records = JSON.parse(fs.readFileSync(path.resolve(line.folders.cacheDir, sdk.id, SYMBOLS_FILE), 'utf8'))
        .symbols as Array<{name: string; page: string; declaration: string}>;
      // A page documents the declaration of one package (`@powersync/react@2.0.1/…#useQuery`).
      const pageOf = new Map(
        records.map((record) => [
          `${record.declaration.replace(/^(@[^/]+\/[^@/]+)@.*$/, '$1')} ${record.name}`,
          record.page,
        ]),
      );
      // Each page parsed once, for all of its blocks: a class page holds many members'.
      const byFile = new Map<string, Array<[string, SymbolUsage]>>();
      for (const [packageName, key, usage] of Object.entries(usages.packages).flatMap(([packageName, keys]) =>
        Object.entries(keys).map(([key, usage]) => [packageName, key, usage] as const),
      )) {
        const route = pageOf.get(`${packageName} ${key.split('.')[0]}`);
        if (!route) continue; // declared by a package the section reads but does not document (not a page)
        const file = path.join(line.buildDir, sdk.id, route.replace(/\.md$/, '.html'));
        byFile.set(file, [...(byFile.get(file) ?? []), [key, usage]]);
      }
      for (const [file, uses] of byFile) {
        const $ = loadHtml(fs.readFileSync(file, 'utf8'));
        for (const [key, usage] of uses) {
          const member = key.split('.')[1];
          const where = `${line.id}/${sdk.id}/${key}`;
          const block = member
            ? $(`h3#${member.toLowerCase()}`).nextUntil('h3, h2').filter('details.in-the-demos').first()
            : $('h2#in-the-demos').next('.in-the-demos-section');
          if (!block.length) {
            // A member the page does not list (an accessor call on a type the page shows as a property) has no block.
            if (member && !$(`h3#${member.toLowerCase()}`).length) continue;
            problems.push(`${where}: no "In the demos"`);
            continue;
          }
          if (member) members += 1;
          else sections += 1;
          if (!block.text().toLowerCase().includes(usedInText(usage, usages)))
            problems.push(`${where}: does not say "${usedInText(usage, usages)}"`);
          if (staleText && !block.text().includes(staleText)) problems.push(`${where}: does not say "${staleText}"`);
          const links = block
            .find('a')
            .toArray()
            .map((a) => $(a).attr('href') ?? '')
            .filter((href) => href.includes('/blob/'));
          if (links.length !== usage.excerpts.length)
            problems.push(`${where}: ${links.length} excerpt links, not ${usage.excerpts.length}`);
          for (const href of links) {
            if (!PINNED_DEMO_LINK.test(href))
              problems.push(`${where}: ${href} is not pinned to a tag or commit and a line`);
            if (!href.includes(`/blob/${usages.ref}/`)) problems.push(`${where}: ${href} is not at ${usages.ref}`);
          }
          const pres = block.find('pre').toArray();
          if (pres.length !== usage.excerpts.length) problems.push(`${where}: excerpts are not code blocks`);
          // Each block is its excerpt's lines, with "// …" where it was cut inside an expression.
          usage.excerpts.forEach((excerpt, i) => {
            const shown = pres[i]
              ? $(pres[i])
                  .find('.token-line')
                  .toArray()
                  .map((line) => $(line).text().replace(/\n$/, ''))
                  .join('\n')
              : '';
            const {before, after} = elisionOf(excerpt.code);
            const expected = [...(before ? [ELISION_MARK] : []), excerpt.code, ...(after ? [ELISION_MARK] : [])];
            if (before || after) elided += 1;
            if (shown !== expected.join('\n')) problems.push(`${where}: excerpt ${i + 1} is not its lines and marks`);
          });
        }
      }
    }
  assert.deepEqual(problems, []);
  assert.ok(sections > 50 && members > 100, `${sections} sections, ${members} member blocks`);
  assert.ok(elided > 0, 'some excerpt is cut inside an expression, and marked');
});

test("the issue's example: useQuery in the React SDK at @powersync/react@1.8.2", () => {
  const current = lines.find((line) => line.folders.isDefault)!;
  const $ = loadHtml(fs.readFileSync(path.join(current.buildDir, 'react-sdk/functions/useQuery.html'), 'utf8'));
  const usage = data.sections['current/react-sdk'].packages['@powersync/react'].useQuery;
  assert.ok(usage.files >= 15, `${usage.files} files`);
  assert.match(
    $('h2#in-the-demos').next().text().trim(),
    new RegExp(`^Used in ${usage.files} files of \\d+ demos at @powersync/react@1\\.8\\.2`),
  );
  assert.match(
    $('h2#in-the-demos').next().find('a[href*="/blob/"]').first().attr('href') ?? '',
    /\/blob\/@powersync\/react@1\.8\.2\/demos\/.+#L\d+$/,
  );
});

test('the demos data is in the pages that show it, not in a bundle every page loads', () => {
  const current = lines.find((line) => line.folders.isDefault)!;
  const js = path.join(current.buildDir, 'assets', 'js');
  const main = fs.readdirSync(js).filter((file) => /^(main|runtime~main)\./.test(file));
  assert.ok(main.length >= 1);
  for (const file of main) assert.ok(!fs.readFileSync(path.join(js, file), 'utf8').includes('in-the-demos'), file);
  assert.ok(!fs.existsSync(path.join(current.buildDir, 'usages.json')));
});

test("Vue's hooks show the demos on every line, and TanStack's useQuery only TanStack's calls", () => {
  for (const line of lines) {
    const page = (sdk: string, name: string) =>
      loadHtml(fs.readFileSync(path.join(line.buildDir, sdk, `functions/${name}.html`), 'utf8'));
    for (const hook of ['useQuery', 'usePowerSync', 'useStatus']) {
      const $ = page('vue-sdk', hook);
      assert.ok($('h2#in-the-demos').length, `${line.id} vue-sdk ${hook}`);
      assert.match($('h2#in-the-demos').next().text(), /vue/, `${line.id} vue-sdk ${hook}`);
    }
    const usages = sectionUsages(
      data,
      line.id,
      line.manifest.sdks.find((sdk) => sdk.id === 'tanstack-react-query-sdk')!,
    ).usages!;
    const tanstack = usages.packages['@powersync/tanstack-react-query'].useQuery;
    const $ = page('tanstack-react-query-sdk', 'useQuery');
    assert.match(
      $('h2#in-the-demos').next().text().trim(),
      new RegExp(`^Used in ${tanstack.files} files? of`),
      line.id,
    );
    for (const href of $('h2#in-the-demos')
      .next()
      .find('a[href*="/blob/"]')
      .toArray()
      .map((a) => $(a).attr('href') ?? ''))
      assert.match(href, /tanstack/, `${line.id}: ${href}`);
  }
});
