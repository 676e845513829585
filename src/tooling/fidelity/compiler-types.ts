/**
 * What the TypeScript compiler says each documented declaration's types are, under `strict`,
 * for the fidelity check (tests/site/fidelity.test.ts). Independent of TypeDoc on purpose:
 * it reads the package's declarations with the compiler alone, so a generator that drops
 * `| null`, loses a peer's types to `any` or renders the wrong declaration is caught.
 */
import ts from '../../typescript.cjs';
import {everyDeclarationDeprecated, pageDeclarations} from './deprecations';
import {
  docCommentExamples,
  docCommentOpenings,
  isPrivateDeclaration,
  memberDocOpening,
  type DocCommentExample,
} from './doc-comments';
// The generator's rules for which variables get function pages and which merge into an
// interface page (not type computations).
import {isDeclaredAsFunctionType} from '../../generate/typedoc/declared-functions';
import {mergedConstructSignatures} from '../../generate/typedoc/merged-declarations';
import {hostSharingDeclarationFiles} from '../shared-declaration-files';

export interface ParameterTypes {
  name: string;
  type: string;
  optional: boolean;
  rest: boolean;
  /** The type printed by the compiler, not its annotation as written (DeclaredShape). */
  printed?: true;
}

/** Declarations of a generic type by name: its type parameters and the text of each default. */
export type TypeArgumentDefaults = (
  name: string,
) => ReadonlyArray<{parameters: readonly string[]; defaults: readonly (string | undefined)[]}> | undefined;

/** A type parameter with the texts of its constraint and default, when it declares them. */
export interface TypeParameterTexts {
  name: string;
  constraint?: string;
  default?: string;
}

/**
 * One documented signature or value of a declaration, as type texts. `printed` (`returnsPrinted`)
 * marks a type the compiler printed rather than an annotation as written: in it, an optional
 * parameter of a function type reads `x?: T | undefined` whether or not its declaration writes
 * the `undefined` (rendered-types.ts compares those leniently).
 */
export type DeclaredShape =
  | {
      kind: 'signature';
      typeParameters: TypeParameterTexts[];
      parameters: ParameterTypes[];
      returns?: string;
      returnsPrinted?: true;
    }
  | {kind: 'value'; type: string; optional: boolean; printed?: true}
  | {kind: 'alias'; type: string};

export interface DeclaredSymbol {
  name: string;
  /** Folder of the symbol's page: classes, interfaces, functions, type-aliases, variables, enumerations. */
  folder: string;
  /** Every folder one of its declarations belongs in (an interface merged with a const: two). */
  folders: string[];
  /** Exported as its entry point's `default` only: imported without braces. */
  defaultExport: boolean;
  /** The symbol's own shapes (functions, variables, type aliases). */
  shapes: DeclaredShape[];
  /** Members of classes and interfaces, by name. */
  members: Map<string, DeclaredShape[]>;
  /**
   * Members of a type alias's object type, by name, as the compiler reports them
   * (`Partial<{ downloading: boolean }>` has an optional `downloading`): checked where its page
   * documents them. A member two parts of an intersection declare is left out: the page
   * documents each part's declaration, the compiler reports their intersection.
   */
  typeMembers: Map<string, DeclaredShape[]>;
  /** Whether its own doc comment says `@internal` (the page then says "Internal"). */
  internal: boolean;
  /** Whether the declarations its page documents are `@deprecated` (deprecations.ts). */
  deprecated: boolean;
  /** Each member of a class, interface or enum by its page name: whether it is `@deprecated`. */
  memberDeprecations: Map<string, boolean>;
  /**
   * The opening words of its and its members' doc comments, inherited members' included, and
   * for a member without one, of the comment quick info shows for it (doc-comments.ts).
   */
  comments: string[];
  /** The lines of each `@example` of it and its members, inherited ones included (doc-comments.ts). */
  examples: DocCommentExample[];
}

const FORMAT =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope |
  ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;

/**
 * A program over a package's entry points with the site's compiler options, forced to `strict`.
 * Its declaration files (TypeScript's lib and the install's) are parsed once a process, shared
 * with every other program over them (shared-declaration-files.ts).
 */
export function strictProgram(entryPoints: string | string[], options: ts.CompilerOptions): ts.Program {
  const strict = {...options, strict: true, noEmit: true};
  return ts.createProgram([entryPoints].flat(), strict, hostSharingDeclarationFiles(strict));
}

