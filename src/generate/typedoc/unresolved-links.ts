import {
  DeclarationReflection,
  ReferenceType,
  Reflection,
  ReflectionKind,
  ReflectionSymbolId,
  type Application,
  type CommentDisplayPart,
  type InlineTagDisplayPart,
  type ProjectReflection,
} from 'typedoc';
import {MarkdownRendererEvent} from 'typedoc-plugin-markdown';
import {forEachComment, partLists} from './comment-walk';
import {anyPackageKey, declarationLink, symbolIdKey, symbolIdTarget, type SymbolIdParts} from './type-links';

/**
 * `{@link}` tags the markdown theme cannot turn into a link. It renders them as plain words,
 * indistinguishable from prose (46 tags over the sections). They are of three sorts:
 * - the target is declared by @powersync/common but not exported by this package (TypeDoc
 *   resolves it to a TypeScript symbol, not a reflection), e.g. `{@link DBAdapter}` in Capacitor;
 * - the target exists nowhere (`{@link CompatibleQuery}`, a name from an older version);
 * - the target is a name not in scope where the comment was written (React's
 *   `{@link SyncStreamSubscription.unsubscribe}`), which TypeDoc does not resolve at all;
 * - the target is a parameter, which has no anchor of its own.
 * Before rendering, each becomes a link to the same member inherited by the class in this
 * section when there is one (a base-class comment naming `Base#member`); else, for the first
 * sort, a declaration link (type-links.ts `declarationLink`), shown as code that links to the
 * page or member of another section that documents it, as type names do; for a type's name that
 * did not resolve, a declaration link by name only (anyPackageKey), which links where one package of the
 * site declares that name; else inline code of its text, so it still reads as an API name.
 */
export function renderUnresolvedLinks(
  app: Application,
  links: {sourceUrlAt: (declarationFile: string, start: number) => string | undefined},
): void {
  app.renderer.on(MarkdownRendererEvent.BEGIN, (event) => {
    const router = app.renderer.router;
    if (!router) return;
    const counts = rewriteUnresolvedLinks(event.project, (target) => router.hasUrl(target), links.sourceUrlAt);
    app.logger.verbose(
      `[powersync] {@link} tags: ${counts.owner} moved to the member of the type they name; without a page: ` +
        `${counts.relinked} linked to an inherited member, ` +
        `${counts.declared} to their declaration, ${counts.named} by name, ${counts.code} as inline code`,
    );
  });
}

type LinkPart = InlineTagDisplayPart & {tag: '@link' | '@linkcode' | '@linkplain'};

export function rewriteUnresolvedLinks(
  project: ProjectReflection,
  hasUrl: (target: Reflection) => boolean,
  sourceUrlAt: (declarationFile: string, start: number) => string | undefined = () => undefined,
): {owner: number; relinked: number; declared: number; named: number; code: number} {
  const counts = {owner: 0, relinked: 0, declared: 0, named: 0, code: 0};
  forEachComment(project, (comment, owner) => {
    for (const parts of partLists(comment)) {
      parts.forEach((part, index) => {
        if (!isLink(part)) return;
        const named = namedOwnerMember(project, part, hasUrl);
        if (named) {
          parts[index] = {...part, target: named};
          counts.owner++;
          return;
        }
        if (isLinkable(part, hasUrl)) return;
        const inherited = inheritedTarget(owner, part.text);
        if (inherited && hasUrl(inherited)) {
          parts[index] = {...part, target: inherited};
          counts.relinked++;
        } else if (part.target instanceof ReflectionSymbolId && symbolIdKey(part.target)) {
          // The site and the Markdown twins show it as code, linked when it resolves.
          const target = symbolIdTarget(namedAsWritten(part.target, part.text), sourceUrlAt)!;
          parts[index] = declarationPart(part.text, target);
          counts.declared++;
        } else if (!part.target && TYPE_NAME.test(writtenName(part.text))) {
          parts[index] = declarationPart(part.text, {key: anyPackageKey(writtenName(part.text))});
          counts.named++;
        } else {
          parts[index] = inlineCode(part.text);
          counts.code++;
        }
      });
    }
  });
  return counts;
}

/**
 * `{@link SQLWatchOptions.throttleMs}` names the member as SQLWatchOptions has it, but the
 * compiler resolves it to the declaration it inherits (SQLOnChangeOptions.throttleMs), and
 * the link would land on another type's page than the one its text names. When the named
 * type documents that member as inherited, the link goes to the named type's member.
 */
export function namedOwnerMember(
  project: ProjectReflection,
  part: LinkPart,
  hasUrl: (target: Reflection) => boolean,
): Reflection | undefined {
  const target = part.target;
  if (!(target instanceof DeclarationReflection)) return undefined;
  const named = ownerAndMember(part.text);
  if (!named || named.member !== target.name || named.owner === target.parent?.name) return undefined;
  const owners = project
    .getReflectionsByKind(ReflectionKind.ClassOrInterface | ReflectionKind.TypeAlias)
    .filter((owner) => owner.name === named.owner);
  if (owners.length !== 1) return undefined;
  const member = owners[0].getChildByName([named.member]);
  const inherits = (from: DeclarationReflection | undefined, seen = new Set<Reflection>()): boolean => {
    const base = from?.inheritedFrom?.reflection ?? from?.overwrites?.reflection;
    if (!base || seen.has(base)) return false;
    seen.add(base);
    const baseMember = base instanceof DeclarationReflection ? base : base.parent;
    return baseMember === target || (baseMember instanceof DeclarationReflection && inherits(baseMember, seen));
  };
  return member instanceof DeclarationReflection && inherits(member) && hasUrl(member) ? member : undefined;
}

