/**
 * An upgrade guide between two releases of a section's package (pure): what an app written for
 * `from` has to change to build against `to`, computed from the API history. It is the net
 * difference of the two releases (what was added and removed again in between is not listed),
 * each entry placed under the release that made it, with what a migration needs:
 * - removed exports and members, with the replacement their `@deprecated` text named before
 *   they went ("TableV2, removed in 2.0.0: use Table");
 * - renamed members (one removed and one added in the same release with the same declaration
 *   apart from the name) and moved ones (now declared by a base, or the reverse);
 * - changed declarations, before → after; newly deprecated API; what was added.
 * The MCP tool renders it as Markdown (src/mcp/upgrade-guide.ts), the Changes page in the
 * browser (src/theme/ReleaseCompare), from the same history file.
 */
import type {Change, ComposedApi} from './events';
import {memberIn, memberKeys, sameDeclaration} from './guide-members';
import {likelyRenames, replacementIn} from './guide-replacements';
import type {SectionHistory} from './section-history';
import {compareVersions} from './versions';

export type GuideKind = 'removed' | 'renamed' | 'moved' | 'changed' | 'deprecated' | 'added';

/** The kinds in the order a migration reads them: what breaks first, what is new last. */
export const GUIDE_GROUPS: ReadonlyArray<[GuideKind, string]> = [
  ['removed', 'Removed'],
  ['renamed', 'Renamed'],
  ['moved', 'Moved'],
  ['changed', 'Changed signatures'],
  ['deprecated', 'Newly deprecated'],
  ['added', 'Added'],
];

export interface GuideEntry extends Omit<Change, 'kind'> {
  kind: GuideKind;
  /** A renamed member's new name. */
  renamedTo?: string;
  /** What replaces a removed or deprecated export: the first name its `@deprecated` text links to. */
  replacement?: string;
  /**
   * A removed function with no replacement named: the functions the same release added whose
   * names start and end with the same words (`createBaseLogger` → `createConsoleLogger`). A hint,
   * worded as one: names are not identity. Only functions: type names share their ends too often
   * (`…Options`) for the hint to mean anything.
   */
  addedBeside?: string[];
  /** `replacement` is deprecated in the target release too (nothing better was named). */
  replacementDeprecated?: boolean;
  /** The name the `@deprecated` text gave when the target release does not have it. */
  namedAbsent?: string;
  /** The release of this upgrade that removed `namedAbsent`, when one did. */
  namedAbsentRemovedIn?: string;
  /** For an absent `X.member`: the target's exports that declare `member` (guide-replacements.ts). */
  sameNamedMembers?: string[];
  /**
   * A removed export's likely new name: same kind, same release, similar name and members; or,
   * with `renamePlaceOf`, the type that took its place in a member. A guess.
   */
  likelyRenamedTo?: string;
  /** A member both releases have that took the old name and takes `likelyRenamedTo` instead (`X.connect`). */
  renamePlaceOf?: string;
  /** A member the symbol had through a base (named) or its alias's own type, not its own declaration. */
  inheritedFrom?: string;
  /** A moved member whose declaration changed too: `before` and `after` are both set. */
  typeChanged?: boolean;
}

/** camelCase words: `createBaseLogger` → create, base, logger. */
const words = (name: string) => name.split(/(?<=[a-z0-9])(?=[A-Z])|_/).map((word) => word.toLowerCase());
const sameEnds = (a: string, b: string) => {
  const [x, y] = [words(a), words(b)];
  return a !== b && x.length > 1 && y.length > 1 && x[0] === y[0] && x.at(-1) === y.at(-1);
};

const HINTED_KINDS = ['function'];

