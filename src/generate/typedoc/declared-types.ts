import ts from '../../typescript.cjs';
import {
  Converter,
  DeclarationReflection,
  IntrinsicType,
  type ParameterReflection,
  ReflectionKind,
  SignatureReflection,
  UnionType,
  type Application,
  type Context,
  type ProjectReflection,
  type Reflection,
  type SomeType,
  type TypeParameterReflection,
} from 'typedoc';

/**
 * Types as the declarations state them, as the compiler reports them for the member being read.
 *
 * TypeDoc converts parameter, return and property types from the *type* the checker computes,
 * using the annotation only as a hint. That loses what the declaration says: an alias of a
 * primitive (`last_op_id: OpId`) became `string`, an unexported alias its expansion
 * (`FetchImplementation`, `UseBaseQueryOptions<…>`), `ReturnType<typeof setTimeout>` became
 * `Timeout`. And for a member inherited from a generic base, the annotation names the base's
 * type parameters: `AbstractPowerSyncDatabase.registerListener(listener: Partial<T>)`,
 * although the class has no `T` and the compiler says `Partial<PowerSyncDBListener>`.
 *
 * So, for every annotated parameter, return type and property: when the member's type on
 * this class *is* its annotation's type, the type is converted from the annotation; when it
 * differs (inherited from a generic base), from the instantiated type the compiler reports.
 */
export function useDeclaredTypes(app: Application): void {
  removeReplacedTypesAtResolve(app);
  app.converter.on(Converter.EVENT_CREATE_SIGNATURE, (context, reflection, declaration, signature) => {
    if (!declaration || !signature || ts.isJSDocSignature(declaration)) return;
    const checker = context.checker;
    // The event's context may be scoped to the member or to its signature.
    const signatureContext = context.scope === reflection ? context : context.withScope(reflection);
    // TypeDoc lists a declared `this` parameter first; the checker keeps it apart from the others.
    const declaredThis = signature.thisParameter && reflection.parameters?.[0]?.name === 'this';
    const parameters = declaredThis
      ? [signature.thisParameter!, ...signature.getParameters()]
      : signature.getParameters();
    parameters.forEach((parameter, index) => {
      const target = reflection.parameters?.[index];
      const node = parameter.valueDeclaration;
      if (!target || !node || !ts.isParameter(node) || !node.type) return;
      const type = converted(
        signatureContext.withScope(target),
        checker.getTypeOfSymbol(parameter),
        node.type,
        ownerOf(reflection),
      );
      if (type) replaceType(context, target, optionalType(type, !!node.questionToken, node.type));
    });
    if (declaration.type && !checker.getTypePredicateOfSignature(signature)) {
      // A getter's signature is its declaring class's: its type on this class is the property's.
      const accessor = reflection.kindOf(ReflectionKind.GetSignature) ? reflection.parent : undefined;
      const accessorSymbol = accessor && context.getSymbolFromReflection(accessor);
      const returnType =
        accessor && accessorSymbol ? memberType(context, accessor, accessorSymbol) : signature.getReturnType();
      const type = converted(signatureContext, returnType, declaration.type, ownerOf(reflection));
      if (type) replaceType(context, reflection, type);
    }
  });

  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context: Context, reflection: DeclarationReflection) => {
    if (!reflection.kindOf(ReflectionKind.Property | ReflectionKind.Variable)) return;
    const symbol = context.getSymbolFromReflection(reflection);
    // A member of a mapped type (`extends Partial<WebSpecificOpenOptions>`) has the declaration
    // it maps, but not as its value declaration.
    const node = symbol?.valueDeclaration ?? (symbol?.declarations?.length === 1 ? symbol.declarations[0] : undefined);
    if (
      !symbol ||
      !node ||
      !(ts.isPropertyDeclaration(node) || ts.isPropertySignature(node) || ts.isVariableDeclaration(node)) ||
      !node.type
    )
      return;
    const type = converted(
      context.withScope(reflection),
      memberType(context, reflection, symbol),
      node.type,
      reflection.parent,
    );
    if (type) replaceType(context, reflection, optionalType(type, reflection.flags.isOptional, node.type));
  });

  // The parameters of a function type (`execute: (query: string, params?: any[] | undefined) =>
  // …`) are converted from their nodes, with no signature event, and TypeDoc leaves out the
  // `undefined` of an optional one: it is put back where written once TypeDoc has set the type.
  const writtenUndefined = new Map<ParameterReflection, number>();
  app.converter.on(Converter.EVENT_CREATE_PARAMETER, (context, parameter) => {
    const node = context.getSymbolFromReflection(parameter)?.valueDeclaration;
    if (!node || !ts.isParameter(node) || !node.questionToken || !node.type) return;
    const index = undefinedIndex(node.type);
    if (index >= 0) writtenUndefined.set(parameter, index);
  });
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, () => {
    for (const [parameter, index] of writtenUndefined)
      if (parameter.type) parameter.type = withUndefined(parameter.type, index);
    writtenUndefined.clear();
  });
}

