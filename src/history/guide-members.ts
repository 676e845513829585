/**
 * Members as a reader of one release has them (pure): declared or inherited, with the declaration
 * that gives them wherever the history can find it. The upgrade guide uses it for what the
 * Changes page's per-declaration diff does not show: members lost with a base
 * (`WebStreamingSyncImplementation.waitForStatus` when it stopped extending
 * AbstractStreamingSyncImplementation) and members whose type changed while they moved
 * (`QueryResult.rows`, a member of a type alias's object type that became an interface's own).
 */
import type {ComposedApi} from './events';
import type {SymbolState} from './model';
import {own} from './runs';

/**
 * The members of a type alias's object types as printed in its text. The history's reader knows
 * a type alias's members only where it resolves the type (not through `Partial<{…}>`).
 */
const aliasMembers = (state: SymbolState | undefined) =>
  // By its text: a symbol's kind is the one it has last (SyncDataFlowStatus became an interface).
  state && /^type\s/.test(state.decl) ? objectMembers(state.decl) : new Map<string, string>();

/** The members a symbol has, declared or inherited (a type alias's: those its text declares too). */
export const memberKeys = (state: SymbolState | undefined): string[] =>
  state
    ? [
        ...new Set([
          ...Object.keys(state.members),
          ...Object.keys(state.inherited ?? {}),
          ...aliasMembers(state).keys(),
        ]),
      ]
    : [];

/**
 * The first-level members of a printed object type (`type QueryResult = { rows?: {…}; … }`), each
 * as printed (`rows?: {…};`), by name: what the history keeps of a type alias's own members.
 */
export function objectMembers(decl: string): Map<string, string> {
  const members = new Map<string, string>();
  let depth = 0;
  let start = -1;
  for (let index = 0; index < decl.length; index++) {
    const char = decl[index];
    if (char === '{' || char === '(' || char === '[') {
      depth++;
      if (depth === 1 && char === '{') start = index + 1;
    } else if (char === '}' || char === ')' || char === ']') {
      if (depth === 1 && char === '}') add(decl.slice(start, index));
      depth--;
    } else if (char === ';' && depth === 1 && start >= 0) {
      add(decl.slice(start, index + 1));
      start = index + 1;
    }
  }
  return members;

  function add(text: string) {
    const member = text.trim();
    const name = /^(?:readonly\s+)?(?:get\s+|set\s+)?([\w$]+)\??\s*[:(<]/.exec(member)?.[1];
    if (name && !members.has(name)) members.set(name, member.endsWith(';') ? member : `${member};`);
  }
}

export interface MemberInRelease {
  /** Its declaration, when the history has it: its own, its base's (if the release exports the base), or the alias's text. */
  decl?: string;
  deprecated?: string;
  /** The type it comes from when the symbol does not declare it. */
  inheritedFrom?: string;
}

/** A member of `name` in a release (`static create` for a static), declared or inherited. */
export function memberIn(api: ComposedApi, name: string, member: string): MemberInRelease | undefined {
  const state = api.get(name)?.state;
  const declared = own(state?.members, member);
  if (declared) return declared;
  const base = own(state?.inherited, member);
  if (base === undefined) {
    const printed = aliasMembers(state).get(member);
    return printed === undefined ? undefined : {decl: printed, inheritedFrom: name};
  }
  return {...inheritedDeclaration(api, name, base, member, new Set()), inheritedFrom: base};
}

function inheritedDeclaration(
  api: ComposedApi,
  name: string,
  base: string,
  member: string,
  seen: Set<string>,
): Omit<MemberInRelease, 'inheritedFrom'> {
  // A type alias's own object type: its members are in its printed text.
  if (base === name) {
    const decl = objectMembers(api.get(name)?.state.decl ?? '').get(member);
    return decl ? {decl} : {};
  }
  const state = api.get(base)?.state;
  if (!state || seen.has(base)) return {};
  seen.add(base);
  const declared = own(state.members, member);
  if (declared) return declared;
  const further = own(state.inherited, member);
  return further === undefined ? {} : inheritedDeclaration(api, base, further, member, seen);
}

/** Declarations compared as the compiler reads them: whitespace and a trailing `;` do not count. */
export const sameDeclaration = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').replace(/;\s*$/, '').trim() === b.replace(/\s+/g, ' ').replace(/;\s*$/, '').trim();
