/**
 * Our typedoc-plugin-markdown theme: the stock Markdown theme with these partial overrides.
 * - `someType` and `functionType` write every type in running text (a parameter's type,
 *   Returns, Extends, a table cell) from the page model's tokens (page-model.ts `typeTokens`)
 *   as Markdown (type-markdown.ts): the tokens the signature blocks are written from, so the
 *   page shows one text for a type, its names linked alike, a declaration this section does not
 *   document as a declaration link (type-links.ts) that the build resolves to another
 *   section's page. No stock type partial below them runs.
 * - `typeAndParent` ("Implementation of", "Inherited from", "Overrides") does the same for a
 *   member of a declaration this section does not document (a base imported under an alias
 *   included); "Inherited from" a base no section documents links to the member's source line
 *   (`inheritance` tells it which member it is writing for). Each names the member as its
 *   declaration does (not an alias, a utility type or the extends clause's type arguments),
 *   on every overload alike, and a reference TypeDoc resolved to an inheriting copy (the class
 *   itself, a sibling) is followed to the declaring member.
 * - `comment` writes a release stage's note after its badge (stage-notes.ts), and leaves out
 *   the `@deprecated` tag that a deprecated page says under its title (deprecation-notice.ts).
 * - `signatureTitle`, `declarationTitle` and `indexSignature` (a member's, a function's, a
 *   variable's or a type alias's declaration block, an index signature), a returned object
 *   type's block (`getReturnType`) and a type alias's union members
 *   (`typeDeclarationUnionContainer`) are written from the page model's signature tokens
 *   (page-model.ts, src/page-model/declarations.ts): its layout, its modifiers in TypeScript's
 *   order, its links. The page's block and the model that search, the twins' readers and the
 *   MCP server read are one text.
 * - `member` writes a member's history badges (history.ts) before its body and its "In the
 *   demos" block (src/examples) after it; `constructor` puts a constructor's badges under its
 *   first heading, which its body writes.
 * - `memberContainer` is the stock partial; what it writes for each member is kept for the page's
 *   model, which cuts the page there (body-pieces.ts): a member's part of the page is known as
 *   written, never found again by the page's headings. So are the history badges (`member`).
 * - `pageTitle` names type parameters only.
 * - Every declaration block is written from tokens with the `ts signature block=N` meta
 *   (`codeBlock`), which tells the remark plugin (signature-code.ts) which blocks are
 *   declarations and which are examples from doc comments; no stock partial writes one.
 */
import path from 'node:path';
import {
  type Comment,
  type CommentDisplayPart,
  DeclarationReflection,
  ReferenceType,
  ReflectionKind,
  ReflectionType,
  i18n,
  UnionType,
  type Application,
  type Reflection,
  type SignatureReflection,
  type SomeType,
} from 'typedoc';
import {MarkdownTheme, MarkdownThemeContext, type MarkdownPageEvent} from 'typedoc-plugin-markdown';
import {THEME_NAME} from './options';
import {anyFileKey, withoutImportAlias, type DeclaredBase, type LinkTarget, declarationKeysOfParts} from './type-links';
import {linkedCode, typeMarkdown} from './type-markdown';
import {asTypeArgumentOf, typeArgumentLiterals} from './type-argument-members';
import {withStageNote} from './stage-notes';
import {referenceTarget} from './reference-target';
import {deprecationComment, withoutNoticeTag} from './deprecation-notice';
import {
  declarationSignatures,
  indexSignatureTokens,
  memberFlags,
  functionTypesTokens,
  signatureTokens,
  typeTokens,
  type TokenContext,
} from './page-model';
import {memberDeclarationTokens, symbolDeclarationTokens} from '../../page-model/declarations';
import {signatureBlockMeta, tokensText, type Token} from '../../page-model/types';
import {addSignatureBlock} from './signature-blocks';
import {addMemberMarkdown, writeBox, writeHistory} from './body-pieces';
import type {Box, HistoryBadges} from '../../page-model/types';

/** A Markdown heading, as the plugin's partials write one (its `heading`, which the package does not export). */
const heading = (level: number, text: string) => `${'#'.repeat(Math.min(level, 6))} ${text}`;