/** Parses tsconfig-style compiler options (strings like `'bundler'`) into compiler enums. */
export function compilerOptions(json: Record<string, unknown>): ts.CompilerOptions {
  const {options, errors} = ts.convertCompilerOptionsFromJson(json, '/');
  if (errors.length) throw new Error(ts.flattenDiagnosticMessageText(errors[0].messageText, '\n'));
  return options;
}

export function declaredSymbols(program: ts.Program, entryPoint: string): DeclaredSymbol[] {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entryPoint);
  const module = source && checker.getSymbolAtLocation(source);
  if (!module) throw new Error(`${entryPoint}: not a module`);
  const text = (type: ts.Type, at: ts.Node | undefined, flags = 0) =>
    withExportedNames(checker.typeToString(type, at, FORMAT | flags), at, checker);
  /**
   * The compiler's text for a declaration's type: its annotation when the annotation *is* that
   * type (as quick info shows it: `RequiredPowerSyncConnectionOptions`, not the expansion the
   * alias stands for), else the type printed (inherited members of generic bases, inferred types).
   * The page must show an optional member's type as declared: `after?: OpId | undefined` where the
   * annotation writes the `undefined`, `next?: OpId` where it does not. A printed type has the
   * `undefined` that strict adds for `?` either way: it is left out unless the annotation writes one.
   */
  const typeText = (
    type: ts.Type,
    annotation: ts.TypeNode | undefined,
    at: ts.Node | undefined,
    optional = false,
  ): {type: string; printed?: true} => {
    if (annotation && checker.getTypeFromTypeNode(annotation) === type)
      return {type: declaredText(annotation, checker)};
    const printed = text(type, at);
    const declared = optional && !(annotation && writesUndefined(annotation)) ? withoutUndefined(printed) : printed;
    return {type: declared, printed: true};
  };

  const signatureShape = (signature: ts.Signature, at: ts.Node | undefined): DeclaredShape => ({
    kind: 'signature',
    // As declared (quick info shows `TError = DefaultError`, not the `Error` it evaluates to).
    typeParameters: (signature.typeParameters ?? []).map((p) =>
      typeParameterTexts(p.symbol.name, p.symbol.declarations?.find(ts.isTypeParameterDeclaration), checker),
    ),
    // A declared `this` parameter is part of the signature (quick info shows it), though not of `parameters`.
    parameters: [...(signature.thisParameter ? [signature.thisParameter] : []), ...signature.parameters].map(
      (parameter) => {
        const declaration = parameter.valueDeclaration as ts.ParameterDeclaration | undefined;
        const optional = !!declaration && checker.isOptionalParameter(declaration);
        return {
          name: parameter.name,
          ...typeText(declaredParameterType(parameter, declaration), declaration?.type, at, optional),
          optional,
          rest: !!declaration?.dotDotDotToken,
        };
      },
    ),
    ...returnText(signature, at),
  });
  // `value is T` is what a type guard returns, not the `boolean` it widens to.
  const returnText = (signature: ts.Signature, at: ts.Node | undefined): {returns: string; returnsPrinted?: true} => {
    const predicate = checker.getTypePredicateOfSignature(signature);
    if (predicate) return {returns: checker.typePredicateToString(predicate, at, FORMAT)};
    const declaration = signature.getDeclaration() as ts.SignatureDeclaration | undefined;
    const {type, printed} = typeText(signature.getReturnType(), declaration?.type, at);
    return printed ? {returns: type, returnsPrinted: printed} : {returns: type};
  };

  const shapesOf = (symbol: ts.Symbol, at: ts.Node | undefined): DeclaredShape[] => {
    // A type alias is what its declaration says (as in the compiler's quick info), not its expansion.
    const alias = symbol.declarations?.find(ts.isTypeAliasDeclaration);
    if (alias) return [{kind: 'alias', type: declaredText(alias.type, checker)}];
    const type = checker.getTypeOfSymbol(symbol);
    if (isMethodOfEveryPart(symbol))
      return uniqueShapes(type.getCallSignatures().map((signature) => signatureShape(signature, at)));
    const callable =
      symbol.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Method) || isDeclaredAsFunctionType(symbol);
    if (callable) return type.getCallSignatures().map((signature) => signatureShape(signature, at));
    const optional = !!(symbol.flags & ts.SymbolFlags.Optional);
    const annotated = symbol.declarations?.find(
      (d): d is ts.PropertySignature | ts.PropertyDeclaration | ts.VariableDeclaration | ts.GetAccessorDeclaration =>
        ts.isPropertySignature(d) ||
        ts.isPropertyDeclaration(d) ||
        ts.isVariableDeclaration(d) ||
        ts.isGetAccessorDeclaration(d),
    );
    const annotation = annotated?.type;
    const declared = annotation && optional ? checker.getTypeFromTypeNode(annotation) : type;
    return [
      {
        kind: 'value',
        ...typeText(
          optional && annotation && removesToAnnotation(type, declared) ? declared : type,
          annotation,
          at,
          optional,
        ),
        optional,
      },
    ];
  };

  /**
   * A member of an intersection (a mixin's object type and a class) that every part declares as
   * a method: the compiler gives it the intersection of the methods' types, and its quick info
   * calls it a method, with each part's signature as an overload. The parts' signatures are often
   * the same (`registerListener` of a mixin and of BaseObserver): a page shows such a signature once.
   */
  const isMethodOfEveryPart = (symbol: ts.Symbol) => {
    if (!(symbol.flags & ts.SymbolFlags.Transient)) return false;
    const roots = checker.getRootSymbols(symbol);
    return roots.length > 1 && roots.every((root) => root.flags & ts.SymbolFlags.Method);
  };

  // An optional parameter's or property's type includes `undefined` under strict; its annotation
  // may not: the annotation, as written, is then the declared type (`| undefined` or not).
  const removesToAnnotation = (type: ts.Type, annotated: ts.Type) =>
    type === annotated || checker.getNonNullableType(type) === checker.getNonNullableType(annotated);
  const declaredParameterType = (parameter: ts.Symbol, declaration: ts.ParameterDeclaration | undefined) => {
    const type = checker.getTypeOfSymbol(parameter);
    if (!declaration?.type || !declaration.questionToken) return type;
    const annotated = checker.getTypeFromTypeNode(declaration.type);
    return removesToAnnotation(type, annotated) ? annotated : type;
  };

  const result: DeclaredSymbol[] = [];
  for (const {symbol, name, defaultExport, folder} of documentedExports(checker, module)) {
    const at = symbol.declarations?.[0];
    const members = new Map<string, DeclaredShape[]>();
    const memberDeclarations: ts.Declaration[] = [];
    const memberOpenings: string[] = [];
    const memberDeprecations = new Map<string, boolean>();
    // A static and an instance member of one name are one entry: deprecated only if both are.
    const noteDeprecation = (name: string, declarations: readonly ts.Declaration[]) =>
      memberDeprecations.set(name, everyDeclarationDeprecated(declarations) && (memberDeprecations.get(name) ?? true));
    // A class's constructor: its overloads, each of which may be deprecated alone.
    if (symbol.flags & ts.SymbolFlags.Class)
      noteDeprecation('constructor', symbol.members?.get(ts.InternalSymbolName.Constructor)?.declarations ?? []);
    if (symbol.flags & ts.SymbolFlags.Enum)
      for (const member of symbol.exports?.values() ?? [])
        noteDeprecation(memberName(member.name), member.declarations ?? []);
    if (symbol.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface)) {
      const instance = checker.getDeclaredTypeOfSymbol(symbol);
      const statics =
        symbol.flags & ts.SymbolFlags.Class ? checker.getPropertiesOfType(checker.getTypeOfSymbol(symbol)) : [];
      for (const member of [...checker.getPropertiesOfType(instance), ...statics]) {
        if (member.name === 'prototype' || isPrivate(member)) continue;
        const memberAt = member.declarations?.[0] ?? at;
        members.set(memberName(member.name), shapesOf(member, memberAt));
        const declarations = (member.declarations ?? []).filter(
          (declaration) => !program.isSourceFileDefaultLibrary(declaration.getSourceFile()),
        );
        memberDeclarations.push(...declarations);
        noteDeprecation(memberName(member.name), declarations);
        const opening = declarations.length > 0 ? memberDocOpening(member, checker) : undefined;
        if (opening) memberOpenings.push(opening);
      }
    }
    const typeMembers = new Map<string, DeclaredShape[]>();
    if (symbol.flags & ts.SymbolFlags.TypeAlias)
      for (const member of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol))) {
        const [only, ...more] = member.declarations ?? [];
        if (only && more.length === 0) typeMembers.set(memberName(member.name), shapesOf(member, only));
      }
    // An interface merged with a const of a constructor type is built with `new`: its page shows how.
    const constructs = mergedConstructSignatures(checker, symbol);
    if (constructs.length > 0)
      members.set(
        'constructor',
        constructs.map((signature) => signatureShape(signature, symbol.valueDeclaration)),
      );
    const ownShapes =
      folder === 'classes' || folder === 'interfaces' || folder === 'enumerations' ? [] : shapesOf(symbol, at);
    const internal = (symbol.declarations ?? []).some((d) =>
      ts.getJSDocTags(d).some((t) => t.tagName.text === 'internal'),
    );
    const comments = [...new Set([...docCommentOpenings(symbol.declarations ?? []), ...memberOpenings])];
    const examples = docCommentExamples(symbol.declarations ?? [], memberDeclarations);
    result.push({
      name,
      defaultExport,
      folder,
      folders: foldersOf(symbol),
      shapes: ownShapes,
      members,
      typeMembers,
      internal,
      deprecated: everyDeclarationDeprecated(pageDeclarations(symbol, folder)),
      memberDeprecations,
      comments,
      examples,
    });
  }
  return result;
}

