/**
 * "Used by" on the built type pages, checked against the declarations themselves: each section's
 * entry points, in a reader's clean install (src/tooling/fidelity/line-installs.ts), are compiled
 * with the TypeScript compiler (not TypeDoc, which the pages come from) and, for every type page
 * of every section in every release line, what returns, accepts, extends, implements or holds
 * the type is worked out from the declaration files' own type annotations: every exported
 * function, constructor (own, inherited, or a constructor type's construct signature, as a
 * merged `const PowerSyncDatabase: PowerSyncDatabaseConstructor<…>` has), method and property
 * whose signature names it. The page must list each, once, and nothing else.
 *
 * A member is one entry wherever it is inherited: at the declaration that declares it when the
 * use is there, else at each documented declaration that inherits it and none of whose bases
 * does (every heir of a base no page documents; the first heir given a type argument that
 * makes the use). A constructor is each declaration's own (`new TableV2` is not `new Table`).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from '../../src/typescript.cjs';
import {loadArticle, loadHtml} from '../../src/tooling/load-html';
import type {ResolvedSdk} from '../../src/manifest/validate';
import {cleanInstalls} from '../../src/tooling/fidelity/clean-install';
import {cleanInstallLines} from '../../src/tooling/fidelity/line-installs';
import {declarationCompilerOptions} from '../../src/generate/typedoc/options';
import {USED_BY_GROUPS, type UsedByGroup} from '../../src/generate/typedoc/used-by-lists';
import {powersyncPackageOfFile} from '../../src/examples/call-sites';
import {hostSharingDeclarationFiles} from '../../src/tooling/shared-declaration-files';
import {readBuilt} from './build-files';

// Against clean installs of each line's sections, not the tree that generated the pages.
const installLines = cleanInstallLines();
await cleanInstalls(installLines.flatMap((line) => line.installs));
const lines = installLines.map((line) => ({id: line.id, buildDir: line.buildDir, sdks: line.sdks()}));

interface Expected {
  group: UsedByGroup;
  /** `new TableV2`, `TrackDiffOptions.hooks`, `useQuery`. */
  label: string;
  what: string;
}

/** `@powersync/common\0SyncStatus` for a declaration of a PowerSync package (its innermost node_modules folder's). */
function identityOf(symbol: ts.Symbol): string | undefined {
  const declaration = symbol.declarations?.[0];
  // Top-level declarations only: a type parameter `RowType` is not the type alias `RowType`.
  const statement = declaration && (ts.isVariableDeclaration(declaration) ? declaration.parent.parent : declaration);
  if (!statement || !(ts.isSourceFile(statement.parent) || ts.isModuleBlock(statement.parent))) return undefined;
  const file = declaration.getSourceFile().fileName;
  const packageName = file && powersyncPackageOfFile(file);
  return packageName ? `${packageName}\u0000${symbol.name}` : undefined;
}

/** What the compiler says a section's documented declarations do with each type. */
class SectionDeclarations {
  readonly checker: ts.TypeChecker;
  /** Exported declarations by name (what the section documents). */
  readonly exported = new Map<string, ts.Symbol>();
  private readonly documented = new Set<ts.Symbol>();

  constructor(sdk: ResolvedSdk) {
    const options = ts.convertCompilerOptionsFromJson(
      {...declarationCompilerOptions, types: []},
      sdk.packageRoot,
    ).options;
    // The installs' declarations, parsed once a process with the other checks' programs over them.
    const program = ts.createProgram(
      sdk.entryPoints.map((entry) => entry.path),
      options,
      hostSharingDeclarationFiles(options),
    );
    this.checker = program.getTypeChecker();
    for (const entry of sdk.entryPoints) {
      const file = program.getSourceFile(entry.path);
      const module = file && this.checker.getSymbolAtLocation(file);
      if (!module) throw new Error(`${sdk.id}: no module for ${entry.path}`);
      for (const exported of this.checker.getExportsOfModule(module)) {
        const symbol = this.resolve(exported);
        if (!this.exported.has(exported.name)) this.exported.set(exported.name, symbol);
        this.documented.add(symbol);
      }
    }
    for (const symbol of this.documented) {
      const identity = identityOf(symbol);
      if (identity && !this.byIdentity.has(identity)) this.byIdentity.set(identity, symbol);
    }
  }

