/**
 * The exported API of one release, read from its published `.d.ts` files with the TypeScript
 * compiler (in memory: nothing is installed, no import outside the package is resolved).
 * Declarations are printed without comments by the compiler's printer, so that formatting and
 * doc-comment edits are not changes while any change to a type, a parameter or an overload is.
 * Each declaration also keeps the hash of its resolved form (`type`, src/tooling/history/type-identity.ts):
 * a new import path or an alias of the same type changes the printed text, not the type.
 */
import path from 'node:path';
import ts from '../../typescript.cjs';
import type {DeclarationState, ReleaseApi, SymbolState} from '../../history/model';
import {isLibFile, libFileExists, libSourceFile, libText, LIB_DIRECTORY, READER_LIB} from './reader-lib';
import {packageOfFile, resolvedKey, type PackageOf} from './type-identity';

const printer = ts.createPrinter({removeComments: true, newLine: ts.NewLineKind.LineFeed});

/** Modifiers that say how a declaration is exported, not what it is. */
const EXPORT_MODIFIERS = new Set([
  ts.SyntaxKind.ExportKeyword,
  ts.SyntaxKind.DeclareKeyword,
  ts.SyntaxKind.DefaultKeyword,
]);

const KIND_OF: [(node: ts.Node) => boolean, string][] = [
  [ts.isClassDeclaration, 'class'],
  [ts.isInterfaceDeclaration, 'interface'],
  [ts.isEnumDeclaration, 'enum'],
  [ts.isFunctionDeclaration, 'function'],
  [ts.isTypeAliasDeclaration, 'type'],
  [ts.isVariableDeclaration, 'variable'],
  [ts.isModuleDeclaration, 'namespace'],
];

const COMPILER_OPTIONS: ts.CompilerOptions = {
  types: [],
  lib: READER_LIB,
  // The lib's year, as the compiler check over installs compiles (resolved-members.ts).
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowJs: false,
  noEmit: true,
};

/**
 * `files`: package-relative path → text (declarations and package.json); `entry`: the types entry.
 * `dependencies`: the declarations of packages it imports (by package name, files as `files`),
 * so that members a class inherits from another package's class are known; never read as API.
 */
export function readReleaseApi(
  files: Map<string, string>,
  entry: string,
  dependencies: Map<string, Map<string, string>> = new Map(),
): ReleaseApi {
  const root = '/package';
  const absolute = (file: string) => path.posix.join(root, file);
  const byPath = new Map([...files].map(([file, text]) => [absolute(file), text]));
  const ownFiles = new Set(byPath.keys());
  const isOwn = (fileName: string) => ownFiles.has(fileName);
  for (const [name, dependencyFiles] of dependencies)
    for (const [file, text] of dependencyFiles) byPath.set(path.posix.join('/node_modules', name, file), text);
  const directories = new Set<string>([LIB_DIRECTORY]);
  for (const file of byPath.keys())
    for (let dir = path.posix.dirname(file); dir !== '/'; dir = path.posix.dirname(dir)) directories.add(dir);
  const host: ts.CompilerHost = {
    getSourceFile: (fileName, languageVersion) => {
      if (isLibFile(fileName)) return libSourceFile(fileName, languageVersion);
      const text = byPath.get(fileName);
      return text === undefined ? undefined : ts.createSourceFile(fileName, text, languageVersion, true);
    },
    getDefaultLibFileName: (options) => path.posix.join(LIB_DIRECTORY, ts.getDefaultLibFileName(options)),
    getDefaultLibLocation: () => LIB_DIRECTORY,
    writeFile: () => undefined,
    getCurrentDirectory: () => root,
    getCanonicalFileName: (fileName) => fileName,
    useCaseSensitiveFileNames: () => true,
    getNewLine: () => '\n',
    fileExists: (fileName) => byPath.has(fileName) || libFileExists(fileName),
    readFile: (fileName) => byPath.get(fileName) ?? libText(fileName),
    directoryExists: (directory) => directories.has(directory.replace(/\/$/, '')),
  };
  const entryPath = absolute(entry);
  if (!byPath.has(entryPath)) throw new Error(`types entry ${entry} is not in the package`);
  const program = ts.createProgram([entryPath], COMPILER_OPTIONS, host);
  const checker = program.getTypeChecker();
  const entryFile = program.getSourceFile(entryPath)!;
  const moduleSymbol = checker.getSymbolAtLocation(entryFile);

  const resolved: Resolved = {checker, packageOf: packageOfFile(isOwn)};
  const symbols: Record<string, SymbolState> = {};
  for (const exported of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
    const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const declarations = (target.declarations ?? []).filter((node) => isOwn(node.getSourceFile().fileName));
    const state = symbolState(declarations, resolved);
    if (!state) continue;
    const inherited = inheritedMembers(checker, target, declarations, state);
    symbols[exported.name] = Object.keys(inherited).length ? {...state, inherited} : state;
  }
  return {symbols, reexports: externalReexports(program, entryFile)};
}

