/**
 * One page for an interface merged with a const of a constructor type.
 *
 * Since @powersync/common 2.0.0 the SDKs declare their database as
 * `interface PowerSyncDatabase extends CommonPowerSyncDatabase {}` beside
 * `const PowerSyncDatabase: PowerSyncDatabaseConstructor<WebPowerSyncDatabaseOptions>`: one
 * name, a type and the value an app calls `new` on. TypeDoc documents them as an interface
 * (every member, no description) and a variable (the description, no member), on two pages.
 * Here they are one interface page, reached by the interface's route: the const's doc comment
 * (description and examples), a Constructors group with each construct signature of the const's
 * type as the compiler instantiates it (`new PowerSyncDatabase(options: WebPowerSyncDatabaseOptions):
 * CommonPowerSyncDatabase`), then the interface's members. The variable's page is not generated;
 * its route, which earlier builds shipped, is recorded to lead to the merged page
 * (`redirects`, written by generate.ts). Its import line imports the value (`import {
 * PowerSyncDatabase }`), as constructing it needs.
 */
import ts from '../../typescript.cjs';
import {
  Comment,
  ContainerReflection,
  Converter,
  DeclarationReflection,
  ParameterReflection,
  ReflectionFlag,
  ReflectionKind,
  SignatureReflection,
  type Application,
  type Context,
} from 'typedoc';

/** After the entry modules are merged into the project (entry-points.ts). */
const AFTER_MERGE = 4_000;

export interface MergedDeclarations {
  /** Whether the page of `reflection` is an interface merged with a constructor const. */
  hasValue(reflection: DeclarationReflection): boolean;
  /** Names of the merged symbols whose variable pages lead to their interface pages. */
  readonly names: ReadonlySet<string>;
}

/** The construct signatures of a const merged with an interface of the same name; none otherwise. */
export function mergedConstructSignatures(checker: ts.TypeChecker, symbol: ts.Symbol): readonly ts.Signature[] {
  if (!(symbol.flags & ts.SymbolFlags.Interface) || !(symbol.flags & ts.SymbolFlags.Variable)) return [];
  const declaration = symbol.valueDeclaration;
  if (!declaration || !ts.isVariableDeclaration(declaration)) return [];
  return checker.getTypeOfSymbolAtLocation(symbol, declaration).getConstructSignatures();
}

export function mergeConstructorVariables(app: Application): MergedDeclarations {
  const merged = new WeakSet<DeclarationReflection>();
  const names = new Set<string>();

  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (!reflection.kindOf(ReflectionKind.Interface)) return;
    const symbol = context.getSymbolFromReflection(reflection);
    const signatures = symbol ? mergedConstructSignatures(context.checker, symbol) : [];
    if (signatures.length === 0) return;
    addConstructor(context.withScope(reflection), reflection, signatures);
    merged.add(reflection);
  });

  app.converter.on(
    Converter.EVENT_RESOLVE_BEGIN,
    (context) => {
      for (const page of context.project.getReflectionsByKind(ReflectionKind.Interface)) {
        if (!(page instanceof DeclarationReflection) || !merged.has(page)) continue;
        const parent = page.parent;
        const variable =
          parent instanceof ContainerReflection
            ? parent.getChildrenByKind(ReflectionKind.Variable).find((child) => child.name === page.name)
            : undefined;
        if (!variable) continue;
        takeComment(page, variable);
        context.project.removeReflection(variable);
        names.add(page.name);
      }
    },
    AFTER_MERGE,
  );

  return {hasValue: (reflection) => merged.has(reflection), names};
}

/**
 * The const carries the doc comment (`A PowerSync database which…`, its example); the interface
 * at most a modifier (`@public` in @powersync/node). The interface's own words stay first.
 */
function takeComment(page: DeclarationReflection, variable: DeclarationReflection): void {
  const theirs = variable.comment?.clone();
  if (!theirs) return;
  const own = page.comment;
  if (!own) {
    page.comment = theirs;
    return;
  }
  if (!Comment.combineDisplayParts(own.summary).trim()) own.summary = theirs.summary;
  own.blockTags.push(...theirs.blockTags.filter((tag) => !own.blockTags.some((mine) => mine.tag === tag.tag)));
  for (const modifier of theirs.modifierTags) own.modifierTags.add(modifier);
}

/** A Constructors group on the interface: each construct signature, its types as the compiler instantiates them. */
function addConstructor(context: Context, owner: DeclarationReflection, signatures: readonly ts.Signature[]): void {
  // No symbol: the construct signature's own (`new` of PowerSyncDatabaseConstructor) belongs to its interface's page.
  const constructor = context.createDeclarationReflection(
    ReflectionKind.Constructor,
    undefined,
    undefined,
    'constructor',
  );
  context.finalizeDeclarationReflection(constructor);
  const scope = context.withScope(constructor);
  constructor.signatures = signatures.map((signature) => {
    const reflection = new SignatureReflection(owner.name, ReflectionKind.ConstructorSignature, constructor);
    const inSignature = scope.withScope(reflection);
    const node = signature.getDeclaration() as ts.SignatureDeclaration | undefined;
    if (node) reflection.comment = scope.getSignatureComment(node);
    reflection.parameters = signature.parameters.map((parameter) => {
      const result = new ParameterReflection(parameter.name, ReflectionKind.Parameter, reflection);
      const parameterNode = parameter.valueDeclaration as ts.ParameterDeclaration | undefined;
      const type = parameterNode
        ? scope.checker.getTypeOfSymbolAtLocation(parameter, parameterNode)
        : scope.checker.getTypeOfSymbol(parameter);
      result.type = scope.converter.convertType(inSignature.withScope(result), type);
      if (parameterNode?.questionToken || parameterNode?.initializer) result.setFlag(ReflectionFlag.Optional, true);
      if (parameterNode?.dotDotDotToken) result.setFlag(ReflectionFlag.Rest, true);
      scope.registerReflection(result, parameter);
      return result;
    });
    reflection.type = scope.converter.convertType(inSignature, signature.getReturnType());
    scope.registerReflection(reflection, undefined);
    // Plugins that read signatures (sources, comments) see this one as any other.
    scope.converter.trigger(Converter.EVENT_CREATE_SIGNATURE, scope, reflection, node, signature);
    return reflection;
  });
}
