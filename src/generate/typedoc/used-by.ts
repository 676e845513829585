/**
 * "Used by" on every type page (class, interface, type alias, enumeration): where a reader gets
 * one and what takes one, as Javadoc's `-use` pages answer it. Computed from the section's own
 * TypeDoc reflections, the same declarations its signatures are written from, so a list never
 * names a member the section does not document.
 *
 * - Returned by: methods, functions and hooks whose return type contains the type
 *   (`execute(): Promise<QueryResult>`), and constructors of a constructor type
 *   (`new PowerSyncDatabase(…): CommonPowerSyncDatabase`);
 * - Accepted by: parameters (an inline options object's properties included) that take it,
 *   constructors' included, own or inherited (`new TableV2(options: TableOptions)`);
 * - Extended by / Implemented by: the declarations that name it in `extends` / `implements`
 *   (direct only);
 * - Property of: properties and accessors whose type contains it.
 *
 * A member a declaration inherits is TypeDoc's copy of its base's, with the base member's source:
 * uses of one declared member are one entry, at the declaration that declares it when it has the
 * use itself, else at each heir none of whose bases has it: every heir of a base no page
 * documents (`TrackDiffOptions.hooks`), the first heir given a type argument that makes the use
 * (`extends BaseObserver<PowerSyncDBListener>`). A constructor is its declaration's own entry.
 *
 * `usesInProject` reads TypeDoc's model into plain uses; used-by-lists.ts groups them and writes
 * the Markdown the page and its twin share.
 */
import {
  DeclarationReflection,
  ReferenceType,
  ReflectionKind,
  ReflectionType,
  RendererEvent,
  type Application,
  type ProjectReflection,
  type Reflection,
  type SignatureReflection,
  type SomeType,
} from 'typedoc';
import {addPageBlock} from './page-blocks';
import {usedByIndex, usedBySection, type Use, type UsedBy, type UsedByGroup} from './used-by-lists';
import {writeBox} from './body-pieces';

export * from './used-by-lists';

/** The kinds of page that get the section. */
export const TYPE_PAGE_KINDS =
  ReflectionKind.Class | ReflectionKind.Interface | ReflectionKind.TypeAlias | ReflectionKind.Enum;

// ---------------------------------------------------------------------------------------
// TypeDoc's model → uses.

/**
 * Every declaration a type mentions, at any depth: type arguments (`Promise<QueryResult>`),
 * unions, arrays, and inline object and function types (an options literal's properties, a
 * callback's parameters). An enum member stands for its enum. Type parameters are not declarations.
 */
export function referencedDeclarations(type: SomeType | undefined, found = new Set<Reflection>()): Set<Reflection> {
  const visit = (part: SomeType | undefined) => referencedDeclarations(part, found);
  if (!type) return found;
  switch (type.type) {
    case 'reference': {
      const reflection = type.reflection;
      if (reflection && !type.refersToTypeParameter && !reflection.kindOf(ReflectionKind.TypeParameter))
        found.add(reflection.kindOf(ReflectionKind.EnumMember) && reflection.parent ? reflection.parent : reflection);
      type.typeArguments?.forEach(visit);
      break;
    }
    case 'array':
    case 'optional':
    case 'rest':
      visit(type.elementType);
      break;
    case 'union':
    case 'intersection':
      type.types.forEach(visit);
      break;
    case 'tuple':
      type.elements.forEach(visit);
      break;
    case 'namedTupleMember':
      visit(type.element);
      break;
    case 'conditional':
      [type.checkType, type.extendsType, type.trueType, type.falseType].forEach(visit);
      break;
    case 'indexedAccess':
      visit(type.objectType);
      visit(type.indexType);
      break;
    case 'mapped':
      [type.parameterType, type.templateType, type.nameType].forEach(visit);
      break;
    case 'predicate':
      visit(type.targetType);
      break;
    case 'query':
      visit(type.queryType);
      break;
    case 'typeOperator':
      visit(type.target);
      break;
    case 'inferred':
      visit(type.constraint);
      break;
    case 'templateLiteral':
      type.tail.forEach(([part]) => visit(part));
      break;
    case 'reflection': {
      const declaration = type.declaration;
      for (const child of declaration.children ?? []) memberTypes(child).forEach(visit);
      for (const signature of [...(declaration.signatures ?? []), ...(declaration.indexSignatures ?? [])]) {
        signature.parameters?.forEach((parameter) => visit(parameter.type));
        visit(signature.type);
      }
      break;
    }
    default:
      break;
  }
  return found;
}

