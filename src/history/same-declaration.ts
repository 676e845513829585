/**
 * Whether a declaration changed from one release to another (pure). The printed text alone
 * says too much: `import("../Column").ColumnType` became `import("./Column.js").ColumnType` when
 * common 1.17.0 and 1.18.0 moved and renamed files, and `get dataFlowStatus(): Partial<{…}>`
 * became `get dataFlowStatus(): SyncDataFlowStatus` in 1.54.0, an alias of that very type;
 * neither changed what a reader's code compiles against. A declaration changed only when both
 * - its printed text differs once relative import paths are set aside (a relative import names
 *   the package's own symbol by name, the identity the history gives symbols), and
 * - its resolved form differs (`type`: every reference as the symbol it resolves to, each
 *   plain alias expanded to its type; src/tooling/history/type-identity.ts).
 * Either alone would be wrong: a declaration still naming `SyncDataFlowStatus` when that alias
 * gains a field has the same text but another resolved form (the alias changed, and has its own
 * history); an inline type replaced by an alias has another text but the same resolved form.
 * A state read before the resolved form was kept has no `type` and is compared by text.
 */
import type {DeclarationState} from './model';

/** `import("../Column")`, `import("./Column.js")`, `import("..")`: the package's own file. */
const RELATIVE_IMPORT = /import\("\.\.?(?:\/[^"]*)?"\)/g;
const OWN_FILE = 'import(".")';

/** The printed text with every relative import specifier made the same. */
export const withoutImportPaths = (decl: string) => decl.replace(RELATIVE_IMPORT, OWN_FILE);

export function sameDeclaration(before: Pick<DeclarationState, 'decl' | 'type'>, after: typeof before): boolean {
  if (before.decl === after.decl) return true;
  if (withoutImportPaths(before.decl) === withoutImportPaths(after.decl)) return true;
  return before.type !== undefined && before.type === after.type;
}