/** Names TypeDoc gives the signatures of function and object types, which a code block does not write. */
const UNNAMED_SIGNATURES = new Set(['__call', '__type']);

/** What the theme needs from generation besides TypeDoc. */
export interface ThemeLinks {
  /** Source line (release tag) of a declaration TypeDoc identifies by file and start. */
  sourceUrlAt(declarationFile: string, start: number): string | undefined;
  /** What the history badges of a member say (history.ts), none when it has none. */
  memberHistory?(model: DeclarationReflection, pageUrl: string): HistoryBadges | undefined;
  /** Whether the site documents declarations of this npm package (the repository's packages). */
  isSitePackage?(packageName: string): boolean;
  /**
   * Called for each `decl:` target a page links, in the order the theme writes them (the
   * cross-SDK step resolves them: cross-sdk-pages.ts), so that no one reads the page back for them.
   */
  linkedDeclaration?(pageUrl: string, key: string): void;
  /** A member's collapsed "In the demos" block on its page (src/examples), none when the demos do not call it. */
  memberDemos?(page: DeclarationReflection, member: DeclarationReflection): Box | undefined;
}

/**
 * The declarations a class or interface extends or implements, directly or through their own
 * bases, and through the type arguments of a base (`extends Omit<TableOptions, 'name'>`).
 */
function ancestorsOf(owner: Reflection | undefined): Set<Reflection> {
  const found = new Set<Reflection>();
  const visit = (type: unknown) => {
    if (!(type instanceof ReferenceType)) return;
    const reflection = type.reflection;
    if (reflection instanceof DeclarationReflection && !found.has(reflection)) {
      found.add(reflection);
      for (const base of [...(reflection.extendedTypes ?? []), ...(reflection.implementedTypes ?? [])]) visit(base);
    }
    for (const argument of type.typeArguments ?? []) visit(argument);
  };
  if (owner instanceof DeclarationReflection)
    for (const base of [...(owner.extendedTypes ?? []), ...(owner.implementedTypes ?? [])]) visit(base);
  return found;
}

/** `BaseObserver<PowerSyncDBListener>.constructor` → `BaseObserver.constructor`: a base as its declaration names it. */
const withoutTypeArguments = (name: string) => name.replace(/<.*>/, '');

/** TypeScript's utility types that keep a type's members (filtered or with other flags). */
const UTILITY_TYPES = new Set(['Omit', 'Pick', 'Partial', 'Required', 'Readonly']);

/** What "Overrides", "Inherited from" and "Implementation of" are written from. */
const RELATIONS = ['overwrites', 'inheritedFrom', 'implementationOf'] as const;

class PowerSyncThemeContext extends MarkdownThemeContext {
  links: ThemeLinks = {sourceUrlAt: () => undefined};
  /** The comment whose `@deprecated` the page's notice says (deprecation-notice.ts): a context is one page's. */
  private readonly noticeComment = deprecationComment(this.page.model);
  /** The member whose "Implementation of", "Inherited from" and "Overrides" are being written. */
  private inheritanceOf: DeclarationReflection | SignatureReflection | undefined;

