/**
 * A symbol page's members as the agents index publishes them (src/agents/agents-index.ts): who
 * they are comes from the page model (src/page-model): declared name, TypeDoc group and the
 * anchor of their heading on the page; the twin only says which of its lines each one's piece of
 * the model's body became. The MCP server (src/mcp/symbols.ts) looks members up here, never by
 * heading levels.
 */
import type {PageModel} from '../page-model/types';
import {memberDeclarations} from '../page-model/declarations';

export interface AgentsMember {
  /** The declared name (`connect`, `constructor`, `postCheckpointRequest`). */
  name: string;
  /** TypeDoc's group (`Methods`, `Type Declaration`, `Enumeration Members`). */
  group: string;
  /** Its heading's id on the page, when it has one. */
  anchor?: string;
  /** The twin's lines holding it, `[start, end)`: one range (overloaded constructors' too), none for a table row. */
  parts: Array<[number, number]>;
  /** Its declaration in the published sources at the release tag (the page model's), when found. */
  source?: string;
  /** The release of the section's package that first had it (the page model's `since`), when known. */
  since?: string;
  /** Its signatures as its page shows them (src/page-model/declarations.ts): what compare_symbol compares. */
  declarations?: string[];
}

/**
 * The model's members, each with its part of the twin: the lines its piece of the model's body
 * became (twin.ts `memberLines`); none for a member the page writes as a table row (an
 * enumeration member), which the MCP server answers from its declaration.
 */
export function agentsMembers(model: PageModel, memberLines: ReadonlyMap<number, [number, number]>): AgentsMember[] {
  return model.members.map((member, index) => {
    const lines = memberLines.get(index);
    return {
      name: member.kind === 'Constructor' ? 'constructor' : member.name,
      group: member.group,
      ...(member.anchor ? {anchor: member.anchor} : {}),
      parts: lines ? [lines] : [],
      ...(member.source ? {source: member.source} : {}),
      ...(member.since ? {since: member.since} : {}),
      declarations: memberDeclarations(member),
    };
  });
}