/** The `addedBeside` of each removal without a replacement, among one release's entries. */
function addBeside(entries: GuideEntry[]): GuideEntry[] {
  const added = entries.filter((entry) => entry.kind === 'added');
  return entries.map((entry) => {
    if (entry.kind !== 'removed' || entry.replacement || entry.likelyRenamedTo) return entry;
    const beside = added
      .filter(
        (other) =>
          entry.member === undefined &&
          other.member === undefined &&
          HINTED_KINDS.includes(entry.symbolKind) &&
          other.symbolKind === entry.symbolKind &&
          sameEnds(entry.name, other.name),
      )
      .map((other) => other.member ?? other.name);
    return beside.length ? {...entry, addedBeside: beside} : entry;
  });
}

/**
 * The replacement a `@deprecated` text links to first (`Use {@link Table} instead` → `Table`), as
 * the text says it, whatever the release at hand has; the upgrade guide checks it against its
 * target (guide-replacements.ts).
 */
export function replacementOf(deprecated: string | undefined): string | undefined {
  return deprecated ? /\{@link(?:code|plain)?\s+([\w$.#]+)/.exec(deprecated)?.[1]?.replace('#', '.') : undefined;
}

export interface GuideRelease {
  version: string;
  date?: string;
  entries: GuideEntry[];
}

export interface UpgradeGuide {
  packageName: string;
  from: string;
  to: string;
  /** Oldest first: the order an upgrade goes through them. */
  releases: GuideRelease[];
}

const keyOf = (change: Pick<Change, 'name' | 'member'>) =>
  change.member === undefined ? change.name : `${change.name}.${change.member}`;

/** `watch(options?: X): Y;` with its name replaced, to tell a rename from a new member. */
const withoutName = (decl: string | undefined, name: string) =>
  (decl ?? '').replace(new RegExp(`(^|[\\s.])${name.replace(/[$]/g, '\\$')}(?=[\\s?(<:])`), '$1\u0000');

/** Removed and added members of one symbol in one release with the same declaration but the name: renames. */
function renames(changes: Change[]): Map<string, string> {
  const renamed = new Map<string, string>();
  const added = changes.filter((c) => c.kind === 'added' && c.member !== undefined);
  for (const removed of changes.filter((c) => c.kind === 'removed' && c.member !== undefined)) {
    const match = added.find(
      (c) =>
        c.name === removed.name &&
        ![...renamed.values()].includes(keyOf(c)) &&
        withoutName(c.after, c.member!) === withoutName(removed.before, removed.member!),
    );
    if (match) renamed.set(keyOf(removed), keyOf(match));
  }
  return renamed;
}

export class UnknownReleaseError extends Error {}

/** A change as the guide reads it: a Changes-page change, or what a member lost or changed through a base. */
type GuideChange = Change & Pick<GuideEntry, 'inheritedFrom' | 'typeChanged'>;

/**
 * What differs from `a` to `b` for a reader: the per-declaration difference of the Changes page
 * (diffApis), a moved member's declaration change, and what no declaration change shows: members
 * a symbol had only through a base (or its alias's own type) and no longer has, or has with
 * another declaration now that another type gives it.
 */
function guideChanges(history: SectionHistory, a: string, b: string): GuideChange[] {
  const before = history.apiAt(a)!;
  const after = history.apiAt(b)!;
  const changes: GuideChange[] = (history.diff(a, b) ?? []).map((change) => {
    // A member a type alias's text had, now declared (the alias became an interface): moved in.
    if (change.kind === 'added' && change.member !== undefined && memberIn(before, change.name, change.member))
      change = {...change, kind: 'moved', base: change.name, direction: 'in'};
    if (change.kind !== 'moved') return change;
    const was = change.direction === 'in' ? memberIn(before, change.name, change.member!)?.decl : change.before;
    const now = change.direction === 'out' ? memberIn(after, change.name, change.member!)?.decl : change.after;
    return was && now && !sameDeclaration(was, now) ? {...change, before: was, after: now, typeChanged: true} : change;
  });
  const listed = new Set(changes.filter((change) => change.member !== undefined).map(keyOf));
  for (const [name, {from, state}] of before) {
    const now = after.get(name);
    if (!now) continue;
    for (const member of memberKeys(state)) {
      if (listed.has(`${name}.${member}`)) continue;
      const was = memberIn(before, name, member)!;
      const is = memberIn(after, name, member);
      const what = {name, member, from, symbolKind: now.state.kind};
      if (!is)
        changes.push({
          ...what,
          kind: 'removed',
          ...(was.decl !== undefined ? {before: was.decl} : {}),
          ...(was.deprecated !== undefined ? {message: was.deprecated} : {}),
          ...(was.inheritedFrom !== undefined ? {inheritedFrom: was.inheritedFrom} : {}),
        });
      // Inherited before and after: its base's own entry shows a change, unless the base changed
      // or is the alias itself (whose members the Changes page does not diff one by one).
      else if (
        was.inheritedFrom !== undefined &&
        is.inheritedFrom !== undefined &&
        (was.inheritedFrom !== is.inheritedFrom || was.inheritedFrom === name) &&
        was.decl &&
        is.decl &&
        !sameDeclaration(was.decl, is.decl)
      )
        changes.push({...what, kind: 'changed', before: was.decl, after: is.decl, inheritedFrom: is.inheritedFrom});
    }
  }
  return changes;
}

export function upgradeGuide(history: SectionHistory, from: string, to: string): UpgradeGuide {
  const versions = history.releases.map((release) => release.version);
  for (const version of [from, to])
    if (!versions.includes(version)) throw new UnknownReleaseError(`${history.packageName} has no release ${version}`);
  if (compareVersions(from, to) >= 0)
    throw new UnknownReleaseError(
      `${from} is not older than ${to}: an upgrade goes from an older release to a newer one`,
    );
  const between = history.releases.filter(
    (r) => compareVersions(r.version, from) > 0 && compareVersions(r.version, to) <= 0,
  );
  // Each release's own changes: where a net change is placed, and what a removal's last
  // @deprecated text said (the net diff has only `from`'s).
  const lastRelease = new Map<string, string>();
  const removalMessage = new Map<string, string>();
  const renamedIn = new Map<string, {to: string; version: string}>();
  let previous = from;
  for (const release of between) {
    const changes = guideChanges(history, previous, release.version);
    for (const change of changes) {
      lastRelease.set(keyOf(change), release.version);
      if (change.kind === 'removed' && change.message) removalMessage.set(keyOf(change), change.message);
    }
    for (const [old, renamedTo] of renames(changes)) renamedIn.set(old, {to: renamedTo, version: release.version});
    previous = release.version;
  }
  const net = guideChanges(history, from, to);
  const netKeys = new Set(net.map((change) => `${change.kind} ${keyOf(change)}`));
  // A rename is listed once, as a rename, when the net difference has both its ends.
  const renamedTo = new Map(
    [...renamedIn].filter(([old, rename]) => netKeys.has(`removed ${old}`) && netKeys.has(`added ${rename.to}`)),
  );
  const renameTargets = new Set([...renamedTo.values()].map((rename) => rename.to));
  const target = history.apiAt(to)!;
  const entries: Array<GuideEntry & {version: string}> = [];
  for (const change of net) {
    const key = keyOf(change);
    const rename = change.kind === 'removed' ? renamedTo.get(key) : undefined;
    if (rename) {
      entries.push({
        ...change,
        kind: 'renamed',
        renamedTo: rename.to.slice(change.name.length + 1),
        version: rename.version,
      });
      continue;
    }
    if (change.kind === 'added' && renameTargets.has(key)) continue;
    const message = change.kind === 'removed' ? (removalMessage.get(key) ?? change.message) : change.message;
    const instead = change.kind === 'removed' || change.kind === 'deprecated' ? replacementIn(target, message) : {};
    const gone = instead.namedAbsent?.split('.')[0];
    const goneIn = gone === undefined ? undefined : lastRelease.get(gone);
    entries.push({
      ...change,
      ...(message !== undefined ? {message} : {}),
      ...instead,
      ...(goneIn && instead.namedAbsent && !target.has(gone!) ? {namedAbsentRemovedIn: goneIn} : {}),
      version: lastRelease.get(key) ?? to,
    });
  }
  const before = history.apiAt(from)!;
  const releases = between
    .map((release) => ({
      version: release.version,
      ...(release.date ? {date: release.date} : {}),
      entries: addBeside(
        withLikelyRenames(
          entries.filter((entry) => entry.version === release.version).map(({version: _, ...entry}) => entry),
          before,
          target,
        ),
      ),
    }))
    .filter((release) => release.entries.length > 0);
  return {packageName: history.packageName, from, to, releases};
}

/** One release's removed exports with nothing named instead, each with its likely rename among the added ones. */
function withLikelyRenames(entries: GuideEntry[], before: ComposedApi, after: ComposedApi): GuideEntry[] {
  const exported = (kind: GuideKind) =>
    entries.filter((entry) => entry.kind === kind && entry.member === undefined && !entry.replacement);
  const renames = likelyRenames(exported('removed'), exported('added'), before, after);
  return entries.map((entry) => {
    const renamed = entry.kind === 'removed' && entry.member === undefined ? renames.get(entry.name) : undefined;
    if (!renamed) return entry;
    return {...entry, likelyRenamedTo: renamed.to, ...(renamed.placeOf ? {renamePlaceOf: renamed.placeOf} : {})};
  });
}

/** A rename guessed from names and shapes, worded as the guess it is (both views say it so). */
export const LIKELY_RENAME_NOTE = 'a guess: same kind, same release, similar name and members';

/** A rename guessed from a member that takes the new name where it took the old, worded as a guess. */
export const placeTakenNote = (member: string, to: string) =>
  `a guess: same release, and \`${member}\` takes \`${to}\` where it took this`;

/**
 * What the guide offers instead of an entry, in words with names in backticks, as both views
 * show it (the MCP tool as Markdown, the Changes page with the backticks as code): every name
 * one the target release has, and what the deprecation note named that it does not.
 */
export function insteadWords(entry: GuideEntry, target: string): string[] {
  const said: string[] = [];
  if (entry.replacement)
    said.push(`use \`${entry.replacement}\`${entry.replacementDeprecated ? ` (deprecated in ${target} too)` : ''}`);
  if (entry.namedAbsent) {
    const gone = entry.namedAbsentRemovedIn ? ` (removed in ${entry.namedAbsentRemovedIn})` : '';
    const same = entry.sameNamedMembers?.length
      ? `; ${target} has ${entry.sameNamedMembers.map((name) => `\`${name}\``).join(', ')}`
      : '';
    said.push(`its note names \`${entry.namedAbsent}\`, which ${target} does not have${gone}${same}`);
  }
  if (entry.likelyRenamedTo)
    said.push(
      `likely renamed to \`${entry.likelyRenamedTo}\` (${
        entry.renamePlaceOf ? placeTakenNote(entry.renamePlaceOf, entry.likelyRenamedTo) : LIKELY_RENAME_NOTE
      })`,
    );
  return said;
}

/** Where a member came from, when not its own declaration: `inherited from \`Base\``, or its alias's type. */
export function inheritedWords(entry: GuideEntry): string | undefined {
  if (!entry.inheritedFrom || entry.kind === 'moved') return undefined;
  return entry.inheritedFrom === entry.name ? 'of its type alias' : `inherited from \`${entry.inheritedFrom}\``;
}

/** The entries of one release grouped in GUIDE_GROUPS order, empty groups left out. */
export const guideGroups = (release: GuideRelease) =>
  GUIDE_GROUPS.map(([kind, title]) => ({kind, title, entries: release.entries.filter((e) => e.kind === kind)})).filter(
    (group) => group.entries.length > 0,
  );