  constructor(...args: ConstructorParameters<typeof MarkdownThemeContext>) {
    super(...args);
    const stock = this.partials;
    const overrides: Record<string, unknown> = {
      typeAndParent: (model: Parameters<typeof stock.typeAndParent>[0]) =>
        this.linkedTypeAndParent(model, stock.typeAndParent),
      inheritance: (model: DeclarationReflection | SignatureReflection, options: {headingLevel: number}) => {
        this.inheritanceOf = model;
        try {
          return stock.inheritance(model, options);
        } finally {
          this.inheritanceOf = undefined;
        }
      },
      functionType: (model: SignatureReflection[]) => this.typeText(functionTypesTokens(model, this.tokenContext)),
      comment: (model: Comment, options?: Parameters<typeof stock.comment>[1]) =>
        withStageNote(
          withoutNoticeTag(model, this.noticeComment),
          options?.showSummary !== false,
          (comment) => stock.comment(comment, options),
          (parts) => this.helpers.getCommentParts(parts),
        ),
      // Every type the stock partials write in running text, from the tokens blocks are written from.
      someType: (model: SomeType | undefined) => (model ? this.typeText(typeTokens(model, this.tokenContext)) : ''),
      pageTitle: () => this.withNamesOnlyTypeParameters(() => stock.pageTitle()),
      signatureTitle: (model: SignatureReflection) => this.signatureBlock(model),
      // The stock partial, with the signature's block written from tokens.
      indexSignature: (model: SignatureReflection, options?: Parameters<typeof stock.indexSignature>[1]) =>
        [
          this.codeBlock(indexSignatureTokens(model, this.tokenContext)),
          ...(model.comment ? [this.partials.comment(model.comment, {headingLevel: options?.headingLevel})] : []),
        ].join('\n\n'),
      declarationTitle: (model: DeclarationReflection) => this.declarationBlock(model),
      typeDeclarationUnionContainer: (
        model: DeclarationReflection,
        options: Parameters<typeof stock.typeDeclarationUnionContainer>[1],
      ) => this.unionMembers(model, options.headingLevel),
      declaration: (model: DeclarationReflection, options?: Parameters<typeof stock.declaration>[1]) =>
        this.declarationWithTypeArgumentMembers(model, options, stock.declaration),
      signatureReturns: (model: SignatureReflection, options: Parameters<typeof stock.signatureReturns>[1]) =>
        [
          stock.signatureReturns(model, options),
          ...this.typeArgumentDeclarations(model.type, options.headingLevel),
        ].join('\n\n'),
      // The stock partial, with the constructor's badges under its first heading.
      constructor: (model: DeclarationReflection, options: {headingLevel: number}) =>
        (model.signatures ?? [])
          .flatMap((signature, index) => [
            heading(options.headingLevel, ReflectionKind.singularString(ReflectionKind.Constructor)),
            index === 0 ? this.memberBadges(model) : '',
            this.partials.signature(signature, {headingLevel: options.headingLevel + 1}),
          ])
          .filter(Boolean)
          .join('\n\n'),
      // The stock partial, its Markdown kept for the page's model (body-pieces.ts): a member's
      // part of the page is what this wrote, so that no reader finds it by the page's headings.
      memberContainer: (model: DeclarationReflection, options: Parameters<typeof stock.memberContainer>[1]) => {
        const markdown = stock.memberContainer(model, options);
        addMemberMarkdown(this.page, model, markdown);
        return markdown;
      },
      // A member's body (memberContainer writes it after the member's heading): its history
      // badges first, its demos last. Only memberContainer calls this partial.
      member: (model: DeclarationReflection, options: Parameters<typeof stock.member>[1]) =>
        [
          // A constructor's heading is its body's own: the `constructor` partial writes its badges.
          model.kindOf(ReflectionKind.Constructor) ? '' : this.memberBadges(model),
          stock.member(model, options),
          // The page's own members only: a member of a nested type (the type declaration under
          // SyncStatus.dataFlowStatus has its own `downloadProgress`) is not `Page.member`.
          this.page.model instanceof DeclarationReflection && model.parent === this.page.model
            ? this.memberDemos(this.page.model, model)
            : '',
        ]
          .filter(Boolean)
          .join('\n\n'),
    };
    this.partials = {...stock, ...overrides} as typeof stock;
    const getReturnType = this.helpers.getReturnType;
    const getCommentParts = this.helpers.getCommentParts;
    this.helpers = {
      ...this.helpers,
      // A returned object type is a block of its own (the stock helper's rule), written from tokens.
      getReturnType: (...a: Parameters<typeof getReturnType>) =>
        a[0] instanceof ReflectionType ? this.codeBlock(typeTokens(a[0], this.tokenContext)) : getReturnType(...a),
      getCommentParts: (parts: Parameters<typeof getCommentParts>[0]) => {
        for (const key of declarationKeysOfParts(parts)) this.links.linkedDeclaration?.(this.page.url, key);
        return getCommentParts(parts.map((part) => this.selfLinkToPage(part)));
      },
    };
  }

