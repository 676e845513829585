/**
 * A declaration as the compiler resolves it, for telling a change of type from a change of
 * spelling: every type reference is replaced by the symbol it resolves to (its declaring package
 * plus qualified name, the identity the history already gives symbols), and a reference to a
 * non-generic type alias by the alias's own type, expanded the same way. `import("../Column").X`
 * and `import("./Column.js").X` both become `~#X` (`~` is the release's own package); an inline
 * `Partial<{…}>` and an alias of that very type print the same. A second form names aliases
 * instead, so that a name now resolving to another symbol (`Mutex` from async-mutex, then
 * common's own) is told from an alias whose body changed. The texts are hashed: they are only
 * ever compared (src/history/same-declaration.ts), never shown.
 */
import crypto from 'node:crypto';
import ts from '../../typescript.cjs';

/** The release's own package in an identity: its name is not known to the reader and never changes. */
export const OWN_PACKAGE = '~';
/** Hex digits of the hash kept: 64 bits, no collision among a few thousand texts. */
const HASH_LENGTH = 16;

const printer = ts.createPrinter({removeComments: true, newLine: ts.NewLineKind.LineFeed});

/** `fileName` → the package that declares it (`~` for the release's own), or undefined for the lib. */
export type PackageOf = (fileName: string) => string | undefined;

/** `/node_modules/@powersync/common/lib/x.d.ts` → `@powersync/common`; own files → `~`. */
export function packageOfFile(isOwn: (fileName: string) => boolean): PackageOf {
  return (fileName) => {
    if (isOwn(fileName)) return OWN_PACKAGE;
    const match = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(fileName);
    return match?.[1];
  };
}

/** The module an import or re-export of `node` names, and the name it takes from it. */
function importedFrom(node: ts.Node | undefined): [string, string] | undefined {
  if (!node) return undefined;
  const specifierOf = (expression: ts.Expression | undefined) =>
    expression && ts.isStringLiteral(expression) ? expression.text : undefined;
  if (ts.isImportSpecifier(node)) {
    const module = specifierOf(node.parent.parent.parent.moduleSpecifier);
    return module === undefined ? undefined : [module, (node.propertyName ?? node.name).text];
  }
  if (ts.isExportSpecifier(node)) {
    const module = specifierOf(node.parent.parent.moduleSpecifier);
    return module === undefined ? undefined : [module, (node.propertyName ?? node.name).text];
  }
  if (ts.isImportClause(node)) {
    const module = specifierOf(node.parent.moduleSpecifier);
    return module === undefined ? undefined : [module, 'default'];
  }
  if (ts.isNamespaceImport(node)) {
    const module = specifierOf(node.parent.parent.moduleSpecifier);
    return module === undefined ? undefined : [module, '*'];
  }
  return undefined;
}

/** `Logger.ILogger` as written. */
const entityText = (name: ts.EntityName): string =>
  ts.isIdentifier(name) ? name.text : `${entityText(name.left)}.${name.right.text}`;

class Resolver {
  /** Aliases being expanded, so that a recursive alias stays a reference. */
  private readonly expanding = new Set<ts.Symbol>();

  constructor(
    private readonly checker: ts.TypeChecker,
    private readonly packageOf: PackageOf,
    /** Whether a plain alias is replaced by its type (else named like any other symbol). */
    private readonly expand: boolean,
  ) {}

  /**
   * The identity of what `symbol` resolves to, following imports and re-exports one step at a
   * time: an import of a package the reader does not hold (js-logger) is named by that package
   * and name, so two routes to it agree. Undefined for type parameters and the lib's globals,
   * which keep their written names.
   */
  identity(symbol: ts.Symbol | undefined): string | undefined {
    let current = symbol;
    for (let step = 0; current && current.flags & ts.SymbolFlags.Alias && step < 32; step++) {
      const next = this.checker.getImmediateAliasedSymbol(current);
      if (!next?.declarations?.length) {
        const imported = importedFrom(current.declarations?.[0]);
        return imported && !imported[0].startsWith('.') ? `${imported[0]}#${imported[1]}` : undefined;
      }
      current = next;
    }
    const declaration = current?.declarations?.[0];
    if (!current || !declaration || ts.isTypeParameterDeclaration(declaration)) return undefined;
    const pkg = this.packageOf(declaration.getSourceFile().fileName);
    if (pkg === undefined) return undefined;
    // `"/package/lib/db/Table".Table` → `Table`; `UpdateType.PUT` keeps its enum.
    return `${pkg}#${this.checker.getFullyQualifiedName(current).replace(/^"[^"]*"\./, '')}`;
  }

  /** The symbol a type name resolves to, before following aliases. */
  private symbolOf(name: ts.EntityName | ts.Expression): ts.Symbol | undefined {
    const last = ts.isQualifiedName(name) ? name.right : ts.isPropertyAccessExpression(name) ? name.name : name;
    return this.checker.getSymbolAtLocation(last);
  }

