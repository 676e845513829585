/**
 * Reads the generated reference pages and writes, into the built site, every page's Markdown
 * twin, the llms.txt files and the MCP server's agents index. The transformations are pure
 * (src/agents); this file is the disk around them.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseFrontMatter} from '../../agents/front-matter';
import {markdownTwin, type TwinSection} from '../../agents/twin';
import {sectionFullText, sectionLlmsTxt, siteFullText, siteLlmsTxt, type LlmsSite} from '../../agents/llms-txt';
import {AGENTS_INDEX_FORMAT, type AgentsIndex, type AgentsPage} from '../../agents/agents-index';
import {AGENTS_INDEX_FILE, LLMS_FILE, LLMS_FULL_FILE, twinFile, twinUrl, type SiteAddress} from '../../agents/urls';
import {FRONT_MATTER_KEY, type SymbolPageData} from '../../cross-sdk/symbol-map';
import {loadDeclarationPages, resolveLinkTarget, type DeclarationPages} from '../../remark/signature-code';
import {DECLARATIONS_FRONT_MATTER_KEY} from '../../generate/typedoc/type-links';
import {agentsMembers} from '../../agents/members';
import {symbolDeclarations} from '../../page-model/declarations';
import type {PageModel} from '../../page-model/types';
import {readPageModel} from '../../page-model/read';

export interface AgentsFilesOptions {
  outDir: string;
  /** The docs content folder (`reference/`) and the cross-SDK declaration map. */
  docsDir: string;
  declarationsFile: string;
  address: SiteAddress;
  title: string;
  summary: string;
  sections: TwinSection[];
  lines?: LlmsSite['lines'];
}

interface SourcePage {
  file: string;
  route: string;
  body: string;
  title?: string;
  description?: string;
  symbol?: SymbolPageData;
  /** Where the page's `decl:` link targets resolve for its section (the cross-SDK step's choice). */
  declarations?: DeclarationPages;
  /** Symbol pages: the page model generation wrote beside the page. */
  model?: PageModel;
}

function markdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function readSection(docsDir: string, section: TwinSection): SourcePage[] {
  const files = markdownFiles(path.join(docsDir, section.id));
  if (files.length === 0)
    throw new Error(`agents: no generated pages for ${section.id} in ${docsDir}: run npm run generate`);
  return files.map((file) => {
    const {frontMatter, body} = parseFrontMatter(fs.readFileSync(file, 'utf8'), file);
    const slug = frontMatter.slug;
    if (typeof slug !== 'string') throw new Error(`${file}: no slug in the front matter, so the page has no known URL`);
    const text = (key: string) => (typeof frontMatter[key] === 'string' ? (frontMatter[key] as string) : undefined);
    const symbol = frontMatter[FRONT_MATTER_KEY] as SymbolPageData | undefined;
    return {
      file,
      route: slug,
      body,
      title: text('title'),
      description: text('description'),
      symbol,
      declarations: frontMatter[DECLARATIONS_FRONT_MATTER_KEY] as DeclarationPages | undefined,
      ...(symbol ? {model: readPageModel(file)} : {}),
    };
  });
}

/** Overview first, then the section's index pages, then symbol pages by route. */
const pageOrder = (section: string) => (page: SourcePage) =>
  page.route === `/${section}` ? 0 : page.route.split('/').length === 3 ? 1 : 2;

export interface AgentsFilesResult {
  files: Array<{file: string; bytes: number}>;
  twins: number;
  twinBytes: number;
}

export function writeAgentsFiles(options: AgentsFilesOptions): AgentsFilesResult {
  const {outDir, docsDir, address} = options;
  const declarations = loadDeclarationPages(options.declarationsFile);
  const bySection = options.sections.map((section) => {
    const order = pageOrder(section.id);
    const pages = readSection(docsDir, section).sort((a, b) => order(a) - order(b) || a.route.localeCompare(b.route));
    return {section, pages};
  });
  const routeOfFile = new Map(bySection.flatMap(({pages}) => pages.map((page) => [page.file, page.route] as const)));
  // As on the site (src/remark/signature-code.ts): each page's own resolutions, as its section links them.
  const pageDeclarations = new Map(
    bySection.flatMap(({pages}) =>
      pages.flatMap((page) => (page.declarations ? [[page.file, page.declarations]] : [])),
    ),
  );
  const links = {
    resolveTarget: (target: Parameters<typeof resolveLinkTarget>[0], file: string) =>
      resolveLinkTarget(target, file, docsDir, pageDeclarations.get(file) ?? declarations),
    twinOfFile: (file: string) => {
      const route = routeOfFile.get(file);
      return route === undefined ? undefined : twinUrl(address, route);
    },
    twinOfRoute: (route: string) => twinUrl(address, route),
  };

  const written: AgentsFilesResult['files'] = [];
  const write = (relative: string, content: string) => {
    const file = path.join(outDir, relative);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, content);
    return Buffer.byteLength(content);
  };
  let twinBytes = 0;
  const indexPages: AgentsPage[] = [];
  const llms: LlmsSite = {
    address,
    title: options.title,
    summary: options.summary,
    sections: [],
    ...(options.lines ? {lines: options.lines} : {}),
  };
  for (const {section, pages} of bySection) {
    const llmsPages = pages.map((page) => {
      const twin = markdownTwin(
        {file: page.file, body: page.body, title: page.title, symbol: page.symbol, model: page.model, section},
        links,
      );
      twinBytes += write(twinFile(page.route), twin.markdown);
      indexPages.push({
        sdk: section.id,
        route: page.route,
        title: twin.title,
        ...(page.symbol
          ? {
              name: page.symbol.name,
              kind: page.symbol.kind,
              importLine: page.symbol.importLine,
              alsoIn: page.symbol.alsoIn.map(({sdk, differs}) => ({sdk, differs})),
            }
          : {}),
        ...(page.model?.source ? {source: page.model.source} : {}),
        ...(page.model?.since ? {since: page.model.since} : {}),
        ...(page.model ? {declarations: symbolDeclarations(page.model)} : {}),
        ...(page.description ? {description: page.description} : {}),
        headLines: twin.headings[0]?.start ?? twin.markdown.split('\n').length,
        // What get_symbol and compare_symbol look up: the model's members, each with its part of the twin.
        ...(page.model ? {members: agentsMembers(page.model, twin.memberLines)} : {}),
      });
      return {
        route: page.route,
        name: page.symbol?.name ?? page.title ?? twin.title,
        description: page.description,
        markdown: twin.markdown,
      };
    });
    llms.sections.push({...section, pages: llmsPages});
  }

  const files: Array<[string, string]> = [
    [LLMS_FILE, siteLlmsTxt(llms)],
    [LLMS_FULL_FILE, siteFullText(llms)],
    ...llms.sections.flatMap((section): Array<[string, string]> => [
      [`${section.id}/${LLMS_FILE}`, sectionLlmsTxt(llms, section)],
      [`${section.id}/${LLMS_FULL_FILE}`, sectionFullText(section)],
    ]),
  ];
  const line = options.lines?.all.find((l) => l.id === options.lines?.current);
  const index: AgentsIndex = {
    format: AGENTS_INDEX_FORMAT,
    site: address,
    ...(line ? {line: {id: line.id, label: line.label, packages: line.packages}} : {}),
    sections: options.sections,
    pages: indexPages,
  };
  files.push([AGENTS_INDEX_FILE, JSON.stringify(index)]);
  for (const [file, content] of files) written.push({file, bytes: write(file, content)});
  return {files: written, twins: indexPages.length, twinBytes};
}
