/**
 * The reference for coding assistants, over build/: every reference page has a Markdown twin and
 * links it with `<link rel="alternate" type="text/markdown">`; twins are clean Markdown with the
 * page's type links (same targets, as twins); the llms.txt files follow llmstxt.org.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {loadArticle, loadHtml} from '../../src/tooling/load-html';
import manifest from '../../src/sdk-manifest';
import {lineFolders} from '../../src/lines/active';
import {readSiteSettings} from '../../src/site-settings';
import {TYPES_PREFIX} from '../../src/agents/twin';
import {listBuiltPages} from '../../src/tooling/build-output';
import {readBuilt} from './build-files';

const buildDir = path.resolve('build');
const site = readSiteSettings();
const sections = manifest.sdks.map((sdk) => sdk.id);

/** Every built page of every section: `web-sdk.html` and `web-sdk/**.html`. */
function referencePages(): string[] {
  return listBuiltPages(buildDir, {baseUrl: site.baseUrl, sections})
    .filter((page) => page.section !== null)
    .map((page) => page.file);
}
const pages = referencePages();
const twinOf = (page: string) => page.replace(/\.html$/, '.md');
const readTwin = (page: string) => readBuilt(path.join(buildDir, twinOf(page)));

/**
 * What a link of the HTML page `page` becomes in a twin: our pages (a route, or a path relative to
 * the page's: another line's page) as absolute twin URLs, others unchanged.
 */
function twinTarget(page: string, href: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('#')) return href;
  const url = new URL(href, `${site.url}${site.baseUrl}${page.replace(/\.html$/, '')}`);
  return `${url.origin}${url.pathname}.md${url.hash}`;
}

test('the catalogue of reference pages is all there', () => {
  assert.ok(pages.length > 800, `only ${pages.length} reference pages found`);
});

test('every reference page has a twin and links it as text/markdown in its static HTML', () => {
  const problems: string[] = [];
  for (const page of pages) {
    // The document's head only: where a <link> belongs, and a small part of a reference page.
    const html = readBuilt(path.join(buildDir, page));
    const $ = loadHtml(html.slice(0, html.indexOf('</head>') + '</head>'.length));
    const href = $('head link[rel="alternate"][type="text/markdown"]').attr('href');
    const expected = `${site.baseUrl}${twinOf(page)}`;
    if (href !== expected) problems.push(`${page}: alternate link ${href ?? 'missing'}, expected ${expected}`);
    if (!fs.existsSync(path.join(buildDir, twinOf(page)))) problems.push(`${page}: no twin`);
  }
  assert.deepEqual(problems, []);
});

