/**
 * What an upgrade guide offers instead of what went (pure), always a name the target release
 * has:
 * - the replacement a `@deprecated` text names, checked against the target: a name the target
 *   does not have is reported as such, with the target's types that declare a member of the same
 *   name (`AdditionalConnectionOptions.retryDelayMs`, gone in 2.0.0 → `SyncOptions.retryDelayMs`);
 *   a name deprecated there is followed to what its own text names (`AbstractPowerSyncDatabase.close`
 *   → `CommonPowerSyncDatabase.close`), or offered as deprecated;
 * - likely renames: an export removed and one added in the same release, of the same kind, with
 *   a similar name and mostly the same members (`LogLevel` → `LogLevels`), or one whose place the
 *   added one took: a member both releases have that took the removed export and takes the added
 *   one, its declaration otherwise the same (`connect(…, options?: PowerSyncConnectionOptions)` →
 *   `connect(…, options?: SyncOptions)`). A guess, worded as one.
 */
import type {ComposedApi} from './events';
import {FOREIGN_KIND} from './events';
import {memberIn, memberKeys, objectMembers, sameDeclaration} from './guide-members';

/** Every name a `@deprecated` text links to, in order (`{@link Table}`, `{@link CrudEntry#equals}`). */
export const linkedNames = (text: string | undefined): string[] =>
  [...(text ?? '').matchAll(/\{@link(?:code|plain)?\s+([\w$.#]+)/g)].map((match) => match[1].replace('#', '.'));

/** At most this many types are offered as having a member of the name the text gave. */
export const SAME_NAMED_MEMBERS_SHOWN = 5;

export interface ReplacementFacts {
  /** A name the target release has. */
  replacement?: string;
  /** It is deprecated in the target too (nothing better was named). */
  replacementDeprecated?: boolean;
  /** The name the text gave, which the target release does not have. */
  namedAbsent?: string;
  /** For an absent `X.member`: the target's exports that declare `member`. */
  sameNamedMembers?: string[];
}

interface Found {
  deprecated?: string;
  /** The deprecated symbol a member is found on (its text names the symbol's replacement). */
  deprecatedSymbol?: string;
}

/** `X` or `X.member` in a release (a static member too), and its `@deprecated` text there. */
function lookUp(api: ComposedApi, name: string): Found | undefined {
  const [symbol, ...rest] = name.split('.');
  const state = api.get(symbol)?.state;
  if (!state) return undefined;
  if (rest.length === 0) return state.deprecated !== undefined ? {deprecated: state.deprecated} : {};
  const member = rest.join('.');
  const found = memberIn(api, symbol, member) ?? memberIn(api, symbol, `static ${member}`);
  if (!found) return undefined;
  if (found.deprecated !== undefined) return {deprecated: found.deprecated};
  return state.deprecated !== undefined ? {deprecated: state.deprecated, deprecatedSymbol: symbol} : {};
}

/** The first of `names` the release has and does not deprecate. */
const firstCurrent = (api: ComposedApi, names: string[]) =>
  names.find((name) => {
    const found = lookUp(api, name);
    return found && found.deprecated === undefined;
  });

/** What a deprecated name's own text leads to in the same release (one step: texts rarely chain further). */
function follow(api: ComposedApi, name: string, found: Found): string | undefined {
  const named = linkedNames(found.deprecated);
  if (!found.deprecatedSymbol) return firstCurrent(api, named);
  const member = name.slice(found.deprecatedSymbol.length + 1);
  return firstCurrent(
    api,
    named.map((symbol) => `${symbol.split('.')[0]}.${member}`),
  );
}

/** The target's non-deprecated exports that declare `member` themselves. */
function declaring(api: ComposedApi, member: string): string[] {
  return [...api]
    .filter(([, {state}]) => state.deprecated === undefined && Object.hasOwn(state.members, member))
    .map(([name]) => `${name}.${member}`)
    .sort()
    .slice(0, SAME_NAMED_MEMBERS_SHOWN);
}

/** What a `@deprecated` text's names come to in the target release. */
export function replacementIn(target: ComposedApi, message: string | undefined): ReplacementFacts {
  const names = linkedNames(message);
  if (names.length === 0) return {};
  const current = firstCurrent(target, names);
  if (current) return {replacement: current};
  for (const name of names) {
    const found = lookUp(target, name);
    if (!found) continue;
    const next = follow(target, name, found);
    return next ? {replacement: next} : {replacement: name, replacementDeprecated: true};
  }
  const [named] = names;
  const member = named.split('.').slice(1).join('.');
  const same = member ? declaring(target, member) : [];
  return {namedAbsent: named, ...(same.length ? {sameNamedMembers: same} : {})};
}

/** Levenshtein distance, for names (short). */
function distance(a: string, b: string): number {
  let row = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length];
}

/** Names a rename plausibly connects: one is the other plus a short ending, or they differ in a letter or two. */
export function similarNames(a: string, b: string): boolean {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  if (x === y) return a !== b;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  if (short.length < 4) return false;
  if (long.startsWith(short) && long.length - short.length <= 2) return true;
  return distance(x, y) <= Math.max(1, Math.floor(short.length / 6));
}

/** Share of members (case aside) two exports have in common for a rename to be likely. */
export const RENAME_SHARED_MEMBERS = 0.5;

const shapeKeys = (api: ComposedApi, name: string) => {
  const state = api.get(name)?.state;
  return new Set([...memberKeys(state), ...objectMembers(state?.decl ?? '').keys()].map((key) => key.toLowerCase()));
};

/** Same shape: mostly the same members, or (with none) the same declaration but the name. */
function sameShape(before: ComposedApi, removed: string, after: ComposedApi, added: string): boolean {
  const [x, y] = [shapeKeys(before, removed), shapeKeys(after, added)];
  if (x.size > 0 && y.size > 0) {
    const shared = [...x].filter((key) => y.has(key)).length;
    return shared / new Set([...x, ...y]).size >= RENAME_SHARED_MEMBERS;
  }
  const unnamed = (api: ComposedApi, name: string) =>
    (api.get(name)?.state.decl ?? '').replace(new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`, 'g'), '\u0000');
  return x.size === 0 && y.size === 0 && sameDeclaration(unnamed(before, removed), unnamed(after, added));
}

/** `name` as a whole word of a declaration (`$` is a word character of a name). */
const wordOf = (name: string) => new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`, 'g');

/** Kinds that are types: one may take another's place (a type alias's place taken by an interface). */
const TYPE_KINDS = ['interface', 'type', 'class', 'enum'];

/** A member both releases have whose declaration in the earlier one names a removed export. */
interface PlaceOf {
  place: string;
  /** Its declaration in the earlier release, and in the later one (if the history has it). */
  was: string;
  is?: string;
}

/**
 * The members both releases have (declared or inherited, of an export both have) whose earlier
 * declaration names `removed`: found once a removed export, then tried with each added one
 * (placesTaken), not scanned again for each.
 */
function placesNaming(before: ComposedApi, after: ComposedApi, removed: string): PlaceOf[] {
  const places: PlaceOf[] = [];
  const old = wordOf(removed);
  for (const [name, {state}] of before) {
    if (!after.has(name)) continue;
    for (const member of memberKeys(state)) {
      const was = memberIn(before, name, member)?.decl;
      if (!was || !old.test(was)) continue;
      old.lastIndex = 0;
      places.push({place: `${name}.${member}`, was, is: memberIn(after, name, member)?.decl});
    }
  }
  return places;
}

/**
 * The members both releases have (declared or inherited, of an export both have) that took
 * `removed` and take `added` in its place, their declarations otherwise the same:
 * `AbstractPowerSyncDatabase.connect` of web 1.39.1 took `PowerSyncConnectionOptions`, and of
 * 2.0.0 takes `SyncOptions`. `naming`: the places naming `removed` (placesNaming).
 */
function placesTaken(naming: readonly PlaceOf[], removed: string, added: string): string[] {
  const old = wordOf(removed);
  return naming
    .filter(({was, is}) => is !== undefined && sameDeclaration(was.replace(old, added), is))
    .map(({place}) => place)
    .sort();
}

/** A likely rename and why: `placeOf`, a member that takes the new name where it took the old. */
export interface LikelyRename {
  to: string;
  placeOf?: string;
}

/**
 * Among one release's removed and added exports, the likely rename of each removed one: the one
 * added export of the same kind with a similar name and the same shape, else the one added type
 * that took its place in a member both releases have (none when several fit either way).
 */
export function likelyRenames(
  removed: ReadonlyArray<{name: string; symbolKind: string}>,
  added: ReadonlyArray<{name: string; symbolKind: string}>,
  before: ComposedApi,
  after: ComposedApi,
): Map<string, LikelyRename> {
  const renames = new Map<string, LikelyRename>();
  for (const gone of removed) {
    if (gone.symbolKind === FOREIGN_KIND) continue;
    const fits = added.filter(
      (candidate) =>
        candidate.symbolKind === gone.symbolKind &&
        similarNames(gone.name, candidate.name) &&
        sameShape(before, gone.name, after, candidate.name),
    );
    if (fits.length === 1) {
      renames.set(gone.name, {to: fits[0].name});
      continue;
    }
    if (fits.length > 1 || !TYPE_KINDS.includes(gone.symbolKind)) continue;
    const naming = placesNaming(before, after, gone.name);
    const places = added
      .filter((candidate) => TYPE_KINDS.includes(candidate.symbolKind))
      .map((candidate) => ({to: candidate.name, places: placesTaken(naming, gone.name, candidate.name)}))
      .filter((candidate) => candidate.places.length > 0);
    if (places.length === 1) renames.set(gone.name, {to: places[0].to, placeOf: places[0].places[0]});
  }
  return renames;
}
