/**
 * Type names that stay links inside signature code blocks.
 *
 * typedoc-plugin-markdown builds a signature's code block from the same Markdown it uses
 * elsewhere and then strips every link (`codeBlock` → `unEscapeChars`), so a reader saw
 * `Promise<QueryResult>` with nothing to click. Our theme renders each type reference as a
 * *link marker* instead of a Markdown link: private-use characters that survive the
 * stripping, in code blocks and in running text alike. The remark plugin
 * `signature-code.ts` turns markers back into links when Docusaurus
 * compiles the page: highlighted links in signature blocks, linked inline code elsewhere.
 *
 * A marker's target is one of
 * - `page:` a page of this section, as TypeDoc's relative `.md` URL (Docusaurus resolves it);
 * - `url:` an external page (MDN for built-ins, a peer library's API docs);
 * - `decl:` a declaration this section does not document: resolved at build time to the page
 *   of the same declaration in another section (`declarations.json`, written by the
 *   cross-SDK step), else to its source line at the release tag when it has one (a type no
 *   entry point exports), else shown as plain code.
 * Targets are hex-encoded so that no Markdown escaping can touch them.
 */
export const MARK_OPEN = '\uE000';
export const MARK_SEP = '\uE001';
export const MARK_CLOSE = '\uE002';

export type LinkTarget =
  {kind: 'page'; url: string} | {kind: 'url'; url: string} | {kind: 'decl'; key: string; source?: string};

/** The fenced-code meta that marks a TypeDoc signature or declaration block (not a doc comment example). */
export const SIGNATURE_META = 'signature';

const hex = (text: string) => Buffer.from(text, 'utf8').toString('hex');
const unhex = (text: string) => Buffer.from(text, 'hex').toString('utf8');

/**
 * Each marker this process wrote, with its name and target: a comment part that is a marker (an
 * unresolved `{@link}`, unresolved-links.ts) is known by its text when the theme writes it,
 * without decoding it.
 */
const writtenMarkers = new Map<string, {name: string; target: LinkTarget}>();

export function encodeLinkMarker(name: string, target: LinkTarget, shownName = name): string {
  const value = target.kind === 'decl' ? [target.key, target.source ?? ''].join('\n') : target.url;
  const marker = `${MARK_OPEN}${name}${MARK_SEP}${target.kind}:${hex(value)}${MARK_CLOSE}`;
  writtenMarkers.set(marker, {name: shownName, target});
  return marker;
}

/**
 * The name and target of a marker this process wrote, known by its text: a comment part that is
 * one (an unresolved `{@link}`, unresolved-links.ts) is a link token in the page model, not code.
 */
export const writtenMarker = (text: string) => writtenMarkers.get(text);

/**
 * The `decl:` keys of the comment parts that are markers this process wrote (unresolved
 * `{@link}`s, as inline code), in order: what a page that writes these parts links.
 */
export const declarationKeysOfParts = (parts: ReadonlyArray<{kind: string; text: string}>): string[] =>
  parts.flatMap((part) => {
    const target = part.kind === 'code' ? writtenMarkers.get(part.text)?.target : undefined;
    return target?.kind === 'decl' ? [target.key] : [];
  });

export interface MarkedText {
  /** The text with every marker replaced by its name. */
  text: string;
  /** Each marker's name range in `text`, in order. */
  links: Array<{start: number; end: number; name: string; target: LinkTarget}>;
}

const MARKER = new RegExp(
  `${MARK_OPEN}([^${MARK_SEP}${MARK_CLOSE}]*)${MARK_SEP}(page|url|decl):([0-9a-f]*)${MARK_CLOSE}`,
  'g',
);