  /**
   * A package's declaration by its identity (package and name), as the site names symbols: an
   * install that holds two releases of a package (v2 React Native: @powersync/common 2.1.0 under
   * the SDK, 2.0.0 a peer npm places on top, which @powersync/react's hooks read) has two
   * declarations of `SyncStatus`; the section documents one, and its Changes page says which
   * declarations read which release.
   */
  private readonly byIdentity = new Map<string, ts.Symbol>();

  resolve(symbol: ts.Symbol): ts.Symbol {
    const resolved = symbol.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(symbol) : symbol;
    const identity = this.byIdentity.size ? identityOf(resolved) : undefined;
    return (identity && this.byIdentity.get(identity)) || resolved;
  }

  referencedSymbol(name: ts.EntityName | ts.Expression): ts.Symbol | undefined {
    return this.referenced(name);
  }

  /** The declaration a type name refers to (an enum member: its enum). */
  private referenced(name: ts.EntityName | ts.Expression): ts.Symbol | undefined {
    const at = ts.isQualifiedName(name) ? name.right : ts.isPropertyAccessExpression(name) ? name.name : name;
    const symbol = this.checker.getSymbolAtLocation(at);
    if (!symbol) return undefined;
    const resolved = this.resolve(symbol);
    return resolved.flags & ts.SymbolFlags.EnumMember
      ? this.resolve((resolved as {parent?: ts.Symbol}).parent!)
      : resolved;
  }

  /** The declarations a written type mentions, type parameters standing for what an heir gave them. */
  mentioned(
    node: ts.Node | undefined,
    given: Given,
    found = new Set<ts.Symbol>(),
    throughArgument = false,
  ): Set<ts.Symbol> {
    if (!node) return found;
    const visit = (child: ts.Node): void => {
      const name = ts.isTypeReferenceNode(child)
        ? child.typeName
        : ts.isExpressionWithTypeArguments(child)
          ? child.expression
          : undefined;
      if (name) {
        const symbol = this.referenced(name);
        const argument = symbol && given.get(symbol);
        if (argument) argument.nodes.forEach((n) => this.mentioned(n, argument.given, found, true));
        else if (symbol) found.add(symbol);
      }
      // A type argument `typeof ATTACHMENT_TABLE_COLUMNS` given to a base: an inherited member
      // shows it as the compiler instantiates it, the const's annotation (a member written
      // `typeof Logger` shows the query).
      if (throughArgument && ts.isTypeQueryNode(child)) {
        const value = this.referenced(child.exprName)?.valueDeclaration;
        if (value && ts.isVariableDeclaration(value) && value.type) this.mentioned(value.type, new Map(), found);
      }
      if (ts.isImportTypeNode(child)) {
        const type = this.checker.getTypeFromTypeNode(child);
        const symbol = type.aliasSymbol ?? type.getSymbol();
        if (symbol) found.add(this.resolve(symbol));
      }
      ts.forEachChild(child, visit);
    };
    visit(node);
    return found;
  }

