/**
 * Writes each symbol page's model (src/page-model/types.ts) from TypeDoc's reflections, in the
 * rendering pass that writes the page's Markdown: the same reflection, the same router (so the
 * same anchors and URLs), never the Markdown read back.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  type Application,
  type Comment,
  type CommentDisplayPart,
  DeclarationReflection,
  IntersectionType,
  type ParameterReflection,
  type Reflection,
  ReflectionKind,
  ReflectionType,
  type SignatureReflection,
  type SomeType,
  type TypeParameterReflection,
} from 'typedoc';
import {MarkdownPageEvent} from 'typedoc-plugin-markdown';
import {createSlugger} from '@docusaurus/utils';
import {importLine} from '../../cross-sdk/symbol-map';
import {asTypeArgumentOf, typeArgumentLiterals} from './type-argument-members';
import {
  PAGE_MODEL_VERSION,
  PageModelSchema,
  flatText,
  pageModelPath,
  type BodyPiece,
  type Marks,
  type Member,
  type PageModel,
  type Token,
} from '../../page-model/types';
import {isSymbolPage} from './symbol-pages';
import {accessorDeprecated} from './accessor-deprecation';
import {STAGE_NOTE_TAG} from './stage-notes';
import {referenceName, referenceTarget} from './reference-target';
import {signatureBlocksOf} from './signature-blocks';
import {bodyPieces} from './body-pieces';
import {parseDeclarationLink, type LinkTarget} from './type-links';

/** What a signature's tokens need besides the reflection: where its links lead, where it is laid out. */
export interface TokenContext {
  /** The page's Markdown file, relative to the section folder. */
  page: string;
  /** A reflection's page and anchor relative to the section folder, when it has one. */
  urlOf(reflection: Reflection): string | undefined;
  /** Source line (release tag) of a declaration TypeDoc identifies by file and start. */
  sourceUrlAt(declarationFile: string, start: number): string | undefined;
  /** The indentation of the line the tokens are written on (layout breaks indent from it); none at first. */
  indent?: string;
}

/** What the model needs besides the reflection. */
export interface ModelContext extends TokenContext {
  sdk: string;
  packageName: string;
  packageVersion: string;
  specifier: string;
  value?: boolean;
  defaultExport?: boolean;
  /** A member's heading id on its page, when it has one. */
  anchorOf(reflection: Reflection): string | undefined;
  /** What the page's badges and "In the demos" say of its symbol or (given) one of its members. */
  marksOf?(member?: DeclarationReflection): Marks;
  /** The signature blocks the theme wrote on the page (signature-blocks.ts); none when not rendered. */
  blocks?: Token[][];
  /** The page's Markdown in pieces, cut at these members and its badges (body-pieces.ts); none when not rendered. */
  bodyOf?(members: ReadonlyArray<{index: number; reflection: Reflection}>): BodyPiece[];
}

const onlySet = (marks: Marks | undefined): Marks => ({
  ...(marks?.since ? {since: marks.since} : {}),
  ...(marks?.newIn ? {newIn: marks.newIn} : {}),
  ...(marks?.demos ? {demos: marks.demos} : {}),
});

const token = (text: string, kind: Token['kind'], target?: string): Token =>
  target ? {text, kind, target} : {text, kind};
const punct = (text: string) => token(text, 'punctuation');
const keyword = (text: string) => token(text, 'keyword');
/** A layout break to a line indented `indent`; `flat` is what stands in its place on one line. */
const lineBreak = (indent: string, flat: string): Token => ({text: `\n${indent}`, kind: 'break', flat});

/**
 * A property name as typedoc-plugin-markdown writes it in a code block (its `getPropertyName`,
 * which the package does not export): quoted unless an identifier, a number or a computed
 * `[key]` (`"content-type"`).
 */
export const propertyName = (name: string) =>
  /^([A-Z_$][\w$]*|\d+|\[[^\]]+\])$/i.test(name) ? name : JSON.stringify(name);

/** One step of a signature block's indentation. */
const INDENT = '  ';
const indentOf = (context: TokenContext) => context.indent ?? '';
/** The context for tokens written `by` further in than `context`'s line. */
const indented = <C extends TokenContext>(context: C, by = INDENT): C => ({...context, indent: indentOf(context) + by});

/** A union whose members' text is longer than this goes one member a line (typedoc-plugin-markdown's rule). */
const UNION_LINE_LENGTH = 70;