/** Splits text with link markers into plain text and link ranges. Text without markers comes back as is. */
export function decodeLinkMarkers(input: string): MarkedText {
  const links: MarkedText['links'] = [];
  let text = '';
  let last = 0;
  for (const match of input.matchAll(MARKER)) {
    text += input.slice(last, match.index);
    // Markdown escapes (`\_`) may have been added to the name by the plugin; names are identifiers.
    const name = match[1].replace(/\\([!-/:-@[-`{-~])/g, '$1');
    const value = unhex(match[3]);
    const kind = match[2] as LinkTarget['kind'];
    const [key, source] = value.split('\n');
    const target: LinkTarget = kind === 'decl' ? {kind, key, ...(source ? {source} : {})} : {kind, url: value};
    links.push({start: text.length, end: text.length + name.length, name, target});
    text += name;
    last = match.index + match[0].length;
  }
  text += input.slice(last);
  return {text, links};
}

export const hasLinkMarkers = (text: string) => text.includes(MARK_OPEN);

/**
 * A marker for running Markdown text whose name is not a bare identifier
 * (`BaseObserver<DBAdapterListener>.constructor`): the name's Markdown characters are escaped, so
 * that `<…>` is not read as HTML; decoding takes the escapes out again.
 */
export const encodeTextLinkMarker = (name: string, target: LinkTarget) =>
  encodeLinkMarker(name.replace(/[\\`*_<>[\]]/g, '\\$&'), target, name);

/**
 * Front matter key of a generated page: where each `decl:` target the page uses resolves
 * (declaration key → docs file, as DeclarationPages). Written by the cross-SDK step into the page
 * itself, so that a page whose links resolve elsewhere changes, and the bundler's cache compiles
 * it again; a page whose links stay put is left as it was.
 */
export const DECLARATIONS_FRONT_MATTER_KEY = 'powersync_declarations';

/**
 * Identity of a declaration across sections: package, file inside the package, declared name.
 * The same key is computed for symbol pages (cross-SDK records) and for type references.
 */
export const declarationKey = (packageName: string, packagePath: string, qualifiedName: string) =>
  `${packageName}/${packagePath}#${qualifiedName}`;

/** The parts of TypeDoc's ReflectionSymbolId a declaration target is made of. */
export interface SymbolIdParts {
  packageName: string;
  packagePath: string;
  qualifiedName: string;
  fileName?: string;
  pos?: number;
}

/** The declaration key of a TypeDoc symbol id; none for a symbol of no known package. */
export const symbolIdKey = (id: SymbolIdParts | undefined): string | undefined =>
  id && id.packageName !== '<unknown>' ? declarationKey(id.packageName, id.packagePath, id.qualifiedName) : undefined;

/** A `decl:` target for a TypeDoc symbol id, with its source line when `sourceUrlAt` knows it. */
export function symbolIdTarget(
  id: SymbolIdParts | undefined,
  sourceUrlAt: (declarationFile: string, start: number) => string | undefined,
): LinkTarget | undefined {
  const key = symbolIdKey(id);
  if (!key) return undefined;
  const source = id!.fileName && Number.isFinite(id!.pos) ? sourceUrlAt(id!.fileName, id!.pos!) : undefined;
  return {kind: 'decl', key, ...(source ? {source} : {})};
}

/** In place of the file: TypeDoc names some references by package and name only (see anyFileKey). */
const ANY_FILE = '*';

/**
 * The key of a declaration known by package and qualified name only: TypeDoc keeps no symbol for
 * "Inherited from" and "Overrides" references to a base it does not document (`BaseObserver.listeners`
 * of @powersync/common). declarationPages maps it when one declaration of the package has that name.
 */
export const anyFileKey = (packageName: string, qualifiedName: string) =>
  declarationKey(packageName, ANY_FILE, qualifiedName);

/**
 * The key of a declaration known by name only: a `{@link SyncStreamSubscription.unsubscribe}`
 * whose name is not in scope where the comment was written, so TypeDoc resolves nothing.
 * declarationPages maps it when one package of the site declares that name.
 */
export const anyPackageKey = (qualifiedName: string) => declarationKey(ANY_FILE, ANY_FILE, qualifiedName);

/** A base a declaration names in its `extends` (extended) or `implements` clause. */
export interface DeclaredBase {
  name: string;
  package?: string;
  /** As its package declares it (TypeDoc's symbol id), when known. */
  qualifiedName?: string;
  extended: boolean;
}

/**
 * `Base.member` with Base named as its package declares it. TypeDoc names a member's base as
 * the subclass's source imports it: Capacitor's `PowerSyncDatabase` extends
 * `import {PowerSyncDatabase as WebPowerSyncDatabase} from '@powersync/web'`, so its members
 * say "Inherited from WebPowerSyncDatabase.close", with the package that declares the member
 * (@powersync/common) or none: a name no package has. When no base of the declaration has that
 * name, the one base from the reference's package, else the one class it extends, is the
 * aliased base: the reference takes its package and name. The Web SDK's page lists `close`
 * under that name (repository-sources.ts records inherited members so). A reference that names
 * a base without a package takes the base's.
 */
export function withoutImportAlias(
  reference: {package?: string; qualifiedName: string},
  bases: DeclaredBase[],
): {package?: string; qualifiedName: string} {
  const [owner, ...member] = reference.qualifiedName.split('.');
  if (member.length === 0) return reference;
  const named = bases.find((base) => base.name === owner);
  // TypeDoc names some members of a base without their package (a static method, a member the
  // base inherits from an interface of its own): the base's package is theirs.
  if (named) return reference.package || !named.package ? reference : {...reference, package: named.package};
  const fromPackage = bases.filter((base) => reference.package && base.package === reference.package);
  const candidates = fromPackage.length > 0 ? fromPackage : bases.filter((base) => base.extended);
  const base = candidates.length === 1 ? candidates[0] : undefined;
  if (!base?.package) return reference;
  return {package: base.package, qualifiedName: [base.qualifiedName ?? base.name, ...member].join('.')};
}

/** The qualified name a declaration key ends with (`CrudBatch.complete`). */
export const qualifiedNameOf = (key: string) => key.slice(key.indexOf('#') + 1);

/** The key of the declaration a member's key belongs to (`…#A.b` → `…#A`), undefined for a top-level one. */
export function ownerKey(key: string): string | undefined {
  const name = qualifiedNameOf(key);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? key.slice(0, key.length - name.length + dot) : undefined;
}

/** The anyFileKey of a declaration key (`@scope/name/path#Name` or `name/path#Name`). */
export function anyFileKeyOf(key: string): string | undefined {
  const match = /^((?:@[^/]+\/)?[^/]+)\/[^#]*#(.+)$/.exec(key);
  return match ? anyFileKey(match[1], match[2]) : undefined;
}