/**
 * Every generic interface, class and type alias the program declares (its libraries included),
 * by name, with its type parameters and their defaults: what a type may leave out
 * (rendered-types.ts typesAgree).
 */
export function typeArgumentDefaults(program: ts.Program): TypeArgumentDefaults {
  const byName = new Map<string, {parameters: string[]; defaults: (string | undefined)[]}[]>();
  const visit = (statements: readonly ts.Statement[], file: ts.SourceFile) => {
    for (const statement of statements) {
      if (ts.isModuleDeclaration(statement)) {
        let body = statement.body;
        while (body && ts.isModuleDeclaration(body)) body = body.body;
        if (body && ts.isModuleBlock(body)) visit(body.statements, file);
        continue;
      }
      if (
        !(
          ts.isInterfaceDeclaration(statement) ||
          ts.isClassDeclaration(statement) ||
          ts.isTypeAliasDeclaration(statement)
        ) ||
        !statement.name ||
        !statement.typeParameters
      )
        continue;
      const entry = {
        parameters: statement.typeParameters.map((p) => p.name.text),
        defaults: statement.typeParameters.map((p) => p.default?.getText(file)),
      };
      byName.set(statement.name.text, [...(byName.get(statement.name.text) ?? []), entry]);
    }
  };
  for (const file of program.getSourceFiles()) visit(file.statements, file);
  return (name) => byName.get(name);
}

