/**
 * llms.txt files (https://llmstxt.org): an H1 title, a one-paragraph summary as a blockquote,
 * then H2 sections of `- [name](url): description` links. Pure: the build plugin gives the pages.
 *
 * - `{base}/llms.txt`: per SDK section, its overview, its own llms.txt and its full text;
 * - `{base}/{sdk}/llms.txt`: every page of the section, grouped by kind, with its description;
 * - `{base}/llms-full.txt` and `{base}/{sdk}/llms-full.txt`: the twins themselves, one after another.
 */
import {LLMS_FILE, LLMS_FULL_FILE, siteFileUrl, twinUrl, type SiteAddress} from './urls';
import type {TwinSection} from './twin';
import {DEFAULT_HTTP_HOST, DEFAULT_HTTP_PORT, MCP_HTTP_PATH, MCP_SCRIPT, MCP_TOOL_SUMMARIES} from '../mcp/about';

export interface LlmsPage {
  /** Route without the base path (`/web-sdk/classes/Table`). */
  route: string;
  /** Link text: the symbol's name, else the page title. */
  name: string;
  description?: string;
  markdown: string;
}

export interface LlmsSection extends TwinSection {
  /** In sidebar order; the section's overview page (route `/{id}`) among them. */
  pages: LlmsPage[];
}

/** A release line as an llms.txt lists it: each line is a site of its own with its own llms files. */
export interface LlmsLine {
  id: string;
  label: string;
  /** Base path of the line (`/powersync-js/v2/`). */
  path: string;
  /** Package name → the version the line documents. */
  packages: Record<string, string>;
}

export interface LlmsSite {
  address: SiteAddress;
  title: string;
  summary: string;
  sections: LlmsSection[];
  /** Every release line, oldest first, with this site's id and the newest's (absent when there is one line). */
  lines?: {all: LlmsLine[]; current: string; newest: string};
}

/** Groups of a section's llms.txt, by the route folder TypeDoc writes each kind into. */
export const KIND_GROUPS: ReadonlyArray<{folder: string; title: string}> = [
  {folder: 'classes', title: 'Classes'},
  {folder: 'functions', title: 'Functions'},
  {folder: 'interfaces', title: 'Interfaces'},
  {folder: 'type-aliases', title: 'Type aliases'},
  {folder: 'enumerations', title: 'Enumerations'},
  {folder: 'variables', title: 'Variables'},
];
const OVERVIEW_GROUP = 'Overview';
/** One line per link: longer descriptions are cut at a word, with an ellipsis. */
export const DESCRIPTION_MAX_LENGTH = 160;