  /**
   * Whether a member's type, in its documented declaration, is an intersection: a property a
   * mixin declares as a function type and a class it mixes in as a method
   * (`RNQSDBAdapter.readLock`) is a property of both types, not one function.
   */
  isIntersection(owner: ts.Symbol, member: Member): boolean {
    if (!(ts.isPropertyDeclaration(member.node) || ts.isPropertySignature(member.node))) return false;
    if (!(owner.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface))) return false;
    const property = this.checker.getPropertyOfType(this.checker.getDeclaredTypeOfSymbol(owner), member.name);
    return Boolean(property && this.checker.getTypeOfSymbol(property).isIntersection());
  }

  /**
   * The members a documented declaration shows, own and inherited: each with the written
   * node, the type parameters its bases were given, and where it is declared; and the
   * declarations it extends or implements, at any depth. A const of a constructor type merged
   * with an interface (`const PowerSyncDatabase: PowerSyncDatabaseConstructor<…>`) shows its
   * type's construct signatures as its constructor.
   */
  membersOf(symbol: ts.Symbol): {members: Member[]; bases: Set<ts.Symbol>} {
    const members: Member[] = [];
    const bases = new Set<ts.Symbol>();
    const seen = new Set<string>();
    const walk = (declarations: readonly ts.Declaration[], given: Given, own: boolean, onlyConstructors = false) => {
      const next: Array<[ts.Symbol, readonly ts.TypeNode[], Given]> = [];
      for (const declaration of declarations) {
        for (const member of declaredMembers(declaration)) {
          const name = memberName(member, this.checker);
          if (name === undefined || isPrivate(member)) continue;
          if (onlyConstructors && name !== 'constructor') continue;
          if (!own && seen.has(name)) continue;
          members.push({name, node: member, given, own, container: declaration});
        }
        if (onlyConstructors) continue;
        for (const clause of heritageOf(declaration))
          for (const type of clause.types) {
            const base = this.referenced(type.expression);
            if (base) next.push([base, type.typeArguments ?? [], given]);
          }
      }
      for (const member of members) seen.add(member.name);
      for (const [base, args, outer] of next) this.inherit(base, args, outer, walk, bases);
    };
    bases.add(symbol);
    walk(symbol.declarations ?? [], new Map(), true);
    bases.delete(symbol);
    if (symbol.flags & ts.SymbolFlags.Interface && !seen.has('constructor')) {
      const variable = symbol.valueDeclaration;
      const written = variable && ts.isVariableDeclaration(variable) ? variable.type : undefined;
      const constructorType =
        written && ts.isTypeReferenceNode(written) ? this.referenced(written.typeName) : undefined;
      if (written && ts.isTypeReferenceNode(written) && constructorType)
        this.inherit(
          constructorType,
          written.typeArguments ?? [],
          new Map(),
          (declarations, given) => walk(declarations, given, false, true),
          new Set(),
        );
    }
    return {members, bases};
  }

  /** A base's members: a utility type (`Omit<TableOptions, 'name'>`) stands for its first argument's. */
  private inherit(
    base: ts.Symbol,
    args: readonly ts.TypeNode[],
    given: Given,
    walk: (declarations: readonly ts.Declaration[], given: Given, own: boolean) => void,
    bases: Set<ts.Symbol>,
  ): void {
    if (
      ['Omit', 'Pick', 'Partial', 'Required', 'Readonly'].includes(base.name) &&
      args[0] &&
      ts.isTypeReferenceNode(args[0])
    ) {
      const inner = this.referenced(args[0].typeName);
      if (inner) this.inherit(inner, args[0].typeArguments ?? [], given, walk, bases);
      return;
    }
    // A declaration met again (a diamond, or a class merged with an interface that extends it) is walked once.
    if (bases.has(base)) return;
    bases.add(base);
    // A mixin (`class RNQSDBAdapter extends RNQSDBAdapter_base`, a const of an intersection of
    // constructor types): the members of what its construct signatures return, and of `typeof` classes.
    const value = base.valueDeclaration;
    if (base.flags & ts.SymbolFlags.Variable && value && ts.isVariableDeclaration(value)) {
      const fromValue = (written: ts.TypeNode | undefined): void => {
        if (!written) return;
        const type = unparenthesized(written);
        if (ts.isIntersectionTypeNode(type)) type.types.forEach(fromValue);
        else if (ts.isConstructorTypeNode(type) && ts.isTypeLiteralNode(unparenthesized(type.type)))
          walk([unparenthesized(type.type) as ts.TypeLiteralNode], given, false);
        else if (ts.isConstructorTypeNode(type) && ts.isTypeReferenceNode(unparenthesized(type.type))) {
          const returned = unparenthesized(type.type) as ts.TypeReferenceNode;
          const symbol = this.referenced(returned.typeName);
          if (symbol) this.inherit(symbol, returned.typeArguments ?? [], given, walk, bases);
        } else if (ts.isTypeQueryNode(type)) {
          const symbol = this.referenced(type.exprName);
          if (symbol) this.inherit(symbol, [], given, walk, bases);
        }
      };
      fromValue(value.type);
      return;
    }
    const parameters = (base.declarations ?? []).flatMap((declaration) =>
      ts.isClassDeclaration(declaration) || ts.isInterfaceDeclaration(declaration)
        ? [...(declaration.typeParameters ?? [])]
        : [],
    );
    const next: Given = new Map();
    parameters.forEach((parameter, i) => {
      const symbol = this.checker.getSymbolAtLocation(parameter.name);
      const argument = args[i] ?? parameter.default;
      if (symbol && argument) next.set(symbol, {nodes: [argument], given});
    });
    walk(
      (base.declarations ?? []).filter((d) => ts.isClassDeclaration(d) || ts.isInterfaceDeclaration(d)),
      next,
      false,
    );
  }
}

