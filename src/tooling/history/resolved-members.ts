/**
 * Each exported class's and interface's members as the compiler resolves them in a real
 * install (the release's own lib/*.d.ts with its dependencies and TypeScript's lib): a text of
 * the member's type with every named class or interface as its declaring package plus name,
 * whatever file or import path it came through, and every alias expanded (or, in a second text,
 * named the same way). What the history's
 * "changed" is checked against (tests/unit/history-resolved-changes.test.ts); it shares nothing
 * with the history's reader but the compiler.
 */
import path from 'node:path';
import ts from '../../typescript.cjs';
import {strictProgram} from '../fidelity/compiler-types';

/** How deep anonymous types are expanded; named types stop the walk, so this is only a guard. */
const MAX_DEPTH = 8;

/** `/…/node_modules/@powersync/common/lib/x.d.ts` → `@powersync/common`; TypeScript's lib → `lib`. */
function packageOf(fileName: string): string {
  const match = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(fileName);
  return match?.[1] ?? 'lib';
}

/**
 * How a type alias prints: `expand`, as the type it stands for (what a reader's code compiles
 * against); `name`, by package and name like a class (what the declaration names: a change inside
 * the alias is the alias's own).
 */
type Aliases = 'expand' | 'name';

class TypeText {
  constructor(
    private readonly checker: ts.TypeChecker,
    private readonly aliases: Aliases,
  ) {}

  /** A named class, interface or enum (not an alias): package#name. */
  private named(symbol: ts.Symbol): string {
    const declaration = symbol.declarations?.[0];
    const pkg = declaration ? packageOf(declaration.getSourceFile().fileName) : 'lib';
    return `${pkg}#${this.checker.getFullyQualifiedName(symbol).replace(/^"[^"]*"\./, '')}`;
  }

  /** The enum a type is, when it is a whole enum (not one member of several). */
  private enumOf(type: ts.Type): ts.Symbol | undefined {
    const symbol = type.getSymbol();
    if (!symbol) return undefined;
    if (symbol.flags & ts.SymbolFlags.Enum) return symbol;
    const declaration = symbol.declarations?.[0];
    if (!(symbol.flags & ts.SymbolFlags.EnumMember) || !declaration || !ts.isEnumDeclaration(declaration.parent))
      return undefined;
    const parent = this.checker.getSymbolAtLocation(declaration.parent.name);
    return parent && this.checker.getDeclaredTypeOfSymbol(parent) === type ? parent : undefined;
  }

  type(type: ts.Type, depth = 0): string {
    const checker = this.checker;
    if (depth > MAX_DEPTH) return '…';
    const alias = type.aliasSymbol;
    const aliasFile = alias?.declarations?.[0]?.getSourceFile().fileName;
    if (this.aliases === 'name' && alias && aliasFile && packageOf(aliasFile) !== 'lib') {
      const args = type.aliasTypeArguments ?? [];
      const name = this.named(alias);
      return args.length ? `${name}<${args.map((arg) => this.type(arg, depth + 1)).join(', ')}>` : name;
    }
    // An enum (a union of its members, or its one member) by its name: its members are its own history.
    const enumSymbol = this.enumOf(type);
    if (enumSymbol) return this.named(enumSymbol);
    if (type.isUnion()) return this.union(type.types, depth);
    if (type.isIntersection()) return type.types.map((part) => this.type(part, depth + 1)).join(' & ');
    if (type.flags & ts.TypeFlags.TypeParameter) return checker.typeToString(type);
    if (!(type.flags & ts.TypeFlags.Object)) return checker.typeToString(type);
    const object = type as ts.ObjectType;
    const target = object.objectFlags & ts.ObjectFlags.Reference ? (object as ts.TypeReference).target : object;
    // A class's or interface's reference also carries its `this` type: not an argument anyone wrote.
    const written = (target as ts.InterfaceType).typeParameters?.length;
    const args =
      object.objectFlags & ts.ObjectFlags.Reference
        ? checker.getTypeArguments(object as ts.TypeReference).slice(0, written)
        : [];
    const symbol = target.getSymbol();
    if (
      checker.isArrayType(type) ||
      checker.isTupleType(type) ||
      (symbol && target.objectFlags & ts.ObjectFlags.ClassOrInterface)
    ) {
      const name = checker.isTupleType(type) ? 'tuple' : symbol ? this.named(symbol) : '?';
      return args.length ? `${name}<${args.map((arg) => this.type(arg, depth + 1)).join(', ')}>` : name;
    }
    if (symbol && symbol.flags & ts.SymbolFlags.Enum) return this.named(symbol);
    return this.structure(type, depth);
  }

  /**
   * A union's parts, sorted, with every enum all of whose members it holds printed by the enum's
   * name (as the compiler's typeToString does): `E | undefined` is E's members and `undefined`
   * while E has two or more members but E's one member type and `undefined` once it has one, and
   * the two must read alike. Some of an enum's members are not the enum and print one by one.
   */
  private union(parts: readonly ts.Type[], depth: number): string {
    const present = new Set(parts);
    const texts: string[] = [];
    const named = new Set<ts.Symbol>();
    for (const part of parts) {
      const whole = part.flags & ts.TypeFlags.EnumLiteral ? this.checker.getBaseTypeOfLiteralType(part) : undefined;
      const enumSymbol = whole && this.enumOf(whole);
      const members = whole?.isUnion() ? whole.types : [whole];
      if (enumSymbol && members.every((member) => member && present.has(member))) {
        if (!named.has(enumSymbol)) texts.push(this.named(enumSymbol));
        named.add(enumSymbol);
      } else texts.push(this.type(part, depth + 1));
    }
    return texts.sort().join(' | ');
  }