/** `export * from 'pkg'` and `export {a} from 'pkg'` along the entry's chain of re-exports. */
function externalReexports(program: ts.Program, entry: ts.SourceFile): ReleaseApi['reexports'] {
  const reexports: ReleaseApi['reexports'] = {};
  const seen = new Set<string>();
  const visit = (file: ts.SourceFile) => {
    if (seen.has(file.fileName)) return;
    seen.add(file.fileName);
    for (const statement of file.statements) {
      if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier) continue;
      if (!ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const specifier = statement.moduleSpecifier.text;
      if (specifier.startsWith('.')) {
        const resolved = ts.resolveModuleName(specifier, file.fileName, COMPILER_OPTIONS, {
          fileExists: (name) => program.getSourceFile(name) !== undefined,
          readFile: () => undefined,
        }).resolvedModule;
        const next = resolved && program.getSourceFile(resolved.resolvedFileName);
        // Only `export *` passes on what the next file re-exports; named exports are local there.
        if (next && !statement.exportClause) visit(next);
        continue;
      }
      const clause = statement.exportClause;
      if (!clause) reexports[specifier] = '*';
      else if (ts.isNamedExports(clause) && reexports[specifier] !== '*') {
        const names = clause.elements.map((element) => element.name.text);
        reexports[specifier] = [...new Set([...((reexports[specifier] as string[]) ?? []), ...names])].sort();
      }
    }
  };
  visit(entry);
  return reexports;
}

/** Declarations whose members a symbol can inherit: its bases', or a type alias's parts. */
const HAS_INHERITED = (node: ts.Node) =>
  ts.isClassDeclaration(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node);

/** The name of the class, interface or type alias a member is declared in (`''` when it has none). */
function ownerName(member: ts.Node): string {
  for (let node = member.parent; node; node = node.parent)
    if (HAS_INHERITED(node)) return (node as ts.ClassDeclaration).name?.text ?? '';
  return '';
}

/**
 * Members the symbol's type has that it does not declare itself (key → the name of the type
 * that declares them), as the compiler resolves its bases and, for a type alias, its parts:
 * what lets the history tell a member that moved to a base from one that was removed.
 */
