/**
 * What an agent is told about the MCP server before it runs it: its tools in one line each, and
 * how to start it. `llms.txt` says it (src/agents/llms-txt.ts), the server registers these names
 * (./server.ts). No import of the MCP SDK here: the site's build reads this file.
 */

/** Each tool's name and what it answers, in a line (the tools' own descriptions are longer). */
export const MCP_TOOL_SUMMARIES = {
  search: 'the site search, ranking and operators (`kind:hook`, `sdk:web`, `is:deprecated`, `-> SyncStatus`)',
  get_symbol: 'a symbol page or one member as Markdown, with its import line and source link',
  compare_symbol: 'how the SDK sections that have a symbol declare it, member by member',
  resolve_release:
    "a project's package.json and lockfile: the releases it installs and the `release` value for the other tools",
  upgrade_guide: 'what to change in code between two releases of a package',
} as const;

export type McpToolName = keyof typeof MCP_TOOL_SUMMARIES;

/** The Streamable HTTP endpoint's path, as MCP clients conventionally address it. */
export const MCP_HTTP_PATH = '/mcp';
export const DEFAULT_HTTP_HOST = '127.0.0.1';
export const DEFAULT_HTTP_PORT = 3001;

/** The npm script that starts it (package.json), on stdio; `-- --http` serves Streamable HTTP. */
export const MCP_SCRIPT = 'npm run mcp';
