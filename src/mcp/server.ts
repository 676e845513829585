/**
 * The MCP server: five read-only tools over the reference (src/mcp/reference.ts: every release
 * line's built site and the API history), on the official TypeScript SDK. A tool that fails
 * answers with an error result whose text says why; the server itself keeps running.
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import type {McpToolName} from './about';
import type {Reference} from './reference';
import {readThrough} from './site-files';
import {lineIds} from './releases';
import {resolveReleaseTool} from './resolve-release';
import {
  SEARCH_DEFAULT_LIMIT,
  SEARCH_MAX_LIMIT,
  ToolInputError,
  compareSymbolTool,
  getSymbolTool,
  searchTool,
} from './tools';
import {SUMMARY_ENTRY_LIMIT, upgradeGuideTool} from './upgrade-guide';

export const SERVER_NAME = 'powersync-js-reference';

/** A tool's name, one llms.txt lists (./about.ts): a tool registered under another name is a type error. */
const tool = (name: McpToolName) => name;

/**
 * A tool's answer: `run` with every file it reads loaded first (./site-files.ts), and what the
 * data access says of its data (a stale cache) before the text.
 */
async function answer(reference: Reference, run: () => string): Promise<CallToolResult> {
  let result: CallToolResult;
  try {
    result = {content: [{type: 'text', text: await readThrough(reference.files, run)}]};
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // A ToolInputError is the caller's to fix; anything else is ours, said as such.
    const text = error instanceof ToolInputError ? message : `The reference could not answer: ${message}`;
    result = {content: [{type: 'text', text}], isError: true};
  }
  const notes = reference.files.takeNotes?.() ?? [];
  if (notes.length > 0) result.content.unshift({type: 'text', text: `${notes.join('\n')}\n\n`});
  return result;
}

/** What the server tells an agent before its first call (the MCP `instructions`). */
export function serverInstructions(reference: Reference): string {
  const lines = reference.lines.map(
    (line) =>
      `${line.id} (${line.label}: ${Object.entries(line.packages)
        .map(([name, version]) => `${name.replace('@powersync/', '')} ${version}`)
        .join(', ')})`,
  );
  return [
    'API reference of the PowerSync JavaScript SDKs, read from the published declarations of each release.',
    `Release lines: ${lines.join('; ')}. Without a release, tools answer from the newest line, ${reference.newest.id}.`,
    'In an existing project, call resolve_release first with its package.json and lockfile: it gives the `release` ' +
      'value to pass to search, get_symbol and compare_symbol, so that answers are about the release the project runs. ' +
      'Use upgrade_guide to move a project from one release to another.',
  ].join('\n');
}