/**
 * A property's type on the class or interface being converted: the symbol TypeDoc hands over
 * is the declaring one, so an inherited property is looked up on the owner's type.
 */
function memberType(context: Context, reflection: DeclarationReflection, symbol: ts.Symbol): ts.Type {
  const parent = reflection.parent;
  const owner =
    parent instanceof DeclarationReflection && parent.kindOf(ReflectionKind.ClassOrInterface)
      ? context.getSymbolFromReflection(parent)
      : undefined;
  const ownerType = owner && context.checker.getDeclaredTypeOfSymbol(owner);
  const inherited = ownerType && context.checker.getPropertyOfType(ownerType, symbol.name);
  return context.checker.getTypeOfSymbol(inherited ?? symbol);
}

/**
 * The annotation's conversion when it is the member's type, else the instantiated type's.
 * Only a member declared in another class or interface (inherited) can differ, so only those
 * are compared: printing both types costs more than the conversion.
 */
function converted(
  context: Context,
  type: ts.Type,
  annotation: ts.TypeNode,
  owner: Reflection | undefined,
): SomeType | undefined {
  if (ts.isTypePredicateNode(annotation)) return undefined;
  if (!declaredElsewhere(context, annotation, owner)) return context.converter.convertType(context, annotation);
  const annotated = context.checker.getTypeFromTypeNode(annotation);
  const sameType =
    type === annotated ||
    textOf(context.checker, context.checker.getNonNullableType(type)) ===
      textOf(context.checker, context.checker.getNonNullableType(annotated));
  return sameType ? context.converter.convertType(context, annotation) : context.converter.convertType(context, type);
}

/** Whether the annotation sits in a class or interface other than the one being converted. */
function declaredElsewhere(context: Context, annotation: ts.Node, owner: Reflection | undefined): boolean {
  let container: ts.Node | undefined = annotation.parent;
  while (
    container &&
    !ts.isClassLike(container) &&
    !ts.isInterfaceDeclaration(container) &&
    !ts.isSourceFile(container)
  )
    container = container.parent;
  if (!container || ts.isSourceFile(container) || !owner) return false;
  const ownerSymbol = owner instanceof DeclarationReflection ? context.getSymbolFromReflection(owner) : undefined;
  const containerName = (container as ts.ClassLikeDeclaration | ts.InterfaceDeclaration).name;
  const containerSymbol = containerName && context.checker.getSymbolAtLocation(containerName);
  return (
    !ownerSymbol ||
    !containerSymbol ||
    !ownerSymbol.declarations?.some((d) => containerSymbol.declarations?.includes(d))
  );
}

/** The class or interface a signature's member belongs to. */
const ownerOf = (signature: SignatureReflection): Reflection | undefined => signature.parent?.parent;

const textOf = (checker: ts.TypeChecker, type: ts.Type) =>
  checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);

/**
 * Our type in place of TypeDoc's, whose reflections (an object type's members) are removed
 * first, as TypeDoc asks of plugins that overwrite types. Left registered, they stay what
 * TypeDoc resolves a symbol to (the first reflection of the symbol): `{@link LogLevels.info}`
 * (v2's CreateLoggerOptions.minLevel) named the replaced type's `info`, a member no page
 * shows, and was written as code; `typeof fetch` named a replaced function type, and was not
 * a link.
 */
function replaceType(context: Context, owner: {type?: SomeType}, type: SomeType): void {
  replacedTypesOf(context.project).push(owner.type);
  owner.type = type;
}

/**
 * The replaced types' reflections are removed all at once when conversion ends, first thing at
 * EVENT_RESOLVE_BEGIN, before any link is resolved or plugin reads the project. TypeDoc's
 * removal walks a graph of every reference reflection of the project, which it builds again
 * whenever a reflection was registered since the last removal: removed one type at a time,
 * between conversions, every replacement built it again (vue-sdk: 5.5 of 13.6 CPU-seconds).
 * The removal itself is the same: it finds the owner holding another type by then, so only the
 * reflections go, as when the owner still held the type being replaced.
 */
