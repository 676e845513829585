/**
 * "Used by" on the built type pages, checked against the declarations themselves: each section's
 * entry points, in a reader's clean install (src/tooling/fidelity/line-installs.ts), are compiled
 * with the TypeScript compiler (not TypeDoc, which the pages come from) and, for a sample of types in every release line, what returns, accepts, extends, implements
 * or holds the type is worked out from the declaration files' own type annotations.
 *
 * A member is one entry wherever it is inherited: at the declaration that declares it when the
 * use is there, else at one of the documented declarations that inherit it (from a base no page
 * documents, or through a type argument they give a generic base), so an expected entry names
 * the labels it may appear under and must appear exactly once.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {loadHtml} from '../../src/tooling/load-html';
import type {ResolvedSdk} from '../../src/manifest/validate';
import {cleanInstalls} from '../../src/tooling/fidelity/clean-install';
import {cleanInstallLines} from '../../src/tooling/fidelity/line-installs';
import {declarationCompilerOptions} from '../../src/generate/typedoc/options';
import {USED_BY_GROUPS, type UsedByGroup} from '../../src/generate/typedoc/used-by-lists';

// Against clean installs of each line's sections, not the tree that generated the pages.
const installLines = cleanInstallLines();
await cleanInstalls(installLines.flatMap((line) => line.installs));
const lines = installLines.map((line) => ({id: line.id, buildDir: line.buildDir, sdks: line.sdks()}));

/** Sections sampled in every line: the Web SDK (common re-exported) and React (hooks). */
const SECTIONS = ['web-sdk', 'react-sdk'];
/** Named types checked wherever the section has them, then every SAMPLE_EVERY-th type page. */
const NAMED = [
  'QueryResult',
  'AbstractPowerSyncDatabase',
  'PowerSyncDatabase',
  'Transaction',
  'SyncStatus',
  'CrudBatch',
  'CrudEntry',
  'Schema',
  'Table',
  'PowerSyncBackendConnector',
  'SyncStreamOptions',
  'DBAdapter',
  'LockContext',
  'PowerSyncDBListener',
  'WatchedQuery',
];
const SAMPLE_EVERY = 7;

interface Expected {
  group: UsedByGroup;
  /** The labels the one entry may have. */
  labels: Set<string>;
  what: string;
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
    const program = ts.createProgram(
      sdk.entryPoints.map((entry) => entry.path),
      options,
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
  }