type Given = Map<ts.Symbol, {nodes: readonly ts.Node[]; given: Given}>;
interface Member {
  name: string;
  node: ts.Node;
  given: Given;
  own: boolean;
  container: ts.Node;
}

function declaredMembers(declaration: ts.Declaration): readonly ts.Node[] {
  if (ts.isTypeLiteralNode(declaration)) return declaration.members;
  if (ts.isClassDeclaration(declaration) || ts.isInterfaceDeclaration(declaration)) return declaration.members;
  if (ts.isTypeAliasDeclaration(declaration)) {
    const type = unparenthesized(declaration.type);
    if (ts.isTypeLiteralNode(type)) return type.members;
  }
  return [];
}

function heritageOf(declaration: ts.Declaration): readonly ts.HeritageClause[] {
  return ts.isClassDeclaration(declaration) || ts.isInterfaceDeclaration(declaration)
    ? (declaration.heritageClauses ?? [])
    : [];
}

function memberName(member: ts.Node, checker: ts.TypeChecker): string | undefined {
  if (ts.isConstructorDeclaration(member) || ts.isConstructSignatureDeclaration(member)) return 'constructor';
  const name = (member as {name?: ts.PropertyName}).name;
  if (!name || ts.isPrivateIdentifier(name)) return undefined;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  // `[WatchedQueryListenerEvent.ON_DATA]`: the name the compiler binds it to (`onData`).
  const symbol = checker.getSymbolAtLocation(name);
  return symbol && !symbol.name.startsWith('__') ? symbol.name : undefined;
}

const isStatic = (member: ts.Node) =>
  ts.canHaveModifiers(member) && (ts.getModifiers(member) ?? []).some((m) => m.kind === ts.SyntaxKind.StaticKeyword);

const isPrivate = (member: ts.Node) =>
  ts.canHaveModifiers(member) && (ts.getModifiers(member) ?? []).some((m) => m.kind === ts.SyntaxKind.PrivateKeyword);

function unparenthesized(type: ts.TypeNode): ts.TypeNode {
  while (ts.isParenthesizedTypeNode(type)) type = type.type;
  return type;
}

/** A member's signatures when it is called: a method, or a property written as a function type. */
function signaturesOf(member: ts.Node): ts.SignatureDeclarationBase[] | undefined {
  if (ts.isMethodDeclaration(member) || ts.isMethodSignature(member)) return [member];
  if (ts.isConstructorDeclaration(member) || ts.isConstructSignatureDeclaration(member)) return [member];
  if ((ts.isPropertyDeclaration(member) || ts.isPropertySignature(member)) && member.type) {
    const type = unparenthesized(member.type);
    if (ts.isFunctionTypeNode(type)) return [type];
  }
  return undefined;
}

