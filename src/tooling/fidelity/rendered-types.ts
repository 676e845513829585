/**
 * The types a rendered signature block shows, read back with the TypeScript parser, and the
 * comparison with what the compiler reports (compiler-types.ts). Comparison is on canonical
 * text: both sides are parsed as types and printed by TypeScript's printer (whitespace,
 * semicolons and line breaks normalised), union members in a fixed order, `Array<T>` as `T[]`,
 * an object type with only a construct or call signature as the constructor or function type it
 * is. Everything else must be equal.
 */
import ts from '../../typescript.cjs';
import {
  typeParameterTexts,
  type DeclaredShape,
  type ParameterTypes,
  type TypeArgumentDefaults,
  type TypeParameterTexts,
} from './compiler-types';

const printer = ts.createPrinter({removeComments: true, newLine: ts.NewLineKind.LineFeed});

function parse(text: string): ts.SourceFile {
  return ts.createSourceFile('block.ts', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

const hasParseErrors = (file: ts.SourceFile) =>
  ((file as unknown as {parseDiagnostics: unknown[]}).parseDiagnostics ?? []).length > 0;

/** A type parsed and normalised; printing needs the file it was parsed from (literal texts live there). */
interface Canonical {
  node: ts.TypeNode;
  file: ts.SourceFile;
}

function canonicalNode(typeText: string, compilerPrinted = false): Canonical | undefined {
  const file = parse(`type __T = ${typeText};`);
  const statement = file.statements[0];
  if (hasParseErrors(file) || !statement || !ts.isTypeAliasDeclaration(statement)) return undefined;
  return {node: ts.transform(statement.type, [normalise(file, compilerPrinted)]).transformed[0], file};
}

/** Canonical text of a type: printed by TypeScript, unions sorted, arrays in `T[]` form. */
export function canonicalType(typeText: string, compilerPrinted = false): string {
  const canonical = canonicalNode(typeText, compilerPrinted);
  return canonical
    ? printed(canonical.node, canonical.file).replace(/;\s*}/g, ' }').trim()
    : typeText.replace(/\s+/g, ' ').trim();
}

/**
 * Whether the page's type is the compiler's: equal canonical forms, except that either side may
 * leave out trailing type arguments that are their parameters' defaults (`Schema` for
 * `Schema<SchemaType>`, `Ref<T>` for `Ref<T, T>`), as declarations do. With `defaults` (the
 * program's generic declarations), a left-out argument must be the default the declaration
 * names: `Ref` is not `Ref<{ connected: boolean }>`. A name no declaration has, or no `defaults`,
 * accepts any. `compilerPrinted`: the compiler's text is a type it printed (compiler-types.ts DeclaredShape).
 */
export function typesAgree(
  compilerText: string,
  pageText: string,
  defaults?: TypeArgumentDefaults,
  compilerPrinted = false,
): boolean {
  const compiler = canonicalNode(compilerText, compilerPrinted);
  const page = canonicalNode(pageText, compilerPrinted);
  // Type predicates (`line is X`) are not types: compared as normalised text.
  if (!compiler || !page) return canonicalType(compilerText) === canonicalType(pageText);
  const agree = (c: ts.Node, p: ts.Node): boolean => {
    if (
      ts.isTypeReferenceNode(c) &&
      ts.isTypeReferenceNode(p) &&
      printed(c.typeName, compiler.file) === printed(p.typeName, page.file)
    ) {
      const compilerArgs = c.typeArguments ?? [];
      const pageArgs = p.typeArguments ?? [];
      const shared = Math.min(compilerArgs.length, pageArgs.length);
      if (!compilerArgs.slice(0, shared).every((arg, index) => agree(arg, pageArgs[index]))) return false;
      const [longer, file] =
        compilerArgs.length > pageArgs.length ? [compilerArgs, compiler.file] : [pageArgs, page.file];
      return (
        longer.length === shared ||
        leftOutAreDefaults(printed(c.typeName, compiler.file), longer, shared, file, defaults)
      );
    }
    if (c.kind !== p.kind) return false;
    const compilerChildren = childrenOf(c);
    const pageChildren = childrenOf(p);
    if (compilerChildren.length === 0 || pageChildren.length === 0)
      return printed(c, compiler.file) === printed(p, page.file);
    return (
      compilerChildren.length === pageChildren.length &&
      compilerChildren.every((child, index) => agree(child, pageChildren[index]))
    );
  };
  return agree(compiler.node, page.node);
}

/**
 * Whether the arguments from `from` on are what a declaration of `name` defaults them to, given
 * the arguments before them (a default may name an earlier parameter: `Ref<T, S = T>`).
 */
function leftOutAreDefaults(
  name: string,
  args: readonly ts.TypeNode[],
  from: number,
  file: ts.SourceFile,
  defaults: TypeArgumentDefaults | undefined,
): boolean {
  const declarations = defaults?.(name);
  if (!declarations || declarations.length === 0) return true;
  const argTexts = args.map((arg) => canonicalType(printed(arg, file)));
  return declarations.some(({parameters, defaults: texts}) =>
    argTexts.slice(from).every((arg, offset) => {
      const index = from + offset;
      const text = texts[index];
      if (index >= parameters.length || text === undefined) return false;
      const substituted = text.replace(/\b[A-Za-z_$][\w$]*\b/g, (word) => {
        const parameter = parameters.indexOf(word);
        if (parameter < 0 || parameter >= index) return word;
        const arg = argTexts[parameter]!;
        return /[|&]|=>/.test(arg) ? `(${arg})` : arg;
      });
      return canonicalType(substituted) === arg;
    }),
  );
}

function childrenOf(node: ts.Node): ts.Node[] {
  const children: ts.Node[] = [];
  ts.forEachChild(node, (child) => {
    children.push(child);
  });
  return children;
}

const normalise =
  (file: ts.SourceFile, compilerPrinted: boolean): ts.TransformerFactory<ts.TypeNode> =>
  (context) => {
    const byText = <T extends ts.Node>(nodes: readonly T[]) =>
      [...nodes].sort((a, b) => printed(a, file).localeCompare(printed(b, file)));
    const visit = (node: ts.Node): ts.Node => {
      const visited = ts.visitEachChild(node, visit, context);
      // Union members and object members in a fixed order: neither order changes the type.
      if (ts.isUnionTypeNode(visited)) return ts.factory.createUnionTypeNode(byText(visited.types));
      // `{ new (…): T }` is `new (…) => T`, `{ (…): T }` is `(…) => T`: one type, two spellings.
      if (ts.isTypeLiteralNode(visited) && visited.members.length === 1) {
        const [only] = visited.members;
        if (ts.isConstructSignatureDeclaration(only) && only.type)
          return ts.factory.createConstructorTypeNode(undefined, only.typeParameters, only.parameters, only.type);
        if (ts.isCallSignatureDeclaration(only) && only.type)
          return ts.factory.createFunctionTypeNode(only.typeParameters, only.parameters, only.type);
      }
      if (ts.isTypeLiteralNode(visited)) return ts.factory.createTypeLiteralNode(byText(visited.members));
      // `Array<T>` is `T[]`.
      if (isGenericArray(visited, 'Array')) return arrayOf(visited.typeArguments![0]);
      // `ReadonlyArray<T>` is `readonly T[]`.
      if (isGenericArray(visited, 'ReadonlyArray'))
        return ts.factory.createTypeOperatorNode(ts.SyntaxKind.ReadonlyKeyword, arrayOf(visited.typeArguments![0]));
      // `Tanstack.QueryClient` (a namespace import's local name) and `import("./Column.js").ColumnType` name `QueryClient`, `ColumnType`.
      if (ts.isTypeReferenceNode(visited) && ts.isQualifiedName(visited.typeName)) {
        return ts.factory.createTypeReferenceNode(visited.typeName.right.text, visited.typeArguments);
      }
      if (ts.isImportTypeNode(visited) && visited.qualifier && !visited.isTypeOf) {
        const name = ts.isIdentifier(visited.qualifier) ? visited.qualifier.text : visited.qualifier.right.text;
        return ts.factory.createTypeReferenceNode(name, visited.typeArguments);
      }
      // `x?: string | undefined` in a function type the compiler printed: it writes the `undefined`
      // whether or not the declaration does (`cb: (x?: T) => void` of a generic base), so neither
      // side's counts. Against an annotation as written, `params?: any[] | undefined` is the
      // declared type, and a page that leaves out the `undefined` differs.
      if (
        compilerPrinted &&
        ts.isParameter(visited) &&
        visited.questionToken &&
        visited.type &&
        ts.isUnionTypeNode(visited.type)
      ) {
        const types = visited.type.types.filter((t) => t.kind !== ts.SyntaxKind.UndefinedKeyword);
        const type = types.length === 1 ? types[0] : ts.factory.createUnionTypeNode(types);
        return ts.factory.updateParameterDeclaration(
          visited,
          visited.modifiers,
          visited.dotDotDotToken,
          visited.name,
          visited.questionToken,
          type,
          visited.initializer,
        );
      }
      // Quote style is not part of a type.
      if (ts.isStringLiteral(visited)) return ts.factory.createStringLiteral(visited.text);
      return visited;
    };
    return (node) => {
      let top = visit(node) as ts.TypeNode;
      while (ts.isParenthesizedTypeNode(top)) top = top.type;
      return top;
    };
  };

const isGenericArray = (node: ts.Node, name: 'Array' | 'ReadonlyArray'): node is ts.TypeReferenceNode =>
  ts.isTypeReferenceNode(node) &&
  ts.isIdentifier(node.typeName) &&
  node.typeName.text === name &&
  node.typeArguments?.length === 1;

/** `T[]`, with the parentheses a union, intersection or function element needs. */
function arrayOf(element: ts.TypeNode): ts.ArrayTypeNode {
  const needsParens =
    ts.isUnionTypeNode(element) || ts.isFunctionTypeNode(element) || ts.isIntersectionTypeNode(element);
  return ts.factory.createArrayTypeNode(needsParens ? ts.factory.createParenthesizedType(element) : element);
}

const printed = (node: ts.Node, file: ts.SourceFile) =>
  printer.printNode(ts.EmitHint.Unspecified, node, file).replace(/\s+/g, ' ');

/**
 * Reads a rendered signature block (`getOptional<T>(sql: string): Promise<T | null>;`,
 * `get connector(): Connector | null;`, `function f(): void;`, `type A = …;`,
 * `readonly x?: number;`, `new Table(options: …): Table;`) into a shape.
 */
export function parseSignatureBlock(blockText: string): DeclaredShape | undefined {
  const text = blockText.trim().replace(/^new\s+([\w$]+)\s*(?=[<(])/, 'constructor');
  const asMember = parse(`declare class __C {\n${text}\n}`);
  const klass = asMember.statements[0];
  if (!hasParseErrors(asMember) && klass && ts.isClassDeclaration(klass) && klass.members.length === 1)
    return memberShape(klass.members[0]);
  // A property named `constructor` (interfaces extending Object) is only valid in an interface.
  const asInterface = parse(`interface __I {\n${text}\n}`);
  const face = asInterface.statements[0];
  if (!hasParseErrors(asInterface) && face && ts.isInterfaceDeclaration(face) && face.members.length === 1) {
    const member = face.members[0];
    if (ts.isPropertySignature(member) && member.type)
      return {kind: 'value', type: member.type.getText(), optional: !!member.questionToken};
  }
  const asStatement = parse(/^(function|const|let|var|class|enum|interface)\b/.test(text) ? `declare ${text}` : text);
  const statement = asStatement.statements[0];
  if (hasParseErrors(asStatement) || !statement) return undefined;
  if (ts.isFunctionDeclaration(statement)) return signature(statement);
  if (ts.isTypeAliasDeclaration(statement)) return {kind: 'alias', type: statement.type.getText()};
  if (ts.isVariableStatement(statement)) {
    const declaration = statement.declarationList.declarations[0];
    return declaration.type ? {kind: 'value', type: declaration.type.getText(), optional: false} : undefined;
  }
  return undefined;
}

function memberShape(member: ts.ClassElement): DeclaredShape | undefined {
  if (ts.isMethodDeclaration(member) || ts.isConstructorDeclaration(member)) return signature(member);
  if (ts.isGetAccessorDeclaration(member))
    return member.type ? {kind: 'value', type: member.type.getText(), optional: false} : undefined;
  if (ts.isSetAccessorDeclaration(member)) return signature(member);
  if (ts.isPropertyDeclaration(member))
    return member.type ? {kind: 'value', type: member.type.getText(), optional: !!member.questionToken} : undefined;
  return undefined;
}

function signature(node: ts.SignatureDeclarationBase): DeclaredShape {
  return {
    kind: 'signature',
    typeParameters: (node.typeParameters ?? []).map((p) => typeParameterTexts(p.name.text, p)),
    parameters: node.parameters.map((p): ParameterTypes => ({
      name: p.name.getText(),
      type: p.type?.getText() ?? '<no type shown>',
      optional: !!p.questionToken || !!p.initializer,
      rest: !!p.dotDotDotToken,
    })),
    returns: node.type?.getText(),
  };
}

/** Differences between what the compiler reports and what a block shows; empty when they agree. */
export function compareShapes(
  expected: DeclaredShape,
  shown: DeclaredShape | undefined,
  defaults?: TypeArgumentDefaults,
): string[] {
  if (!shown) return ['the block could not be read as a declaration'];
  const problems: string[] = [];
  const same = (what: string, compiler: string, rendered: string, printed = false) => {
    if (!typesAgree(compiler, rendered, defaults, printed))
      problems.push(
        `${what}: compiler \`${canonicalType(compiler, printed)}\`, page \`${canonicalType(rendered, printed)}\``,
      );
  };
  if (expected.kind === 'signature') {
    if (shown.kind !== 'signature') return [`expected a signature, the page shows a ${shown.kind}`];
    if (expected.parameters.length !== shown.parameters.length) {
      problems.push(
        `parameters: compiler (${parameterNames(expected.parameters)}), page (${parameterNames(shown.parameters)})`,
      );
    } else {
      expected.parameters.forEach((parameter, index) => {
        const other = shown.parameters[index];
        // An optional one's type as declared, `| undefined` where written (compiler-types.ts typeText).
        same(`parameter ${parameter.name}`, parameter.type, other.type, parameter.printed);
        if (parameter.optional !== other.optional)
          problems.push(`parameter ${parameter.name}: optional is ${parameter.optional}, page shows ${other.optional}`);
      });
    }
    if (expected.returns !== undefined && shown.returns !== undefined)
      same('returns', expected.returns, shown.returns, expected.returnsPrinted);
    problems.push(...typeParameterProblems(expected.typeParameters, shown.typeParameters, same));
    return problems;
  }
  if (expected.kind === 'value') {
    if (shown.kind !== 'value') return [`expected a value, the page shows a ${shown.kind}`];
    if (expected.optional !== shown.optional)
      problems.push(`optional is ${expected.optional}, page shows ${shown.optional}`);
    same('type', expected.type, shown.type, expected.printed);
    return problems;
  }
  if (shown.kind !== 'alias') return [`expected a type alias, the page shows a ${shown.kind}`];
  same('type', expected.type, shown.type);
  const [declared, listed] = [memberNames(expected.type), memberNames(shown.type)];
  if (problems.length === 0 && declared.join() !== listed.join())
    problems.push(`members: declared in the order ${declared.join(', ')}, page lists ${listed.join(', ')}`);
  return problems;
}

/**
 * The member names of an object type, in the order written (`{ b: X; a?: Y }` → b, a); none for
 * another type. Which type the members make is typesAgree's question; this one is their order,
 * which an alias's declaration shows as written.
 */
function memberNames(typeText: string): string[] {
  const file = parse(`type __T = ${typeText};`);
  const statement = file.statements[0];
  if (hasParseErrors(file) || !statement || !ts.isTypeAliasDeclaration(statement)) return [];
  if (!ts.isTypeLiteralNode(statement.type)) return [];
  return statement.type.members.map((member) => member.name?.getText(file) ?? '');
}

/** Names, constraints and defaults of a signature's type parameters, as declared. */
function typeParameterProblems(
  expected: readonly TypeParameterTexts[],
  shown: readonly TypeParameterTexts[],
  same: (what: string, compiler: string, rendered: string) => void,
): string[] {
  const names = (list: readonly TypeParameterTexts[]) => list.map((p) => p.name).join(', ');
  if (names(expected) !== names(shown))
    return [`type parameters: compiler <${names(expected)}>, page <${names(shown)}>`];
  const problems: string[] = [];
  expected.forEach((parameter, index) => {
    const other = shown[index]!;
    for (const part of ['constraint', 'default'] as const) {
      const compiler = parameter[part];
      const page = other[part];
      if (compiler === undefined && page === undefined) continue;
      if (compiler === undefined || page === undefined)
        problems.push(
          `type parameter ${parameter.name}: ${part} \`${compiler ?? 'none'}\`, page \`${page ?? 'none'}\``,
        );
      else same(`type parameter ${parameter.name} ${part}`, compiler, page);
    }
  });
  return problems;
}

const parameterNames = (parameters: ReadonlyArray<{name: string}>) => parameters.map((p) => p.name).join(', ');