  /** The type alias a symbol resolves to, when it has no type parameters (else undefined). */
  private plainAlias(symbol: ts.Symbol | undefined): [ts.Symbol, ts.TypeAliasDeclaration] | undefined {
    let target = symbol;
    if (target && target.flags & ts.SymbolFlags.Alias) target = this.checker.getAliasedSymbol(target);
    const declaration = target?.declarations?.find(ts.isTypeAliasDeclaration);
    if (!target || !declaration || declaration.typeParameters?.length) return undefined;
    if (this.packageOf(declaration.getSourceFile().fileName) === undefined) return undefined;
    return [target, declaration];
  }

  /** `node` printed with its references resolved (see the module comment). */
  text(node: ts.Node, sourceFile: ts.SourceFile): string {
    const result = ts.transform(node, [(context) => (root) => ts.visitNode(root, this.visitor(context)) as ts.Node]);
    try {
      return printer.printNode(ts.EmitHint.Unspecified, result.transformed[0], sourceFile);
    } finally {
      result.dispose();
    }
  }

  private visitor(context: ts.TransformationContext): ts.Visitor {
    const f = context.factory;
    const named = (text: string) => f.createIdentifier(text);
    const visit: ts.Visitor = (node) => {
      if (ts.isTypeReferenceNode(node)) {
        const symbol = this.symbolOf(node.typeName);
        const alias = node.typeArguments?.length || !this.expand ? undefined : this.plainAlias(symbol);
        if (alias && !this.expanding.has(alias[0])) {
          this.expanding.add(alias[0]);
          try {
            const body = alias[1].type;
            const text = this.text(body, body.getSourceFile());
            // Wrapped only where the alias's type would bind differently inline.
            const bare = !(
              ts.isUnionTypeNode(body) ||
              ts.isIntersectionTypeNode(body) ||
              ts.isFunctionTypeNode(body) ||
              ts.isConstructorTypeNode(body) ||
              ts.isConditionalTypeNode(body) ||
              ts.isTypeOperatorNode(body)
            );
            return f.createTypeReferenceNode(named(bare ? text : `(${text})`));
          } finally {
            this.expanding.delete(alias[0]);
          }
        }
        const identity = this.identity(symbol);
        if (identity)
          return f.createTypeReferenceNode(named(identity), ts.visitNodes(node.typeArguments, visit, ts.isTypeNode));
      }
      if (ts.isImportTypeNode(node) && node.qualifier) {
        const identity = this.identity(this.symbolOf(node.qualifier)) ?? this.unresolvedImport(node);
        if (identity) {
          const reference = f.createTypeReferenceNode(
            named(identity),
            ts.visitNodes(node.typeArguments, visit, ts.isTypeNode),
          );
          return node.isTypeOf ? f.createTypeQueryNode(named(identity)) : reference;
        }
      }
      if (ts.isExpressionWithTypeArguments(node)) {
        const identity = this.identity(this.symbolOf(node.expression));
        if (identity)
          return f.createExpressionWithTypeArguments(
            named(identity),
            ts.visitNodes(node.typeArguments, visit, ts.isTypeNode),
          );
      }
      if (ts.isTypeQueryNode(node)) {
        const identity = this.identity(this.symbolOf(node.exprName));
        if (identity) return f.createTypeQueryNode(named(identity));
      }
      return ts.visitEachChild(node, visit, context);
    };
    return visit;
  }

  /** `import("js-logger").ILogger` where the reader does not hold js-logger: that package and name. */
  private unresolvedImport(node: ts.ImportTypeNode): string | undefined {
    const argument = node.argument;
    if (!ts.isLiteralTypeNode(argument) || !ts.isStringLiteral(argument.literal) || !node.qualifier) return undefined;
    const module = argument.literal.text;
    return module.startsWith('.') ? undefined : `${module}#${entityText(node.qualifier)}`;
  }
}

/**
 * The resolved forms of a declaration (one or several nodes, such as overloads), hashed: first
 * with aliases named, then with plain aliases expanded (`HASH_LENGTH` hex digits each, joined by a colon). Each is
 * equal for two releases when every reference resolves to the same symbol (and, in the second,
 * aliases expand to the same types); whitespace is not part of them (an expanded alias is printed
 * at its own indent).
 */
export function resolvedKey(
  nodes: {node: ts.Node; sourceFile: ts.SourceFile; prefix?: string}[],
  checker: ts.TypeChecker,
  packageOf: PackageOf,
): string {
  const hash = (expand: boolean) => {
    const resolver = new Resolver(checker, packageOf, expand);
    const text = nodes
      .map(({node, sourceFile, prefix = ''}) => prefix + resolver.text(node, sourceFile))
      .join('\n')
      .replace(/\s+/g, ' ');
    return crypto.createHash('sha256').update(text).digest('hex').slice(0, HASH_LENGTH);
  };
  // Apart, not one run of hex digits: 32 of them read as an API key to the secrets check.
  return `${hash(false)}:${hash(true)}`;
}

/** The unhashed text, for tests and for looking at what is compared. */
export function resolvedText(node: ts.Node, checker: ts.TypeChecker, packageOf: PackageOf, expand = true): string {
  return new Resolver(checker, packageOf, expand).text(node, node.getSourceFile()).replace(/\s+/g, ' ');
}
