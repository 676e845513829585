import fs from 'node:fs';
import path from 'node:path';
import ts from '../../typescript.cjs';

/**
 * Source links from published declarations (`lib/**.d.ts`) to the TypeScript sources that
 * the same packages also publish (`src/**.ts`), and from there to the public repository at
 * the release tag. A link is only produced when the declaration is found again in the
 * source file by name and kind, with an unambiguous position: no link is better than a
 * link to a wrong line.
 */

/** Where a declaration sits: top-level name, and the member name for class/interface/enum members. */
export interface DeclarationPath {
  container: {name: string; category: TopLevelCategory};
  member?: {name: string; category: MemberCategory};
}

export type TopLevelCategory = 'class' | 'interface' | 'enum' | 'function' | 'type' | 'variable';
export type MemberCategory = 'constructor' | 'member' | 'enumMember';

export interface SourceLocation {
  /** Path relative to the package root, e.g. `src/db/schema/Table.ts`. */
  file: string;
  /** 1-based line of the declaration's name. */
  line: number;
}

/** A package the repository publishes, with the folder it lives in and its documented version. */
export interface RepositoryPackage {
  packageName: string;
  version: string;
  repoDirectory: string;
}

/**
 * The repository's packages one section's declarations come from, at the versions its install
 * resolves (React Native 2.1.0's section reads @powersync/common 2.1.0 and @powersync/react
 * 2.0.0, whatever the line's other sections read). Folders are the manifest's, else the
 * repository's `packages/<name>` layout (@powersync/shared-internals).
 */
export function sectionRepositoryPackages(
  manifest: {shared: RepositoryPackage; sdks: RepositoryPackage[]},
  sdk: {
    packageName: string;
    version: string;
    dependencyVersions: Record<string, string>;
    scopeResolutions?: Array<{packageName: string; version: string}>;
  },
): RepositoryPackage[] {
  const folderOf = (name: string) =>
    [manifest.shared, ...manifest.sdks].find((p) => p.packageName === name)?.repoDirectory ??
    `packages/${name.replace(/^@[^/]+\//, '')}`;
  // Every release the install holds: React Native 2.1.0's hooks read @powersync/common 2.0.0
  // beside the SDK's own 2.1.0, and their source links go to 2.0.0's tag.
  const pairs = [
    [sdk.packageName, sdk.version],
    ...Object.entries(sdk.dependencyVersions),
    ...(sdk.scopeResolutions ?? []).map((r) => [r.packageName, r.version]),
  ];
  const unique = [...new Map(pairs.map(([name, version]) => [`${name}@${version}`, [name, version]])).values()];
  return unique.map(([packageName, version]) => ({packageName, version, repoDirectory: folderOf(packageName)}));
}

const topLevelCategory = (node: ts.Node): TopLevelCategory | undefined => {
  if (ts.isClassDeclaration(node)) return 'class';
  if (ts.isInterfaceDeclaration(node)) return 'interface';
  if (ts.isEnumDeclaration(node)) return 'enum';
  if (ts.isFunctionDeclaration(node)) return 'function';
  if (ts.isTypeAliasDeclaration(node)) return 'type';
  if (ts.isVariableDeclaration(node)) return 'variable';
  return undefined;
};

const memberCategory = (node: ts.Node): MemberCategory | undefined => {
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  if (ts.isEnumMember(node)) return 'enumMember';
  if (
    ts.isMethodDeclaration(node) ||
    ts.isMethodSignature(node) ||
    ts.isPropertyDeclaration(node) ||
    ts.isPropertySignature(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  ) {
    return 'member';
  }
  return undefined;
};

function plainName(name: ts.Node | undefined): string | undefined {
  if (!name) return undefined;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) || ts.isPrivateIdentifier(name))
    return name.text;
  return undefined;
}

const declaredName = (node: ts.Node): string | undefined =>
  ts.isConstructorDeclaration(node) ? 'constructor' : plainName((node as ts.NamedDeclaration).name);

