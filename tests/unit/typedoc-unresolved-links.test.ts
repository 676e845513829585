import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  Comment,
  DeclarationReflection,
  FileRegistry,
  ProjectReflection,
  ReferenceType,
  ReflectionFlag,
  ReflectionKind,
  ReflectionSymbolId,
  ReflectionType,
  type CommentDisplayPart,
  type Reflection,
} from 'typedoc';
import {inheritedTarget, rewriteUnresolvedLinks} from '../../src/generate/typedoc/unresolved-links';
import {
  anyPackageKey,
  declarationKey,
  parseDeclarationLink,
  withoutImportAlias,
} from '../../src/generate/typedoc/type-links';
import {memberAnchors} from '../../src/generate/typedoc/repository-sources';

const text = (value: string): CommentDisplayPart => ({kind: 'text', text: value});
/** A link part's tag and text. */
const linkTag = (part: CommentDisplayPart) => ({tag: (part as {tag?: string}).tag, text: part.text});
/** The declaration a part links (a declaration link's target), if it is one. */
const declarationOf = (part: CommentDisplayPart) => {
  const target = (part as {target?: unknown}).target;
  return typeof target === 'string' ? parseDeclarationLink(target) : undefined;
};
/** What TypeDoc links to when a name resolves to a declaration this section does not document. */
const symbolId = (qualifiedName: string) =>
  new ReflectionSymbolId({packageName: '@powersync/common', packagePath: 'lib/x.d.ts' as never, qualifiedName});

function declaration(
  project: ProjectReflection,
  name: string,
  kind: ReflectionKind,
  parent: Reflection = project,
): DeclarationReflection {
  const reflection = new DeclarationReflection(name, kind, parent);
  project.registerReflection(reflection, undefined, undefined);
  if (parent instanceof DeclarationReflection || parent instanceof ProjectReflection) parent.addChild(reflection);
  return reflection;
}

test('links without a page become inline code, or the member the class inherited', () => {
  const project = new ProjectReflection('p', new FileRegistry());
  const linked = declaration(project, 'Table', ReflectionKind.Class);
  const database = declaration(project, 'PowerSyncDatabase', ReflectionKind.Class);
  database.extendedTypes = [
    ReferenceType.createBrokenReference('AbstractPowerSyncDatabase', project, '@powersync/common'),
  ];
  const close = declaration(project, 'close', ReflectionKind.Method, database);
  const dispose = declaration(project, 'dispose', ReflectionKind.Method, database);
  dispose.inheritedFrom = {} as never; // inherited from a base class this section does not document
  // Where the compiler found the declaration (the source locator maps it to a repository line).
  const dbAdapter = Object.assign(symbolId('DBAdapter'), {fileName: '/pkg/lib/db/DBAdapter.d.ts', pos: 120});
  dispose.comment = new Comment([
    text('Use '),
    {
      kind: 'inline-tag',
      tag: '@link',
      text: 'AbstractPowerSyncDatabase#close',
      target: symbolId('AbstractPowerSyncDatabase.close'),
    },
    text(' with '),
    {kind: 'inline-tag', tag: '@link', text: 'DBAdapter', target: dbAdapter},
    text(', '),
    {kind: 'inline-tag', tag: '@link', text: 'Table', target: linked},
    text(', '),
    {kind: 'inline-tag', tag: '@link', text: 'https://x.test', target: 'https://x.test'},
    text(', '),
    {kind: 'inline-tag', tag: '@link', text: 'CompatibleQuery'},
    text(', '),
    {kind: 'inline-tag', tag: '@link', text: 'options'},
  ]);
  const counts = rewriteUnresolvedLinks(
    project,
    (target) => target === linked || target === close,
    (file, start) =>
      file === '/pkg/lib/db/DBAdapter.d.ts' && start === 120 ? 'https://github.test/DBAdapter.ts#L3' : undefined,
  );
  assert.deepEqual(counts, {owner: 0, relinked: 1, declared: 1, named: 1, code: 1});
  const parts = dispose.comment.summary;
  assert.equal((parts[1] as {target?: unknown}).target, close);
  // Declared by a package this section does not document: inline code that links to the
  // declaration's page in another section (resolved when the site is built), else its source.
  assert.deepEqual(linkTag(parts[3]), {tag: '@linkcode', text: 'DBAdapter'});
  assert.deepEqual(declarationOf(parts[3]), {
    kind: 'decl',
    key: declarationKey('@powersync/common', 'lib/x.d.ts', 'DBAdapter'),
    source: 'https://github.test/DBAdapter.ts#L3',
  });
  assert.equal((parts[5] as {target?: unknown}).target, linked);
  assert.equal((parts[7] as {target?: unknown}).target, 'https://x.test');
  // A type's name TypeDoc resolved nowhere: a declaration link by name only, linked where one
  // package of the site declares it (else shown as code); a lower-case name (a parameter) stays code.
  assert.deepEqual(linkTag(parts[9]), {tag: '@linkcode', text: 'CompatibleQuery'});
  assert.deepEqual(declarationOf(parts[9]), {kind: 'decl', key: anyPackageKey('CompatibleQuery')});
  assert.deepEqual(parts[11], {kind: 'code', text: '`options`'});
});

