/**
 * Source links against the SDK repository at the tags they link. Generation computes each
 * "Defined in" line from the `src/` files the npm packages publish (src/generate/typedoc/
 * repository-sources.ts); this reads the repository itself, a source they were not made from:
 * every linked file exists at its tag and has the linked line, and every symbol's and member's
 * source in the agents index (what get_symbol answers as "Source:") is a line that names it.
 * Needs a powersync-js git directory with its tags (`POWERSYNC_JS_REPO`; the releases workflow
 * checks one out), skipped without: this host reaches no GitHub.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import manifest from '../../src/sdk-manifest';
import {allLines} from '../../src/lines/lines';
import {lineFolders} from '../../src/lines/active';
import {readAgentsIndex} from '../../src/agents/agents-index';
import {AGENTS_INDEX_FILE} from '../../src/agents/urls';
import {listBuildFiles} from '../../src/tooling/build-output';
import {SDK_REPO_ENV, gitFiles, knownTags} from '../../src/tooling/sdk-repo-files';

const BLOB = `https://github.com/${manifest.sourceRepository}/blob/`;
/** `…/blob/@powersync/common@1.45.0/packages/common/src/db/schema/Table.ts#L66`: tag, path, line. */
const LINK = new RegExp(`${BLOB.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(.+?)/(packages/[^"#\\s]+)#L(\\d+)`, 'g');

interface Link {
  tag: string;
  file: string;
  line: number;
}

const parse = (url: string): Link | undefined => {
  const match = new RegExp(LINK.source).exec(url);
  return match ? {tag: match[1], file: decodeURI(match[2]), line: Number(match[3])} : undefined;
};

/** Each line's build folder (the default line's is build/ itself, whose line folders hold the others). */
const buildDirs = allLines(manifest).map(({id}) => ({
  id,
  dir: path.resolve('build', lineFolders(manifest, id).buildFolder),
}));

/** Every source link of every built page, each URL once. */
function htmlLinks(): Set<string> {
  const urls = new Set<string>();
  for (const file of listBuildFiles(path.resolve('build')))
    if (file.endsWith('.html'))
      for (const match of fs.readFileSync(path.resolve('build', file), 'utf8').matchAll(LINK)) urls.add(match[0]);
  return urls;
}

/** The declarations the agents indexes link: `{where, name, url}`. */
function indexedSources() {
  return buildDirs.flatMap(({id, dir}) => {
    const index = readAgentsIndex(JSON.parse(fs.readFileSync(path.join(dir, AGENTS_INDEX_FILE), 'utf8')));
    return index.pages.flatMap((page) => [
      ...(page.source && page.name ? [{where: `${id} ${page.route}`, name: page.name, url: page.source}] : []),
      ...(page.members ?? []).flatMap((member) =>
        member.source ? [{where: `${id} ${page.route} ${member.name}`, name: member.name, url: member.source}] : [],
      ),
    ]);
  });
}

/** What a declaration's line must hold: its name (`[Symbol.dispose]` without brackets; a constructor's keyword). */
const names = (name: string, text: string) =>
  name === 'constructor' ? /\bconstructor\b/.test(text) : text.includes(name.replace(/^\[(.*)\]$/, '$1'));

test('source links: each linked line exists at its tag, and names the symbol or member the page links it for', (t) => {
  const repo = process.env[SDK_REPO_ENV];
  if (!repo) {
    t.skip(`${SDK_REPO_ENV} not set: no powersync-js git directory to read the linked tags from`);
    return;
  }
  const sources = indexedSources();
  const urls = [...new Set([...htmlLinks(), ...sources.map(({url}) => url)])];
  // A reader that found nothing would pass with nothing checked.
  assert.ok(sources.length > 5_000 && urls.length > 5_000, `${sources.length} sources, ${urls.length} links`);
  const links = new Map(urls.map((url) => [url, parse(url)]));
  assert.deepEqual(
    urls.filter((url) => !links.get(url)),
    [],
    'links this check cannot read',
  );
  const linkOf = (url: string) => links.get(url)!;
  const tags = [...new Set(urls.map((url) => linkOf(url).tag))].sort();
  const present = knownTags(repo, tags);
  const checkable = urls.filter((url) => present.has(linkOf(url).tag));
  // Each file's lines once: thousands of links point into a few hundred files.
  const fileLines = new Map(
    [...gitFiles(repo, [...new Set(checkable.map((url) => `${linkOf(url).tag}:${linkOf(url).file}`))])].map(
      ([spec, text]) => [spec, text?.split('\n')],
    ),
  );
  const lineAt = (url: string) => {
    const link = linkOf(url);
    return fileLines.get(`${link.tag}:${link.file}`)?.[link.line - 1];
  };
  assert.deepEqual(
    checkable.filter((url) => lineAt(url) === undefined),
    [],
    'links to a file or line the tag does not have',
  );
  assert.deepEqual(
    sources
      .filter(({name, url}) => present.has(linkOf(url).tag) && !names(name, lineAt(url)!))
      .map(({where, url}) => `${where}: ${url}: "${lineAt(url)!.trim()}"`),
    [],
    'linked lines that do not name the declaration',
  );
  // Last, so that a copy without the newest tags still checks the others: a link to a tag the
  // repository lacks is broken for readers (or the copy needs `git fetch --tags`).
  assert.deepEqual(
    tags.filter((tag) => !present.has(tag)),
    [],
    `tags the pages link that ${repo} lacks (${checkable.length} of ${urls.length} links checked)`,
  );
});