/** A top-level signature with more parameters than this lists them one a line (typedoc-plugin-markdown's rule). */
const PARAMETERS_ON_ONE_LINE = 2;

/** Tokens of `items`, each by `each`, with `separator` between them. */
function joined<T>(items: readonly T[], separator: string, each: (item: T) => Token[]): Token[] {
  return items.flatMap((item, i) => (i > 0 ? [punct(separator), ...each(item)] : each(item)));
}

/** Whether a type must be parenthesised as an array's element or an operator's operand. */
const needsParentheses = (type: SomeType) =>
  type.type === 'union' ||
  type.type === 'intersection' ||
  type.type === 'conditional' ||
  (type.type === 'reflection' && (type.declaration.signatures?.length ?? 0) > 0);

/**
 * A type as tokens, each named type linked where the section documents it (or TypeDoc knows an
 * external URL). The forms TypeDoc prints without structure we could add (conditional, mapped,
 * template literal) are one `type` token of TypeDoc's own text.
 */
export function typeTokens(type: SomeType | undefined, context: TokenContext): Token[] {
  if (!type) return [keyword('any')];
  const inner = (t: SomeType, within = context) =>
    needsParentheses(t) ? [punct('('), ...typeTokens(t, within), punct(')')] : typeTokens(t, within);
  switch (type.type) {
    case 'intrinsic':
      return [keyword(type.name)];
    case 'literal':
      return [token(type.toString(), 'literal')];
    case 'reference': {
      const link = referenceTarget(type, {pageOf: context.urlOf, sourceUrlAt: context.sourceUrlAt});
      const args = type.typeArguments?.length
        ? [punct('<'), ...joined(type.typeArguments, ', ', (t) => typeTokens(t, context)), punct('>')]
        : [];
      // Named as the page names it: an enum member with its enum, a renamed import by its export.
      return [{text: referenceName(type), kind: 'type', ...linkFields(link)}, ...args];
    }
    case 'union':
      return unionTokens(type.types, context, inner);
    case 'intersection':
      return joined(type.types, ' & ', inner);
    case 'array':
      return [...inner(type.elementType), punct('[]')];
    case 'tuple':
      return [punct('['), ...joined(type.elements, ', ', (t) => typeTokens(t, context)), punct(']')];
    case 'namedTupleMember':
      return [token(type.name, 'name'), punct(type.isOptional ? '?: ' : ': '), ...typeTokens(type.element, context)];
    case 'optional':
      return [...inner(type.elementType), punct('?')];
    case 'rest':
      return [punct('...'), ...typeTokens(type.elementType, context)];
    case 'typeOperator':
      return [keyword(type.operator), punct(' '), ...inner(type.target)];
    case 'query':
      return [keyword('typeof'), punct(' '), ...typeTokens(type.queryType, context)];
    case 'indexedAccess':
      return [...inner(type.objectType), punct('['), ...typeTokens(type.indexType, context), punct(']')];
    case 'predicate':
      return [
        ...(type.asserts ? [keyword('asserts'), punct(' ')] : []),
        token(type.name, 'name'),
        ...(type.targetType ? [punct(' '), keyword('is'), punct(' '), ...typeTokens(type.targetType, context)] : []),
      ];
    case 'reflection':
      return objectTypeTokens(type.declaration, context);
    case 'conditional':
      return [
        ...inner(type.checkType),
        punct(' '),
        keyword('extends'),
        punct(' '),
        ...typeTokens(type.extendsType, context),
        punct(' ? '),
        ...typeTokens(type.trueType, context),
        punct(' : '),
        ...typeTokens(type.falseType, context),
      ];
    case 'inferred':
      return [
        keyword('infer'),
        punct(' '),
        token(type.name, 'type'),
        ...(type.constraint
          ? [punct(' '), keyword('extends'), punct(' '), ...typeTokens(type.constraint, context)]
          : []),
      ];
    case 'mapped': {
      // As TypeDoc writes a mapped type: without the `;` an object type's last member has.
      const readonly = {'+': 'readonly ', '-': '-readonly ', '': ''}[type.readonlyModifier ?? ''];
      const optional = {'+': '?', '-': '-?', '': ''}[type.optionalModifier ?? ''];
      return [
        punct('{ '),
        ...(readonly ? [keyword(readonly.trim()), punct(' ')] : []),
        punct('['),
        token(type.parameter, 'type'),
        punct(' '),
        keyword('in'),
        punct(' '),
        ...typeTokens(type.parameterType, context),
        ...(type.nameType ? [punct(' '), keyword('as'), punct(' '), ...typeTokens(type.nameType, context)] : []),
        punct(`]${optional}: `),
        ...typeTokens(type.templateType, context),
        punct(' }'),
      ];
    }
    default:
      return [token(type.toString(), 'type')];
  }
}