test('an inherited target is only taken for comments of inherited members, by member name', () => {
  const project = new ProjectReflection('p', new FileRegistry());
  const database = declaration(project, 'PowerSyncDatabase', ReflectionKind.Class);
  const close = declaration(project, 'close', ReflectionKind.Method, database);
  const own = declaration(project, 'own', ReflectionKind.Method, database);
  database.extendedTypes = [ReferenceType.createBrokenReference('Base', project, '@powersync/common')];
  assert.equal(inheritedTarget(own, 'Base#close'), undefined);
  own.overwrites = {} as never;
  assert.equal(inheritedTarget(own, 'Base#close'), close);
  assert.equal(inheritedTarget(own, 'Base.close'), close);
  assert.equal(inheritedTarget(own, 'PowerSyncDatabase.close'), close);
  assert.equal(inheritedTarget(own, 'Base'), undefined);
  assert.equal(inheritedTarget(own, 'Base#missing'), undefined);
  // Another type's member of the same name (`{@link WatchCompatibleQuery.execute}` in a comment
  // the class inherited) is not the class's own.
  assert.equal(inheritedTarget(own, 'WatchCompatibleQuery.close'), undefined);
  // A base named by the members that are inherited from it (an aliased or undocumented base).
  close.inheritedFrom = ReferenceType.createBrokenReference('WebPowerSyncDatabase.close', project, '@powersync/web');
  assert.equal(inheritedTarget(own, 'WebPowerSyncDatabase#close'), close);
});

test('a base imported under an alias is named as its package declares it', () => {
  // Capacitor: `class PowerSyncDatabase extends WebPowerSyncDatabase` (PowerSyncDatabase of @powersync/web).
  const web = {
    name: 'PowerSyncDatabase',
    package: '@powersync/web',
    qualifiedName: 'PowerSyncDatabase',
    extended: true,
  };
  const closeOf = (pkg?: string) => ({package: pkg, qualifiedName: 'WebPowerSyncDatabase.close'});
  const webClose = {package: '@powersync/web', qualifiedName: 'PowerSyncDatabase.close'};
  // The member's own package (@powersync/common declares close), or none: the one class extended.
  assert.deepEqual(withoutImportAlias(closeOf('@powersync/common'), [web]), webClose);
  assert.deepEqual(withoutImportAlias(closeOf(undefined), [web]), webClose);
  // The one base from the reference's package wins over the class extended.
  const observer = {name: 'BaseObserverInterface', package: '@powersync/common', extended: false};
  assert.deepEqual(withoutImportAlias(closeOf('@powersync/common'), [web, observer]), {
    package: '@powersync/common',
    qualifiedName: 'BaseObserverInterface.close',
  });
  // A base of that name: no alias. Two candidates, or a name without a member: left as it is.
  const named = {package: '@powersync/common', qualifiedName: 'BaseObserver.listeners'};
  assert.deepEqual(withoutImportAlias(named, [{...web, name: 'BaseObserver'}]), named);
  // A base of that name, the reference without a package (a static method, a member the base
  // inherits from an interface): the base's package.
  const table = {name: 'Table', package: '@powersync/common', qualifiedName: 'Table', extended: true};
  assert.deepEqual(withoutImportAlias({qualifiedName: 'Table.createInsertOnly'}, [table]), {
    package: '@powersync/common',
    qualifiedName: 'Table.createInsertOnly',
  });
  const twoInterfaces = [
    {name: 'A', package: '@powersync/common', extended: false},
    {name: 'B', package: '@powersync/common', extended: false},
  ];
  assert.deepEqual(withoutImportAlias(named, twoInterfaces), named);
  assert.deepEqual(withoutImportAlias({qualifiedName: 'Error'}, [web]), {qualifiedName: 'Error'});
});

test('a page records inherited members under its own declaration, own members under theirs', () => {
  const project = new ProjectReflection('p', new FileRegistry());
  const page = declaration(project, 'PowerSyncDatabase', ReflectionKind.Class);
  const own = declaration(project, 'connect', ReflectionKind.Method, page);
  const inherited = declaration(project, 'close', ReflectionKind.Method, page);
  inherited.inheritedFrom = ReferenceType.createBrokenReference('AbstractPowerSyncDatabase.close', project, undefined);
  const constructor = declaration(project, 'constructor', ReflectionKind.Constructor, page);
  constructor.inheritedFrom = ReferenceType.createBrokenReference(
    'AbstractPowerSyncDatabase.constructor',
    project,
    undefined,
  );
  const keys = new Map<Reflection, string>([
    [page, '@powersync/web/lib/db.d.ts#PowerSyncDatabase'],
    [own, '@powersync/web/lib/db.d.ts#PowerSyncDatabase.connect'],
    [inherited, '@powersync/common/lib/a.d.ts#AbstractPowerSyncDatabase.close'],
  ]);
  const {members} = memberAnchors(
    page,
    (member) => member.name.toLowerCase(),
    (r) => keys.get(r),
  );
  // Never under the base member's key: "Inherited from AbstractPowerSyncDatabase.close" on
  // another page must lead to the base's page, not to this one.
  assert.deepEqual(members, {
    '@powersync/web/lib/db.d.ts#PowerSyncDatabase.connect': 'connect',
    '@powersync/web/lib/db.d.ts#PowerSyncDatabase.close': 'close',
    '@powersync/web/lib/db.d.ts#PowerSyncDatabase.__constructor': 'constructor',
  });
});

