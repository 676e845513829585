/**
 * A symbol page's members as the agents index publishes them (src/agents/agents-index.ts): who
 * they are comes from the page model (src/page-model): declared name, TypeDoc group and the
 * anchor of their heading on the page; the twin only says which of its lines hold each one's
 * part. The MCP server (src/mcp/symbols.ts) looks members up here, never by heading levels.
 */
import type {PageModel} from '../page-model/types';
import {memberDeclarations} from '../page-model/declarations';
import type {TwinHeading} from './twin';

export interface AgentsMember {
  /** The declared name (`connect`, `constructor`, `postCheckpointRequest`). */
  name: string;
  /** TypeDoc's group (`Methods`, `Type Declaration`, `Enumeration Members`). */
  group: string;
  /** Its heading's id on the page, when it has one. */
  anchor?: string;
  /** The twin's lines holding it, `[start, end)` each: one per heading (overloaded constructors have several). */
  parts: Array<[number, number]>;
  /** Its declaration in the published sources at the release tag (the page model's), when found. */
  source?: string;
  /** The release of the section's package that first had it (the page model's `since`), when known. */
  since?: string;
  /** Its signatures as its page shows them (src/page-model/declarations.ts): what compare_symbol compares. */
  declarations?: string[];
}

/** TypeDoc writes a member group as h2 and its members as h3 under it. */
const GROUP_LEVEL = 2;
const MEMBER_LEVEL = 3;

/** `connect()`, `upload()?`, `downloading?`, `Constructor` → what the heading names. */
const headingName = (title: string) => title.replace(/\?$/, '').replace(/\(\)$/, '').trim();

/**
 * The model's members, each with its part of the twin: the member headings under its group's
 * heading whose id is its anchor, else (headings written without an id: constructors, an object
 * type's members) that name it.
 */
export function agentsMembers(model: PageModel, headings: readonly TwinHeading[]): AgentsMember[] {
  const byGroup = new Map<string, TwinHeading[]>();
  let group: string | undefined;
  for (const heading of headings) {
    if (heading.level === GROUP_LEVEL) group = heading.title;
    else if (heading.level === MEMBER_LEVEL && group !== undefined)
      byGroup.set(group, [...(byGroup.get(group) ?? []), heading]);
  }
  return model.members.map((member) => {
    const candidates = byGroup.get(member.group) ?? [];
    const byId = candidates.filter((heading) => heading.id !== undefined && heading.id === member.anchor);
    const name = member.kind === 'Constructor' ? 'Constructor' : member.name;
    const found =
      byId.length > 0
        ? byId
        : candidates.filter((heading) => heading.id === undefined && headingName(heading.title) === name);
    return {
      name: member.kind === 'Constructor' ? 'constructor' : member.name,
      group: member.group,
      ...(member.anchor ? {anchor: member.anchor} : {}),
      parts: found.map((heading): [number, number] => [heading.start, heading.end]),
      ...(member.source ? {source: member.source} : {}),
      ...(member.since ? {since: member.since} : {}),
      declarations: memberDeclarations(member),
    };
  });
}