function isLink(part: CommentDisplayPart): part is LinkPart {
  return part.kind === 'inline-tag' && (part.tag === '@link' || part.tag === '@linkcode' || part.tag === '@linkplain');
}

/** What the theme links: a URL, or a reflection with a page or anchor. */
function isLinkable(part: LinkPart, hasUrl: (target: Reflection) => boolean): boolean {
  return typeof part.target === 'string' || (part.target instanceof Reflection && hasUrl(part.target));
}

/**
 * The symbol as the link names it when the compiler's name is the tail of it:
 * `{@link SyncDataFlowStatus#downloading}` resolves to the property `downloading` of the
 * anonymous object type the alias names, which no page lists; as written, its key has an owner
 * (SyncDataFlowStatus) whose page the link can fall back to (cross-sdk-pages.ts declarationsUsed).
 */
function namedAsWritten(id: ReflectionSymbolId, text: string): ReflectionSymbolId | SymbolIdParts {
  const written = writtenName(text);
  if (!TYPE_NAME.test(written) || written === id.qualifiedName || !written.endsWith(`.${id.qualifiedName}`)) return id;
  return {
    packageName: id.packageName,
    packagePath: id.packagePath,
    qualifiedName: written,
    fileName: id.fileName,
    pos: id.pos,
  };
}

/**
 * A type's name, or a member of one (`SyncStreamSubscription.unsubscribe`), as `writtenName`
 * gives it: what a `{@link}` TypeDoc could not resolve may still name in another package.
 * Lower-case names are left out: they are parameters and variables as often as declarations.
 */
const TYPE_NAME = /^[A-Z][\w$]*(?:\.[\w$]+)?$/;

/** `Owner#member` or `Owner.member`, as a link's text names a member of a type. */
function ownerAndMember(text: string): {owner: string; member: string} | undefined {
  const [, owner, member] = /^([\w$]+)[#.]([\w$]+)$/.exec(text.trim()) ?? [];
  return owner && member ? {owner, member} : undefined;
}

/** A link's text as a qualified name: `SyncDataFlowStatus#downloading` → `SyncDataFlowStatus.downloading`. */
const writtenName = (text: string) => text.trim().replace('#', '.');

/** A `{@linkcode}` to a declaration, which the build resolves where a section documents it (type-links.ts). */
const declarationPart = (text: string, target: {key: string; source?: string}): CommentDisplayPart => ({
  kind: 'inline-tag',
  tag: '@linkcode',
  text,
  target: declarationLink(target),
});

export function inlineCode(text: string): CommentDisplayPart {
  const fence = text.includes('`') ? '``' : '`';
  return {kind: 'code', text: `${fence}${text}${fence}`};
}

/**
 * `Base#member` / `Base.member` in a comment that this section's class inherited from `Base`:
 * the member of the owner's class with that name. Only for inherited (or overriding) members,
 * whose comments were written in the base class, where `Base#member` meant this very member.
 */
export function inheritedTarget(owner: Reflection, linkText: string): Reflection | undefined {
  const named = ownerAndMember(linkText);
  if (!named) return undefined;
  let member: Reflection | undefined = owner;
  while (member && !(member instanceof DeclarationReflection && member.parent?.kindOf(ReflectionKind.ClassOrInterface)))
    member = member.parent;
  if (!(member instanceof DeclarationReflection) || !(member.inheritedFrom || member.overwrites)) return undefined;
  const type = member.parent;
  // `{@link WatchCompatibleQuery.execute}` in an inherited comment is another type's member,
  // not the class's own `execute`: only a base of the class (or the class) stands for it.
  if (!(type instanceof DeclarationReflection) || !ancestorNames(type).has(named.owner)) return undefined;
  return type.getChildByName([named.member]);
}

/**
 * The names the class goes by in the comments it inherits: its own, the bases it extends or
 * implements (and theirs, where this section documents them), and the declarations its
 * members say they are inherited from or override.
 */
function ancestorNames(type: DeclarationReflection): Set<string> {
  const names = new Set<string>();
  const visit = (declaration: DeclarationReflection) => {
    if (names.has(declaration.name)) return;
    names.add(declaration.name);
    for (const base of [...(declaration.extendedTypes ?? []), ...(declaration.implementedTypes ?? [])]) {
      if (!(base instanceof ReferenceType)) continue;
      names.add(base.name);
      if (base.symbolId) names.add(base.symbolId.qualifiedName);
      if (base.reflection instanceof DeclarationReflection) visit(base.reflection);
    }
  };
  visit(type);
  for (const child of type.children ?? [])
    for (const from of [child.inheritedFrom, child.overwrites]) if (from?.name) names.add(from.name.split('.')[0]);
  return names;
}