function inheritedMembers(
  checker: ts.TypeChecker,
  symbol: ts.Symbol,
  declarations: ts.Declaration[],
  state: SymbolState,
): Record<string, string> {
  // A class can become a const of a constructor type (`const Db: DbConstructor<O>` beside
  // `interface Db`): readers still build it with `new`, so its construct signature is its constructor.
  const constructorValue = declarations.some(ts.isVariableDeclaration);
  if (!declarations.some(HAS_INHERITED) && !constructorValue) return {};
  const own = new Set<ts.Node>(declarations);
  const inherited: Record<string, string> = {};
  const add = (node: ts.Node | undefined, key = node && memberKey(node)) => {
    if (!node || !key || own.has(node.parent) || Object.hasOwn(state.members, key) || Object.hasOwn(inherited, key))
      return;
    // The lib's own members (an `extends Error` class's `message`) are the TypeScript version's
    // the reader runs, not the release's: what the lib gives is only the way to a package's members.
    if (isLibFile(node.getSourceFile().fileName)) return;
    inherited[key] = ownerName(node);
  };
  // A member of an intersection (a mixin's object type and a class) is named after the class.
  const declaration = (property: ts.Symbol) =>
    property.declarations?.find((node) => ownerName(node)) ?? property.declarations?.[0];
  for (const property of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol)))
    add(declaration(property));
  if (declarations.some(ts.isClassDeclaration)) {
    const constructorType = checker.getTypeOfSymbol(symbol);
    for (const property of checker.getPropertiesOfType(constructorType))
      if (property.name !== 'prototype') add(declaration(property));
    add(constructorType.getConstructSignatures()[0]?.getDeclaration(), 'constructor');
  } else if (constructorValue) {
    add(checker.getTypeOfSymbol(symbol).getConstructSignatures()[0]?.getDeclaration(), 'constructor');
  }
  return inherited;
}

function kindOf(node: ts.Node): string | undefined {
  return KIND_OF.find(([test]) => test(node))?.[1];
}

/** What the resolved forms are computed with. */
interface Resolved {
  checker: ts.TypeChecker;
  packageOf: PackageOf;
}

function symbolState(declarations: ts.Declaration[], resolved: Resolved): SymbolState | undefined {
  const typed = declarations.filter((node) => kindOf(node));
  if (!typed.length) return undefined;
  const kinds = [...new Set(typed.map((node) => kindOf(node)!))];
  const members: Record<string, DeclarationState> = {};
  const memberNodes = new Map<string, ts.Node[]>();
  for (const node of typed) {
    const list: readonly ts.Node[] =
      ts.isClassDeclaration(node) || ts.isInterfaceDeclaration(node) || ts.isEnumDeclaration(node) ? node.members : [];
    for (const member of list) {
      const key = memberKey(member);
      if (key) memberNodes.set(key, [...(memberNodes.get(key) ?? []), member]);
    }
  }
  const keyOf = (parts: {node: ts.Node; sourceFile: ts.SourceFile; prefix?: string}[]) =>
    resolvedKey(parts, resolved.checker, resolved.packageOf);
  for (const [key, nodes] of memberNodes)
    members[key] = stateOf(
      nodes,
      nodes.map(print),
      keyOf(nodes.map((node) => ({node, sourceFile: node.getSourceFile()}))),
    );
  const header = stateOf(typed, typed.map(printHeader), keyOf(typed.map(headerPart)));
  return {kind: kinds.join('+'), ...header, members};
}

/** Deprecated when every declaration is: one deprecated overload of three leaves the member in use. */
function stateOf(nodes: ts.Node[], texts: string[], type: string): DeclarationState {
  const tags = nodes.map((node) => ts.getJSDocDeprecatedTag(node));
  const decl = texts.join('\n');
  const tag = tags.every((found) => found) ? tags[0] : undefined;
  return tag ? {decl, type, deprecated: deprecatedText(tag)} : {decl, type};
}

/**
 * A `@deprecated` note whole: one cut mid-sentence by a `@see` (`Use the  @see CrudEntry#equals
 * method instead.`, which the compiler reads as two tags) goes on with it, as a link.
 */
function deprecatedText(tag: ts.JSDocDeprecatedTag): string {
  let text = (ts.getTextOfJSDocComment(tag.comment) ?? '').trim();
  const parent: ts.Node = tag.parent;
  const tags: readonly ts.JSDocTag[] = ts.isJSDoc(parent) ? (parent.tags ?? []) : [];
  for (const next of tags.slice(tags.indexOf(tag) + 1)) {
    if (!ts.isJSDocSeeTag(next) || /[.!?:)]$/.test(text) || text === '') break;
    const target = next.name ? next.name.getText().trim() : '';
    const rest = (ts.getTextOfJSDocComment(next.comment) ?? '').trim();
    text = [text, target && `{@link ${target}}`, rest].filter(Boolean).join(' ');
  }
  return text;
}

