/**
 * Whether a declaration changed from one release to another (pure). The printed text alone
 * says too much: `import("../Column").ColumnType` became `import("./Column.js").ColumnType` when
 * common 1.17.0 and 1.18.0 moved and renamed files, and `get dataFlowStatus(): Partial<{…}>`
 * became `get dataFlowStatus(): SyncDataFlowStatus` in 1.54.0, an alias of that very type;
 * neither changed what a reader's code compiles against. A declaration is the same when
 * - its resolved form with aliases named is (`type`, first half: every reference as the symbol it
 *   resolves to, by package and name; src/tooling/history/type-identity.ts): a declaration still
 *   naming `SyncDataFlowStatus` when that alias gains a field did not change (the alias did, and
 *   has its own history), or
 * - its resolved form with plain aliases expanded is (second half): an inline type replaced by an
 *   alias of it did not change.
 * The same text naming another symbol is a change: `Mutex` from async-mutex, then common's own.
 * A state read before the resolved forms were kept has no `type` and is compared by its text,
 * relative import paths set aside (such an import names the package's own symbol by name, the
 * identity the history gives symbols).
 */
import type {DeclarationState} from './model';

/** `import("../Column")`, `import("./Column.js")`, `import("..")`: the package's own file. */
const RELATIVE_IMPORT = /import\("\.\.?(?:\/[^"]*)?"\)/g;
const OWN_FILE = 'import(".")';

/** The printed text with every relative import specifier made the same. */
export const withoutImportPaths = (decl: string) => decl.replace(RELATIVE_IMPORT, OWN_FILE);

/** The two resolved forms of `type` (aliases named, aliases expanded), or undefined without one. */
function forms(type: string | undefined): [string, string] | undefined {
  const [named, expanded, ...rest] = type?.split(':') ?? [];
  return named && expanded && rest.length === 0 ? [named, expanded] : undefined;
}

export function sameDeclaration(before: Pick<DeclarationState, 'decl' | 'type'>, after: typeof before): boolean {
  const [a, b] = [forms(before.type), forms(after.type)];
  if (a && b) return a[0] === b[0] || a[1] === b[1];
  return withoutImportPaths(before.decl) === withoutImportPaths(after.decl);
}
