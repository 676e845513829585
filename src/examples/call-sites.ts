/**
 * Call sites of a section's API in demo sources, resolved by the TypeScript checker, not by
 * name: the demos are compiled against the section's installed declarations, and a call counts
 * for the declaration its callee resolves to.
 *
 * - `useQuery(…)`, `new PowerSyncDatabase(…)`: the function or class the identifier resolves to
 *   (`useQuery`, `PowerSyncDatabase`);
 * - `db.watch(…)`: the member of the type the receiver resolves to (`PowerSyncDatabase.watch`
 *   when `db` is a PowerSyncDatabase, `AbstractPowerSyncDatabase.watch` when it is typed as the
 *   base): a `watch` of any other type is not counted, whatever its name.
 *
 * Only declarations in the section's PowerSync packages count (files under
 * `node_modules/@powersync/`); other imports may stay unresolved. The sources are files in
 * memory (read from git by scripts/examples.ts), placed under `root` so that module resolution
 * finds the install's `node_modules` as a demo's own would.
 */
import path from 'node:path';
import ts from 'typescript';

export interface SourceFileText {
  /** Path inside the repository (`demos/react-supabase-todolist/src/app/page.tsx`). */
  path: string;
  text: string;
}

export interface CallSite {
  /** `useQuery`, `PowerSyncDatabase`, `PowerSyncDatabase.watch`. */
  key: string;
  /** The package declaring the function, class, or the receiver's type (`@powersync/web`). */
  packageName: string;
  path: string;
  /** 1-based line of the call. */
  line: number;
}

/** Declarations of these files are the section's (a demo's other imports are not). */
const SECTION_FILES = /[\\/]node_modules[\\/](@powersync[\\/][^\\/]+)[\\/]/;

const COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  skipLibCheck: true,
  strict: true,
  noEmit: true,
  allowJs: false,
  types: [],
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
};

/** Every call of the section's declarations in `files`, compiled as if they were in `root`. */
export function findCallSites(files: readonly SourceFileText[], root: string): CallSite[] {
  const virtual = new Map(files.map((file) => [path.join(root, file.path), file]));
  const host = ts.createCompilerHost(COMPILER_OPTIONS);
  const fileExists = host.fileExists.bind(host);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
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
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const callee = calleeKey(checker, node.expression);
        if (callee) {
          const at = node.expression.getStart(source);
          sites.push({...callee, path: file.path, line: source.getLineAndCharacterOfPosition(at).line + 1});
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return sites;
}

const isSectionDeclaration = (declaration: ts.Declaration) => SECTION_FILES.test(declaration.getSourceFile().fileName);
/** The package of the first of a symbol's declarations that is the section's. */
const packageOf = (symbol: ts.Symbol) =>
  symbol.declarations
    ?.map((declaration) => SECTION_FILES.exec(declaration.getSourceFile().fileName)?.[1])
    .find(Boolean)
    ?.replace(/\\/g, '/');

function resolved(checker: ts.TypeChecker, symbol: ts.Symbol | undefined): ts.Symbol | undefined {
  return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** What a callee resolves to in the section, or undefined. */
function calleeKey(checker: ts.TypeChecker, callee: ts.Expression): {key: string; packageName: string} | undefined {
  while (ts.isParenthesizedExpression(callee) || ts.isNonNullExpression(callee)) callee = callee.expression;
  if (ts.isPropertyAccessExpression(callee)) {
    const member = resolved(checker, checker.getSymbolAtLocation(callee.name));
    if (!member?.declarations?.some(isSectionDeclaration)) return undefined;
    // The receiver's own type names the member: `db.watch` is PowerSyncDatabase.watch when db is one.
    const receiver = checker.getNonNullableType(checker.getTypeAtLocation(callee.expression));
    const owner = ownerOf(checker, receiver, callee.name.text);
    const packageName = owner && packageOf(owner);
    return owner && packageName ? {key: `${owner.name}.${callee.name.text}`, packageName} : undefined;
  }
  if (ts.isIdentifier(callee)) {
    const symbol = resolved(checker, checker.getSymbolAtLocation(callee));
    const packageName = symbol && packageOf(symbol);
    return symbol && packageName ? {key: symbol.name, packageName} : undefined;
  }
  return undefined;
}

/**
 * The section's declaration a receiver's type is (a class or interface instance, or a class
 * itself for a static member): the one whose page lists the member.
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