  /**
   * A `{@link}` to the page's own declaration (`{@link SyncProgress}` in SyncProgress's comment):
   * its URL relative to the page is empty, and the stock helper then writes the name as plain
   * text, indistinguishable from prose. It links to the page, as TypeDoc's own HTML does.
   */
  private selfLinkToPage(part: CommentDisplayPart): CommentDisplayPart {
    if (part.kind !== 'inline-tag' || !part.target || typeof part.target === 'string') return part;
    if (!('id' in part.target) || part.target !== this.page.model) return part;
    return {...part, target: this.ownPageLink};
  }

  /** A link from the page to itself: its file name (its URL relative to itself is empty). */
  private get ownPageLink(): string {
    return path.posix.basename(this.page.url);
  }

  /**
   * Page titles name type parameters only (`Class: Table<Columns>`, as TypeDoc's own HTML
   * does): `expandParameters` would put constraints and defaults into every heading, title and
   * tab; the signature below the title shows them.
   */
  private withNamesOnlyTypeParameters(render: () => string): string {
    return this.withHelpers(
      {getTypeParameters: (typeParameters) => typeParameters?.map((parameter) => parameter.name).join(', ')},
      render,
    );
  }

  /** What `render` writes with `patch` in place of some of the helpers. */
  private withHelpers(patch: Partial<MarkdownThemeContext['helpers']>, render: () => string): string {
    const helpers = this.helpers;
    this.helpers = {...helpers, ...patch};
    try {
      return render();
    } finally {
      this.helpers = helpers;
    }
  }

  /** A member's "In the demos" block (src/examples), kept for the page's model as a box; '' when none. */
  private memberDemos(page: DeclarationReflection, model: DeclarationReflection): string {
    const box = this.links.memberDemos?.(page, model);
    return box ? writeBox(this.page, model, box) : '';
  }

  /** A member's history badges (history.ts), '' when it has none. */
  private memberBadges(model: DeclarationReflection): string {
    const history = this.links.memberHistory?.(model, this.page.url);
    return history ? writeHistory(this.page, model, history) : '';
  }

  /** The stock declaration, then the members of object types written as its type's type arguments. */
  private declarationWithTypeArgumentMembers(
    model: DeclarationReflection,
    options: Parameters<MarkdownThemeContext['partials']['declaration']>[1],
    stock: MarkdownThemeContext['partials']['declaration'],
  ): string {
    const markdown = stock(model, options);
    const headingLevel = options?.headingLevel ?? 2;
    const section = this.typeArgumentDeclarations(model.type, headingLevel);
    if (!section.length) return markdown;
    // As the stock partial does for a literal type: a property's members follow without a heading.
    const heading =
      model.kind === ReflectionKind.Property ? [] : [`${'#'.repeat(headingLevel)} ${i18n.theme_type_declaration()}`];
    return [markdown, ...heading, ...section].join('\n\n');
  }

  /**
   * The members of each object type written as one of `type`'s type arguments, as the stock
   * partial writes a literal type's, flagged as its utility type makes them (type-argument-members.ts).
   */
  private typeArgumentDeclarations(type: SomeType | undefined, headingLevel: number): string[] {
    return typeArgumentLiterals(type).map((literal) =>
      asTypeArgumentOf(type, literal, () => this.partials.typeDeclaration(literal, {headingLevel})),
    );
  }