/** The types a member is written with: its type, its accessors', its signatures' parameters and returns. */
function memberTypes(member: DeclarationReflection): SomeType[] {
  const signatures = [
    ...(member.signatures ?? []),
    ...(member.getSignature ? [member.getSignature] : []),
    ...(member.setSignature ? [member.setSignature] : []),
  ];
  return [
    ...(member.type ? [member.type] : []),
    ...signatures.flatMap((signature) => [
      ...(signature.parameters ?? []).flatMap((parameter) => (parameter.type ? [parameter.type] : [])),
      ...(signature.type ? [signature.type] : []),
    ]),
  ];
}

/**
 * Where a member is declared: TypeDoc's copies of an inherited member keep the base member's
 * source, so a member and its copies share it (and two base members of one name do not). A
 * member without a source (a package whose sources TypeDoc does not link, js-logger's) is
 * followed through `inheritedFrom` to the member it copies.
 */
function declarationLocation(member: DeclarationReflection): string {
  const source = member.sources?.[0];
  if (source) return `at:${source.fullFileName}:${source.line}:${source.character}`;
  let current: DeclarationReflection = member;
  for (let hops = 0; current.inheritedFrom && hops < 16; hops++) {
    const next = current.inheritedFrom.reflection;
    const declaration = next instanceof DeclarationReflection ? next : next?.parent;
    if (!(declaration instanceof DeclarationReflection) || declaration === current)
      return `inherited:${current.inheritedFrom.name.replace(/<.*>/, '')}`;
    current = declaration;
  }
  return `#${current.id}`;
}

/**
 * The declarations a class or interface extends or implements, directly or through their bases
 * and through a base's type arguments (`extends Partial<StreamingSyncImplementationListener>`):
 * a copy is not listed when its owner's base has the use, since TypeDoc does not mark every
 * copy as inherited (one through a utility type is not).
 */
const basesCache = new WeakMap<Reflection, Set<Reflection>>();
function basesOf(owner: DeclarationReflection): Set<Reflection> {
  const cached = basesCache.get(owner);
  if (cached) return cached;
  const found = new Set<Reflection>();
  basesCache.set(owner, found);
  const visit = (type: SomeType | undefined) => {
    if (!(type instanceof ReferenceType)) return;
    const reflection = type.reflection;
    if (reflection instanceof DeclarationReflection && reflection !== owner && !found.has(reflection)) {
      found.add(reflection);
      for (const base of basesOf(reflection)) found.add(base);
    }
    type.typeArguments?.forEach(visit);
  };
  for (const base of [...(owner.extendedTypes ?? []), ...(owner.implementedTypes ?? [])]) visit(base);
  return found;
}

/**
 * The signatures of a property written as a function type (`execute: (sql: string) => Promise<QueryResult>`,
 * as interfaces declare methods): the page shows it called, so it returns and accepts as a method does.
 */
function functionTypeSignatures(type: SomeType | undefined): readonly SignatureReflection[] | undefined {
  if (!(type instanceof ReflectionType)) return undefined;
  const {signatures, children, indexSignatures} = type.declaration;
  return signatures?.length && !children?.length && !indexSignatures?.length ? signatures : undefined;
}

const CALLABLE_OWNERS = ReflectionKind.Function;
const OWNERS = ReflectionKind.Class | ReflectionKind.Interface | ReflectionKind.TypeAlias;