/**
 * What the compiler says uses each declaration in the section: target → the entries its page
 * must list. Worked out for the whole section at once, so that every type page can be checked.
 */
function expectedUses(section: SectionDeclarations): Map<ts.Symbol, Expected[]> {
  const expected = new Map<ts.Symbol, Expected[]>();
  const seen = new Set<string>();
  const nodeKey = (node: ts.Node) => `${node.getSourceFile().fileName}:${node.pos}`;
  const symbolKeys = new Map<ts.Symbol, number>();
  const symbolKey = (symbol: ts.Symbol) =>
    symbolKeys.get(symbol) ?? (symbolKeys.set(symbol, symbolKeys.size), symbolKeys.size - 1);
  const add = (target: ts.Symbol, group: UsedByGroup, label: string, what: string) => {
    const id = `${symbolKey(target)}\u0000${group}\u0000${label}`;
    if (seen.has(id)) return;
    seen.add(id);
    expected.set(target, [...(expected.get(target) ?? []), {group, label, what}]);
  };
  // Each declaration once, named as its page is: a default export by its declared name.
  const unique = new Map<ts.Symbol, string>();
  for (const [exported, symbol] of section.exported) {
    const declared = symbol.declarations?.[0] && ts.getNameOfDeclaration(symbol.declarations[0])?.getText();
    const name = exported === 'default' && declared ? declared : exported;
    if (!unique.has(symbol) || unique.get(symbol) === 'default') unique.set(symbol, name);
  }
  const classified = [...unique].map(([symbol, name]) => ({name, symbol, ...section.membersOf(symbol)}));

  // What a member's written types mention, per group.
  const memberUses = (member: Member, owner: ts.Symbol): Array<[UsedByGroup, Set<ts.Symbol>]> => {
    const uses: Array<[UsedByGroup, Set<ts.Symbol>]> = [];
    const signatures =
      signaturesOf(member.node) && !section.isIntersection(owner, member) ? signaturesOf(member.node) : undefined;
    if (signatures) {
      const returned = new Set<ts.Symbol>();
      const accepted = new Set<ts.Symbol>();
      for (const signature of signatures) {
        section.mentioned(signature.type, member.given, returned);
        for (const parameter of signature.parameters) section.mentioned(parameter.type, member.given, accepted);
      }
      // A constructor returns what a construct signature names, never its own declaration.
      if (member.name === 'constructor') returned.delete(owner);
      uses.push(['returnedBy', returned], ['acceptedBy', accepted]);
    } else if (
      ts.isPropertyDeclaration(member.node) ||
      ts.isPropertySignature(member.node) ||
      ts.isGetAccessor(member.node) ||
      ts.isSetAccessor(member.node)
    ) {
      const written = ts.isSetAccessor(member.node)
        ? member.node.parameters[0]?.type
        : (member.node as ts.PropertyDeclaration | ts.GetAccessorDeclaration).type;
      uses.push(['propertyOf', section.mentioned(written, member.given)]);
    }
    return uses;
  };

  // A declared member's uses by the documented declarations that show it: member → group →
  // target → holders. Listed at each holder none of whose bases holds it.
  const holders = new Map<
    string,
    Array<{
      owner: ts.Symbol;
      bases: Set<ts.Symbol>;
      label: string;
      what: string;
      group: UsedByGroup;
      targets: Set<ts.Symbol>;
    }>
  >();
  for (const {name, symbol, members, bases} of classified) {
    for (const declaration of symbol.declarations ?? []) {
      for (const clause of heritageOf(declaration))
        for (const type of clause.types) {
          const base = section.referencedSymbol(type.expression);
          if (base && base !== symbol)
            add(
              base,
              clause.token === ts.SyntaxKind.ImplementsKeyword ? 'implementedBy' : 'extendedBy',
              name,
              clause.getText(),
            );
        }
      // Functions, consts written as a function type (documented as functions), and type aliases of one.
      const fn = ts.isFunctionDeclaration(declaration)
        ? declaration
        : ts.isVariableDeclaration(declaration) &&
            declaration.type &&
            ts.isFunctionTypeNode(unparenthesized(declaration.type))
          ? (unparenthesized(declaration.type) as ts.FunctionTypeNode)
          : ts.isTypeAliasDeclaration(declaration) && ts.isFunctionTypeNode(unparenthesized(declaration.type))
            ? (unparenthesized(declaration.type) as ts.FunctionTypeNode)
            : undefined;
      if (fn) {
        for (const target of section.mentioned(fn.type, new Map())) add(target, 'returnedBy', name, name);
        for (const parameter of fn.parameters)
          for (const target of section.mentioned(parameter.type, new Map())) add(target, 'acceptedBy', name, name);
      }
    }
    for (const member of members) {
      const isConstructor = member.name === 'constructor';
      const label = isConstructor ? `new ${name}` : `${name}.${member.name}`;
      const what = `${label}: ${member.node.getText().slice(0, 120)}`;
      for (const [group, targets] of memberUses(member, symbol)) {
        if (!targets.size) continue;
        // A constructor is its declaration's own, inherited or not.
        if (isConstructor) {
          for (const target of targets) add(target, group, label, what);
          continue;
        }
        const key = `${group}\u0000${nodeKey(member.container)}.${member.name}${isStatic(member.node) ? ':static' : ''}`;
        holders.set(key, [...(holders.get(key) ?? []), {owner: symbol, bases, label, what, group, targets}]);
      }
    }
  }
  for (const list of holders.values()) {
    const targets = new Set(list.flatMap((holder) => [...holder.targets]));
    for (const target of targets) {
      const having = list.filter((holder) => holder.targets.has(target));
      const owners = new Set(having.map((holder) => holder.owner));
      for (const holder of having)
        if (![...holder.bases].some((base) => base !== holder.owner && owners.has(base)))
          add(target, holder.group, holder.label, holder.what);
    }
  }
  return expected;
}