export function typeParameterTexts(
  name: string,
  declaration: ts.TypeParameterDeclaration | undefined,
  checker?: ts.TypeChecker,
): TypeParameterTexts {
  return {
    name,
    ...(declaration?.constraint ? {constraint: declaredText(declaration.constraint, checker)} : {}),
    ...(declaration?.default ? {default: declaredText(declaration.default, checker)} : {}),
  };
}

const uniqueShapes = (shapes: DeclaredShape[]) => [
  ...new Map(shapes.map((shape) => [JSON.stringify(shape), shape])).values(),
];

/** Whether an annotation is a union that writes `undefined` (`OpId | undefined`). */
function writesUndefined(annotation: ts.TypeNode): boolean {
  let node = annotation;
  while (ts.isParenthesizedTypeNode(node)) node = node.type;
  return ts.isUnionTypeNode(node) && node.types.some((member) => member.kind === ts.SyntaxKind.UndefinedKeyword);
}

/** A printed type without the `undefined` member of its union (`string | undefined` → `string`). */
function withoutUndefined(typeText: string): string {
  const file = ts.createSourceFile('type.ts', `type T = ${typeText};`, ts.ScriptTarget.Latest, true);
  const statement = file.statements[0];
  const node = statement && ts.isTypeAliasDeclaration(statement) ? statement.type : undefined;
  if (!node || !ts.isUnionTypeNode(node)) return typeText;
  const kept = node.types.filter((member) => member.kind !== ts.SyntaxKind.UndefinedKeyword);
  return kept.length === 0 || kept.length === node.types.length
    ? typeText
    : kept.map((member) => member.getText(file)).join(' | ');
}

/** A type as its declaration writes it, with the exported names of types it imports under another name. */
function declaredText(node: ts.Node, checker: ts.TypeChecker | undefined): string {
  return withExportedNames(node.getText(), node, checker);
}

/**
 * Type text written in, or printed for, a declaration file, with each type the file imports
 * under a local name (`import {LockContext as PowerSyncLockContext}`, `import Lock from
 * 'async-lock'` for the class `AsyncLock`) named as its package exports or declares it: the
 * local name is the file's, not part of the type (a reader's compiler prints the other), and a
 * page names (and links) that type.
 */
function withExportedNames(text: string, at: ts.Node | undefined, checker: ts.TypeChecker | undefined): string {
  const renamed = at && importRenames(at.getSourceFile(), checker);
  if (!renamed?.size) return text;
  return text.replace(/(?<![\w$.])[A-Za-z_$][\w$]*/g, (name) => renamed.get(name) ?? name);
}