/**
 * A union on one line (`A | B`), or one member a line after `| ` when what the reader sees of its
 * members is longer than UNION_LINE_LENGTH or one of them spans lines (an object type); a
 * member's own lines are indented past its `| `.
 */
function unionTokens(
  types: readonly SomeType[],
  context: TokenContext,
  each: (type: SomeType, context: TokenContext) => Token[],
): Token[] {
  const memberContext = indented(context, INDENT + INDENT);
  const members = types.map((type) => each(type, memberContext));
  const shown = members.reduce((length, tokens) => length + flatText(tokens).length, 0);
  const perLine = shown > UNION_LINE_LENGTH || members.some((tokens) => tokens.some((t) => t.kind === 'break'));
  if (!perLine) return joined(members, ' | ', (tokens) => tokens);
  const lineStart = indentOf(context) + INDENT;
  return members.flatMap((tokens, index) => [lineBreak(`${lineStart}| `, index === 0 ? '' : ' | '), ...tokens]);
}

/**
 * The signatures of a function type or a method as one type: `(a: A) => R`, several (overloads)
 * as an object type of call signatures.
 */
export const functionTypesTokens = (signatures: readonly SignatureReflection[], context: TokenContext): Token[] =>
  signatures.length === 1
    ? functionTypeTokens(signatures[0], context)
    : objectTypeTokens(signatures[0].parent, context);

/** A function type: `<T>(a: A) => R`, a constructor type `new (a: A) => R`. */
function functionTypeTokens(signature: SignatureReflection, context: TokenContext): Token[] {
  const constructor = signature.kind === ReflectionKind.ConstructorSignature;
  return [
    ...(constructor
      ? [...(signature.flags.isAbstract ? [keyword('abstract'), punct(' ')] : []), keyword('new'), punct(' ')]
      : []),
    ...typeParameterTokens(signature.typeParameters, context),
    ...parameterTokens(signature.parameters, context),
    punct(' => '),
    ...typeTokens(signature.type, context),
  ];
}

/** `[key: string]: Type`. */
export function indexSignatureTokens(signature: SignatureReflection, context: TokenContext): Token[] {
  return [
    punct('['),
    ...joined(signature.parameters ?? [], ', ', (parameter) => [
      token(parameter.name, 'name'),
      punct(': '),
      ...typeTokens(parameter.type, context),
    ]),
    punct(']: '),
    ...typeTokens(signature.type, context),
  ];
}

/**
 * An inline object or function type: `(a: A) => R`, `{ [key: string]: A; b?: B; m(x: X): Y }`,
 * in typedoc-plugin-markdown's order (its `declarationType`): index signatures, call
 * signatures, then members, a method once per signature.
 */
function objectTypeTokens(declaration: DeclarationReflection, context: TokenContext): Token[] {
  const signatures = declaration.signatures ?? [];
  if (signatures.length === 1 && !declaration.children) return functionTypeTokens(signatures[0], context);
  const inside = indented(context);
  const members = [
    ...(declaration.indexSignatures ?? []).map((signature) => indexSignatureTokens(signature, inside)),
    ...signatures.map((signature) => signatureTokens(signature, inside, {bare: true})),
    ...(declaration.children ?? []).flatMap((child) => objectMemberTokens(child, inside)),
  ];
  if (members.length === 0) return [punct('{}')];
  // One member a line, each ended with `;`, the last too (`{ a: A; b: B; }` on one line).
  return [
    punct('{'),
    ...members.flatMap((tokens) => [lineBreak(indentOf(inside), ' '), ...tokens, punct(';')]),
    lineBreak(indentOf(context), ' '),
    punct('}'),
  ];
}

/** A member of an object type as the plugin writes it: a method per signature, an accessor, a property. */
function objectMemberTokens(member: DeclarationReflection, context: TokenContext): Token[][] {
  const name = propertyName(member.name) + (member.flags.isOptional ? '?' : '');
  if (member.signatures?.length)
    return member.signatures.map((signature) => [
      token(name, 'name'),
      ...typeParameterTokens(signature.typeParameters, context),
      ...parameterTokens(signature.parameters, context),
      punct(': '),
      ...typeTokens(signature.type, context),
    ]);
  if (member.getSignature)
    return [
      [
        keyword('get'),
        punct(' '),
        token(propertyName(member.name), 'name'),
        punct('(): '),
        ...typeTokens(member.getSignature.type, context),
      ],
    ];
  return [propertyTokens(member, context)];
}

