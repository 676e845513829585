/**
 * Build step after API generation: computes the cross-SDK symbol map from what each
 * section's generation recorded (`.cache/api/{sdk}/symbols.json`: symbol records and their
 * pages' heading anchors), and writes each symbol page's share of it into that page's front matter
 * (`powersync_symbol`). Front matter is static and travels with its page only, so the
 * client never downloads the whole map.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  buildSymbolMap,
  sharingCounts,
  type SectionSymbol,
  type SectionSymbolRecord,
  type SymbolPageData,
} from '../cross-sdk/symbol-map';
import type {SdkEntry} from '../manifest/types';
import {slugForPage} from './typedoc/frontmatter';
import {SYMBOLS_FILE, declarationsFile, sdkCacheDir, sdkOutputDir} from './typedoc/paths';
import {writeGeneratedModule} from '../plugins/generated-module';
import {
  DECLARATIONS_FRONT_MATTER_KEY,
  anyFileKeyOf,
  anyPackageKey,
  ownerKey,
  qualifiedNameOf,
} from './typedoc/type-links';
import type {DeclarationPages} from '../remark/signature-code';

import {FRONT_MATTER_KEY, symbolFacts} from '../cross-sdk/symbol-map';
import {readPageModel} from '../page-model/read';

interface SymbolsFile {
  sdk: string;
  sourceLinks: {linked: number; unlinked: number};
  /** Each record with its page's anchors (src/page-model/anchors.ts, from its model at generation). */
  symbols: Array<SectionSymbolRecord & {anchors: string[]}>;
  /** Each page's `decl:` link targets (page file relative to the section folder → keys), in the order the theme wrote them. */
  linkedDeclarations: Record<string, string[]>;
}

/** A page's front matter block; its lines are the first group. */
export const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;

/**
 * Replaces (or adds, last or `first`) one key of a page's front matter, or removes it when
 * `value` is undefined; the value is written as JSON (valid YAML).
 */
export function setFrontMatterKey(
  markdown: string,
  key: string,
  value: unknown,
  place: 'last' | 'first' = 'last',
): string {
  const match = markdown.match(FRONT_MATTER);
  if (!match) throw new Error(`page has no front matter block to add ${key} to`);
  const lines = match[1].split('\n').filter((line) => !line.startsWith(`${key}:`));
  if (value !== undefined) lines.splice(place === 'first' ? 0 : lines.length, 0, `${key}: ${JSON.stringify(value)}`);
  return `---\n${lines.join('\n')}\n---\n${markdown.slice(match[0].length)}`;
}

/** What generation recorded for a section of this line, or (with `cacheDir`) of another line's generation. */
export function readSection(
  siteDir: string,
  sdk: SdkEntry,
  cacheDir?: string,
): {symbols: SectionSymbol[]; sourceLinks: SymbolsFile['sourceLinks']; linkedDeclarations: Record<string, string[]>} {
  const file = path.join(cacheDir ? path.join(siteDir, cacheDir, sdk.id) : sdkCacheDir(siteDir, sdk.id), SYMBOLS_FILE);
  if (!fs.existsSync(file)) {
    throw new Error(
      `[cross-sdk] ${sdk.id}: ${path.relative(siteDir, file)} is missing; run \`npm run generate -- --force\``,
    );
  }
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as SymbolsFile;
  if (typeof data.linkedDeclarations !== 'object' || data.linkedDeclarations === null) {
    throw new Error(
      `[cross-sdk] ${sdk.id}: ${path.relative(siteDir, file)} has no linked declarations (older format); ` +
        'run `npm run generate -- --force`',
    );
  }
  const symbols = data.symbols.map((record) => {
    if (!Array.isArray(record.anchors)) {
      throw new Error(
        `[cross-sdk] ${sdk.id}: ${path.relative(siteDir, file)} has no page anchors (older format); run \`npm run generate -- --force\``,
      );
    }
    return {...record, path: slugForPage(sdk.id, record.page)};
  });
  return {symbols, sourceLinks: data.sourceLinks, linkedDeclarations: data.linkedDeclarations};
}

/**
 * The sections a section's pages link a declaration to, first that documents it first: its own,
 * then the section it is installed with (`installedWith`) and those of the site's packages its
 * package depends on, then the others in manifest order. Capacitor's declarations import Schema,
 * DBAdapter … from @powersync/web, so they link to the Web SDK's pages, whose import line is what
 * a Capacitor app writes; React and Vue depend on @powersync/common alone, but their apps install
 * the Web SDK beside them, whose common they read (src/sdk-manifest.ts): their `CompilableQuery`
 * is the Web SDK's page, not the Node SDK's because the manifest lists Node first.
 */
