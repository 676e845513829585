/**
 * What the API history says of a symbol or member in one exact release (pure): whether that
 * release exports it, its declaration there, and when it came or went ("added in
 * @powersync/web 2.4.0 (@powersync/common 2.3.0): not in 2.3.1"). The tools put this above the
 * nearest line's page, whose text documents a neighbouring release.
 */
import type {ComposedApi} from '../history/events';
import {own} from '../history/runs';
import type {SymbolState} from '../history/model';
import type {DatedEvent, SectionHistory} from '../history/section-history';
import {compareVersions} from '../history/versions';
import {plainDocText} from '../history/render';

export interface FoundSymbol {
  /** The exported name as declared (the caller may have typed another case). */
  name: string;
  from: string;
  state: SymbolState;
}

/** A name in a composed API: exactly, else ignoring case. */
export function findSymbol(api: ComposedApi | undefined, name: string): FoundSymbol | undefined {
  if (!api) return undefined;
  const exact = api.get(name);
  if (exact) return {name, ...exact};
  const lower = name.toLowerCase();
  for (const [key, entry] of api) if (key.toLowerCase() === lower) return {name: key, ...entry};
  return undefined;
}

/** A member key of a history symbol (`columns`, `static create`, `constructor`), exactly, else ignoring case. */
export function findMemberKey(state: SymbolState | undefined, member: string): string | undefined {
  if (!state) return undefined;
  const keys = [...Object.keys(state.members), ...Object.keys(state.inherited ?? {})];
  const wanted = member.replace(/\(\)$/, '').trim();
  const candidates = [wanted, `static ${wanted}`];
  return (
    keys.find((key) => candidates.includes(key)) ??
    keys.find((key) => candidates.some((c) => c.toLowerCase() === key.toLowerCase()))
  );
}

/** The symbol in the newest release of the package that exports it: where to date it from. */
function anyRelease(history: SectionHistory, name: string): FoundSymbol | undefined {
  for (const release of [...history.releases].reverse()) {
    const found = findSymbol(history.apiAt(release.version), name);
    if (found) return found;
  }
  return undefined;
}

/** `@powersync/web 2.4.0 (@powersync/common 2.3.0)`: the SDK release first, as readers install it. */
function when(event: DatedEvent, packageName: string): string {
  if (event.from === packageName) return `${packageName} ${event.version}`;
  return event.sdkVersion
    ? `${packageName} ${event.sdkVersion} (${event.from} ${event.version})`
    : `${event.from} ${event.version} (no ${packageName} release is built on it yet)`;
}

/** A `@deprecated` text as one plain sentence without its final stop (the caller punctuates). */
export const docText = (text: string) =>
  plainDocText(text)
    .replace(/\s+/g, ' ')
    .replace(/[.\s]+$/, '');

const isAfter = (event: DatedEvent, version: string) =>
  event.sdkVersion !== undefined && compareVersions(event.sdkVersion, version) > 0;

/** When a symbol or member absent from `version` is there: the first "added" after it, or the "removed" before it. */
function absence(events: DatedEvent[], packageName: string, version: string): string {
  const added = events.find((event) => event.kind === 'added' && isAfter(event, version));
  const removed = [...events].reverse().find((event) => event.kind === 'removed' && !isAfter(event, version));
  const parts: string[] = [];
  if (removed)
    parts.push(`removed in ${when(removed, packageName)}${removed.message ? `: ${docText(removed.message)}` : ''}`);
  if (added) parts.push(`added in ${when(added, packageName)}: not in ${version}`);
  return parts.length ? parts.join('; ') : `not in any release of ${packageName} the history knows`;
}

export interface ReleaseFacts {
  /** Whether the release exports the symbol (and has the member, when one was asked for). */
  present: boolean;
  /** The names as declared, when the history knows them. */
  name?: string;
  member?: string;
  /** Markdown lines saying so. */
  lines: string[];
}

/**
 * The facts of `name` (and `member`) in `version` of the history's package. A member is the
 * declared one, or one inherited from a base (its declaration is the base's).
 */
export function releaseFacts(history: SectionHistory, version: string, name: string, member?: string): ReleaseFacts {
  const packageName = history.packageName;
  const at = `${packageName} ${version}`;
  const found = findSymbol(history.apiAt(version), name);
  const known = found ?? anyRelease(history, name);
  if (!known) return {present: false, lines: [`${name}: no release of ${packageName} the history knows exports it.`]};
  const origin = known.from === packageName ? '' : ` (declared by ${known.from})`;
  if (!found) {
    const events = history.shownEvents(known.from, known.name);
    return {
      present: false,
      name: known.name,
      lines: [`${known.name}${origin} is not exported by ${at}: ${absence(events, packageName, version)}.`],
    };
  }
  const declaration = (decl: string, deprecated?: string) => [
    '```ts',
    decl,
    '```',
    ...(deprecated !== undefined ? [`Deprecated in ${version}${deprecated ? `: ${docText(deprecated)}` : ''}`] : []),
  ];
  if (member === undefined)
    return {
      present: true,
      name: found.name,
      lines: [
        `${found.name} (${found.state.kind})${origin} in ${at}:`,
        '',
        ...declaration(found.state.decl, found.state.deprecated),
      ],
    };
  const key = findMemberKey(found.state, member) ?? findMemberKey(known === found ? undefined : known.state, member);
  const declared = key ? own(found.state.members, key) : undefined;
  const base = key ? own(found.state.inherited, key) : undefined;
  if (!key || (!declared && base === undefined)) {
    // A member of the symbol in another release (dated), or none at all.
    const keyElsewhere = key ?? findMemberKey(anyMemberState(history, found.name, member), member);
    const dated = keyElsewhere ? history.eventsOf(found.from, found.name, keyElsewhere) : [];
    const label = `${found.name}.${keyElsewhere ?? member}`;
    return {
      present: false,
      name: found.name,
      member: keyElsewhere,
      lines: [
        keyElsewhere
          ? `${label} is not in ${at}: ${absence(dated, packageName, version)}.`
          : `${found.name} in ${at} has no member "${member}", and no release the history knows has one. Members in ${version}: ${memberKeys(found.state).join(', ') || 'none'}.`,
      ],
    };
  }
  const lines = [`${found.name}.${key}${origin} in ${at}:`, ''];
  if (declared) lines.push(...declaration(declared.decl, declared.deprecated));
  else lines.push(`Inherited from ${base}${inheritedDeclaration(history.apiAt(version)!, base!, key)}.`);
  return {present: true, name: found.name, member: key, lines};
}

/** The member's declaration in the base, when the release exports the base under that name. */
function inheritedDeclaration(api: ComposedApi, base: string, key: string): string {
  const decl = own(api.get(base)?.state.members, key)?.decl;
  return decl ? `: \`${decl.replace(/\s+/g, ' ')}\`` : '';
}

const memberKeys = (state: SymbolState) =>
  [...Object.keys(state.members), ...Object.keys(state.inherited ?? {})].sort();

/** The symbol's state in the newest release that has `member` (declared or inherited). */
function anyMemberState(history: SectionHistory, name: string, member: string): SymbolState | undefined {
  for (const release of [...history.releases].reverse()) {
    const state = history.apiAt(release.version)?.get(name)?.state;
    if (findMemberKey(state, member)) return state;
  }
  return undefined;
}