/** The uses of every declaration in a section's project. */
export function usesInProject(project: ProjectReflection): Use<Reflection>[] {
  const uses: Use<Reflection>[] = [];
  const add = (
    group: UsedByGroup,
    types: Iterable<SomeType | undefined>,
    base: Omit<Use<Reflection>, 'group' | 'target'>,
  ) => {
    const targets = new Set<Reflection>();
    for (const type of types) referencedDeclarations(type, targets);
    for (const target of targets) uses.push({...base, group, target});
  };
  const signatureUses = (
    signatures: readonly SignatureReflection[],
    base: Omit<Use<Reflection>, 'group' | 'target'>,
    returns: boolean,
  ) => {
    for (const signature of signatures) {
      if (returns) add('returnedBy', [signature.type], base);
      for (const parameter of signature.parameters ?? [])
        add('acceptedBy', [parameter.type], {...base, parameter: parameter.name});
    }
  };

  // A constructor accepts its parameters, and returns what a constructor type's construct
  // signature names (`new PowerSyncDatabase(…): CommonPowerSyncDatabase`), never its own class.
  const constructorUses = (
    signatures: readonly SignatureReflection[],
    owner: Reflection,
    base: Omit<Use<Reflection>, 'group' | 'target'>,
  ) => {
    signatureUses(signatures, base, false);
    for (const signature of signatures) {
      const returned = referencedDeclarations(signature.type);
      returned.delete(owner);
      for (const target of returned) uses.push({...base, group: 'returnedBy', target});
    }
  };

  for (const owner of project.getReflectionsByKind(OWNERS)) {
    if (!(owner instanceof DeclarationReflection)) continue;
    for (const [group, bases] of [
      ['extendedBy', owner.extendedTypes],
      ['implementedBy', owner.implementedTypes],
    ] as const)
      for (const base of bases ?? [])
        if (base instanceof ReferenceType && base.reflection)
          uses.push({group, target: base.reflection, site: owner, label: owner.name, identity: `#${owner.id}`});

    // A type alias of an object literal documents its properties as members; of a function type, its signatures.
    const literal = owner.type instanceof ReflectionType ? owner.type.declaration : undefined;
    if (literal?.signatures?.length)
      signatureUses(literal.signatures, {site: owner, label: owner.name, identity: `#${owner.id}`}, true);
    for (const member of [...(owner.children ?? []), ...(literal?.children ?? [])]) {
      const isConstructor = member.kindOf(ReflectionKind.Constructor);
      // `new TableV2(…)` is not `new Table(…)`: each declaration's constructor is its own entry,
      // inherited or not. Other members are one per declared member (used-by-lists.ts `listedUses`).
      const base = isConstructor
        ? {site: member, label: `new ${owner.name}`, identity: `#${owner.id}:new`}
        : {
            site: member,
            label: `${owner.name}.${member.name}`,
            identity: declarationLocation(member),
            owner: owner as Reflection,
            ownerBases: basesOf(owner),
            inherited: Boolean(member.inheritedFrom),
          };
      const signatures = member.signatures?.length ? member.signatures : functionTypeSignatures(member.type);
      if (isConstructor && signatures?.length) constructorUses(signatures, owner, base);
      else if (signatures?.length) signatureUses(signatures, base, true);
      else add('propertyOf', memberTypes(member), base);
    }
  }

  for (const fn of project.getReflectionsByKind(CALLABLE_OWNERS))
    if (fn instanceof DeclarationReflection && fn.signatures)
      signatureUses(fn.signatures, {site: fn, label: fn.name, identity: `#${fn.id}`}, true);
  return uses;
}

/** A router URL with only its last fragment, as typedoc-plugin-markdown's `urlTo` writes links. */
const lastFragment = (url: string) => {
  const [base, ...fragments] = url.split('#');
  return fragments.length ? `${base}#${fragments.at(-1)}` : base;
};

/**
 * Ends every type page of the section with "Used by" (typedoc-plugin-markdown's `content.end`
 * hook): the index is computed once the project
 * is final (as rendering begins), and each page's links are the router's, as every other link
 * of the page.
 */
export function addUsedBySections(app: Application): void {
  let index = new Map<Reflection, UsedBy<Reflection>>();
  app.renderer.on(RendererEvent.BEGIN, (event) => {
    index = usedByIndex(usesInProject(event.project));
  });
  addPageBlock(app, 'content.end', ({page}) => {
    const model = page.model;
    if (!(model instanceof DeclarationReflection) || !model.kindOf(TYPE_PAGE_KINDS)) return '';
    const router = app.renderer.router;
    return usedBySection(
      index.get(model),
      (site) => (router?.hasUrl(site) ? lastFragment(router.relativeUrl(model, site)) || undefined : undefined),
      // A long group's collapsed rest, kept for the page's model as a box (body-pieces.ts).
      (box) => writeBox(page, undefined, box),
    );
  });
}