function typeParameterTokens(parameters: readonly TypeParameterReflection[] | undefined, context: TokenContext) {
  if (!parameters?.length) return [];
  return [
    punct('<'),
    ...joined(parameters, ', ', (parameter) => [
      token(parameter.name, 'type'),
      ...(parameter.type ? [punct(' '), keyword('extends'), punct(' '), ...typeTokens(parameter.type, context)] : []),
      ...(parameter.default ? [punct(' = '), ...typeTokens(parameter.default, context)] : []),
    ]),
    punct('>'),
  ];
}

/** `(a: A, b?: B)`; `oneALine`: a top-level signature's, one a line when there are more than PARAMETERS_ON_ONE_LINE. */
function parameterTokens(
  parameters: readonly ParameterReflection[] | undefined,
  context: TokenContext,
  oneALine = false,
): Token[] {
  const list = parameters ?? [];
  const broken = oneALine && list.length > PARAMETERS_ON_ONE_LINE;
  const inside = broken ? indented(context) : context;
  const each = (parameter: ParameterReflection) => [
    ...(parameter.flags.isRest ? [punct('...')] : []),
    token(parameter.name, 'name'),
    punct(parameter.flags.isOptional ? '?: ' : ': '),
    ...typeTokens(parameter.type, inside),
  ];
  if (!broken) return [punct('('), ...joined(list, ', ', each), punct(')')];
  return [
    punct('('),
    ...list.flatMap((parameter, index) => [
      ...(index > 0 ? [punct(',')] : []),
      lineBreak(indentOf(inside), index > 0 ? ' ' : ''),
      ...each(parameter),
    ]),
    lineBreak(indentOf(context), ''),
    punct(')'),
  ];
}

/** `name<T>(a: A): R`, `new Name(a: A): R`, `get name(): T`; bare: without the name (call signatures). */
export function signatureTokens(
  signature: SignatureReflection,
  context: TokenContext,
  options: {bare?: boolean} = {},
): Token[] {
  const kind = signature.kind;
  const head: Token[] = [];
  if (kind === ReflectionKind.ConstructorSignature) head.push(keyword('new'), punct(' '));
  if (kind === ReflectionKind.GetSignature) head.push(keyword('get'), punct(' '));
  if (kind === ReflectionKind.SetSignature) head.push(keyword('set'), punct(' '));
  const name =
    kind === ReflectionKind.ConstructorSignature ? (signature.parent?.parent?.name ?? signature.name) : signature.name;
  // An optional method's signature is named `name?` (`postCheckpointRequest?(…)`), as the page's.
  const optional = kind === ReflectionKind.CallSignature && signature.parent?.flags.isOptional ? '?' : '';
  if (!options.bare || kind !== ReflectionKind.CallSignature) head.push(token(name + optional, 'name'));
  return [
    ...head,
    ...typeParameterTokens(signature.typeParameters, context),
    ...parameterTokens(signature.parameters, context, !options.bare),
    ...(kind === ReflectionKind.SetSignature ? [] : [punct(': '), ...typeTokens(signature.type, context)]),
  ];
}

/**
 * A member's name as declared. The theme writes the members of a nested object type from
 * typedoc-plugin-markdown's flattened copies, named as their headings (`rows._array`); the plugin
 * keeps the declared name (`_array`) as `originalName`.
 */
const declaredName = (member: DeclarationReflection) =>
  (member as DeclarationReflection & {originalName?: string}).originalName ?? member.name;

/** A property or variable: `readonly name?: Type`; an enum member: `NAME = value`. */
function propertyTokens(member: DeclarationReflection, context: TokenContext): Token[] {
  if (member.kindOf(ReflectionKind.EnumMember))
    return [token(member.name, 'name'), ...(member.type ? [punct(' = '), ...typeTokens(member.type, context)] : [])];
  const type = typeTokens(member.type, context);
  // The declaration's initialiser as the page prints it (`const MAX: 1999 = 1999`).
  const value =
    member.defaultValue && member.defaultValue !== '...' && member.defaultValue !== member.name
      ? [punct(' = '), token(member.defaultValue, 'literal')]
      : [];
  return [
    ...(member.flags.isReadonly ? [keyword('readonly'), punct(' ')] : []),
    token(propertyName(declaredName(member)), 'name'),
    punct(member.flags.isOptional ? '?: ' : ': '),
    ...type,
    ...value,
  ];
}