/** The page's "Used by" entries: group → labels. */
function pageEntries(html: string): Map<UsedByGroup, string[]> {
  // The section is in the page's article: parsed alone.
  const $ = loadArticle(html);
  const entries = new Map<UsedByGroup, string[]>();
  const heading = $('h2#used-by');
  if (!heading.length) return entries;
  let group: UsedByGroup | undefined;
  for (const element of heading.nextUntil('h2').toArray()) {
    const $element = $(element);
    const strong = $element.is('p') ? $element.children('strong').first().text() : '';
    const named = USED_BY_GROUPS.find((g) => g.label === strong);
    if (named) {
      group = named.key;
      continue;
    }
    if (!group) continue;
    for (const li of $element.find('li').addBack('li').toArray()) {
      const label = $(li).find('code').first().text();
      entries.set(group, [...(entries.get(group) ?? []), label]);
    }
  }
  return entries;
}

/** The folders of type pages, the pages that have the section. */
const TYPE_PAGE_FOLDERS = ['classes', 'interfaces', 'type-aliases', 'enumerations'];

test('"Used by" lists every function, constructor, method and property that returns, accepts or holds the type, and what extends or implements it, on every type page of every line', (t) => {
  let checkedTypes = 0;
  let completeTypes = 0;
  let checkedEntries = 0;
  const problems: string[] = [];
  for (const line of lines)
    for (const sdk of line.sdks) {
      const section = new SectionDeclarations(sdk);
      const uses = expectedUses(section);
      const pages = TYPE_PAGE_FOLDERS.flatMap((kind) => {
        const dir = path.join(line.buildDir, sdk.id, kind);
        return fs.existsSync(dir)
          ? fs
              .readdirSync(dir)
              .filter((file) => file.endsWith('.html'))
              .sort()
              .map((file) => ({name: file.replace(/\.html$/, ''), file: path.join(dir, file)}))
          : [];
      });
      for (const page of pages) {
        const where = `${line.id}/${sdk.id}/${page.name}`;
        const target = section.exported.get(page.name);
        if (!target) {
          problems.push(`${where} has a page but the compiler finds no such export`);
          continue;
        }
        checkedTypes += 1;
        const before = problems.length;
        const shown = pageEntries(readBuilt(page.file));
        const left = new Map([...shown].map(([group, labels]) => [group, [...labels]]));
        for (const entry of uses.get(target) ?? []) {
          const labels = left.get(entry.group) ?? [];
          const at = labels.indexOf(entry.label);
          if (at < 0) {
            problems.push(`${where}: ${entry.group} should list ${entry.label} (${entry.what})`);
            continue;
          }
          labels.splice(at, 1);
          checkedEntries += 1;
        }
        for (const [group, labels] of left)
          for (const label of labels) problems.push(`${where}: ${group} lists ${label}, which the declarations do not`);
        if (problems.length === before) completeTypes += 1;
      }
    }
  t.diagnostic(`${checkedTypes} type pages checked, ${completeTypes} complete; ${checkedEntries} entries found`);
  assert.deepEqual(problems, []);
  assert.ok(checkedTypes >= 900, `only ${checkedTypes} types checked`);
  assert.ok(checkedEntries >= 2000, `only ${checkedEntries} entries checked`);
});

