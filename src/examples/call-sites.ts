/**
 * Where demo sources use a section's API, resolved by the TypeScript checker, not by name: the
 * demos are compiled against the section's installed declarations, and a use counts for the
 * declaration it resolves to.
 *
 * - a name that resolves to a section's top-level declaration, wherever it is used: a call
 *   (`useQuery(…)`, `new PowerSyncDatabase(…)`), a type (`db: AbstractPowerSyncDatabase`,
 *   `implements PowerSyncBackendConnector`), a JSX tag (`<PowerSyncContext.Provider>` counts
 *   for `PowerSyncContext`), a value (`column.text` counts for `column`, `UpdateType.PUT` for
 *   `UpdateType`);
 * - `db.watch(…)`, `db.currentStatus`, `UpdateType.PUT`: the member of the type the receiver
 *   resolves to (`PowerSyncDatabase.watch` when `db` is a PowerSyncDatabase,
 *   `AbstractPowerSyncDatabase.watch` when it is typed as the base), called or not: a `watch`
 *   of any other type is not counted, whatever its name. The site's line is the member name's,
 *   not the head of a chain (`query\n  .differentialWatch()` is at `.differentialWatch`).
 *
 * Only declarations in the section's PowerSync packages count (files under
 * `node_modules/@powersync/`), keyed by the package that declares them. The sources are files
 * in memory (read from git by scripts/examples.ts), placed in the section's install folder;
 * module resolution never leaves that install's `node_modules` (a line's install sits inside
 * the site, whose own node_modules hold the default line's packages): an import the section
 * lacks stays unresolved. `.js`/`.jsx` files are read too, and a `.vue` file's `<script>`
 * blocks, as a file of the same lines with everything else blanked.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from '../typescript.cjs';
import {hostSharingDeclarationFiles} from '../tooling/shared-declaration-files';

export interface SourceFileText {
  /** Path inside the repository (`demos/react-supabase-todolist/src/app/page.tsx`). */
  path: string;
  text: string;
}

export interface CallSite {
  /** `useQuery`, `PowerSyncDatabase`, `PowerSyncDatabase.watch`, `UpdateType.PUT`. */
  key: string;
  /** The package declaring the symbol, or the member's owner (`@powersync/web`). */
  packageName: string;
  path: string;
  /** 1-based line of the use (of the member name for a member). */
  line: number;
  /** The file (real path) of the declaration it resolved to: inside the section's install. */
  declarationFile: string;
}

type Use = Omit<CallSite, 'path' | 'line'>;

/** The `@powersync/…` package a declaration file belongs to: the innermost node_modules folder's. */
const POWERSYNC_FILE = /[\\/]node_modules[\\/](@powersync[\\/][^\\/]+)[\\/](?!.*node_modules[\\/])/;

/** `@powersync/web` for a file of that package (under its innermost node_modules), else undefined. */
export const powersyncPackageOfFile = (fileName: string) => POWERSYNC_FILE.exec(fileName)?.[1]?.replace(/\\/g, '/');

/** Where the demos are placed inside the install, so that module resolution walks up to its node_modules. */
const DEMOS_FOLDER = '.demos';

const COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  skipLibCheck: true,
  strict: true,
  noEmit: true,
  allowJs: true,
  types: [],
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
};

/** Demo files the checker reads: TypeScript, JavaScript and Vue single-file components. */
export const DEMO_SOURCE = /\.(ts|tsx|js|jsx|mjs|cjs|mts|cts|vue)$/;

/**
 * A `.vue` file as TypeScript: its `<script>` and `<script setup>` blocks kept in place, every
 * other character blanked (newlines kept), so lines and columns are the file's own.
 */
export function vueScriptText(text: string): string {
  const kept = new Array<boolean>(text.length).fill(false);
  for (const match of text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script\s*>/gi)) {
    const start = match.index + match[0].indexOf('>') + 1;
    for (let i = start; i < start + match[1].length; i += 1) kept[i] = true;
  }
  return text.replace(/[^\n]/g, (char, i: number) => (kept[i] || char === '\r' ? char : ' '));
}

/**
 * A compiler host that finds nothing in a node_modules folder other than `installModules` (and
 * TypeScript's own lib folder): paths are checked as given and as their real paths, since a
 * line's node_modules may be a symbolic link.
 */
function sectionOnlyHost(installDir: string): ts.CompilerHost {
  // Each section's program reads TypeScript's own lib files: parsed once a process.
  const host = hostSharingDeclarationFiles(COMPILER_OPTIONS);
  const modules = path.join(path.resolve(installDir), 'node_modules');
  const realModules = fs.existsSync(modules) ? fs.realpathSync(modules) : modules;
  const libFolder = path.dirname(host.getDefaultLibFileName(COMPILER_OPTIONS));
  const inside = (name: string, folder: string) => name === folder || name.startsWith(folder + path.sep);
  const allowed = (name: string) => {
    const full = path.resolve(name);
    if (!/[\\/]node_modules([\\/]|$)/.test(full)) return true;
    if (inside(full, libFolder)) return true;
    return [modules, realModules].some((candidate) => inside(full, candidate));
  };
  const fileExists = host.fileExists.bind(host);
  const readFile = host.readFile.bind(host);
  const directoryExists = host.directoryExists?.bind(host);
  const realpath = host.realpath?.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.fileExists = (name) => allowed(name) && fileExists(name);
  host.readFile = (name) => (allowed(name) ? readFile(name) : undefined);
  host.directoryExists = (name) => allowed(name) && (directoryExists ? directoryExists(name) : fs.existsSync(name));
  host.realpath = (name) => (allowed(name) && realpath ? realpath(name) : name);
  host.getSourceFile = (name, language, onError, create) =>
    allowed(name) ? getSourceFile(name, language, onError, create) : undefined;
  return host;
}