/** The top-level declarations of a file: statements, and the declarations of variable statements. */
function topLevelDeclarations(file: ts.SourceFile): ts.Node[] {
  const result: ts.Node[] = [];
  for (const statement of file.statements) {
    if (ts.isVariableStatement(statement)) result.push(...statement.declarationList.declarations);
    else if (topLevelCategory(statement)) result.push(statement);
  }
  return result;
}

const isTopLevel = (node: ts.Node): boolean =>
  ts.isVariableDeclaration(node) ? ts.isSourceFile(node.parent?.parent?.parent) : ts.isSourceFile(node.parent);

/**
 * The path of a declaration node, or undefined when it is not one we can find again
 * (nested in a namespace, a type literal, a call signature…). A function type that is the
 * declared type of a variable (`declare const useQuery: (…) => …`) stands for that variable.
 */
export function declarationPathOf(node: ts.Node): DeclarationPath | undefined {
  let target = node;
  while (ts.isFunctionTypeNode(target) || ts.isParenthesizedTypeNode(target)) {
    const parent = target.parent;
    if (ts.isParenthesizedTypeNode(parent) || (ts.isVariableDeclaration(parent) && parent.type === target))
      target = parent;
    else return undefined;
  }
  const top = topLevelCategory(target);
  if (top) {
    const name = declaredName(target);
    return name && isTopLevel(target) ? {container: {name, category: top}} : undefined;
  }
  const member = memberCategory(target);
  // `type X = { a: string }`: the members of the literal are members of X.
  const parent =
    target.parent && ts.isTypeLiteralNode(target.parent) && ts.isTypeAliasDeclaration(target.parent.parent)
      ? target.parent.parent
      : target.parent;
  if (!member || !parent) return undefined;
  const parentCategory = topLevelCategory(parent);
  const parentName = declaredName(parent);
  const name = declaredName(target);
  if (!parentCategory || !parentName || !name || !isTopLevel(parent)) return undefined;
  if (parentCategory === 'function' || parentCategory === 'variable') return undefined;
  return {container: {name: parentName, category: parentCategory}, member: {name, category: member}};
}

function membersOf(container: ts.Node): readonly ts.Node[] {
  if (ts.isClassDeclaration(container) || ts.isInterfaceDeclaration(container) || ts.isEnumDeclaration(container)) {
    return container.members;
  }
  if (ts.isTypeAliasDeclaration(container) && ts.isTypeLiteralNode(container.type)) return container.type.members;
  return [];
}

function matchingTopLevel(file: ts.SourceFile, step: DeclarationPath['container']): ts.Node[] {
  return topLevelDeclarations(file).filter(
    (n) => declaredName(n) === step.name && topLevelCategory(n) === step.category,
  );
}

function matchingMembers(container: ts.Node, step: NonNullable<DeclarationPath['member']>): ts.Node[] {
  return membersOf(container).filter((n) => declaredName(n) === step.name && memberCategory(n) === step.category);
}

/** `constructor(protected options: X)` declares the property `options`. */
function parameterProperties(container: ts.Node, name: string): ts.Node[] {
  if (!ts.isClassDeclaration(container)) return [];
  return container.members
    .filter(ts.isConstructorDeclaration)
    .flatMap((c) => c.parameters.filter((p) => ts.isParameterPropertyDeclaration(p, c) && plainName(p.name) === name));
}

const hasBody = (node: ts.Node) => Boolean((node as ts.FunctionLikeDeclaration).body);

/**
 * Picks the source declaration that corresponds to the `index`-th of `declared` published
 * declarations of the same name. Same count: same position. One more in the source, all
 * function-like and only the last with a body: overloads plus the implementation, which
 * declarations omit. Anything else is ambiguous.
 */
export function correspondingDeclaration(source: ts.Node[], declaredCount: number, index: number): ts.Node | undefined {
  if (index < 0 || index >= declaredCount) return undefined;
  if (source.length === declaredCount) return source[index];
  const overloadsWithImplementation =
    source.length === declaredCount + 1 &&
    hasBody(source[source.length - 1]) &&
    source.slice(0, -1).every((n) => !hasBody(n));
  return overloadsWithImplementation ? source[index] : undefined;
}

