/**
 * The built site's files as the site checks read them: each file read once a process, however
 * many checks read it. Many checks read every page of every line (links, secrets, rendering, the
 * titles, the forms, the badges, the twins' links, the code blocks, the declarations' pages…),
 * and reading them again for each (3,000 pages, 144 MB of UTF-8 to decode) was a large part of
 * what the checks cost. The build does not change while they run: nothing in tests/site writes
 * to it.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {listBuildFiles} from '../../src/tooling/build-output';
import type {SiteFiles} from '../../src/tooling/link-check/links';
import {candidateFiles} from '../../src/tooling/server/resolve-path';
import {readSiteSettings} from '../../src/site-settings';
import {PAGE_MODEL_SUFFIX, parsePageModel, type PageModel} from '../../src/page-model/types';
import {readPageModel} from '../../src/page-model/read';
import {markedTokens} from '../../src/page-model/links';
import {parseDeclarationLink, type LinkTarget, type MarkedText} from '../../src/generate/typedoc/type-links';
import manifest from '../../src/sdk-manifest';
import {lineFolders} from '../../src/lines/active';
import {allLines} from '../../src/lines/lines';

const texts = new Map<string, string>();

/** A file of the build (its path, absolute or from the working directory), read once a process. */
export function readBuilt(file: string): string {
  const key = path.resolve(file);
  let text = texts.get(key);
  if (text === undefined) texts.set(key, (text = fs.readFileSync(key, 'utf8')));
  return text;
}

/** `SiteFiles` over a build folder, its files read once a process. */
export const builtSiteFiles = (buildDir: string): SiteFiles => ({
  list: () => listBuildFiles(buildDir),
  read: (relativeFile) => readBuilt(path.join(buildDir, relativeFile)),
});

/**
 * The built file a site path (`/powersync-js/v2/web-sdk`, or a route under the base: `web-sdk`)
 * is served from, found as the site's server finds it (src/tooling/server/resolve-path.ts).
 */
export function builtFile(route: string, buildDir = path.resolve('build')): string {
  const {baseUrl} = readSiteSettings();
  const url = route.startsWith(baseUrl) ? route : `${baseUrl}${route}`;
  const files = candidateFiles(url, baseUrl) ?? [];
  const found = files.find(
    (f) => fs.existsSync(path.join(buildDir, f)) && fs.statSync(path.join(buildDir, f)).isFile(),
  );
  assert.ok(found, `no built page for ${url} (looked for ${files.join(', ')})`);
  return path.join(buildDir, found);
}

/** The HTML a site path is served, read once a process. */
export const builtPageHtml = (route: string) => readBuilt(builtFile(route));

/** A symbol page: its model (beside its generated Markdown) and the built HTML file of that page. */
export interface BuiltModelPage {
  lineId: string;
  model: PageModel;
  html: string;
}

/** The symbol pages of a line's section, or of every section of every line. */
export function modelsOfBuiltPages(
  buildDir: string,
  only: {lineId: string; section: string} | undefined = undefined,
): BuiltModelPage[] {
  const lineIds = only ? [only.lineId] : allLines(manifest).map((line) => line.id);
  return lineIds.flatMap((lineId) => {
    const folders = lineFolders(manifest, lineId);
    const dir = path.resolve(folders.referenceDir, only?.section ?? '');
    return fs
      .readdirSync(dir, {withFileTypes: true, recursive: true})
      .filter((entry) => entry.isFile() && entry.name.endsWith(PAGE_MODEL_SUFFIX))
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const model = parsePageModel(JSON.parse(fs.readFileSync(file, 'utf8')), file);
        const html = path.join(buildDir, folders.buildFolder, model.sdk, model.page.replace(/\.md$/, '.html'));
        return {lineId, model, html};
      });
  });
}

/** A link of running text whose label is code (`[`Table`](Table.md)`): a type's or a declaration's. */
const CODE_LINK = /\[(`+) ?([^`]+?) ?\1\]\(([^)\s]+)\)/g;

/** The code links of running Markdown: a declaration link's target (type-links.ts), a URL, or a page. */
function codeLinks(markdown: string): MarkedText['links'] {
  return [...markdown.matchAll(CODE_LINK)].map((match) => {
    const url = match[3];
    const target: LinkTarget = parseDeclarationLink(url) ?? {
      kind: /^[a-z][a-z\d+.-]*:/i.test(url) ? 'url' : 'page',
      url,
    };
    return {start: match.index, end: match.index + match[0].length, name: match[2], target};
  });
}

/**
 * Every code link a generated page writes, in page order: the links of its running text (a
 * type's names, a declaration link) and, at each ```` ```ts signature block=N ```` block, the
 * links of its page model's block N (src/page-model/links.ts).
 */
export function generatedPageLinks(file: string, markdown: string): MarkedText['links'] {
  const links: MarkedText['links'] = [];
  let model: PageModel | undefined;
  let last = 0;
  for (const match of markdown.matchAll(/^```ts signature block=(\d+)\n[\s\S]*?^```$/gm)) {
    links.push(...codeLinks(markdown.slice(last, match.index)));
    model ??= readPageModel(file);
    links.push(...markedTokens(model.blocks[Number(match[1])], model.page).links);
    last = match.index + match[0].length;
  }
  links.push(...codeLinks(markdown.slice(last)));
  return links;
}