  /** An anonymous, mapped or instantiated type: its members, sorted, and its signatures. */
  private structure(type: ts.Type, depth: number): string {
    const parts: string[] = [];
    for (const property of this.checker.getPropertiesOfType(type).sort((a, b) => a.name.localeCompare(b.name)))
      parts.push(this.property(property, depth + 1));
    for (const signature of type.getCallSignatures()) parts.push(this.signature(signature, depth + 1));
    for (const signature of type.getConstructSignatures()) parts.push(`new ${this.signature(signature, depth + 1)}`);
    for (const info of this.checker.getIndexInfosOfType(type))
      parts.push(`[${this.type(info.keyType, depth + 1)}]: ${this.type(info.type, depth + 1)}`);
    return `{ ${parts.join('; ')} }`;
  }

  private property(property: ts.Symbol, depth: number): string {
    const declaration = property.valueDeclaration ?? property.declarations?.[0];
    const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
    const readonly = isReadonly(property) ? 'readonly ' : '';
    const type = declaration
      ? this.checker.getTypeOfSymbolAtLocation(property, declaration)
      : this.checker.getTypeOfSymbol(property);
    return `${readonly}${property.name}${optional}: ${this.type(type, depth)}`;
  }

  signature(signature: ts.Signature, depth: number): string {
    const typeParameters = (signature.getTypeParameters() ?? []).map((parameter) =>
      this.checker.typeToString(parameter),
    );
    const parameters = signature.getParameters().map((parameter) => {
      const declaration = parameter.valueDeclaration as ts.ParameterDeclaration | undefined;
      const rest = declaration?.dotDotDotToken ? '...' : '';
      const optional = declaration && this.checker.isOptionalParameter(declaration) ? '?' : '';
      const type = declaration
        ? this.checker.getTypeOfSymbolAtLocation(parameter, declaration)
        : this.checker.getTypeOfSymbol(parameter);
      return `${rest}${parameter.name}${optional}: ${this.type(type, depth)}`;
    });
    const generics = typeParameters.length ? `<${typeParameters.join(', ')}>` : '';
    return `${generics}(${parameters.join(', ')}) => ${this.type(signature.getReturnType(), depth)}`;
  }
}

/** A property without a setter or with `readonly`, as a reader's assignment would find it. */
function isReadonly(symbol: ts.Symbol): boolean {
  const declarations = symbol.declarations ?? [];
  if (declarations.some(ts.isGetAccessorDeclaration) && !declarations.some(ts.isSetAccessorDeclaration)) return true;
  return declarations.some(
    (node) => ts.canHaveModifiers(node) && ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ReadonlyKeyword),
  );
}

/** `protected`, `static`, method or property: what a declaration's form says beyond its type. */
function memberForm(symbol: ts.Symbol): string {
  const declaration = symbol.declarations?.[0];
  const flags = declaration ? ts.getCombinedModifierFlags(declaration as ts.Declaration) : 0;
  const access = flags & ts.ModifierFlags.Protected ? 'protected ' : '';
  const kind = symbol.flags & ts.SymbolFlags.Method ? 'method ' : '';
  return `${access}${kind}`;
}

/** A member's resolved type with aliases expanded, and with aliases named. */
export interface MemberTypes {
  expanded: string;
  named: string;
}

/** The declared members (not inherited ones) of each exported class and interface: name → key → types. */
export function resolvedMembers(program: ts.Program, entry: string): Map<string, Map<string, MemberTypes>> {
  const checker = program.getTypeChecker();
  const printers = {expanded: new TypeText(checker, 'expand'), named: new TypeText(checker, 'name')};
  const source = program.getSourceFile(path.resolve(entry));
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  const found = new Map<string, Map<string, MemberTypes>>();
  for (const exported of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    if (!(symbol.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface))) continue;
    const own = new Set<ts.Node>(symbol.declarations ?? []);
    const members = new Map<string, MemberTypes>();
    const add = (key: string, member: ts.Symbol) => {
      const declarations = (member.declarations ?? []).filter((node) => own.has(node.parent));
      if (!declarations.length) return; // inherited: the history dates it by its own declaration
      if (declarations.some((node) => ts.getCombinedModifierFlags(node as ts.Declaration) & ts.ModifierFlags.Private))
        return;
      const type = checker.getTypeOfSymbolAtLocation(member, declarations[0]);
      const isCallable = member.flags & ts.SymbolFlags.Method;
      const text = (printer: TypeText) =>
        memberForm(member) +
        (isCallable
          ? type
              .getCallSignatures()
              .map((signature) => printer.signature(signature, 0))
              .join(' & ')
          : `${isReadonly(member) ? 'readonly ' : ''}${member.flags & ts.SymbolFlags.Optional ? '?' : ''}${printer.type(type)}`);
      members.set(key, {expanded: text(printers.expanded), named: text(printers.named)});
    };
    for (const member of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol)))
      if (!member.name.startsWith('__')) add(member.name, member);
    if (symbol.flags & ts.SymbolFlags.Class)
      for (const member of checker.getPropertiesOfType(checker.getTypeOfSymbol(symbol)))
        if (member.name !== 'prototype') add(`static ${member.name}`, member);
    found.set(exported.name, members);
  }
  return found;
}

/** A program over one installed package's types entry, with TypeScript's ES and DOM lib (parsed once a process). */
export function installedProgram(entry: string): ts.Program {
  return strictProgram(entry, {
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  });
}
