/**
 * `{base}/agents-index.json`: what the MCP server (src/mcp) needs besides the twins and the
 * search index: each page's route, kind, import line, source link, sections that have the same
 * symbol, and each member from the page model (src/page-model) with the lines of the twin that hold
 * it (./members.ts). Written by the build (src/plugins/agents), read with `readAgentsIndex`. Pure.
 */
import type {SiteAddress} from './urls';
import type {TwinSection} from './twin';
import type {AgentsMember} from './members';

/**
 * @2: members from the page model replace the twin's headings. Later fields of @2 (`since`,
 * `declarations`) are optional to its readers: a reader that needs one says the site is older.
 */
export const AGENTS_INDEX_FORMAT = 'powersync-agents-index@2';

export interface AgentsPage {
  sdk: string;
  /** Route without the base path (`/web-sdk/classes/Table`). */
  route: string;
  title: string;
  /** Symbol pages only: the symbol's name and TypeDoc kind (Class, Function, Interface, TypeAlias…). */
  name?: string;
  kind?: string;
  importLine?: string;
  /** The release of the section's package that first exported the symbol (its page model's `since`). */
  since?: string;
  source?: string;
  description?: string;
  /** Other sections with a symbol of this name and kind, and whether its declaration differs. */
  alsoIn?: Array<{sdk: string; differs: boolean}>;
  /**
   * Symbol pages only: the symbol's own signatures as its page shows them (src/page-model/declarations.ts),
   * none for a class, an interface or an enum (their members declare). What compare_symbol compares.
   */
  declarations?: string[];
  /**
   * How many lines of the twin come before its first section. Readers of this format before
   * `declarations` (powersync-js-reference-mcp 0.2) took the symbol's own declaration from them.
   */
  headLines: number;
  /** Symbol pages only: the page model's members, in page order. */
  members?: AgentsMember[];
}

/** The release line a build is, for a reader of that build alone (`npm run mcp -- --site build/v2`). */
export interface AgentsIndexLine {
  id: string;
  label: string;
  /** Package name → the version the line documents, its shared package (`@powersync/common`) included. */
  packages: Record<string, string>;
}

export interface AgentsIndex {
  format: typeof AGENTS_INDEX_FORMAT;
  site: SiteAddress;
  /** Absent for a site with one line. */
  line?: AgentsIndexLine;
  sections: TwinSection[];
  pages: AgentsPage[];
}

export class AgentsIndexError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AgentsIndexError';
  }
}

/** Checks the shape of a parsed agents index; a file from another version of the site is refused by name. */
export function readAgentsIndex(value: unknown): AgentsIndex {
  const index = value as Partial<AgentsIndex> | null;
  if (!index || typeof index !== 'object' || index.format !== AGENTS_INDEX_FORMAT) {
    throw new AgentsIndexError(
      `not an agents index of this site (expected format "${AGENTS_INDEX_FORMAT}"): rebuild with npm run build`,
    );
  }
  if (!index.site || !Array.isArray(index.sections) || !Array.isArray(index.pages)) {
    throw new AgentsIndexError('agents index: site, sections or pages missing: rebuild with npm run build');
  }
  return index as AgentsIndex;
}