test('"Used by" answers the issue\'s examples: execute returns QueryResult, the Web SDK\'s PowerSyncDatabase extends AbstractPowerSyncDatabase', () => {
  const current = lines.find((line) => line.id === 'current')!;
  const read = (route: string) => pageEntries(fs.readFileSync(path.join(current.buildDir, `${route}.html`), 'utf8'));
  assert.ok(read('web-sdk/type-aliases/QueryResult').get('returnedBy')?.includes('AbstractPowerSyncDatabase.execute'));
  assert.deepEqual(read('web-sdk/classes/AbstractPowerSyncDatabase').get('extendedBy'), ['PowerSyncDatabase']);
  const $ = loadHtml(
    fs.readFileSync(path.join(current.buildDir, 'web-sdk/classes/AbstractPowerSyncDatabase.html'), 'utf8'),
  );
  assert.equal($('h2#used-by').next().text().trim().startsWith('Returned by'), true);
  assert.match(
    $('#used-by ~ ul a')
      .filter((_, a) => $(a).text() === 'PowerSyncDatabase')
      .first()
      .attr('href') ?? '',
    /\/web-sdk\/classes\/PowerSyncDatabase$/,
  );
});

test('"Used by" answers issue 52\'s examples: constructors, own, inherited and of a constructor type, and heirs of a hidden base', () => {
  const read = (lineId: string, route: string) => {
    const line = lines.find((candidate) => candidate.id === lineId)!;
    return pageEntries(fs.readFileSync(path.join(line.buildDir, `${route}.html`), 'utf8'));
  };
  for (const lineId of ['current', 'v1']) {
    assert.ok(read(lineId, 'web-sdk/interfaces/TableOptions').get('acceptedBy')?.includes('new TableV2'), lineId);
    assert.ok(
      read(lineId, 'web-sdk/interfaces/WebPowerSyncOpenFactoryOptions')
        .get('acceptedBy')
        ?.includes('new WASQLitePowerSyncDatabaseOpenFactory'),
      lineId,
    );
    assert.ok(
      read(lineId, 'web-sdk/interfaces/TriggerCreationHooks').get('propertyOf')?.includes('TrackDiffOptions.hooks'),
      lineId,
    );
    assert.ok(
      read(lineId, 'web-sdk/enumerations/DiffTriggerOperation').get('propertyOf')?.includes('TrackDiffOptions.when'),
      lineId,
    );
  }
  assert.ok(
    read('v2', 'web-sdk/interfaces/CommonPowerSyncDatabase').get('returnedBy')?.includes('new PowerSyncDatabase'),
  );
});