function lineOfName(file: ts.SourceFile, node: ts.Node): number {
  const anchor = ts.isConstructorDeclaration(node)
    ? (node.getChildren(file).find((c) => c.kind === ts.SyntaxKind.ConstructorKeyword) ?? node)
    : ((node as ts.NamedDeclaration).name ?? node);
  return file.getLineAndCharacterOfPosition(anchor.getStart(file)).line + 1;
}

/**
 * Finds, in a parsed source file, the declaration corresponding to a published declaration
 * node of the declaration file. Pure: both files are given.
 */
export function locateInSource(
  declarationNode: ts.Node,
  declarationFile: ts.SourceFile,
  sourceFile: ts.SourceFile,
): number | undefined {
  const wanted = declarationPathOf(declarationNode);
  if (!wanted) return undefined;
  const declaredTop = matchingTopLevel(declarationFile, wanted.container);
  const sourceTop = matchingTopLevel(sourceFile, wanted.container);
  if (!wanted.member) {
    const found = correspondingDeclaration(
      sourceTop,
      declaredTop.length,
      declaredTop.indexOf(containerNode(declarationNode)),
    );
    return found ? lineOfName(sourceFile, found) : undefined;
  }
  // Members: the container must be unique on both sides.
  if (declaredTop.length !== 1 || sourceTop.length !== 1) return undefined;
  const declaredMembers = matchingMembers(declaredTop[0], wanted.member);
  let sourceMembers = matchingMembers(sourceTop[0], wanted.member);
  if (sourceMembers.length === 0 && wanted.member.category === 'member')
    sourceMembers = parameterProperties(sourceTop[0], wanted.member.name);
  const memberNode = declaredMembers.find((m) => m === declarationNode || isAncestor(m, declarationNode));
  const found = correspondingDeclaration(
    sourceMembers,
    declaredMembers.length,
    memberNode ? declaredMembers.indexOf(memberNode) : -1,
  );
  return found ? lineOfName(sourceFile, found) : undefined;
}

function containerNode(node: ts.Node): ts.Node {
  let current = node;
  while (!topLevelCategory(current) && current.parent) current = current.parent;
  return current;
}

function isAncestor(ancestor: ts.Node, node: ts.Node): boolean {
  for (let current: ts.Node | undefined = node; current; current = current.parent)
    if (current === ancestor) return true;
  return false;
}

/**
 * Candidate source files of a declaration file, relative to the package root, most
 * likely first: `lib/db/Table.d.ts` → `src/db/Table.ts`; `lib/src/db/X.d.ts` → `src/db/X.ts`;
 * `dist/esm/index.d.ts` → `src/index.ts`.
 */
export function sourceFileCandidates(declarationPath: string): string[] {
  const segments = declarationPath.split('/');
  const base = segments.pop()!.replace(/\.d\.(m|c)?ts$/, '');
  const candidates: string[] = [];
  for (let skip = 1; skip <= segments.length; skip++) {
    const tail = [...segments.slice(skip), base];
    const stems =
      tail[0] === 'src' && tail.length > 1
        ? [tail.join('/'), ['src', ...tail].join('/')]
        : [['src', ...tail].join('/')];
    for (const stem of stems) for (const ext of ['.ts', '.tsx']) candidates.push(`${stem}${ext}`);
  }
  return candidates;
}

/** `https://github.com/{repo}/blob/{tag}/{folder}/{file}#L{line}` */
export function sourceLineUrl(repository: string, pkg: RepositoryPackage, file: string, line: number): string {
  return `https://github.com/${repository}/blob/${pkg.packageName}@${pkg.version}/${pkg.repoDirectory}/${file}#L${line}`;
}

export interface PackageOfFile {
  packageName: string;
  version: string;
  root: string;
}

/**
 * Resolves declaration nodes to source locations, reading files from disk (cached).
 * Only packages listed in `packages` at exactly the listed version get links: their tag is
 * known. Anything else (third-party types, another installed version) gets none.
 */
