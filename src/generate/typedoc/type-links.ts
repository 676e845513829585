import type {CommentDisplayPart} from 'typedoc';

/**
 * Links to declarations, which a page may name before the site knows where they are documented.
 *
 * A link's target is one of
 * - `page`: a page of this section, as TypeDoc's relative `.md` URL (Docusaurus resolves it);
 * - `url`: an external page (MDN for built-ins, a peer library's API docs);
 * - `decl`: a declaration this section does not document: resolved at build time to the page
 *   of the same declaration in another section (`declarations.json`, written by the
 *   cross-SDK step), else to its source line at the release tag when it has one (a type no
 *   entry point exports), else shown as plain code.
 * A page's Markdown writes a `decl` target as a link of its own scheme (`declarationLink`),
 * which the remark plugin (src/remark/signature-code.ts) and the Markdown twins resolve; a
 * signature block's links are its page model's tokens (src/page-model/links.ts).
 */
export type LinkTarget =
  {kind: 'page'; url: string} | {kind: 'url'; url: string} | {kind: 'decl'; key: string; source?: string};

/** The fenced-code meta that marks a TypeDoc signature or declaration block (not a doc comment example). */
export const SIGNATURE_META = 'signature';

/** A text with the range and target of each link in it (a signature block's, from its tokens). */
export interface MarkedText {
  text: string;
  /** Each link's name range in `text`, in order. */
  links: Array<{start: number; end: number; name: string; target: LinkTarget}>;
}

/** The scheme of a Markdown link to a `decl` target. */
export const DECLARATION_LINK = 'powersync-decl:';
const SOURCE_PARAMETER = '?source=';

/** Percent-encoded, parentheses too, so that the URL is one Markdown link destination whatever it holds. */
const encodeUrlPart = (text: string) =>
  encodeURIComponent(text).replace(/[()]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** A `decl` target as a Markdown link's URL: `powersync-decl:<key>?source=<fallback>`. */
export const declarationLink = (target: {key: string; source?: string}) =>
  `${DECLARATION_LINK}${encodeUrlPart(target.key)}${target.source ? SOURCE_PARAMETER + encodeUrlPart(target.source) : ''}`;

/** The `decl` target of a `declarationLink` URL; undefined for any other URL. */
export function parseDeclarationLink(url: string): Extract<LinkTarget, {kind: 'decl'}> | undefined {
  if (!url.startsWith(DECLARATION_LINK)) return undefined;
  const [key, source] = url.slice(DECLARATION_LINK.length).split(SOURCE_PARAMETER);
  return {kind: 'decl', key: decodeURIComponent(key), ...(source ? {source: decodeURIComponent(source)} : {})};
}

/**
 * The `decl` keys of comment parts that link declarations (unresolved `{@link}`s,
 * unresolved-links.ts), in order: what a page that writes these parts links.
 */
export const declarationKeysOfParts = (parts: ReadonlyArray<CommentDisplayPart>): string[] =>
  parts.flatMap((part) => {
    const target =
      part.kind === 'inline-tag' && typeof part.target === 'string' ? parseDeclarationLink(part.target) : undefined;
    return target ? [target.key] : [];
  });

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
): Extract<LinkTarget, {kind: 'decl'}> | undefined {
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