/** A declaration's signatures: its call, construct or accessor signatures, else its declared type. */
export function declarationSignatures(reflection: DeclarationReflection, context: TokenContext): Token[][] {
  const signatures = [
    ...(reflection.signatures ?? []),
    ...(reflection.getSignature ? [reflection.getSignature] : []),
    ...(reflection.setSignature ? [reflection.setSignature] : []),
  ];
  if (signatures.length > 0) return signatures.map((signature) => signatureTokens(signature, context));
  if (reflection.kindOf(ReflectionKind.TypeAlias))
    return [
      [
        keyword('type'),
        punct(' '),
        token(reflection.name, 'name'),
        ...typeParameterTokens(reflection.typeParameters, context),
        punct(' = '),
        ...(reflection.type ? typeTokens(reflection.type, context) : objectTypeTokens(reflection, context)),
      ],
    ];
  if (reflection.kindOf(ReflectionKind.Property | ReflectionKind.Variable | ReflectionKind.EnumMember))
    return [propertyTokens(reflection, context)];
  return [];
}

/**
 * A link's fields on a token: `target` a page of the section (relative to the section folder) or
 * a URL; a declaration another section documents by its `declaration` key, `target` its fallback.
 */
function linkFields(link: LinkTarget | undefined): Pick<Token, 'target' | 'declaration'> {
  if (!link) return {};
  if (link.kind === 'decl') return {...(link.source ? {target: link.source} : {}), declaration: link.key};
  return {target: link.url};
}

/** Comment parts as tokens: prose, inline code, and `{@link}`s with where they lead. */
export function commentTokens(parts: readonly CommentDisplayPart[], context: ModelContext): Token[] {
  return parts.map((part) => {
    if (part.kind === 'code') return token(part.text, 'code');
    if (part.kind === 'inline-tag' && (part.tag === '@link' || part.tag === '@linkcode' || part.tag === '@linkplain')) {
      // An unresolved `{@link}` (unresolved-links.ts) links a declaration another section may document.
      const declared = typeof part.target === 'string' ? parseDeclarationLink(part.target) : undefined;
      if (declared) return {text: part.text, kind: 'link', ...linkFields(declared)};
      const target =
        typeof part.target === 'string'
          ? part.target
          : part.target && 'kindOf' in part.target
            ? context.urlOf(part.target as Reflection)
            : undefined;
      return token(part.text, 'link', target);
    }
    return token(part.text, 'text');
  });
}

/** The comment a reader sees for a declaration: its own, else its first signature's that has one. */
function commentOf(reflection: DeclarationReflection): Comment | undefined {
  return (
    reflection.comment ??
    reflection.signatures?.find((signature) => signature.comment)?.comment ??
    reflection.getSignature?.comment
  );
}

const deprecatedTag = (comment: Comment | undefined) => comment?.getTag('@deprecated');

/**
 * Deprecated as the page marks it: `@deprecated` on the declaration, on every one of its call
 * signatures (TypeDoc's `isDeprecated()`, without its parent's), or on an accessor's get and set
 * signatures (accessor-deprecation.ts). One deprecated overload of several is not.
 */
export function isDeprecated(reflection: DeclarationReflection): boolean {
  if (deprecatedTag(reflection.comment)) return true;
  const signatures = reflection.signatures ?? [];
  if (signatures.length > 0 && signatures.every((signature) => deprecatedTag(signature.comment))) return true;
  return accessorDeprecated(reflection);
}

/** The `@deprecated` message of a deprecated declaration: its own tag's, else its first deprecated signature's. */
function deprecationOf(reflection: DeclarationReflection, context: ModelContext): {deprecation?: Token[]} {
  if (!isDeprecated(reflection)) return {};
  const tag = [
    reflection.comment,
    ...(reflection.signatures ?? []).map((signature) => signature.comment),
    reflection.getSignature?.comment,
    reflection.setSignature?.comment,
  ]
    .map(deprecatedTag)
    .find((found) => found !== undefined);
  return {deprecation: tag ? commentTokens(tag.content, context) : []};
}