export function linkOrder<S extends SdkEntry>(sdk: S, sdks: readonly S[], dependsOn: readonly string[]): S[] {
  const paired = (other: S) => other.id === sdk.installedWith || dependsOn.includes(other.packageName);
  const rank = (other: S) => (other === sdk ? 0 : paired(other) ? 1 : 2);
  return [...sdks].sort((a, b) => rank(a) - rank(b));
}

/** The packages an installed package depends on: its package.json's dependencies and peer dependencies. */
export function packageDependencies(packageRoot: string): string[] {
  const json = JSON.parse(fs.readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };
  return [...Object.keys(json.dependencies ?? {}), ...Object.keys(json.peerDependencies ?? {})];
}

/**
 * The version of each package a section's declarations see: its own package's, and those of
 * the `@powersync/*` packages its install resolves (ResolvedSdk.dependencyVersions).
 */
export type SectionVersions<S extends SdkEntry = SdkEntry> = (sdk: S) => Readonly<Record<string, string>>;

/** The package a declaration key names (`@powersync/common` of `@powersync/common/lib/x.d.ts#Table`); `*` for a name-only key. */
export const keyPackage = (key: string) => /^((?:@[^/]+\/)?[^/]+)\//.exec(key)?.[1] ?? '*';

/**
 * Whether section `other`'s page of a declaration is the declaration `reader` shows: the same
 * package at the same version. React Native 2.1.0's section reads @powersync/common 2.1.0, the
 * Web SDK's 2.3.0: a `Table` there is not the Web SDK's `Table`, and is not linked to it.
 */
export function sameDeclarationVersion<S extends SdkEntry>(versions: SectionVersions<S>, reader: S) {
  return (other: S, key: string): boolean => {
    if (other === reader) return true;
    const packageName = keyPackage(key);
    if (packageName === '*') return true;
    return versions(reader)[packageName] === versions(other)[packageName];
  };
}

/**
 * Links into other release lines (cross-line-pages.ts): for a section, the declarations its own
 * line does not document at the release it reads, each with the absolute route of its page in
 * another line; and the link a page of the section (its file inside the section's folder)
 * writes to such a route.
 */
export interface OtherLineLinks<S extends SdkEntry = SdkEntry> {
  pagesOf(sdk: S): DeclarationPages;
  linkFrom(sdk: S, fileInSection: string, route: string): string;
}

/**
 * Writes every symbol page's cross-SDK data; returns the numbers worth reporting. `dependsOn`
 * names the packages each section's package depends on (its package.json's dependencies and
 * peer dependencies), for linkOrder; `versions`, the versions its declarations are of;
 * `otherLines`, where a declaration no section of this line documents at that version is.
 */
export function writeCrossSdkPageData<S extends SdkEntry>(
  siteDir: string,
  sdks: S[],
  dependsOn: (sdk: S) => readonly string[] = () => [],
  versions: SectionVersions<S> = (sdk) => ({[sdk.packageName]: sdk.version}),
  otherLines?: OtherLineLinks<S>,
) {
  const sections = sdks.map((sdk) => readSection(siteDir, sdk));
  const bySection = new Map(sdks.map((sdk, i) => [sdk.id, sections[i].symbols]));
  const map = buildSymbolMap(sdks, bySection);
  let pages = 0;
  let linkedPages = 0;
  for (const sdk of sdks) {
    for (const symbol of bySection.get(sdk.id)!) {
      const file = path.join(sdkOutputDir(siteDir, sdk.id), symbol.page);
      const data: SymbolPageData = {
        ...symbolFacts(readPageModel(file)),
        anchors: symbol.anchors,
        alsoIn: map.get(symbol.path) ?? [],
      };
      const before = fs.readFileSync(file, 'utf8');
      const after = setFrontMatterKey(before, FRONT_MATTER_KEY, data);
      if (after !== before) fs.writeFileSync(file, after);
      pages += 1;
      if (data.alsoIn.length > 0) linkedPages += 1;
    }
  }
  const declarations = declarationPages(sdks, bySection);
  writeGeneratedModule(declarationsFile(siteDir), JSON.stringify(declarations));
  for (const [index, sdk] of sdks.entries()) {
    const inLine = declarationPages(
      linkOrder(sdk, sdks, dependsOn(sdk)),
      bySection,
      sameDeclarationVersion(versions, sdk),
    );
    writeDeclarationsUsed(
      sdkOutputDir(siteDir, sdk.id),
      sections[index].linkedDeclarations,
      otherLines ? {...otherLines.pagesOf(sdk), ...inLine} : inLine,
      (file, route) => otherLines?.linkFrom(sdk, file, route) ?? route,
    );
  }
  const sourceLinks = {
    linked: sections.reduce((sum, s) => sum + s.sourceLinks.linked, 0),
    unlinked: sections.reduce((sum, s) => sum + s.sourceLinks.unlinked, 0),
  };
  return {pages, linkedPages, shared: sharingCounts(sdks, bySection), sourceLinks};
}