const renamesByFile = new WeakMap<ts.SourceFile, Map<string, string>>();
function importRenames(file: ts.SourceFile, checker: ts.TypeChecker | undefined): Map<string, string> {
  let renames = renamesByFile.get(file);
  if (renames) return renames;
  renames = new Map();
  for (const statement of file.statements) {
    const clause = ts.isImportDeclaration(statement) ? statement.importClause : undefined;
    // A default import's local name is the file's choice: the type is named as its declaration names it.
    const declared = clause?.name && checker?.getSymbolAtLocation(clause.name);
    const target = declared && declared.flags & ts.SymbolFlags.Alias ? checker!.getAliasedSymbol(declared) : undefined;
    if (clause?.name && target && target.name !== 'default' && target.name !== clause.name.text)
      renames.set(clause.name.text, target.name);
    const bindings = clause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements)
      if (element.propertyName) renames.set(element.name.text, element.propertyName.text);
  }
  renamesByFile.set(file, renames);
  return renames;
}

/** The exports of a module that have a page: each symbol once, under the name it is documented by, with its page's folder. */
function documentedExports(checker: ts.TypeChecker, module: ts.Symbol) {
  const exports = checker.getExportsOfModule(module);
  const resolve = (exported: ts.Symbol) =>
    exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  return exports.flatMap((exported) => {
    const symbol = resolve(exported);
    // `export default Pool` beside `export class Pool`: one symbol, documented under its name.
    const defaultExport = exported.name === 'default';
    if (defaultExport && exports.some((other) => other !== exported && resolve(other) === symbol)) return [];
    const folder = folderOf(symbol);
    return folder ? [{symbol, name: defaultExport ? symbol.name : exported.name, defaultExport, folder}] : [];
  });
}

/**
 * Each export of an entry point with the page folder of its kind and every folder its
 * declarations belong in (`PowerSyncDatabase` of 2.x: interfaces and variables): what a kind
 * folder of a path should be, without the shapes `declaredSymbols` works out.
 */
export function exportedFolders(
  program: ts.Program,
  entryPoint: string,
): Array<{name: string; folder: string; folders: string[]}> {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entryPoint);
  const module = source && checker.getSymbolAtLocation(source);
  if (!module) throw new Error(`${entryPoint}: not a module`);
  return documentedExports(checker, module).map(({symbol, name, folder}) => ({
    name,
    folder,
    folders: foldersOf(symbol),
  }));
}

function folderOf(symbol: ts.Symbol): string | undefined {
  if (symbol.flags & ts.SymbolFlags.Class) return 'classes';
  if (symbol.flags & ts.SymbolFlags.Interface) return 'interfaces';
  if (symbol.flags & ts.SymbolFlags.Enum) return 'enumerations';
  if (symbol.flags & ts.SymbolFlags.Function) return 'functions';
  if (symbol.flags & ts.SymbolFlags.TypeAlias) return 'type-aliases';
  if (symbol.flags & ts.SymbolFlags.Variable) return isDeclaredAsFunctionType(symbol) ? 'functions' : 'variables';
  return undefined;
}

/** The folder of each kind of declaration a symbol merges (an interface and a const of the same name). */
function foldersOf(symbol: ts.Symbol): string[] {
  const folders: Array<[ts.SymbolFlags, string]> = [
    [ts.SymbolFlags.Class, 'classes'],
    [ts.SymbolFlags.Interface, 'interfaces'],
    [ts.SymbolFlags.Enum, 'enumerations'],
    [ts.SymbolFlags.Function, 'functions'],
    [ts.SymbolFlags.TypeAlias, 'type-aliases'],
    [ts.SymbolFlags.Variable, isDeclaredAsFunctionType(symbol) ? 'functions' : 'variables'],
  ];
  return [...new Set(folders.filter(([flag]) => symbol.flags & flag).map(([, folder]) => folder))];
}

function isPrivate(member: ts.Symbol): boolean {
  const declaration = member.valueDeclaration ?? member.declarations?.[0];
  return !!declaration && isPrivateDeclaration(declaration);
}

/**
 * A member's name as a page would show it. The compiler names well-known-symbol members
 * `__@iterator@<symbol id>`, and the id changes with everything else the program has loaded.
 */
export function memberName(compilerName: string): string {
  return compilerName.replace(/^__@(\w+)@\d+$/, '[Symbol.$1]');
}