/** Per-signature flags, when a signature has one (an overload deprecated on its own). */
function signatureFlagsOf(reflection: DeclarationReflection): {signatureFlags?: Member['signatureFlags']} {
  const signatures = [
    ...(reflection.signatures ?? []),
    ...(reflection.getSignature ? [reflection.getSignature] : []),
    ...(reflection.setSignature ? [reflection.setSignature] : []),
  ];
  const flags = signatures.map((signature) => (deprecatedTag(signature.comment) ? {deprecated: true} : {}));
  return flags.some((f) => f.deprecated) ? {signatureFlags: flags} : {};
}

/** The modifier tags and stage notes of the comment a reader sees, only when it has any. */
function commentTags(
  comment: Comment | undefined,
  context: ModelContext,
): {modifierTags?: string[]; stageNotes?: Record<string, Token[]>} {
  const modifierTags = [...(comment?.modifierTags ?? [])];
  const notes = (comment?.blockTags ?? []).filter((tag) => tag.tag === STAGE_NOTE_TAG && tag.name);
  return {
    ...(modifierTags.length ? {modifierTags} : {}),
    ...(notes.length
      ? {stageNotes: Object.fromEntries(notes.map((tag) => [tag.name!, commentTokens(tag.content, context)]))}
      : {}),
  };
}

/**
 * The summaries of the members of a property's object type (`request_checkpoint: { include_data:
 * boolean; … }`), which the page lists under the property; only those with one.
 */
function nestedOf(member: DeclarationReflection, context: ModelContext): {nested?: Member['nested']} {
  if (!member.kindOf(ReflectionKind.Property) || !(member.type instanceof ReflectionType)) return {};
  const nested = (member.type.declaration.children ?? [])
    .map((child) => ({name: child.name, summary: commentTokens(commentOf(child)?.summary ?? [], context)}))
    .filter((child) => child.summary.length > 0);
  return nested.length ? {nested} : {};
}

/** What a member's model says besides its name, kind and place: flags, signatures, comment. */
function memberBody(member: DeclarationReflection, context: ModelContext) {
  const comment = commentOf(member);
  return {
    flags: memberFlags(member),
    signatures: declarationSignatures(member, context),
    ...signatureFlagsOf(member),
    summary: comment ? commentTokens(comment.summary, context) : [],
    ...commentTags(comment, context),
    ...deprecationOf(member, context),
    ...nestedOf(member, context),
  };
}

/** Only the flags that are set, so a model says what a member is and nothing else. */
export function memberFlags(member: DeclarationReflection): Member['flags'] {
  const flags: Member['flags'] = {};
  if (member.flags.isStatic) flags.static = true;
  if (member.flags.isOptional) flags.optional = true;
  if (member.flags.isReadonly) flags.readonly = true;
  if (member.flags.isAbstract) flags.abstract = true;
  if (member.flags.isProtected) flags.protected = true;
  if (member.inheritedFrom) flags.inherited = true;
  if (isDeprecated(member)) flags.deprecated = true;
  return flags;
}

/**
 * Whether the page is titled as callable (`Function: useQuery()`, `Interface: ILogHandler()`):
 * typedoc-plugin-markdown's rule, a declaration with signatures whose type has no members.
 */
const hasCallSignatures = (reflection: DeclarationReflection) =>
  Boolean(reflection.signatures?.length) &&
  !(reflection.type instanceof ReflectionType && reflection.type.declaration.children?.length);

/** The page's `# ` heading: `Abstract Class: Table<Columns>`, `Function: useQuery()`. */
export function pageTitle(reflection: DeclarationReflection): string {
  const abstract = reflection.kindOf(ReflectionKind.Class) && reflection.flags.isAbstract ? 'Abstract ' : '';
  const typeParameters = reflection.typeParameters?.length
    ? `<${reflection.typeParameters.map((parameter) => parameter.name).join(', ')}>`
    : '';
  const call = hasCallSignatures(reflection) ? '()' : '';
  return `${abstract}${ReflectionKind.singularString(reflection.kind)}: ${reflection.name}${typeParameters}${call}`;
}