test("an alias's members of an object type passed as a type argument are anchors of its page", () => {
  // `type SyncDataFlowStatus = Partial<{ downloading: boolean; downloadError?: Error }>`.
  const project = new ProjectReflection('p', new FileRegistry());
  const alias = declaration(project, 'SyncDataFlowStatus', ReflectionKind.TypeAlias);
  const literal = new DeclarationReflection('__type', ReflectionKind.TypeLiteral, alias);
  for (const name of ['downloading', 'downloadError']) {
    const member = new DeclarationReflection(name, ReflectionKind.Property, literal);
    member.comment = new Comment([{kind: 'text', text: `${name} says`}]);
    if (name === 'downloadError') member.setFlag(ReflectionFlag.Optional, true);
    literal.addChild(member);
  }
  const partial = ReferenceType.createBrokenReference('Partial', project, undefined);
  partial.typeArguments = [new ReflectionType(literal)];
  alias.type = partial;
  const {members} = memberAnchors(
    alias,
    () => undefined,
    (r) => (r === alias ? '@powersync/common/lib/s.d.ts#SyncDataFlowStatus' : undefined),
  );
  assert.deepEqual(members, {
    '@powersync/common/lib/s.d.ts#SyncDataFlowStatus.downloading': 'downloading',
    '@powersync/common/lib/s.d.ts#SyncDataFlowStatus.downloadError': 'downloaderror',
  });
});

test('a link the compiler resolves to a member of an anonymous type keeps the name as written', () => {
  // `{@link SyncDataFlowStatus#downloading}`: the property of the object type the alias names.
  const project = new ProjectReflection('p', new FileRegistry());
  const status = declaration(project, 'SyncStatus', ReflectionKind.Class);
  status.comment = new Comment([
    {kind: 'inline-tag', tag: '@link', text: 'SyncDataFlowStatus#downloading', target: symbolId('downloading')},
  ]);
  rewriteUnresolvedLinks(project, () => false);
  const [part] = status.comment.summary;
  assert.equal(part.text, 'SyncDataFlowStatus#downloading');
  assert.deepEqual(declarationOf(part), {
    kind: 'decl',
    key: declarationKey('@powersync/common', 'lib/x.d.ts', 'SyncDataFlowStatus.downloading'),
  });
});

test('a link naming Type.member goes to the member as that type lists it, not to the declaration it inherits', () => {
  // `{@link SQLWatchOptions.throttleMs}`: SQLWatchOptions extends SQLOnChangeOptions, which
  // declares throttleMs; the compiler resolves the link to SQLOnChangeOptions.throttleMs.
  const project = new ProjectReflection('p', new FileRegistry());
  const base = declaration(project, 'SQLOnChangeOptions', ReflectionKind.Interface);
  const declared = declaration(project, 'throttleMs', ReflectionKind.Property, base);
  const options = declaration(project, 'SQLWatchOptions', ReflectionKind.Interface);
  const inherited = declaration(project, 'throttleMs', ReflectionKind.Property, options);
  inherited.inheritedFrom = ReferenceType.createResolvedReference('SQLOnChangeOptions.throttleMs', declared, project);
  const other = declaration(project, 'Unrelated', ReflectionKind.Interface);
  declaration(project, 'throttleMs', ReflectionKind.Property, other);
  const database = declaration(project, 'PowerSyncDatabase', ReflectionKind.Class);
  const link = (text: string): CommentDisplayPart => ({kind: 'inline-tag', tag: '@link', text, target: declared});
  database.comment = new Comment([
    link('SQLWatchOptions.throttleMs'),
    link('SQLOnChangeOptions.throttleMs'),
    link('Unrelated.throttleMs'),
  ]);
  const counts = rewriteUnresolvedLinks(project, () => true);
  assert.equal(counts.owner, 1);
  const targets = database.comment.summary.map((part) => (part as {target?: unknown}).target);
  // Named as its owner, or a type that does not inherit it: the compiler's target stays.
  assert.deepEqual(targets, [inherited, declared, declared]);
  // The named type's member without a page: the compiler's target stays.
  database.comment = new Comment([link('SQLWatchOptions.throttleMs')]);
  rewriteUnresolvedLinks(project, (target) => target !== inherited);
  assert.equal((database.comment.summary[0] as {target?: unknown}).target, declared);
});