export function oneLine(text: string | undefined, max = DESCRIPTION_MAX_LENGTH): string {
  const line = (text ?? '').replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

const escapeLinkText = (text: string) => text.replace(/([\\[\]])/g, '\\$1');
const linkLine = (name: string, url: string, description?: string) => {
  const line = oneLine(description);
  return `- [${escapeLinkText(name)}](${url})${line ? `: ${line}` : ''}`;
};
const packageLine = (section: TwinSection) => `\`${section.packageName}\` ${section.version}`;

function groupOf(section: LlmsSection, page: LlmsPage): string {
  const folder = page.route.split('/')[2];
  const group = KIND_GROUPS.find((g) => g.folder === folder);
  return group && page.route.split('/').length > 3 ? group.title : OVERVIEW_GROUP;
}

/** `{base}/llms.txt`. */
export function siteLlmsTxt(site: LlmsSite): string {
  const lines = [`# ${site.title}`, '', `> ${oneLine(site.summary, Infinity)}`, ''];
  lines.push(
    'Every reference page has a Markdown twin at its URL plus `.md`, with absolute links to other twins.',
    `The whole reference in one file: [llms-full.txt](${siteFileUrl(site.address, LLMS_FULL_FILE)}).`,
    '',
  );
  const {intro, section: linesSection} = releaseLines(site);
  lines.push(...intro, ...mcpServer(site), ...linesSection);
  for (const section of site.sections) {
    const overview = section.pages.find((page) => page.route === `/${section.id}`);
    lines.push(`## ${section.label}`, '');
    if (overview)
      lines.push(
        linkLine(
          `${section.label} overview`,
          twinUrl(site.address, overview.route),
          `${packageLine(section)}: the package README`,
        ),
      );
    lines.push(
      linkLine(
        `${section.label} pages`,
        siteFileUrl(site.address, `${section.id}/${LLMS_FILE}`),
        `all ${section.pages.length} pages of the section, with one-line descriptions`,
      ),
      linkLine(
        `${section.label} full text`,
        siteFileUrl(site.address, `${section.id}/${LLMS_FULL_FILE}`),
        'every page of the section in one Markdown file',
      ),
      '',
    );
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/**
 * The release lines: which to read (a paragraph before the first section, as llmstxt.org allows),
 * then a section of links, each line's llms.txt with its package versions and its full text.
 */
function releaseLines(site: LlmsSite): {intro: string[]; section: string[]} {
  if (!site.lines || site.lines.all.length < 2) return {intro: [], section: []};
  const {all, current, newest} = site.lines;
  const addressOf = (line: LlmsLine) => ({url: site.address.url, baseUrl: line.path});
  const newestLine = all.find((line) => line.id === newest)!;
  const intro = [
    `Release lines: each documents one set of releases. For new code use the newest, ${newestLine.label} ` +
      `(\`${newest}\`): [its llms.txt](${siteFileUrl(addressOf(newestLine), LLMS_FILE)}). For an existing project, ` +
      'use the line of the releases its lockfile installs.',
    '',
  ];
  const section = ['## Release lines', ''];
  for (const line of all) {
    const name = `${line.label} (${line.id})`;
    const notes = [line.id === newest ? 'newest, use for new code' : '', line.id === current ? 'this file' : '']
      .filter(Boolean)
      .join('; ');
    const packages = Object.entries(line.packages)
      .map(([pkg, version]) => `${pkg} ${version}`)
      .join(', ');
    section.push(
      `- [${name}](${siteFileUrl(addressOf(line), LLMS_FILE)}): ${notes ? `${notes}. ` : ''}${packages}`,
      `- [${name} full text](${siteFileUrl(addressOf(line), LLMS_FULL_FILE)}): every page of the line in one Markdown file`,
    );
  }
  section.push('');
  return {intro, section};
}

/**
 * The MCP server (src/mcp): how to start it and its tools, before the first section, so that an
 * agent reading llms.txt first learns it can ask instead of reading files.
 */
function mcpServer(site: LlmsSite): string[] {
  const http = `http://${DEFAULT_HTTP_HOST}:${DEFAULT_HTTP_PORT}${MCP_HTTP_PATH}`;
  const line = site.lines && site.lines.all.length > 1 ? site.lines.current : undefined;
  return [
    'MCP server: the same reference answers agents over the Model Context Protocol, every release line and the ' +
      `API history, offline. In a checkout of this site's source: \`npm ci && npm run build\`, then \`${MCP_SCRIPT}\` ` +
      `(stdio), or \`${MCP_SCRIPT} -- --http\` (Streamable HTTP at ${http}).` +
      (line
        ? ` Without \`release\` its tools answer from the newest line; pass \`release: "${line}"\` for this file's line.`
        : '') +
      ' Tools:',
    ...Object.entries(MCP_TOOL_SUMMARIES).map(([name, summary]) => `- \`${name}\`: ${summary}`),
    '',
  ];
}

/** `{base}/{sdk}/llms.txt`. */
export function sectionLlmsTxt(site: LlmsSite, section: LlmsSection): string {
  const lines = [
    `# ${section.label}`,
    '',
    `> API reference of ${packageLine(section)}, part of ${site.title}. Each link is the Markdown twin of a page.`,
    '',
    `The whole section in one file: [llms-full.txt](${siteFileUrl(site.address, `${section.id}/${LLMS_FULL_FILE}`)}).`,
    '',
  ];
  const groups = [OVERVIEW_GROUP, ...KIND_GROUPS.map((g) => g.title)];
  for (const group of groups) {
    const pages = section.pages.filter((page) => groupOf(section, page) === group);
    if (pages.length === 0) continue;
    lines.push(
      `## ${group}`,
      '',
      ...pages.map((page) => linkLine(page.name, twinUrl(site.address, page.route), page.description)),
      '',
    );
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** Twins one after another, separated by thematic breaks. */
const joinTwins = (pages: readonly LlmsPage[]) => pages.map((page) => page.markdown.trimEnd()).join('\n\n---\n\n');

/** `{base}/{sdk}/llms-full.txt`. */
export function sectionFullText(section: LlmsSection): string {
  return `${joinTwins(section.pages)}\n`;
}

/** `{base}/llms-full.txt`: the site's title and summary, then every section's twins. */
export function siteFullText(site: LlmsSite): string {
  const head = `# ${site.title}\n\n> ${oneLine(site.summary, Infinity)}`;
  return `${[head, ...site.sections.map((section) => joinTwins(section.pages))].join('\n\n---\n\n')}\n`;
}