/** The model of one symbol page, from its reflection. */
export function pageModelOf(reflection: DeclarationReflection, context: ModelContext): PageModel {
  const members: Member[] = [];
  const groups: PageModel['groups'] = [];
  // Each member with the reflection the theme wrote it from, for the page's pieces.
  const written: Array<{index: number; reflection: Reflection}> = [];
  for (const group of reflection.groups ?? []) {
    groups.push({title: group.title, anchor: slug(group.title)});
    for (const child of group.children) {
      if (!(child instanceof DeclarationReflection)) continue;
      const {flags, ...body} = memberBody(child, context);
      written.push({index: members.length, reflection: child});
      members.push({
        name: child.name,
        kind: ReflectionKind[child.kind] ?? String(child.kind),
        group: group.title,
        anchor: context.anchorOf(child) ?? null,
        flags,
        ...(child.inheritedFrom ? {inheritedFrom: child.inheritedFrom.name} : {}),
        ...body,
        ...sourceOf(child, 'member'),
        ...onlySet(context.marksOf?.(child)),
      });
    }
  }
  for (const {member, reflection: child} of typeDeclarationMembers(reflection, context)) {
    written.push({index: members.length, reflection: child});
    members.push(member);
  }
  if (members.some((member) => member.group === TYPE_DECLARATION) && !groups.some((g) => g.title === TYPE_DECLARATION))
    groups.push({title: TYPE_DECLARATION, anchor: slug(TYPE_DECLARATION)});
  const comment = commentOf(reflection);
  const kind = ReflectionKind[reflection.kind] ?? String(reflection.kind);
  return {
    version: PAGE_MODEL_VERSION,
    sdk: context.sdk,
    package: context.packageName,
    packageVersion: context.packageVersion,
    page: context.page,
    name: reflection.name,
    kind,
    title: pageTitle(reflection),
    importLine: importLine(reflection.name, kind, context.specifier, context),
    deprecated: isDeprecated(reflection),
    ...deprecationOf(reflection, context),
    internal: comment?.hasModifier('@internal') ?? false,
    modifierTags: [...(comment?.modifierTags ?? [])],
    ...(commentTags(comment, context).stageNotes ? {stageNotes: commentTags(comment, context).stageNotes} : {}),
    description: comment ? commentTokens(comment.summary, context) : [],
    ...sourceOf(reflection, 'page'),
    typeParameters: (reflection.typeParameters ?? reflection.signatures?.[0]?.typeParameters ?? []).map((p) => p.name),
    // An interface's own signatures are its call signatures (`ILogHandler(messages, context)`),
    // which its page shows under the title; a class's and an enum's are their members'.
    signatures: reflection.kindOf(ReflectionKind.Class | ReflectionKind.Enum)
      ? []
      : declarationSignatures(reflection, context),
    ...(reflection.indexSignatures?.length
      ? {indexSignatures: reflection.indexSignatures.map((signature) => indexSignatureTokens(signature, context))}
      : {}),
    groups,
    members,
    blocks: context.blocks ?? [],
    body: context.bodyOf?.(written) ?? [],
    ...onlySet(context.marksOf?.()),
  };
}

/** The heading an object type's members are listed under on a variable or type alias page. */
const TYPE_DECLARATION = 'Type Declaration';

/** A "Type Declaration" member and the reflection the theme writes it from. */
interface TypeMember {
  member: Member;
  reflection: DeclarationReflection;
}

/** A member of an object type: a variable's or type alias's type, or a type argument's (type-argument-members.ts). */
function objectMember(child: DeclarationReflection, anchor: string | undefined, context: ModelContext): TypeMember {
  const {flags, ...body} = memberBody(child, context);
  const member: Member = {
    name: child.name,
    kind: ReflectionKind[child.kind] ?? String(child.kind),
    group: TYPE_DECLARATION,
    anchor: anchor ?? null,
    flags,
    ...body,
    ...sourceOf(child, 'member'),
  };
  return {member, reflection: child};
}

/**
 * Where the page shows the declaration's "Defined in" link. A page's: its own, else its first
 * signature's (a function). A member's: its signatures' (a method, a constructor) or accessors'
 * when it has any, as the page shows them there, never the member's own (an interface's
 * construct signature's own is the interface's line); else its own (a property, an enum
 * member). repository-sources.ts has already replaced TypeDoc's declaration-file sources with
 * the published `src/` line, or removed them.
 */
function sourceOf(reflection: DeclarationReflection, of: 'page' | 'member'): {source?: string} {
  const signatures = [...(reflection.signatures ?? []), reflection.getSignature, reflection.setSignature].filter(
    (signature) => signature !== undefined,
  );
  const candidates = of === 'page' ? [reflection, ...signatures] : signatures.length > 0 ? signatures : [reflection];
  const url = candidates.map((r) => r.sources?.[0]?.url).find((u) => u !== undefined);
  return url ? {source: url} : {};
}

/**
 * The "Type Declaration" members of a variable or type alias page: its object type's, with
 * the anchors TypeDoc gives them; else, for an alias of a utility type over an object type
 * (`Partial<{ … }>`), the type argument's, with the ids the page's headings get.
 */