/** Private members are not API; static ones are keyed apart from instance ones of the same name. */
function memberKey(member: ts.Node): string | undefined {
  const modifiers = ts.canHaveModifiers(member) ? (ts.getModifiers(member) ?? []) : [];
  if (modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.PrivateKeyword)) return undefined;
  const prefix = modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.StaticKeyword) ? 'static ' : '';
  if (ts.isConstructorDeclaration(member) || ts.isConstructSignatureDeclaration(member)) return 'constructor';
  if (ts.isIndexSignatureDeclaration(member)) return `${prefix}[index]`;
  if (ts.isCallSignatureDeclaration(member)) return '()';
  const name = (member as ts.NamedDeclaration).name;
  if (!name || ts.isPrivateIdentifier(name)) return undefined;
  const text =
    ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : name.getText();
  return prefix + text;
}

const withoutExportModifiers = (modifiers: ts.NodeArray<ts.ModifierLike> | undefined) =>
  modifiers?.filter((modifier) => !EXPORT_MODIFIERS.has(modifier.kind));

const print = (node: ts.Node) => printer.printNode(ts.EmitHint.Unspecified, node, node.getSourceFile()).trim();

/** `const` or `let`: the keyword of a variable's declaration list. */
const variableKeyword = (node: ts.VariableDeclaration) =>
  ts.isVariableDeclarationList(node.parent) && node.parent.flags & ts.NodeFlags.Const ? 'const' : 'let';

/**
 * A class, interface or enum as its heading (members are states of their own), a function or
 * type alias without export modifiers; the rest as declared.
 */
function headerNode(node: ts.Node): ts.Node {
  const f = ts.factory;
  if (ts.isClassDeclaration(node))
    return f.updateClassDeclaration(
      node,
      withoutExportModifiers(node.modifiers),
      node.name,
      node.typeParameters,
      node.heritageClauses,
      [],
    );
  if (ts.isInterfaceDeclaration(node))
    return f.updateInterfaceDeclaration(
      node,
      withoutExportModifiers(node.modifiers),
      node.name,
      node.typeParameters,
      node.heritageClauses,
      [],
    );
  if (ts.isEnumDeclaration(node))
    return f.updateEnumDeclaration(node, withoutExportModifiers(node.modifiers), node.name, []);
  if (ts.isFunctionDeclaration(node))
    return f.updateFunctionDeclaration(
      node,
      withoutExportModifiers(node.modifiers),
      node.asteriskToken,
      node.name,
      node.typeParameters,
      node.parameters,
      node.type,
      undefined,
    );
  if (ts.isTypeAliasDeclaration(node))
    return f.updateTypeAliasDeclaration(
      node,
      withoutExportModifiers(node.modifiers),
      node.name,
      node.typeParameters,
      node.type,
    );
  return node;
}

/** A namespace is its name (its members are not read); the rest as `headerNode` builds it. */
function printHeader(node: ts.Node): string {
  if (ts.isModuleDeclaration(node)) return `namespace ${node.name.getText()}`;
  if (ts.isVariableDeclaration(node)) return `${variableKeyword(node)} ${print(node)}`;
  const built = headerNode(node);
  const text = printer.printNode(ts.EmitHint.Unspecified, built, node.getSourceFile()).trim();
  return ts.isClassDeclaration(node) || ts.isInterfaceDeclaration(node) || ts.isEnumDeclaration(node)
    ? text.replace(/\s*\{\s*\}$/, '')
    : text;
}

/** What a heading's resolved form is made from: the same node `printHeader` prints. */
function headerPart(node: ts.Node): {node: ts.Node; sourceFile: ts.SourceFile; prefix?: string} {
  const sourceFile = node.getSourceFile();
  if (ts.isModuleDeclaration(node))
    return {node: ts.factory.createIdentifier(`namespace ${node.name.getText()}`), sourceFile};
  if (ts.isVariableDeclaration(node)) return {node, sourceFile, prefix: `${variableKeyword(node)} `};
  return {node: headerNode(node), sourceFile};
}