  /**
   * "Implementation of", "Inherited from" and "Overrides" name the member of another declaration
   * (`DBAdapter.close`). When this section does not document it, the stock partial writes plain
   * code; it becomes a declaration link to the section that does (its member anchor).
   */
  private linkedTypeAndParent(
    model: Parameters<MarkdownThemeContext['partials']['typeAndParent']>[0],
    stock: (model: Parameters<MarkdownThemeContext['partials']['typeAndParent']>[0]) => string,
  ): string {
    if (!(model instanceof ReferenceType)) return stock(model);
    const declaring = this.declaringReference(model);
    if (declaring.reflection) return stock(declaring);
    const resolved = this.resolvedInSibling(declaring);
    if (resolved) return stock(resolved);
    const inherited = this.inheritanceOf?.inheritedFrom === model;
    model = declaring;
    const text = stock(model);
    const code = /^`([^`]+)`$/.exec(text);
    if (!code) return text;
    // Named as the stock partial names a resolved base member (`BaseObserver.constructor`),
    // without the type arguments of the `extends` clause.
    const written = withoutTypeArguments(code[1]);
    const declared = this.referenceTarget(model);
    if (declared) return this.link(written, declared);
    // An inherited member is declared in its base: its own source line is the base member's.
    const source = inherited ? this.inheritanceOf?.sources?.[0]?.url : undefined;
    const broken = this.brokenReferenceTarget(model, source);
    // A declaration link, as type names are: shown as code, linked when it resolves; a base imported
    // under an alias (Capacitor's `WebPowerSyncDatabase`) named as its package declares it.
    if (broken) return this.link(broken.name ?? written, broken.target);
    return `\`${written}\``;
  }

  /**
   * TypeDoc resolves a base member by its symbol, to the first reflection that carries it. A
   * member declared by a base no page documents is carried only by the copies that classes
   * inherit, so "Inherited from" could name the member itself (WebStreamingSyncImplementation's
   * `abortController`, declared by shared-internals' AbstractStreamingSyncImplementation) or a
   * sibling that inherits it too (AttachmentTableOptions's `viewName`, declared by
   * SharedTableOptions, shown as ResolvedTableOptions's). Such a reference is replaced by the
   * declaring member's, which the unresolved path below writes as its base names it.
   */
  private declaringReference(model: ReferenceType): ReferenceType {
    const member = this.inheritanceOf;
    const target = model.reflection;
    if (!member || !target) return model;
    const memberDeclaration = member instanceof DeclarationReflection ? member : member.parent;
    const targetDeclaration = target instanceof DeclarationReflection ? target : target.parent;
    if (targetDeclaration === memberDeclaration)
      return ReferenceType.createBrokenReference(model.name, this.page.project, model.package);
    if (!(targetDeclaration instanceof DeclarationReflection) || !targetDeclaration.inheritedFrom) return model;
    if (ancestorsOf(memberDeclaration?.parent).has(targetDeclaration.parent as Reflection)) return model;
    // The copy's own lineage, up to the member that declares it (or the reference no page has).
    let declared: ReferenceType = targetDeclaration.inheritedFrom;
    for (let hops = 0; hops < 16; hops++) {
      const next = declared.reflection;
      const nextDeclaration = next instanceof DeclarationReflection ? next : next?.parent;
      if (!(nextDeclaration instanceof DeclarationReflection) || !nextDeclaration.inheritedFrom) break;
      declared = nextDeclaration.inheritedFrom;
    }
    return declared;
  }

  /**
   * TypeDoc resolves the base member of an overloaded member's first signature only: the
   * other overloads of `constructor(options: …)` would say "Overrides
   * BaseObserver<PowerSyncDBListener>.constructor" in another form than the first. They name
   * the same base member, so they take the first signature's resolved reference.
   */
  private resolvedInSibling(model: ReferenceType): ReferenceType | undefined {
    const member = this.inheritanceOf;
    const owner = member?.parent;
    if (
      !member ||
      !(owner instanceof DeclarationReflection) ||
      !owner.signatures?.includes(member as SignatureReflection)
    )
      return undefined;
    const relation = RELATIONS.find((key) => member[key] === model);
    if (!relation) return undefined;
    return owner.signatures
      .map((signature) => signature[relation])
      .find((other) => other?.reflection && withoutTypeArguments(other.name) === withoutTypeArguments(model.name));
  }

  /**
   * A reference TypeDoc keeps by name and package only (`BaseObserver<T>.listeners`): the member
   * of that name in the package, whichever file declares it, a base imported under an alias
   * named as its package declares it (type-links.ts withoutImportAlias); only packages the site
   * documents (TypeScript's lib, `Error.constructor`, has no page to find). A base no section
   * documents (SharedTableOptions, internal to @powersync/common): the member's source line,
   * when `source` (the inherited member's own) is given, as type names without a page link.
   */
  private brokenReferenceTarget(
    model: ReferenceType,
    source: string | undefined,
  ): {target: LinkTarget; name?: string} | undefined {
    const qualifiedName = withoutTypeArguments(model.name).replace(/\.constructor$/, '.__constructor');
    const reference = {package: model.package, qualifiedName};
    const filtered = this.throughUtilityType(reference);
    const named = filtered === reference ? withoutImportAlias(reference, this.pageBases()) : filtered;
    if (named.package && this.links.isSitePackage?.(named.package))
      return {
        target: {kind: 'decl', key: anyFileKey(named.package, named.qualifiedName), ...(source ? {source} : {})},
        name: named.qualifiedName.replace(/\.__constructor$/, '.constructor'),
      };
    return source ? {target: {kind: 'url', url: source}} : undefined;
  }

  /**
   * `Omit.indexes`, as TypeDoc names a member of `interface AttachmentTableOptions extends
   * Omit<TableOptions, 'name' | 'columns'>`: the member is TableOptions's, which the utility
   * type only filters. Named by the type argument, it links to that declaration's member.
   */
  private throughUtilityType(reference: {package?: string; qualifiedName: string}): {
    package?: string;
    qualifiedName: string;
  } {
    const [owner, ...member] = reference.qualifiedName.split('.');
    const page = this.page.model;
    if (member.length === 0 || !UTILITY_TYPES.has(owner) || !(page instanceof DeclarationReflection)) return reference;
    const arguments_ = (page.extendedTypes ?? [])
      .filter((base): base is ReferenceType => base instanceof ReferenceType && base.name === owner)
      .map((base) => base.typeArguments?.[0])
      .filter((argument): argument is ReferenceType => argument instanceof ReferenceType);
    if (arguments_.length !== 1) return reference;
    const [argument] = arguments_;
    const name = argument.reflection?.name ?? argument.symbolId?.qualifiedName ?? argument.name;
    return {package: argument.package ?? reference.package, qualifiedName: [name, ...member].join('.')};
  }

  /** The bases the page's declaration names in its `extends` and `implements` clauses. */
  private pageBases(): DeclaredBase[] {
    const page = this.page.model;
    if (!(page instanceof DeclarationReflection)) return [];
    const bases = (types: unknown[] | undefined, extended: boolean) =>
      (types ?? [])
        .filter((type): type is ReferenceType => type instanceof ReferenceType)
        .map((type) => ({
          name: type.name,
          package: type.package,
          qualifiedName: type.symbolId?.qualifiedName,
          extended,
        }));
    return [...bases(page.extendedTypes, true), ...bases(page.implementedTypes, false)];
  }

  /**
   * A type alias's union members ("Union Members"), as typedoc-plugin-markdown's
   * `typeDeclarationUnionContainer` writes them, but with an object or function type's block
   * written from tokens: the stock partial writes it through a `codeBlock` of its own.
   */
  private unionMembers(model: DeclarationReflection, headingLevel: number): string {
    if (!(model.type instanceof UnionType)) return '';
    const summaries = model.type.elementSummaries;
    const last = model.type.types.length - 1;
    return model.type.types
      .flatMap((type, index) => {
        const summary = summaries?.[index] ? [this.helpers.getCommentParts(summaries[index])] : [];
        const rule = index < last ? ['\n\n***\n\n'] : [];
        if (!(type instanceof ReflectionType)) return [this.partials.someType(type), ...summary, ...rule];
        const isFunction = Boolean(type.declaration?.signatures?.length);
        return [
          heading(headingLevel + 1, isFunction ? i18n.kind_function() : i18n.kind_type_literal()),
          this.codeBlock(typeTokens(type, this.tokenContext)),
          ...summary,
          ...(this.helpers.hasUsefulTypeDetails(type)
            ? [
                this.partials.typeDeclarationContainer(model, type.declaration, {
                  headingLevel: isFunction ? headingLevel + 2 : headingLevel + 1,
                }),
              ]
            : []),
          ...rule,
        ];
      })
      .join('\n\n');
  }

  /** Where the page's signature tokens link and how they are laid out: as in its page model (page-model.ts). */
  private get tokenContext(): TokenContext {
    const router = this.router;
    return {
      page: this.page.url,
      urlOf: (reflection) => (router.hasUrl(reflection) ? router.getFullUrl(reflection) : undefined),
      sourceUrlAt: this.links.sourceUrlAt,
    };
  }

  /**
   * A signature's code block, written from the tokens of its page model (page-model.ts) with
   * the keyword or modifiers its declaration shows (src/page-model/declarations.ts): the page
   * and the model show one text. A function type's signature (`__type`) is written without a name.
   */
  private signatureBlock(signature: SignatureReflection): string {
    const parent = signature.parent;
    const tokens = signatureTokens(signature, this.tokenContext, {bare: UNNAMED_SIGNATURES.has(signature.name)});
    return this.codeBlock(
      parent.kindOf(ReflectionKind.Function)
        ? symbolDeclarationTokens('Function', tokens)
        : memberDeclarationTokens({kind: ReflectionKind[parent.kind], flags: memberFlags(parent)}, tokens),
    );
  }

  /** A property's, variable's or type alias's code block (its first signature's for one with signatures), as `signatureBlock`. */
  private declarationBlock(model: DeclarationReflection): string {
    const [tokens = [{text: model.name, kind: 'name'}]] = declarationSignatures(model, this.tokenContext);
    const symbol = model.kindOf(ReflectionKind.Variable | ReflectionKind.TypeAlias);
    return this.codeBlock(
      symbol
        ? symbolDeclarationTokens(ReflectionKind[model.kind], tokens)
        : memberDeclarationTokens({kind: ReflectionKind[model.kind], flags: memberFlags(model)}, tokens),
    );
  }

  /**
   * Tokens as a signature code block: its text, and its index among the page's blocks, under
   * which the page model keeps the tokens (signature-blocks.ts) that the site and the twins take
   * its links from. Its `decl:` targets are recorded for the page as running text's are.
   */
  private codeBlock(tokens: readonly Token[]): string {
    this.recordDeclarations(tokens);
    const index = addSignatureBlock(this.page, tokens);
    return `\`\`\`ts ${signatureBlockMeta(index)}\n${tokensText(tokens)}\n\`\`\``;
  }

  /**
   * A type in running text, as Markdown written from its tokens (type-markdown.ts). Its `decl:`
   * targets are recorded for the page as a block's are.
   */
  private typeText(tokens: readonly Token[]): string {
    this.recordDeclarations(tokens);
    return typeMarkdown(tokens, this.page.url);
  }

  /** Records the `decl:` targets of tokens the page writes, in order (ThemeLinks.linkedDeclaration). */
  private recordDeclarations(tokens: readonly Token[]): void {
    for (const token of tokens) if (token.declaration) this.links.linkedDeclaration?.(this.page.url, token.declaration);
  }

  /** A name as linked code, a `decl:` target as a declaration link (type-links.ts) recorded for the page. */
  private link(name: string, target: LinkTarget): string {
    if (target.kind === 'decl') this.links.linkedDeclaration?.(this.page.url, target.key);
    return linkedCode(name, target);
  }

  private referenceTarget(model: ReferenceType): LinkTarget | undefined {
    return referenceTarget(model, {
      // The page's own declaration (`new PowerSyncDatabase(…): PowerSyncDatabase`): its URL
      // relative to the page is empty, so it links to the page by name, as TypeDoc's HTML and
      // docs.rs link a type named on its own page, and as selfLinkToPage does for comments.
      pageOf: (reflection) =>
        !this.router.hasUrl(reflection)
          ? undefined
          : this.router.getFullUrl(reflection) === this.router.getFullUrl(this.page.model)
            ? this.ownPageLink
            : this.urlTo(reflection),
      sourceUrlAt: this.links.sourceUrlAt,
    });
  }
}

export function definePowerSyncTheme(app: Application, links: ThemeLinks): void {
  class PowerSyncTheme extends MarkdownTheme {
    override getRenderContext(page: MarkdownPageEvent) {
      const context = new PowerSyncThemeContext(this, page as MarkdownPageEvent<Reflection>, this.application.options);
      context.links = links;
      return context;
    }
  }
  app.renderer.defineTheme(THEME_NAME, PowerSyncTheme);
}