function typeDeclarationMembers(reflection: DeclarationReflection, context: ModelContext): TypeMember[] {
  if (!reflection.kindOf(ReflectionKind.Variable | ReflectionKind.TypeAlias)) return [];
  const type = reflection.type;
  if (type instanceof ReflectionType && type.declaration.children?.length)
    return type.declaration.children.map((child) => objectMember(child, context.anchorOf(child), context));
  // The page writes these headings without an id of their own: the site's slugger names them.
  const slugger = createSlugger();
  // (`downloading?` and `downloading` slug alike, so the optional mark is left out.)
  const bySlug = (children: readonly DeclarationReflection[]) =>
    children.map((child) => objectMember(child, slugger.slug(child.name), context));
  // typedoc-plugin-markdown lists an intersection's object types' members under one "Type
  // Declaration" (`Options & { database: …; remoteOptions?: … }`).
  if (type instanceof IntersectionType)
    return bySlug(
      type.types.flatMap((part) =>
        part instanceof ReflectionType && !part.declaration.signatures ? (part.declaration.children ?? []) : [],
      ),
    );
  if (!reflection.kindOf(ReflectionKind.TypeAlias)) return [];
  // Flagged as the utility type makes them (`Partial<{ downloading: boolean }>`: `downloading?`),
  // as the page's section shows them (theme.ts).
  return typeArgumentLiterals(type).flatMap((literal) =>
    asTypeArgumentOf(type, literal, () => bySlug(literal.children ?? [])),
  );
}

/** A group title's heading id, as the site's slugger makes it from a heading's text. */
const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');

/** A listener priority above every other listener's (TypeDoc runs higher ones first; the default is 0). */
const FIRST_LISTENER = 1_000;

export interface SectionModels {
  /** The section's models, filled while TypeDoc renders; written by `writePageModels`. */
  models: PageModel[];
}

/** Collects a model of every symbol page as TypeDoc renders it. */
export function collectPageModels(
  app: Application,
  section: Pick<ModelContext, 'sdk' | 'packageName' | 'packageVersion' | 'sourceUrlAt'> & {
    specifierOf(reflection: DeclarationReflection): string;
    /** A symbol page's marks, or (given) a member's: its history's new mark, its demos. */
    marksOf?(page: DeclarationReflection, member?: DeclarationReflection): Marks;
    hasValue?(reflection: DeclarationReflection): boolean;
    isDefaultExport?(reflection: DeclarationReflection): boolean;
  },
): SectionModels {
  const collected: SectionModels = {models: []};
  // The page as the theme wrote it, before any other listener adds to it (its front matter).
  const contents = new WeakMap<object, string>();
  app.renderer.on(
    MarkdownPageEvent.END,
    (event) => {
      const page = event as unknown as MarkdownPageEvent;
      contents.set(page, page.contents ?? '');
    },
    FIRST_LISTENER,
  );
  app.renderer.on(MarkdownPageEvent.END, (event) => {
    // typedoc-plugin-markdown emits its own page event type on TypeDoc's renderer.
    const page = event as unknown as MarkdownPageEvent;
    const reflection = page.model;
    const router = app.renderer.router;
    if (!isSymbolPage(reflection) || !router) return;
    collected.models.push(
      pageModelOf(reflection, {
        sdk: section.sdk,
        packageName: section.packageName,
        packageVersion: section.packageVersion,
        page: page.url,
        specifier: section.specifierOf(reflection),
        ...(section.hasValue?.(reflection) ? {value: true} : {}),
        ...(section.isDefaultExport?.(reflection) ? {defaultExport: true} : {}),
        urlOf: (target) => (router.hasUrl(target) ? router.getFullUrl(target) : undefined),
        anchorOf: (target) => (router.hasUrl(target) ? router.getAnchor(target) : undefined),
        sourceUrlAt: section.sourceUrlAt,
        ...(section.marksOf ? {marksOf: (member) => section.marksOf!(reflection, member)} : {}),
        blocks: signatureBlocksOf(page),
        bodyOf: (members) => bodyPieces(page, page.url, contents.get(page) ?? '', members),
      }),
    );
  });
  return collected;
}

/** Writes each model beside its page, checked against the schema first: a bad model stops generation. */
export function writePageModels(outDir: string, models: readonly PageModel[]): void {
  for (const model of models) {
    const checked = PageModelSchema.parse(model);
    fs.writeFileSync(path.join(outDir, pageModelPath(model.page)), JSON.stringify(checked));
  }
}