/**
 * Every use of the section's declarations in `files`, compiled inside `installDir` (the
 * section's install).
 */
export function findCallSites(files: readonly SourceFileText[], installDir: string): CallSite[] {
  const root = path.join(path.resolve(installDir), DEMOS_FOLDER);
  // Compiled name → the repository file (a `.vue` file is compiled as `.vue.ts`).
  const virtual = new Map(
    files.map((file) =>
      file.path.endsWith('.vue')
        ? [path.join(root, `${file.path}.ts`), {path: file.path, text: vueScriptText(file.text)}]
        : [path.join(root, file.path), file],
    ),
  );
  const host = sectionOnlyHost(installDir);
  const fileExists = host.fileExists;
  const readFile = host.readFile;
  const getSourceFile = host.getSourceFile;
  host.fileExists = (name) => virtual.has(name) || fileExists(name);
  host.readFile = (name) => virtual.get(name)?.text ?? readFile(name);
  host.getSourceFile = (name, language, onError, create) => {
    const file = virtual.get(name);
    return file ? ts.createSourceFile(name, file.text, language, true) : getSourceFile(name, language, onError, create);
  };
  // Every file: one that imports nothing from PowerSync may still call it (`db.getAll()` on a `db` of its own module).
  const roots = [...virtual.keys()];
  const program = ts.createProgram(roots, COMPILER_OPTIONS, host);
  const checker = program.getTypeChecker();
  const sites: CallSite[] = [];
  for (const fileName of roots) {
    const file = virtual.get(fileName)!;
    const source = program.getSourceFile(fileName);
    if (!source) continue;
    const visit = (node: ts.Node): void => {
      // An import names what is used later, and a closing tag repeats its opening one.
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isJsxClosingElement(node)) return;
      if (ts.isIdentifier(node)) {
        const use = useOf(checker, node);
        if (use)
          sites.push({
            ...use,
            path: file.path,
            line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
          });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return sites;
}

const isSectionDeclaration = (declaration: ts.Declaration) =>
  powersyncPackageOfFile(declaration.getSourceFile().fileName) !== undefined;
/** The package and file of the first of a symbol's declarations that is the section's. */
function declaredIn(symbol: ts.Symbol): {packageName: string; declarationFile: string} | undefined {
  for (const declaration of symbol.declarations ?? []) {
    const declarationFile = declaration.getSourceFile().fileName;
    const packageName = powersyncPackageOfFile(declarationFile);
    if (packageName) return {packageName, declarationFile};
  }
  return undefined;
}

/** A declaration of a module's own (a page of its own), not a member of one. */
function isTopLevel(declaration: ts.Declaration): boolean {
  const statement = ts.isVariableDeclaration(declaration) ? declaration.parent.parent : declaration;
  return ts.isSourceFile(statement.parent) || ts.isModuleBlock(statement.parent);
}

function resolved(checker: ts.TypeChecker, symbol: ts.Symbol | undefined): ts.Symbol | undefined {
  return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** What a name resolves to in the section, or undefined. */
function useOf(checker: ts.TypeChecker, name: ts.Identifier): Use | undefined {
  const parent = name.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === name) return memberUse(checker, parent);
  if (ts.isQualifiedName(parent) && parent.right === name) {
    // `UpdateType.PUT` as a type: the member of the left side's declaration.
    const owner = resolved(checker, checker.getSymbolAtLocation(parent.left));
    const member = resolved(checker, checker.getSymbolAtLocation(name));
    const where = owner && declaredIn(owner);
    if (!owner || !member?.declarations?.some(isSectionDeclaration) || !where) return undefined;
    return owner.declarations?.some(isTopLevel) ? {key: `${owner.name}.${name.text}`, ...where} : undefined;
  }
  const symbol = resolved(checker, checker.getSymbolAtLocation(name));
  const declarations = symbol?.declarations?.filter(isSectionDeclaration) ?? [];
  const where = symbol && declaredIn(symbol);
  return symbol && where && declarations.some(isTopLevel) ? {key: symbol.name, ...where} : undefined;
}

/** `receiver.member`: the member of the section's declaration the receiver's type is. */
function memberUse(checker: ts.TypeChecker, access: ts.PropertyAccessExpression): Use | undefined {
  const member = resolved(checker, checker.getSymbolAtLocation(access.name));
  if (!member?.declarations?.some(isSectionDeclaration)) return undefined;
  // The receiver's own type names the member: `db.watch` is PowerSyncDatabase.watch when db is one.
  const receiver = checker.getNonNullableType(checker.getTypeAtLocation(access.expression));
  const owner = ownerOf(checker, receiver, access.name.text);
  const where = owner && declaredIn(owner);
  return owner && where ? {key: `${owner.name}.${access.name.text}`, ...where} : undefined;
}

/**
 * The section's declaration a receiver's type is (a class or interface instance, or a class or
 * enum itself for a static member): the one whose page lists the member.
 */
function ownerOf(checker: ts.TypeChecker, type: ts.Type, member: string): ts.Symbol | undefined {
  const candidates = type.isUnion() ? type.types : [type];
  const owners = new Set<ts.Symbol>();
  for (const candidate of candidates) {
    // `typeof PowerSyncDatabase` (a static call) has the class's own symbol.
    const symbol = candidate.aliasSymbol ?? candidate.getSymbol();
    if (!symbol?.declarations?.some(isSectionDeclaration) || !checker.getPropertyOfType(candidate, member)) continue;
    if (symbol.name !== '__type' && symbol.name !== '__object') owners.add(symbol);
  }
  return owners.size === 1 ? [...owners][0] : undefined;
}