  resolve(symbol: ts.Symbol): ts.Symbol {
    return symbol.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(symbol) : symbol;
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

  /** Whether a written type mentions `target`, with type parameters standing for what an heir gave them. */
  mentions(node: ts.Node | undefined, target: ts.Symbol, given: Given): boolean {
    if (!node) return false;
    let found = false;
    const visit = (child: ts.Node): void => {
      if (found) return;
      const name = ts.isTypeReferenceNode(child)
        ? child.typeName
        : ts.isExpressionWithTypeArguments(child)
          ? child.expression
          : undefined;
      if (name) {
        const symbol = this.referenced(name);
        const argument = symbol && given.get(symbol);
        if (argument) found = argument.nodes.some((n) => this.mentions(n, target, argument.given));
        else if (symbol === target) found = true;
      }
      if (ts.isImportTypeNode(child)) {
        const type = this.checker.getTypeFromTypeNode(child);
        if ((type.aliasSymbol ?? type.getSymbol()) === target) found = true;
      }
      ts.forEachChild(child, visit);
    };
    visit(node);
    return found;
  }

  /**
   * The members a documented declaration shows, own and inherited: each with the written
   * node, the type parameters its bases were given, and where it is declared.
   */
  membersOf(symbol: ts.Symbol): Member[] {
    const members: Member[] = [];
    const seen = new Set<string>();
    const walk = (declarations: readonly ts.Declaration[], given: Given, own: boolean) => {
      const bases: Array<[ts.Symbol, readonly ts.TypeNode[], Given, Set<string> | undefined, boolean]> = [];
      for (const declaration of declarations) {
        for (const member of declaredMembers(declaration)) {
          const name = memberName(member, this.checker);
          if (name === undefined || isPrivate(member)) continue;
          if (!own && seen.has(name)) continue;
          members.push({name, node: member, given, own, container: declaration});
        }
        for (const clause of heritageOf(declaration))
          for (const type of clause.types) {
            const base = this.referenced(type.expression);
            if (base) bases.push([base, type.typeArguments ?? [], given, undefined, false]);
          }
      }
      for (const member of members) seen.add(member.name);
      for (const [base, args, outer] of bases) this.inherit(base, args, outer, walk);
    };
    walk(symbol.declarations ?? [], new Map(), true);
    return members;
  }

  /** A base's members: a utility type (`Omit<TableOptions, 'name'>`) stands for its first argument's. */
  private inherit(
    base: ts.Symbol,
    args: readonly ts.TypeNode[],
    given: Given,
    walk: (declarations: readonly ts.Declaration[], given: Given, own: boolean) => void,
  ): void {
    if (
      ['Omit', 'Pick', 'Partial', 'Required', 'Readonly'].includes(base.name) &&
      args[0] &&
      ts.isTypeReferenceNode(args[0])
    ) {
      const inner = this.referenced(args[0].typeName);
      if (inner) this.inherit(inner, args[0].typeArguments ?? [], given, walk);
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

  isDocumented(declaration: ts.Node): boolean {
    const named = ts.isTypeLiteralNode(declaration) ? declaration.parent : declaration;
    const name = ts.getNameOfDeclaration(named as ts.Declaration);
    const symbol = name && this.checker.getSymbolAtLocation(name);
    return Boolean(symbol && this.documented.has(symbol));
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

/** What the compiler says uses `target` in the section. */
function expectedUses(section: SectionDeclarations, target: ts.Symbol): Expected[] {
  const expected: Expected[] = [];
  // One entry per group and declaration: an inherited member's copies are one entry.
  const byDeclaration = new Map<string, Expected>();
  const nodeKey = (node: ts.Node) => `${node.getSourceFile().fileName}:${node.pos}`;
  // A member is its container's name, whatever its overloads: `watch(…)` twice is one member.
  const memberKey = (member: Member) =>
    `${nodeKey(member.container)}.${member.name}${isStatic(member.node) ? ':static' : ''}`;
  const add = (group: UsedByGroup, key: string, label: string, what: string) => {
    const id = `${group}\u0000${key}`;
    const entry = byDeclaration.get(id);
    if (entry) entry.labels.add(label);
    else {
      const created = {group, labels: new Set([label]), what};
      byDeclaration.set(id, created);
      expected.push(created);
    }
  };
  // Each declaration once, named as its page is: a default export by its declared name.
  const unique = new Map<ts.Symbol, string>();
  for (const [exported, symbol] of section.exported) {
    const declared = symbol.declarations?.[0] && ts.getNameOfDeclaration(symbol.declarations[0])?.getText();
    const name = exported === 'default' && declared ? declared : exported;
    if (!unique.has(symbol) || unique.get(symbol) === 'default') unique.set(symbol, name);
  }
  const classified = [...unique].map(([symbol, name]) => ({name, symbol, members: section.membersOf(symbol)}));
  // The uses a member has where it is declared: an inherited copy of it is not listed again.
  const declaredUses = new Set<string>();
  const memberUses = (member: Member): UsedByGroup[] => {
    const groups: UsedByGroup[] = [];
    const signatures = signaturesOf(member.node);
    if (signatures) {
      for (const signature of signatures) {
        if (member.name !== 'constructor' && section.mentions(signature.type, target, member.given))
          groups.push('returnedBy');
        if (signature.parameters.some((p) => section.mentions(p.type, target, member.given))) groups.push('acceptedBy');
      }
    } else if (
      ts.isPropertyDeclaration(member.node) ||
      ts.isPropertySignature(member.node) ||
      ts.isGetAccessor(member.node) ||
      ts.isSetAccessor(member.node)
    ) {
      const written = ts.isSetAccessor(member.node)
        ? member.node.parameters[0]?.type
        : (member.node as ts.PropertyDeclaration | ts.GetAccessorDeclaration).type;
      if (section.mentions(written, target, member.given)) groups.push('propertyOf');
    }
    return groups;
  };
  if (target.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Enum))
    for (const {members} of classified)
      for (const member of members)
        if (member.own) for (const group of memberUses(member)) declaredUses.add(`${group}:${memberKey(member)}`);

  for (const {name, symbol, members} of classified) {
    for (const declaration of symbol.declarations ?? []) {
      for (const clause of heritageOf(declaration))
        for (const type of clause.types)
          if (symbol !== target && section.referencedSymbol(type.expression) === target) {
            const implemented = clause.token === ts.SyntaxKind.ImplementsKeyword;
            add(implemented ? 'implementedBy' : 'extendedBy', `decl:${name}`, name, clause.getText());
          }
      // Functions, and consts written as a function type (documented as functions).
      const fn = ts.isFunctionDeclaration(declaration)
        ? declaration
        : ts.isVariableDeclaration(declaration) &&
            declaration.type &&
            ts.isFunctionTypeNode(unparenthesized(declaration.type))
          ? (unparenthesized(declaration.type) as ts.FunctionTypeNode)
          : undefined;
      if (fn) signatureUses(section, target, [fn], `fn:${name}`, name, add);
      // A type alias of a function type.
      if (ts.isTypeAliasDeclaration(declaration) && ts.isFunctionTypeNode(unparenthesized(declaration.type)))
        signatureUses(
          section,
          target,
          [unparenthesized(declaration.type) as ts.FunctionTypeNode],
          `alias:${name}`,
          name,
          add,
        );
    }
    for (const member of members) {
      const label = member.name === 'constructor' ? `new ${name}` : `${name}.${member.name}`;
      for (const group of memberUses(member)) {
        const key = `${group}:${memberKey(member)}`;
        if (!member.own && section.isDocumented(member.container) && declaredUses.has(key)) continue;
        add(group, memberKey(member), label, `${label}: ${member.node.getText().slice(0, 120)}`);
      }
    }
  }
  return expected;
}

function signatureUses(
  section: SectionDeclarations,
  target: ts.Symbol,
  signatures: ts.SignatureDeclarationBase[],
  key: string,
  label: string,
  add: (group: UsedByGroup, key: string, label: string, what: string) => void,
) {
  for (const signature of signatures) {
    if (section.mentions(signature.type, target, new Map())) add('returnedBy', key, label, label);
    if (signature.parameters.some((p) => section.mentions(p.type, target, new Map())))
      add('acceptedBy', key, label, label);
  }
}

/** The page's "Used by" entries: group → labels. */
function pageEntries(html: string): Map<UsedByGroup, string[]> {
  const $ = loadHtml(html);
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

test('"Used by" lists what the declarations return, accept, extend, implement and hold, for a sample of types in every line', () => {
  let checkedTypes = 0;
  let checkedEntries = 0;
  const problems: string[] = [];
  for (const line of lines)
    for (const sdk of line.sdks.filter((s) => SECTIONS.includes(s.id))) {
      const section = new SectionDeclarations(sdk);
      const pages = ['classes', 'interfaces', 'type-aliases', 'enumerations'].flatMap((kind) => {
        const dir = path.join(line.buildDir, sdk.id, kind);
        return fs.existsSync(dir)
          ? fs
              .readdirSync(dir)
              .filter((file) => file.endsWith('.html'))
              .sort()
              .map((file) => ({name: file.replace(/\.html$/, ''), file: path.join(dir, file)}))
          : [];
      });
      const sample = pages.filter((page, i) => NAMED.includes(page.name) || i % SAMPLE_EVERY === 0);
      for (const page of sample) {
        const target = section.exported.get(page.name);
        if (!target) {
          problems.push(`${line.id}/${sdk.id}: ${page.name} has a page but the compiler finds no such export`);
          continue;
        }
        checkedTypes += 1;
        const where = `${line.id}/${sdk.id}/${page.name}`;
        const shown = pageEntries(fs.readFileSync(page.file, 'utf8'));
        const left = new Map([...shown].map(([group, labels]) => [group, [...labels]]));
        for (const entry of expectedUses(section, target)) {
          const labels = left.get(entry.group) ?? [];
          const matches = labels.filter((label) => entry.labels.has(label));
          if (matches.length !== 1) {
            problems.push(
              `${where}: ${entry.group} should list one of ${[...entry.labels].join(' | ')} (${entry.what}); the page lists ${matches.length}`,
            );
            continue;
          }
          labels.splice(labels.indexOf(matches[0]), 1);
          checkedEntries += 1;
        }
        for (const [group, labels] of left)
          for (const label of labels) problems.push(`${where}: ${group} lists ${label}, which the declarations do not`);
      }
    }
  assert.deepEqual(problems, []);
  assert.ok(checkedTypes >= 60, `only ${checkedTypes} types checked`);
  assert.ok(checkedEntries >= 150, `only ${checkedEntries} entries checked`);
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