test('twins are clean Markdown: title first, no front matter, heading ids, declaration links or relative links', () => {
  const problems: string[] = [];
  for (const page of pages) {
    const twin = readTwin(page);
    if (!/^# \S/.test(twin)) problems.push(`${page}: does not start with its title`);
    if (!/^# .*\n\nPackage: `@powersync\/[\w-]+` \d+\.\d+\.\d+ \(/.test(twin))
      problems.push(`${page}: no package line`);
    if (/\{#[\w-]+\}/.test(twin)) problems.push(`${page}: heading id`);
    for (const [, url] of twin.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (!/^(https?:|mailto:|#)/.test(url)) problems.push(`${page}: relative link ${url}`);
      else if (url.startsWith(`${site.url}${site.baseUrl}`)) {
        const file = url.slice(`${site.url}${site.baseUrl}`.length).split('#')[0];
        if (!fs.existsSync(path.join(buildDir, file))) problems.push(`${page}: link to a missing twin ${url}`);
      }
    }
  }
  assert.deepEqual(problems.slice(0, 20), []);
});

test('symbol twins carry the import line and "Also in" of the page', () => {
  const twin = readTwin('web-sdk/classes/PowerSyncDatabase.html');
  assert.match(twin, /^```ts\nimport \{ PowerSyncDatabase \} from '@powersync\/web';\n```$/m);
  assert.match(
    twin,
    /^Also in: \[Capacitor SDK\]\(https:\/\/\S+\/capacitor-sdk\/classes\/PowerSyncDatabase\.md\) \(differs\), /m,
  );
});

test("every signature's type links in a twin are the HTML page's, with the same targets", () => {
  const problems: string[] = [];
  let compared = 0;
  for (const page of pages) {
    // Signature blocks are in the article, parsed alone (one elsewhere would show as a link the twin has extra).
    const $ = loadArticle(readBuilt(path.join(buildDir, page)));
    const html = new Set<string>();
    $('pre.signature a').each((_, a) => {
      html.add(`[\`${$(a).text()}\`](${twinTarget(page, $(a).attr('href') ?? '')})`);
    });
    const twin = new Set(
      readTwin(page)
        .split('\n')
        .filter((line) => line.startsWith(TYPES_PREFIX))
        .flatMap((line) => line.slice(TYPES_PREFIX.length).match(/\[`[^`]+`\]\([^)\s]+\)/g) ?? []),
    );
    compared += html.size;
    const missing = [...html].filter((link) => !twin.has(link));
    const extra = [...twin].filter((link) => !html.has(link));
    if (missing.length || extra.length)
      problems.push(`${page}: missing ${missing.join(' ')}; extra ${extra.join(' ')}`);
  }
  assert.deepEqual(problems.slice(0, 10), []);
  assert.ok(compared > 1000, `only ${compared} signature links compared`);
});

const LLMS_LINK = /^- \[[^\]]+\]\((https?:\/\/\S+)\)(: \S.*)?$/;

function checkLlmsTxt(file: string, sectionTitles: string[]): string[] {
  const text = fs.readFileSync(path.join(buildDir, file), 'utf8');
  const lines = text.split('\n');
  const problems: string[] = [];
  if (!/^# \S/.test(lines[0]) || lines[1] !== '' || !/^> \S/.test(lines[2]))
    problems.push(`${file}: no title and summary`);
  for (const title of sectionTitles) if (!lines.includes(`## ${title}`)) problems.push(`${file}: no section ${title}`);
  let inList = false;
  for (const line of lines) {
    if (line.startsWith('## ')) inList = true;
    else if (inList && line && !LLMS_LINK.test(line)) problems.push(`${file}: not a link line: ${line}`);
    const url = LLMS_LINK.exec(line)?.[1];
    if (url && !fs.existsSync(path.join(buildDir, url.slice(`${site.url}${site.baseUrl}`.length)))) {
      problems.push(`${file}: ${url} is not in the build`);
    }
  }
  return problems;
}

test('llms.txt lists each SDK section with links and descriptions; each section has its own', () => {
  const problems = checkLlmsTxt(
    'llms.txt',
    manifest.sdks.map((sdk) => sdk.label),
  );
  for (const sdk of manifest.sdks) problems.push(...checkLlmsTxt(`${sdk.id}/llms.txt`, ['Overview']));
  assert.deepEqual(problems.slice(0, 20), []);
  const web = fs.readFileSync(path.join(buildDir, 'web-sdk/llms.txt'), 'utf8');
  assert.match(web, /^- \[PowerSyncDatabase\]\(\S+\/web-sdk\/classes\/PowerSyncDatabase\.md\): A PowerSync database/m);
});

test('the full texts are the twins of their section, in the listed order', () => {
  const web = fs.readFileSync(path.join(buildDir, 'web-sdk/llms-full.txt'), 'utf8');
  assert.ok(web.includes(readTwin('web-sdk/classes/PowerSyncDatabase.html').trimEnd()));
  const all = fs.readFileSync(path.join(buildDir, 'llms-full.txt'), 'utf8');
  for (const sdk of manifest.sdks) assert.ok(all.includes(readTwin(`${sdk.id}.html`).trimEnd()), sdk.id);
});

/** The site's folder of a line, from versions.json (the default line is build/ itself). */
const versions = JSON.parse(fs.readFileSync(path.join(buildDir, 'versions.json'), 'utf8')) as {
  newest: string;
  default: string;
  lines: Array<{id: string; label: string; path: string; packages: Record<string, string>}>;
};
const lineDir = (linePath: string) => path.join(buildDir, linePath.slice(site.baseUrl.length));

test('llms.txt lists every release line with its versions and llms files, and the newest for new code', () => {
  const root = fs.readFileSync(path.join(buildDir, 'llms.txt'), 'utf8');
  const newest = versions.lines.find((line) => line.id === versions.newest)!;
  assert.ok(
    root.includes(
      `For new code use the newest, ${newest.label} (\`${newest.id}\`): [its llms.txt](${site.url}${newest.path}llms.txt).`,
    ),
  );
  assert.match(root, /^## Release lines$/m);
  for (const line of versions.lines) {
    const entries = root.split('\n').filter((text) => text.startsWith(`- [${line.label} (${line.id})`));
    assert.equal(entries.length, 2, `${line.id}: its llms.txt and llms-full.txt`);
    for (const [name, version] of Object.entries(line.packages))
      assert.ok(entries[0].includes(`${name} ${version}`), `${line.id}: ${name}`);
    // Each linked file is that line's, and exists (the format check above also reads these links).
    for (const [entry, file] of [
      [entries[0], 'llms.txt'],
      [entries[1], 'llms-full.txt'],
    ]) {
      assert.ok(entry.includes(`](${site.url}${line.path}${file})`), `${line.id} links its ${file}`);
      assert.ok(fs.existsSync(path.join(lineDir(line.path), file)), `${line.path}${file} exists`);
    }
    assert.equal(entries[0].includes('newest, use for new code'), line.id === versions.newest, line.id);
    assert.equal(entries[0].includes('this file'), line.id === versions.default, line.id);
  }
});

/** The `@powersync/common` a line's section reads, as npm placed it in the section's install. */
const commonOf = (lineId: string, sectionId: string) =>
  (
    JSON.parse(
      fs.readFileSync(
        path.join(lineFolders(manifest, lineId).installDirOf(sectionId), 'node_modules/@powersync/common/package.json'),
        'utf8',
      ),
    ) as {version: string}
  ).version;

test("a section installed with the Web SDK links common's types to a Web SDK page of the common it reads", () => {
  // Issue #54 item 9: v2 React's `useQuery` linked `CompilableQuery` to the Node SDK's page, the
  // manifest's first section with it, though a React app imports it from @powersync/web, which it
  // is installed with (src/sdk-manifest.ts, installedWith) and whose common it reads. Where the
  // install puts another common than the Web SDK's (the default line's React and Vue read 1.57.3,
  // issue #52 point 5), the link goes to the line whose Web SDK reads that one.
  const webLineOf = (common: string) => versions.lines.find((line) => commonOf(line.id, 'web-sdk') === common);
  let crossLine = 0;
  for (const line of versions.lines) {
    for (const section of ['react-sdk', 'vue-sdk']) {
      const target = webLineOf(commonOf(line.id, section));
      assert.ok(target, `${line.id} ${section}: a line's Web SDK reads common ${commonOf(line.id, section)}`);
      if (target.id !== line.id) crossLine += 1;
      const page = path.join(lineDir(line.path), section, 'functions', 'useQuery');
      const twin = fs.readFileSync(`${page}.md`, 'utf8');
      const targets = new Set([...twin.matchAll(/\[`CompilableQuery`\]\(([^)\s]+)\)/g)].map((match) => match[1]));
      assert.deepEqual(
        [...targets],
        [`${site.url}${target.path}web-sdk/interfaces/CompilableQuery.md`],
        `${line.id} ${section}: the twin's CompilableQuery links`,
      );
      const $ = loadHtml(fs.readFileSync(`${page}.html`, 'utf8'));
      const hrefs = new Set(
        $('article a')
          .filter((_, a) => $(a).text() === 'CompilableQuery')
          // Links into another line are relative (src/generate/cross-line-pages.ts): as the browser resolves them.
          .map(
            (_, a) => new URL($(a).attr('href') ?? '', `${site.url}${line.path}${section}/functions/useQuery`).pathname,
          )
          .get(),
      );
      assert.deepEqual(
        [...hrefs],
        [`${target.path}web-sdk/interfaces/CompilableQuery`],
        `${line.id} ${section}: the page's`,
      );
    }
  }
  // The default line's React and Vue: their links go into another line.
  assert.ok(crossLine >= 2, `${crossLine} sections link into another line`);
});

test('twins carry no HTML of the site: history badges are lines of text', () => {
  const problems: string[] = [];
  let badges = 0;
  for (const line of versions.lines) {
    const dir = lineDir(line.path);
    const twins = fs
      .readdirSync(dir, {recursive: true, withFileTypes: true})
      .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
      .map((entry) => path.join(entry.parentPath, entry.name))
      // Another line's folder is that line's to check.
      .filter(
        (file) =>
          !versions.lines.some(
            (other) => other !== line && other.path.startsWith(line.path) && file.startsWith(lineDir(other.path)),
          ),
      );
    for (const file of twins) {
      let fenced = false;
      for (const text of fs.readFileSync(file, 'utf8').split('\n')) {
        if (/^\s*(```|~~~)/.test(text)) fenced = !fenced;
        if (fenced) continue;
        if (/^(Added|Changed|Deprecated since|Removed) in |^Later: /.test(text)) badges++;
        if (/<(?:span|div|details|summary)\b|<a id=|api-history/.test(text.replace(/`[^`]*`/g, '')))
          problems.push(`${path.relative(buildDir, file)}: ${text.slice(0, 120)}`);
      }
    }
  }
  assert.deepEqual(problems.slice(0, 10), [], `${problems.length} lines with HTML`);
  assert.ok(badges > 1000, `history badges as text lines (${badges})`);
  const soft = fs.readFileSync(
    path.join(
      lineDir(versions.lines.find((l) => l.id === 'v2')!.path),
      'web-sdk/interfaces/DisconnectAndClearOptions.md',
    ),
    'utf8',
  );
  assert.match(
    soft,
    /^### soft\?\n\nAdded in \[@powersync\/common 2\.3\.0 \(web 2\.4\.0\)\]\(\S+\/v2\/web-sdk\/changes\.md#v2-4-0\)$/m,
  );
});