export function createReferenceServer(reference: Reference, version: string): McpServer {
  const site = reference.newest.site();
  const sections = site.index.sections.map((s) => `${s.id} (${s.packageName})`).join(', ');
  const release = z
    .string()
    .optional()
    .describe(
      `A release line: ${lineIds(reference)}; or one package at an exact version, e.g. "@powersync/web@2.3.1" ` +
        `(resolve_release gives it). Default: the newest line, ${reference.newest.id}.`,
    );
  const server = new McpServer({name: SERVER_NAME, version}, {instructions: serverInstructions(reference)});
  server.registerTool(
    tool('search'),
    {
      title: 'Search the PowerSync JS SDK reference',
      description:
        "Searches the API reference with the site's own engine, ranking and query language (symbol names first). " +
        'Operators: kind:class|hook|function|interface|type|enum|method|property, sdk:web (a section), ' +
        'is:new|deprecated|removed, "-> SyncStatus" (returns it), "(Transaction)" or "tx: Transaction" (accepts it). ' +
        `Sections: ${sections}. With an exact release, the search is of its section, and hits that release ` +
        'does not have say when they came.',
      inputSchema: {
        query: z
          .string()
          .describe('Words, a symbol name or operators, e.g. "watch query", "kind:hook", "-> SyncStatus"'),
        section: z.string().optional().describe('Only this SDK section, e.g. "web-sdk"'),
        kind: z.string().optional().describe('Only records of this kind, e.g. "class" or "method"'),
        limit: z
          .number()
          .optional()
          .describe(`Results to return (default ${SEARCH_DEFAULT_LIMIT}, at most ${SEARCH_MAX_LIMIT})`),
        release,
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async (args) => answer(reference, () => searchTool(reference, args)),
  );
  server.registerTool(
    tool('get_symbol'),
    {
      title: 'Get a symbol of one SDK section',
      description:
        'The Markdown of a symbol page (class, function, hook, interface, type alias, enumeration, variable), or of ' +
        'one of its members, with its import line and source link. With an exact release between lines: whether ' +
        "that release has it, its declaration there, when it was added or removed, then the nearest line's page.",
      inputSchema: {
        section: z.string().describe('SDK section, e.g. "web-sdk"'),
        name: z.string().describe('Symbol name, e.g. "PowerSyncDatabase" (any case)'),
        member: z.string().optional().describe('A member, e.g. "connect" (any case, or its page anchor)'),
        kind: z.string().optional().describe('TypeDoc kind when two symbols share the name: Class, Interface, …'),
        release,
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async (args) => answer(reference, () => getSymbolTool(reference, args)),
  );
  server.registerTool(
    tool('compare_symbol'),
    {
      title: 'Compare a symbol across SDK sections',
      description:
        'The sections that document a symbol of this name and how their declarations differ: import lines, ' +
        'signatures, members only in some sections, members declared differently.',
      inputSchema: {
        name: z.string().describe('Symbol name, e.g. "PowerSyncDatabase"'),
        kind: z.string().optional().describe('TypeDoc kind when two symbols share the name: Class, Interface, …'),
        release,
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async (args) => answer(reference, () => compareSymbolTool(reference, args)),
  );
  server.registerTool(
    tool('resolve_release'),
    {
      title: 'Find the releases a project uses',
      description:
        "From a project's package.json and/or lockfile (package-lock.json, pnpm-lock.yaml or yarn.lock, classic " +
        "or berry), for each @powersync/* dependency: the release installed (the lockfile's, else the newest " +
        'release its range accepts), the @powersync/common it resolves, the line that documents it (or the nearest ' +
        'and what differs) and the `release` value to pass to the other tools.',
      inputSchema: {
        packageJson: z.string().optional().describe('The text of package.json'),
        lockfile: z.string().optional().describe('The text of package-lock.json, pnpm-lock.yaml or yarn.lock'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async (args) => answer(reference, () => resolveReleaseTool(reference, args)),
  );
  server.registerTool(
    tool('upgrade_guide'),
    {
      title: 'Upgrade guide between two releases',
      description:
        'A Markdown migration list from one release of a package to a newer one, computed from the API history ' +
        'and grouped by release: removed exports with their replacement, renamed and moved members, changed ' +
        'signatures (before → after), newly deprecated API and what was added, linked to the pages. ' +
        `By default a summary: the counts, then what needs code edits (at most ${SUMMARY_ENTRY_LIMIT} entries); ` +
        'detail "full" lists every entry.',
      inputSchema: {
        from: z.string().describe('The release the project is on, e.g. "@powersync/web@1.31.0"'),
        to: z.string().optional().describe('The release to move to, e.g. "@powersync/web@2.4.0" (default: the newest)'),
        detail: z
          .enum(['summary', 'full'])
          .optional()
          .describe(
            '"summary" (default): counts and what needs code edits; "full": every entry, deprecated and added too',
          ),
        limit: z
          .number()
          .int()
          .min(0)
          .optional()
          .describe(`At most this many entries listed (default ${SUMMARY_ENTRY_LIMIT} for a summary, all for full)`),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async (args) => answer(reference, () => upgradeGuideTool(reference, args)),
  );
  return server;
}