const replacedTypes = new WeakMap<ProjectReflection, Array<SomeType | undefined>>();
const removingApps = new WeakSet<Application>();
/** Before every other handler of the event (TypeDoc's highest is 10,000, MergeModuleWithPlugin's). */
const REMOVAL_PRIORITY = 20_000;

function replacedTypesOf(project: ProjectReflection): Array<SomeType | undefined> {
  let types = replacedTypes.get(project);
  if (!types) replacedTypes.set(project, (types = []));
  return types;
}

function removeReplacedTypesAtResolve(app: Application): void {
  if (removingApps.has(app)) return;
  removingApps.add(app);
  app.converter.on(
    Converter.EVENT_RESOLVE_BEGIN,
    (context: Context) => {
      const types = replacedTypesOf(context.project);
      for (const type of types.splice(0)) context.project.removeTypeReflections(type);
    },
    REMOVAL_PRIORITY,
  );
}

/**
 * The `| undefined` that strict adds to an optional member is what its `?` already shows; one
 * its annotation writes (`params?: any[] | undefined`, `after?: OpId | undefined`) is part of the
 * type as declared, and kept. Only a type converted from the checker's (an inherited member of
 * a generic base) has an added one: an annotation's conversion has the members written.
 */
function optionalType(type: SomeType, optional: boolean, annotation: ts.TypeNode): SomeType {
  if (!optional || writesUndefined(annotation) || !(type instanceof UnionType)) return type;
  const kept = type.types.filter((member) => !isUndefined(member));
  return kept.length === 1 ? kept[0] : new UnionType(kept);
}

/** Where a union annotation names `undefined` (`T | undefined`: 1); -1 when it does not. */
function undefinedIndex(annotation: ts.TypeNode): number {
  let node = annotation;
  while (ts.isParenthesizedTypeNode(node)) node = node.type;
  return ts.isUnionTypeNode(node)
    ? node.types.findIndex((member) => member.kind === ts.SyntaxKind.UndefinedKeyword)
    : -1;
}

const writesUndefined = (annotation: ts.TypeNode) => undefinedIndex(annotation) >= 0;
const isUndefined = (type: SomeType) => type instanceof IntrinsicType && type.name === 'undefined';

/** The type with `undefined` as the `index`th member of its union, unless it has one. */
function withUndefined(type: SomeType, index: number): SomeType {
  const members = type instanceof UnionType ? [...type.types] : [type];
  if (members.some(isUndefined)) return type;
  members.splice(Math.min(index, members.length), 0, new IntrinsicType('undefined'));
  return new UnionType(members);
}

/**
 * Type parameters of signatures as declared. TypeDoc converts a signature's type parameters
 * from the checker's types, so a default or constraint reads as what it evaluates to:
 * `TError = Tanstack.DefaultError` (a conditional type apps can change through `Register`) read
 * `TError = Error`, and `Query extends WatchedQuery<ResultType> = WatchedQuery<ResultType>` had
 * every defaulted argument written out. Converted from the declaration instead, unless it sits
 * in another class or interface (an inherited member of a generic base: its text names the
 * base's type parameters).
 */
export function useDeclaredTypeParameters(app: Application): void {
  removeReplacedTypesAtResolve(app);
  app.converter.on(
    Converter.EVENT_CREATE_TYPE_PARAMETER,
    (context: Context, reflection: TypeParameterReflection, node?: ts.TypeParameterDeclaration) => {
      // With a node, TypeDoc converted the declaration itself.
      if (node) return;
      const declaration = context
        .getSymbolFromReflection(reflection)
        ?.declarations?.find((d): d is ts.TypeParameterDeclaration => ts.isTypeParameterDeclaration(d));
      if (!declaration) return;
      const owner = reflection.parent instanceof SignatureReflection ? ownerOf(reflection.parent) : undefined;
      if (declaredElsewhere(context, declaration, owner)) return;
      const scoped = context.withScope(reflection);
      if (declaration.constraint)
        replaceType(context, reflection, context.converter.convertType(scoped, declaration.constraint));
      if (declaration.default) {
        replacedTypesOf(context.project).push(reflection.default);
        reflection.default = context.converter.convertType(scoped, declaration.default);
      }
    },
  );
}