/**
 * Each page of a section with the resolutions of the `decl:` link targets it uses (as generation
 * recorded them: `linked`, by page file inside the section's folder), in its front matter;
 * `linkFrom` turns a route of another line into the link the page writes.
 */
function writeDeclarationsUsed(
  dir: string,
  linked: Readonly<Record<string, readonly string[]>>,
  declarations: DeclarationPages,
  linkFrom: (fileInSection: string, route: string) => string,
): void {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true, recursive: true})) {
    if (!entry.isFile() || !entry.name.endsWith('.md')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const before = fs.readFileSync(file, 'utf8');
    const page = path.relative(dir, file).split(path.sep).join('/');
    const used = declarationsUsed(linked[page] ?? [], declarations, (route) => linkFrom(page, route));
    const after = setFrontMatterKey(before, DECLARATIONS_FRONT_MATTER_KEY, used);
    if (after !== before) fs.writeFileSync(file, after);
  }
}

/**
 * Where a page's `decl:` targets (`keys`, in the order the page writes them) resolve, by key;
 * undefined if none does. A declaration documented in another line only (an absolute route) is
 * linked as `linkTo` says.
 */
export function declarationsUsed(
  keys: readonly string[],
  declarations: DeclarationPages,
  linkTo: (route: string) => string = (route) => route,
): DeclarationPages | undefined {
  const used: DeclarationPages = {};
  for (const key of keys) {
    // A member no page lists (`SyncDataFlowStatus#downloading`, a property of a type alias's
    // object type): the page of the declaration it belongs to.
    const page = declarations[key] ?? declarations[ownerKey(key) ?? ''];
    if (page) used[key] = page.startsWith('/') ? linkTo(page) : page;
  }
  return Object.keys(used).length > 0 ? used : undefined;
}

/**
 * Where each documented declaration has a page, for type names a section shows but does not
 * document itself (vue's `useQuery` takes a `CompilableQuery`): the first section of `sdks`
 * that documents it (writeCrossSdkPageData passes each section its linkOrder). Members
 * (`CrudBatch.complete`, for `{@link}` tags) map to `page#anchor` on the first page that shows
 * them; a declaration's own page wins over a member. Each also under its anyFileKey when no
 * other declaration of its package has its name. `shows` leaves out the pages of a section
 * whose version of the declaring package is not the reader's (sameDeclarationVersion).
 */
export function declarationPages<S extends SdkEntry>(
  sdks: S[],
  bySection: Map<string, SectionSymbol[]>,
  shows: (sdk: S, key: string) => boolean = () => true,
): DeclarationPages {
  const pages: DeclarationPages = {};
  const symbols = sdks.flatMap((sdk) => (bySection.get(sdk.id) ?? []).map((symbol) => ({sdk, symbol})));
  for (const {sdk, symbol} of symbols) {
    const key = symbol.typeKey;
    if (key && !(key in pages) && shows(sdk, key)) pages[key] = `${sdk.id}/${symbol.page}`;
  }
  for (const {sdk, symbol} of symbols) {
    for (const [key, anchor] of Object.entries(symbol.members ?? {}))
      if (!(key in pages) && shows(sdk, key)) pages[key] = `${sdk.id}/${symbol.page}#${anchor}`;
  }
  // By package and name only, where that names one declaration (type-links.ts anyFileKey),
  // then by name only, where one package declares it (anyPackageKey).
  const byName = unique(Object.keys(pages), anyFileKeyOf, (key) => pages[key]);
  for (const [loose, page] of byName) if (page) pages[loose] = page;
  const byNameOnly = unique(
    [...byName.keys()],
    (loose) => anyPackageKey(qualifiedNameOf(loose)),
    (loose) => byName.get(loose)!,
  );
  for (const [loose, page] of byNameOnly) if (page && !(loose in pages)) pages[loose] = page;
  return pages;
}

/** Each key's page under `looser(key)`, or null where two keys share that looser key. */
function unique(
  keys: string[],
  looser: (key: string) => string | undefined,
  pageOf: (key: string) => string | null,
): Map<string, string | null> {
  const byLooser = new Map<string, string | null>();
  for (const key of keys) {
    const loose = looser(key);
    if (loose) byLooser.set(loose, byLooser.has(loose) ? null : pageOf(key));
  }
  return byLooser;
}
