/**
 * The MCP server: three read-only tools over the built site (src/mcp/tools.ts), on the official
 * TypeScript SDK. A tool that fails answers with an error result whose text says why; the
 * server itself keeps running.
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import type {BuiltSite} from './site';
import {
  SEARCH_DEFAULT_LIMIT,
  SEARCH_MAX_LIMIT,
  ToolInputError,
  compareSymbolTool,
  getSymbolTool,
  searchTool,
} from './tools';

export const SERVER_NAME = 'powersync-js-reference';

function answer(run: () => string): CallToolResult {
  try {
    return {content: [{type: 'text', text: run()}]};
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // A ToolInputError is the caller's to fix; anything else is ours, said as such.
    const text = error instanceof ToolInputError ? message : `The reference could not answer: ${message}`;
    return {content: [{type: 'text', text}], isError: true};
  }
}

export function createReferenceServer(site: BuiltSite, version: string): McpServer {
  const sections = site.index.sections.map((s) => `${s.id} (${s.packageName} ${s.version})`).join(', ');
  const server = new McpServer({name: SERVER_NAME, version});
  server.registerTool(
    'search',
    {
      title: 'Search the PowerSync JS SDK reference',
      description:
        'Searches the API reference with the same engine and ranking as the site (symbol names first). ' +
        `Sections: ${sections}. Kinds: class, function, hook, interface, type-alias, variable, enumeration, ` +
        'method, property, constructor, accessor, member, page.',
      inputSchema: {
        query: z.string().describe('Words or a symbol name, e.g. "watch query" or "PowerSyncDatabase"'),
        section: z.string().optional().describe('Only this SDK section, e.g. "web-sdk"'),
        kind: z.string().optional().describe('Only records of this kind, e.g. "class" or "method"'),
        limit: z
          .number()
          .optional()
          .describe(`Results to return (default ${SEARCH_DEFAULT_LIMIT}, at most ${SEARCH_MAX_LIMIT})`),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async (args) => answer(() => searchTool(site, args)),
  );
  server.registerTool(
    'get_symbol',
    {
      title: 'Get a symbol of one SDK section',
      description:
        'The Markdown of a symbol page (class, function, hook, interface, type alias, enumeration, variable), or of ' +
        'one of its members, with its import line and source link.',
      inputSchema: {
        section: z.string().describe('SDK section, e.g. "web-sdk"'),
        name: z.string().describe('Symbol name, e.g. "PowerSyncDatabase"'),
        member: z.string().optional().describe('A member, e.g. "connect" (name or page anchor)'),
        kind: z.string().optional().describe('TypeDoc kind when two symbols share the name: Class, Interface, …'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async (args) => answer(() => getSymbolTool(site, args)),
  );
  server.registerTool(
    'compare_symbol',
    {
      title: 'Compare a symbol across SDK sections',
      description:
        'The sections that document a symbol of this name and how their declarations differ: import lines, ' +
        'signatures, members only in some sections, members declared differently.',
      inputSchema: {
        name: z.string().describe('Symbol name, e.g. "PowerSyncDatabase"'),
        kind: z.string().optional().describe('TypeDoc kind when two symbols share the name: Class, Interface, …'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async (args) => answer(() => compareSymbolTool(site, args)),
  );
  return server;
}