export class SourceLocator {
  private readonly parsed = new Map<string, ts.SourceFile | null>();
  private readonly packageRoots = new Map<string, PackageOfFile | null>();
  /** The same referenced declarations come up on page after page. */
  private readonly sourceUrls = new Map<string, string | undefined>();

  constructor(private readonly packages: RepositoryPackage[]) {}

  /** The installed package (node_modules/{name}) a file belongs to (cached per folder). */
  packageOf(fileName: string): PackageOfFile | undefined {
    const visited: string[] = [];
    let found: PackageOfFile | null = null;
    for (let dir = path.dirname(fileName); ; dir = path.dirname(dir)) {
      const cached = this.packageRoots.get(dir);
      if (cached !== undefined) {
        found = cached;
        break;
      }
      visited.push(dir);
      const manifestPath = path.join(dir, 'package.json');
      if (fs.existsSync(manifestPath)) {
        const json = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as {name?: string; version?: string};
        // Installed package roots only: @powersync/web also publishes a copy of its package.json in lib/.
        const {name, version} = json;
        if (name && version && dir.endsWith(path.sep + path.join('node_modules', ...name.split('/')))) {
          found = {packageName: name, version, root: dir};
          break;
        }
      }
      if (path.dirname(dir) === dir) break;
    }
    for (const dir of visited) this.packageRoots.set(dir, found);
    return found ?? undefined;
  }

  /** The documented repository package that owns a declaration file, if its version is the documented one. */
  repositoryPackage(fileName: string): {pkg: RepositoryPackage; root: string} | undefined {
    const owner = this.packageOf(fileName);
    const pkg = owner && this.packages.find((p) => p.packageName === owner.packageName && p.version === owner.version);
    return pkg && owner ? {pkg, root: owner.root} : undefined;
  }

  locate(declarationNode: ts.Node): {pkg: RepositoryPackage; location: SourceLocation} | undefined {
    const declarationFile = declarationNode.getSourceFile();
    if (!declarationFile.isDeclarationFile) return undefined;
    const owner = this.repositoryPackage(declarationFile.fileName);
    if (!owner) return undefined;
    const relative = path.relative(owner.root, declarationFile.fileName).split(path.sep).join('/');
    const file = sourceFileCandidates(relative).find((candidate) => fs.existsSync(path.join(owner.root, candidate)));
    if (!file) return undefined;
    const sourceFile = this.parse(path.join(owner.root, file));
    const line = sourceFile && locateInSource(declarationNode, declarationFile, sourceFile);
    return line ? {pkg: owner.pkg, location: {file, line}} : undefined;
  }

  /**
   * The source line of the declaration that starts at `start` in a declaration file (how
   * TypeDoc identifies a referenced symbol): for types that no section documents.
   */
  sourceUrlAt(repository: string, declarationFile: string, start: number): string | undefined {
    const key = `${declarationFile}#${start}`;
    if (!this.sourceUrls.has(key)) {
      const file = fs.existsSync(declarationFile) ? this.parse(declarationFile) : null;
      const node = file && declarationStartingAt(file, start);
      const found = node && this.locate(node);
      this.sourceUrls.set(
        key,
        found ? sourceLineUrl(repository, found.pkg, found.location.file, found.location.line) : undefined,
      );
    }
    return this.sourceUrls.get(key);
  }

  private parse(fileName: string): ts.SourceFile | null {
    if (!this.parsed.has(fileName)) {
      const text = fs.readFileSync(fileName, 'utf8');
      const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
      this.parsed.set(fileName, ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind));
    }
    return this.parsed.get(fileName) ?? null;
  }
}

function declarationStartingAt(file: ts.SourceFile, start: number): ts.Node | undefined {
  let found: ts.Node | undefined;
  const visit = (node: ts.Node) => {
    if (found || node.end < start || node.pos > start) return;
    if (node.getStart(file) === start && ts.getNameOfDeclaration(node as ts.Declaration)) {
      found = node;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
