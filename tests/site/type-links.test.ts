/**
 * Every type name in a signature, and every `{@link}` in a comment to a declaration this section
 * does not document, is a link, or its declaration is on the allow-list below with the reason.
 * Reads the generated pages' links (running text's, and signature blocks' from their page models;
 * src/generate/typedoc/type-links.ts): a name without any target, or a `decl:` target that no
 * section documents, is unlinked.
 * Also checks that built signature blocks carry those links, and that a declaration documented
 * in several sections is linked in the section a page's package leads its readers to.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {loadArticle, loadHtml} from '../../src/tooling/load-html';
import {generatedPageLinks, readBuilt} from './build-files';
import {DECLARATION_LINK, anyFileKeyOf, ownerKey} from '../../src/generate/typedoc/type-links';
import {readPageModel} from '../../src/page-model/read';
import {readPageMarkdown} from '../../src/generate/articles/stub';
import {markedTokens} from '../../src/page-model/links';
import {DECLARATIONS_FRONT_MATTER_KEY} from '../../src/generate/typedoc/type-links';
import {keyPackage, linkOrder, packageDependencies} from '../../src/generate/cross-sdk-pages';
import manifest from '../../src/sdk-manifest';
import {lineFolders} from '../../src/lines/active';
import {allLines, lineManifest} from '../../src/lines/lines';
import {linePath} from '../../src/lines/versions';
import {readSiteSettings} from '../../src/site-settings';
import {pageRoute} from '../../src/generate/cross-line-pages';
import {lineEnvironment} from '../../src/manifest/node-environment';
import {resolveManifest} from '../../src/manifest/validate';

/** Declarations (`package#name`) that may stay unlinked, and why. Everything else must be a link. */
const UNLINKED_ALLOWED: Record<string, string> = {
  '@powersync/common#R':
    'a type parameter introduced by `infer R`; TypeDoc gives it no reflection, and type parameters are not links',
  '@powersync/common#MetaBaseObserverInterface.Listener':
    "the interface's own type parameter, seen from a nested declaration; type parameters are not links",
  'powersync-js-api-reference#Logger.ILogLevel':
    "@powersync/common 1.45.0 declares `Logger.ILogLevel` (LogLevel, DEFAULT_REMOTE_LOGGER), but js-logger's default export has no such member: the compiler cannot resolve it (consumers get any), so there is no declaration to link to",
  'powersync-js-api-reference#Logger.ILogger': 'as Logger.ILogLevel',
  '@powersync/capacitor#CapacitorSQLiteAdapter_base':
    "tsc's name for the anonymous mixin base the class extends (`declare const CapacitorSQLiteAdapter_base` in the declaration file only): no export to import, no source line; its members are on the class's page",
  '@powersync/react-native#RNQSDBAdapter_base': 'as CapacitorSQLiteAdapter_base, for RNQSDBAdapter',
};

const referenceDir = path.resolve('reference');
const buildDir = path.resolve('build');
const PATHNAME = 'pathname://';
const {baseUrl} = readSiteSettings();
/** Any origin: only the paths are compared. */
const SITE = 'https://site.invalid';
const lineBase = (lineId: string) => linePath(manifest, lineId, baseUrl);
/** The line and section of a route of the site (`/powersync-js/v1/web-sdk/classes/Table`). */
function lineOfRoute(route: string): {line: string; section: string} {
  // The longest base first: the default line's is a prefix of every other.
  const [line] = allLines(manifest)
    .map(({id}) => id)
    .filter((id) => route.startsWith(lineBase(id)))
    .sort((a, b) => lineBase(b).length - lineBase(a).length);
  return {line, section: route.slice(lineBase(line).length).split('/')[0]};
}
/** A link of a built page resolved against the page's route: the route it leads to, with its hash. */
const resolvedHref = (route: string, href: string) => {
  const url = new URL(href, `${SITE}${route}`);
  return `${url.pathname}${url.hash}`;
};

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

/** Every line's generated pages, each with its section and the `decl:` resolutions its front matter carries. */
const linePages = allLines(manifest).map(({id}) => {
  const folders = lineFolders(manifest, id);
  const sdks = resolveManifest(lineManifest(manifest, id), lineEnvironment(path.resolve('.'), folders));
  const pages = sdks.flatMap((sdk) =>
    markdownFiles(path.resolve(folders.referenceDir, sdk.id)).map((file) => {
      const text = readPageMarkdown(file);
      const front = text.match(/^---\n([\s\S]*?)\n---\n/)?.[1] ?? '';
      const line = front.split('\n').find((l) => l.startsWith(`${DECLARATIONS_FRONT_MATTER_KEY}: `));
      const declarations = line
        ? (JSON.parse(line.slice(DECLARATIONS_FRONT_MATTER_KEY.length + 2)) as Record<string, string>)
        : {};
      return {sdk, file, text, declarations};
    }),
  );
  return {id, sdks, pages};
});

test('every type name in a signature is a link or allow-listed with a reason, on every line', () => {
  let links = 0;
  const unlinked = new Map<string, Set<string>>();
  for (const {pages: linePage} of linePages)
    for (const {file, text, declarations: pages} of linePage) {
      for (const link of generatedPageLinks(file, text)) {
        links += 1;
        // A type no section documents links to its source line when it has one. A member TypeDoc
        // names by package and name only ("Inherited from" a base, type-links.ts anyFileKey) links
        // when that name is documented; else, named by an import alias (`WebPowerSyncDatabase`) or a
        // mapped type (`Omit`), it stays code.
        // A member no page lists links to its declaration's page (cross-sdk-pages.ts declarationsUsed).
        if (link.target.kind !== 'decl' || link.target.key in pages || link.target.source) continue;
        if ((ownerKey(link.target.key) ?? '') in pages) continue;
        if (link.target.key === anyFileKeyOf(link.target.key)) continue;
        const key = link.target.key;
        const packageName = key.startsWith('@') ? key.split('/').slice(0, 2).join('/') : key.split('/')[0];
        if (!unlinked.has(packageName)) unlinked.set(packageName, new Set());
        unlinked.get(packageName)!.add(key.split('#')[1]);
      }
    }
  assert.ok(links > 5000, `only ${links} type references found in the generated pages`);
  const notAllowed = [...unlinked]
    .flatMap(([packageName, names]) => [...names].map((name) => `${packageName}#${name}`))
    .filter((key) => !(key in UNLINKED_ALLOWED));
  assert.deepEqual(
    notAllowed,
    [],
    'type names without a link target; link them (PEER_API_DOCS in src/generate/typedoc/options.ts) or allow-list them with the reason',
  );
});

test("a type links to another section's page, in its line or another, only where that section reads the same release of the declaring package", () => {
  let crossSection = 0;
  let crossLine = 0;
  const wrong: string[] = [];
  const versionsOf = (lineId: string, sectionId: string) => {
    const sdk = linePages.find((line) => line.id === lineId)!.sdks.find((s) => s.id === sectionId)!;
    return {...sdk.dependencyVersions, [sdk.packageName]: sdk.version} as Record<string, string>;
  };
  for (const {id, pages} of linePages) {
    const folders = lineFolders(manifest, id);
    for (const {sdk, file, declarations} of pages)
      for (const [key, target] of Object.entries(declarations)) {
        // A page of another line: `pathname://` and relative to the page's route (cross-line-pages.ts).
        const there = target.startsWith(PATHNAME)
          ? lineOfRoute(
              new URL(
                target.slice(PATHNAME.length),
                `${SITE}${pageRoute(lineBase(id), sdk.id, path.relative(path.resolve(folders.referenceDir, sdk.id), file))}`,
              ).pathname,
            )
          : {line: id, section: target.split('/')[0]};
        if (there.line === id && there.section === sdk.id) continue;
        crossSection += 1;
        if (there.line !== id) crossLine += 1;
        const packageName = keyPackage(key);
        const [mine, theirs] = [
          versionsOf(id, sdk.id)[packageName],
          versionsOf(there.line, there.section)[packageName],
        ];
        if (packageName !== '*' && mine !== theirs)
          wrong.push(`${id} ${path.basename(file)} (${sdk.id}, ${packageName} ${mine}) → ${target} (${theirs})`);
      }
  }
  // A reader that stopped finding cross-section links would pass with nothing checked.
  assert.ok(crossSection > 500, `only ${crossSection} links to other sections`);
  // The default line's React, Vue and Attachments read @powersync/common 1.57.3, which v1 documents.
  assert.ok(crossLine > 50, `only ${crossLine} links into other lines`);
  assert.deepEqual(wrong, [], 'links to a declaration of another release of its package');
});

test("a section's pages link into another line only for a release its Changes page says that line documents", () => {
  const label = (lineId: string) => allLines(manifest).find((line) => line.id === lineId)!.label;
  const sections = new Map<string, Map<string, Set<string>>>();
  for (const {id, pages} of linePages) {
    const folders = lineFolders(manifest, id);
    for (const {sdk, file, declarations} of pages)
      for (const [key, target] of Object.entries(declarations)) {
        if (!target.startsWith(PATHNAME)) continue;
        const route = pageRoute(lineBase(id), sdk.id, path.relative(path.resolve(folders.referenceDir, sdk.id), file));
        const there = lineOfRoute(new URL(target.slice(PATHNAME.length), `${SITE}${route}`).pathname);
        const byLine = sections.get(`${id}/${sdk.id}`) ?? new Map<string, Set<string>>();
        sections.set(`${id}/${sdk.id}`, byLine);
        const releases = byLine.get(there.line) ?? new Set<string>();
        byLine.set(there.line, releases);
        // A key by name only names no package: its link says nothing of the release.
        const packageName = keyPackage(key);
        if (packageName !== '*') releases.add(`${packageName} ${sdk.dependencyVersions[packageName]}`);
      }
  }
  for (const {id, sdks} of linePages)
    for (const sdk of sdks) {
      const changes = fs.readFileSync(
        path.resolve(lineFolders(manifest, id).referenceDir, sdk.id, 'changes.md'),
        'utf8',
      );
      const said = [...changes.matchAll(/Links to declarations of (\S+ \S+) go to \[([^\]]+)\]/g)].map(
        ([, release, line]) => `${release} → ${line}`,
      );
      const linked = [...(sections.get(`${id}/${sdk.id}`) ?? [])].flatMap(([line, releases]) =>
        releases.size ? [...releases].map((release) => `${release} → ${label(line)}`) : [`? → ${label(line)}`],
      );
      assert.deepEqual(said.sort(), linked.sort(), `${id}/${sdk.id}: its Changes page and its links into other lines`);
    }
  // The default line's React, Vue and Attachments, on @powersync/common 1.57.3.
  assert.deepEqual([...sections.keys()].sort(), ['current/attachments-sdk', 'current/react-sdk', 'current/vue-sdk']);
});

test('signature blocks on built pages carry their type links', () => {
  const $ = loadHtml(fs.readFileSync(path.join(buildDir, 'web-sdk/classes/AbstractPowerSyncDatabase.html'), 'utf8'));
  const block = $('h3#getoptional').nextAll('pre.signature').first();
  assert.equal(block.text(), 'getOptional<T>(sql: string, parameters?: any[]): Promise<T | null>;');
  assert.match(
    block
      .find('a.type-link')
      .filter((_, a) => $(a).text() === 'Promise')
      .attr('href') ?? '',
    /developer\.mozilla\.org/,
  );
  const read = $('h3#readtransaction').nextAll('pre.signature').first();
  assert.equal(
    read
      .find('a.type-link')
      .filter((_, a) => $(a).text() === 'Transaction')
      .attr('href'),
    '/powersync-js/web-sdk/interfaces/Transaction',
  );
  // A type documented only in another section links there (vue's useQuery takes a CompilableQuery);
  // one of a release no section of the line documents, to the line that does: Vue 0.4.1 reads
  // @powersync/common 1.57.3 (the peer npm places), which v1's Web SDK documents.
  const vue = loadHtml(fs.readFileSync(path.join(buildDir, 'vue-sdk/functions/useQuery.html'), 'utf8'));
  const compilable = vue('pre.signature a.type-link').filter((_, a) => vue(a).text() === 'CompilableQuery');
  assert.equal(
    resolvedHref(`${baseUrl}vue-sdk/functions/useQuery`, compilable.attr('href') ?? ''),
    `${baseUrl}v1/web-sdk/interfaces/CompilableQuery`,
  );
  // Type parameters are not links.
  assert.equal(block.find('a.type-link').filter((_, a) => $(a).text() === 'T').length, 0);
});

test('a {@link} to a declaration another section documents links there, a member to its anchor', () => {
  const $ = loadHtml(fs.readFileSync(path.join(buildDir, 'capacitor-sdk/classes/PowerSyncDatabase.html'), 'utf8'));
  const href = (code: string) =>
    $('p a')
      .filter((_, a) => $(a).children('code').text() === code)
      .first()
      .attr('href');
  // @powersync/capacitor exports neither; the comments come from @powersync/common.
  assert.match(
    href('CrudBatch.complete') ?? '',
    /^\/powersync-js\/(node|react-native|web)-sdk\/classes\/CrudBatch#complete$/,
  );
  assert.match(
    href('PowerSyncBackendConnector.uploadData') ?? '',
    /^\/powersync-js\/(node|react-native|web)-sdk\/interfaces\/PowerSyncBackendConnector#uploaddata$/,
  );
  const adapter = loadHtml(
    fs.readFileSync(path.join(buildDir, 'capacitor-sdk/classes/CapacitorSQLiteAdapter.html'), 'utf8'),
  );
  // "Inherited from" and "Implementation of" name members of declarations Capacitor does not export.
  const after = (heading: string, code: string) =>
    adapter('h4')
      .filter((_, h) => adapter(h).text().startsWith(heading))
      .map((_, h) => adapter(h).next('p').find('a'))
      .get()
      .find((a) => adapter(a).children('code').text() === code);
  assert.match(
    adapter(after('Inherited from', 'BaseObserver.listeners')).attr('href') ?? '',
    /^\/powersync-js\/web-sdk\/classes\/BaseObserver#listeners$/,
  );
  assert.match(
    adapter(after('Implementation of', 'DBAdapter.close')).attr('href') ?? '',
    /^\/powersync-js\/web-sdk\/interfaces\/DBAdapter#close$/,
  );
  const dbAdapter = adapter('p a').filter((_, a) => adapter(a).children('code').text() === 'DBAdapter');
  assert.match(dbAdapter.attr('href') ?? '', /^\/powersync-js\/web-sdk\/interfaces\/DBAdapter$/);
  // Members TypeDoc names without their package (DBAdapter inherits `get` from DBGetUtils).
  for (const member of ['name', 'get', 'getAll', 'getOptional'])
    assert.equal(
      adapter(after('Implementation of', `DBAdapter.${member}`)).attr('href'),
      `/powersync-js/web-sdk/interfaces/DBAdapter#${member.toLowerCase()}`,
      `Implementation of DBAdapter.${member}`,
    );
  // A static method inherited from a base of another package (Table of @powersync/common).
  const table = loadHtml(fs.readFileSync(path.join(buildDir, 'attachments-sdk/classes/AttachmentTable.html'), 'utf8'));
  const inherited = table('h4')
    .filter((_, h) => table(h).text().startsWith('Inherited from'))
    .map((_, h) => table(h).next('p').find('a'))
    .get()
    .find((a) => table(a).children('code').text() === 'Table.createInsertOnly');
  // Attachments 2.4.1 reads @powersync/common 1.57.3: v1's Web SDK documents that Table.
  assert.equal(
    resolvedHref(`${baseUrl}attachments-sdk/classes/AttachmentTable`, table(inherited).attr('href') ?? ''),
    `${baseUrl}v1/web-sdk/classes/Table#createinsertonly`,
  );
  // Another type's member named in an inherited comment is that type's, not the class's own
  // member of the same name (`{@link WatchCompatibleQuery.execute}` in customQuery()).
  assert.match(
    href('WatchCompatibleQuery.execute') ?? '',
    /^\/powersync-js\/(node|react-native|web)-sdk\/interfaces\/WatchCompatibleQuery#execute$/,
  );

  // Capacitor's PowerSyncDatabase extends @powersync/web's under the import alias
  // WebPowerSyncDatabase: each "Inherited from"/"Overrides" names and links x on the Web SDK's
  // PowerSyncDatabase page, as @powersync/web declares it.
  const lines = $('h4')
    .filter((_, h) => /^(Inherited from|Overrides)/.test($(h).text()))
    .map((_, h) => $(h).next('p'))
    .get();
  assert.deepEqual(
    lines.filter((p) => $(p).text().startsWith('WebPowerSyncDatabase.')).map((p) => $(p).text()),
    [],
  );
  const aliased = lines.filter((p) => /^PowerSyncDatabase\./.test($(p).text()));
  assert.ok(aliased.length > 50, `${aliased.length} references to PowerSyncDatabase members`);
  for (const p of aliased) {
    const member = $(p).text().slice('PowerSyncDatabase.'.length).toLowerCase();
    assert.equal(
      $(p).find('a').attr('href'),
      `/powersync-js/web-sdk/classes/PowerSyncDatabase#${member}`,
      `${$(p).text()} links to its member on the Web SDK's page`,
    );
  }
});

test('a {@link} to a name not in scope where it was written links where one package declares it', () => {
  // React's comments name @powersync/common members their files do not import: TypeDoc resolves
  // nothing, and the link goes by name to the section that documents the one declaration, of the
  // release React reads (1.57.3, v1's Web SDK).
  const linkTo = (page: string, code: string) => {
    const $ = loadHtml(fs.readFileSync(path.join(buildDir, `${page}.html`), 'utf8'));
    const href = $('article p a')
      .filter((_, a) => $(a).children('code').text() === code)
      .first()
      .attr('href');
    return href && resolvedHref(`${baseUrl}${page}`, href);
  };
  assert.equal(
    linkTo('react-sdk/functions/useSyncStream', 'SyncStreamSubscription.unsubscribe'),
    `${baseUrl}v1/web-sdk/interfaces/SyncStreamSubscription#unsubscribe`,
  );
  assert.equal(
    linkTo('react-sdk/interfaces/AdditionalOptions', 'SyncSubscriptionDescription.hasSynced'),
    `${baseUrl}v1/web-sdk/interfaces/SyncSubscriptionDescription#hassynced`,
  );
});

test('types the stock theme wrote as text are links: type guards, mapped types, enum members with their enum', () => {
  const signature = (page: string) => {
    const $ = loadHtml(fs.readFileSync(path.join(buildDir, page), 'utf8'));
    const block = $('article pre.signature').first();
    const links = block
      .find('a')
      .toArray()
      .map((a) => [$(a).text(), $(a).attr('href') ?? '']);
    return {text: block.text().replace(/\s+/g, ' '), links: Object.fromEntries(links) as Record<string, string>};
  };
  // `test is SQLOpenOptions`: the guard's target.
  const guard = signature('web-sdk/functions/isSQLOpenOptions.html');
  assert.match(guard.text, /test is SQLOpenOptions;/);
  assert.equal(guard.links.SQLOpenOptions, '/powersync-js/web-sdk/interfaces/SQLOpenOptions');
  // A mapped type's template; its parameter (K) is not a link.
  const mapped = signature('web-sdk/type-aliases/RowType.html');
  assert.equal(mapped.links.ExtractColumnValueType, '/powersync-js/web-sdk/type-aliases/ExtractColumnValueType');
  assert.equal(mapped.links.K, undefined);
  // An enum member is written as the compiler prints it: DiffTriggerOperation.UPDATE, not UPDATE.
  const record = loadHtml(
    fs.readFileSync(path.join(buildDir, 'web-sdk/interfaces/TriggerDiffUpdateRecord.html'), 'utf8'),
  );
  const operation = record('article pre.signature')
    .toArray()
    .map((block) => record(block).text())
    .find((text) => text.startsWith('operation'));
  assert.equal(operation?.trim(), 'operation: DiffTriggerOperation.UPDATE;');
  assert.match(
    signature('web-sdk/variables/DEFAULT_SYNC_CLIENT_IMPLEMENTATION.html').text,
    /DEFAULT_SYNC_CLIENT_IMPLEMENTATION: SyncClientImplementation\.JAVASCRIPT = /,
  );
});

test('"Inherited from" a base no section documents links to the member\'s source line', () => {
  // SharedTableOptions is internal to @powersync/common: TableV2Options inherits its members.
  const $ = loadHtml(fs.readFileSync(path.join(buildDir, 'node-sdk/interfaces/TableV2Options.html'), 'utf8'));
  const inherited = $('h4')
    .filter((_, h) => $(h).text().startsWith('Inherited from'))
    .get()
    .filter((h) => $(h).next('p').text().startsWith('SharedTableOptions.'));
  assert.ok(inherited.length >= 3, `${inherited.length} members inherited from SharedTableOptions`);
  for (const h of inherited) {
    // The member's "Defined in" line, above its "Inherited from", is the base member's declaration.
    const definedIn = $(h)
      .prevAll('p')
      .filter((_, p) => $(p).text().startsWith('Defined in:'))
      .first();
    const source = definedIn.find('a').attr('href');
    assert.match(
      source ?? '',
      /^https:\/\/github\.com\/powersync-ja\/powersync-js\/blob\/@powersync\/common@[^/]+\/packages\/common\/src\/db\/schema\/Table\.ts#L\d+$/,
    );
    assert.equal($(h).next('p').find('a').attr('href'), source, `${$(h).next('p').text()} links to its source line`);
  }
});

const SYMBOL_FOLDERS = ['classes', 'interfaces', 'functions', 'type-aliases', 'variables', 'enumerations'];

test("a declaration several sections document links to its own section's page, else its package's dependency's; no declaration link is left as written", () => {
  const sdks = manifest.sdks;
  // The sections whose page at a path documents the same declaration: the page's own and those
  // its "Also in" names (capacitor-sdk's PowerSyncDatabase is not the Web SDK's).
  const sameDeclaration = new Map<string, Set<string>>();
  const sectionsOf = (section: string, page: string) => {
    const key = `${section}/${page}`;
    let sections = sameDeclaration.get(key);
    if (!sections) {
      const file = path.join(buildDir, `${key}.html`);
      const $page = loadHtml(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
      sections = new Set([
        section,
        ...$page('[data-also-in] a[data-sdk][data-differs="false"]')
          .map((_, a) => $page(a).attr('data-sdk')!)
          .get(),
      ]);
      sameDeclaration.set(key, sections);
    }
    return sections;
  };
  const wrong: string[] = [];
  let checked = 0;
  for (const sdk of sdks) {
    const order = linkOrder(sdk, sdks, packageDependencies(path.resolve('node_modules', sdk.packageName)));
    for (const folder of SYMBOL_FOLDERS) {
      const dir = path.join(buildDir, sdk.id, folder);
      if (!fs.existsSync(dir)) continue;
      for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.html'))) {
        const html = readBuilt(path.join(dir, file));
        // A declaration link (type-links.ts) is resolved or unwrapped when the page is built.
        if (html.includes(DECLARATION_LINK))
          wrong.push(`${sdk.id}/${folder}/${file}: a declaration link left as written`);
        // What is checked is in the page's article: parsed alone.
        const $ = loadArticle(html);
        // The header's "Also in" links to the other sections on purpose.
        $('article .theme-doc-markdown')
          .children()
          .not('header')
          .find('a[href^="/powersync-js/"]')
          .each((_, a) => {
            const href = $(a).attr('href')!;
            const match = /^\/powersync-js\/([a-z-]+-sdk)\/([^#?]+)/.exec(href);
            if (!match || !sdks.some((s) => s.id === match[1])) return;
            const same = sectionsOf(match[1], match[2]);
            const expected = order.find((s) => same.has(s.id));
            checked += 1;
            if (expected && expected.id !== match[1])
              wrong.push(`${sdk.id}/${folder}/${file}: ${href} (expected ${expected.id})`);
          });
      }
    }
  }
  assert.ok(checked > 5000, `only ${checked} links into sections checked`);
  assert.deepEqual(wrong.slice(0, 20), [], `${wrong.length} links into another section's copy`);
});

test("a {@link} to a member of an alias's type-argument object lands on the member's heading", () => {
  // `{@link SyncDataFlowStatus#downloading}` in SyncStatus's comments; the alias is
  // `Partial<{ downloading: boolean; … }>`, whose members are headings of its page.
  const $ = loadHtml(fs.readFileSync(path.join(buildDir, 'web-sdk/classes/SyncStatus.html'), 'utf8'));
  const hrefs = $('article a')
    .filter((_, a) => $(a).text() === 'SyncDataFlowStatus#downloading')
    .map((_, a) => $(a).attr('href'))
    .get();
  assert.ok(hrefs.length > 0, 'no link to SyncDataFlowStatus#downloading on the page');
  assert.deepEqual([...new Set(hrefs)], ['/powersync-js/web-sdk/type-aliases/SyncDataFlowStatus#downloading']);
  const target = loadHtml(fs.readFileSync(path.join(buildDir, 'web-sdk/type-aliases/SyncDataFlowStatus.html'), 'utf8'));
  assert.equal(target('h3#downloading').length, 1);
});

test("a {@link} to the page's own declaration is a link, not prose", () => {
  // `{@link SyncProgress}` in SyncProgress's own comment: the stock theme wrote the bare name.
  const $ = loadHtml(fs.readFileSync(path.join(buildDir, 'web-sdk/classes/SyncProgress.html'), 'utf8'));
  const sentence = $('article p')
    .filter((_, p) => $(p).text().replace(/\s+/g, ' ').includes('should be seen as an approximation of progress'))
    .first();
  assert.equal(sentence.length, 1);
  const links = sentence
    .find('a')
    .map((_, a) => `${$(a).text()} ${$(a).attr('href')}`)
    .get();
  assert.ok(links.includes('SyncProgress /powersync-js/web-sdk/classes/SyncProgress'), links.join('\n'));
});

test('a type named in a signature on its own page links to the page', () => {
  // `new PowerSyncDatabase(…): PowerSyncDatabase`: the reference's URL relative to the page is
  // empty, and the theme left the name as text (TypeDoc's HTML and docs.rs link it).
  const unlinked: string[] = [];
  let checked = 0;
  for (const file of markdownFiles(referenceDir)) {
    const source = readPageMarkdown(file);
    const own = /^# (?:Class|Interface|Type Alias): ([\w$]+)/m.exec(source)?.[1];
    if (!own) continue;
    // The name where a type is written: after a colon, `<`, `|`, `&`, `=>`, `[` or `extends`;
    // not the constructor's name after `new`.
    const typePosition = new RegExp(`(?<=(?:: |<|\\| |& |=> |\\[|extends ))${own.replace('$', '\\$')}(?![\\w$])`, 'g');
    const model = readPageModel(file);
    for (const [, index] of source.matchAll(/^```ts signature block=(\d+)$/gm)) {
      const {text, links} = markedTokens(model.blocks[Number(index)], model.page);
      for (const match of text.matchAll(typePosition)) {
        checked += 1;
        const link = links.find((l) => l.start === match.index);
        const href = link?.target.kind === 'page' ? link.target.url : undefined;
        if (href !== path.basename(file)) unlinked.push(`${path.relative(referenceDir, file)}: ${text.trim()}`);
      }
    }
  }
  assert.ok(checked > 100, `only ${checked} signatures' type names are their own page's declaration`);
  assert.deepEqual(unlinked, []);
  // Built: the constructor's return type is a link to the page itself.
  const $ = loadHtml(fs.readFileSync(path.join(buildDir, 'web-sdk/classes/PowerSyncDatabase.html'), 'utf8'));
  const returns = $('h3#constructor').nextAll('pre.signature').first().find('a.type-link');
  assert.ok(
    returns
      .toArray()
      .some(
        (a) =>
          $(a).text() === 'PowerSyncDatabase' &&
          $(a).attr('href') === '/powersync-js/web-sdk/classes/PowerSyncDatabase',
      ),
    returns
      .toArray()
      .map((a) => `${$(a).text()} ${$(a).attr('href')}`)
      .join('\n'),
  );
});

/** Every built HTML page of every line, as paths relative to build/. */
function builtPageFiles(): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'assets' ? [] : walk(full);
      return entry.name.endsWith('.html') ? [full] : [];
    });
  return walk(buildDir).map((file) => path.relative(buildDir, file));
}

const readPage = (file: string) => readBuilt(path.join(buildDir, file));

/**
 * What the checks below find on every built page of every line, each with its own pattern, read
 * in one pass: a read of every page for each check was most of this file's time.
 */
interface PageScan {
  files: string[];
  /** `{@link Owner.member}` links: [page, linked path, owner, member]. */
  memberLinks: Array<[file: string, href: string, owner: string, member: string]>;
  /** "Overrides", "Inherited from", "Implementation of" that link into the site with a type argument in the name. */
  unresolvedForms: Array<[file: string, text: string]>;
  /** The paths "Overrides", "Inherited from" and "Implementation of" link to. */
  baseHrefs: Array<[file: string, href: string]>;
  /** The paragraph under each "Overrides", "Inherited from" and "Implementation of". */
  baseParagraphs: Array<[file: string, paragraph: string]>;
  /** Links to js-logger's readme: the name linked. */
  jsLoggerLinks: Array<[file: string, name: string]>;
}

let scanned: PageScan | undefined;
function scanBuiltPages(): PageScan {
  if (scanned) return scanned;
  const scan: PageScan = {
    files: builtPageFiles(),
    memberLinks: [],
    unresolvedForms: [],
    baseHrefs: [],
    baseParagraphs: [],
    jsLoggerLinks: [],
  };
  for (const file of scan.files) {
    // Without the <wbr> between the words of long names (src/remark/word-breaks.ts): the
    // patterns read link and code text as the reader reads it.
    const page = readPage(file).replace(/<wbr\/?>/g, '');
    for (const [, href, owner, member] of page.matchAll(
      /<a class="" href="\/powersync-js\/([^"#]+)#[^"]*">([A-Z][\w$]*)[#.]([\w$]+)<\/a>/g,
    ))
      scan.memberLinks.push([file, href, owner, member]);
    for (const [, text] of page.matchAll(
      /(?:Overrides|Inherited from|Implementation of)<a [^>]*>\u200b<\/a><\/h4>\n?<p><a class="" href="\/powersync-js\/[^"]*"><code>([^<]*&lt;[^<]*)<\/code><\/a><\/p>/g,
    ))
      scan.unresolvedForms.push([file, text]);
    for (const [, href] of page.matchAll(
      /(?:Overrides|Inherited from|Implementation of)<a [^>]*>\u200b<\/a><\/h4>\n?<p><a class="" href="([^"#]*)[#"]/g,
    ))
      scan.baseHrefs.push([file, href]);
    for (const [, paragraph] of page.matchAll(
      /(?:Overrides|Inherited from|Implementation of)<a [^>]*>\u200b<\/a><\/h4>\n?<p>(.*?)<\/p>/g,
    ))
      scan.baseParagraphs.push([file, paragraph]);
    for (const [, name] of page.matchAll(
      /<a [^>]*href="https:\/\/github\.com\/jonnyreeves\/js-logger#readme"[^>]*>([\w$]+)<\/a>/g,
    ))
      scan.jsLoggerLinks.push([file, name]);
  }
  return (scanned = scan);
}

test('a {@link Type.member} lands on the page of the type it names, where that type lists the member', () => {
  // `{@link SQLWatchOptions.throttleMs}`: the compiler resolves it to the declaration
  // SQLWatchOptions inherits (SQLOnChangeOptions.throttleMs), another page than the text names.
  const {files, memberLinks} = scanBuiltPages();
  const pages = new Set(files);
  const misdirected: string[] = [];
  let checked = 0;
  for (const [file, href, owner, member] of memberLinks) {
    const sectionRoot = file
      .split('/')
      .slice(0, file.startsWith('v') && /^v\d+\//.test(file) ? 2 : 1)
      .join('/');
    const linkedName = href.split('/').pop();
    checked += 1;
    if (linkedName === owner) continue;
    const ownerPage = ['classes', 'interfaces', 'type-aliases']
      .map((kind) => `${sectionRoot}/${kind}/${owner}.html`)
      .find((page) => pages.has(page));
    if (ownerPage && readPage(ownerPage).includes(`id="${member.toLowerCase()}"`))
      misdirected.push(`${file}: ${owner}.${member} links to ${href}`);
  }
  assert.ok(checked > 50, `${checked} member links checked`);
  assert.deepEqual([...new Set(misdirected)], []);
});

test('"Overrides" reads alike on every overload of a member: the base member, linked in two parts', () => {
  // TypeDoc resolves the overridden base member of an overloaded member's first signature only.
  const html = fs.readFileSync(path.join(buildDir, 'react-native-sdk/classes/AbstractPowerSyncDatabase.html'), 'utf8');
  const $ = loadHtml(html);
  const constructors = $('h4')
    .filter((_, h) => $(h).text().startsWith('Overrides'))
    .map((_, h) => $(h).next('p'))
    .get()
    .filter((p) => $(p).text().includes('.constructor'));
  assert.equal(constructors.length, 4, 'four constructor overloads override BaseObserver.constructor');
  for (const p of constructors) {
    assert.equal($(p).text(), 'BaseObserver.constructor');
    assert.deepEqual(
      $(p)
        .find('a')
        .map((_, a) => $(a).attr('href'))
        .get(),
      [
        '/powersync-js/react-native-sdk/classes/BaseObserver',
        '/powersync-js/react-native-sdk/classes/BaseObserver#constructor',
      ],
    );
  }
  // Every section: no "Overrides"/"Inherited from"/"Implementation of" that links into the site
  // names its base with type arguments (the unresolved form).
  const unresolvedForm = scanBuiltPages().unresolvedForms.map(([file, text]) => `${file}: ${text}`);
  assert.deepEqual(unresolvedForm, []);
});

test('"Inherited from" names the base that declares the member, never the class itself or a sibling', () => {
  // A member declared by a base no page documents is carried only by the copies classes inherit;
  // TypeDoc resolved the reference to one of those copies.
  const selfReferences: string[] = [];
  for (const [file, href] of scanBuiltPages().baseHrefs) {
    const route = `/powersync-js/${file.replace(/\.html$/, '')}`;
    if (href === route || href === '') selfReferences.push(file);
  }
  assert.deepEqual([...new Set(selfReferences)], []);
  // v2's AttachmentTableOptions extends Omit<TableOptions, …>; viewName is declared by the
  // internal SharedTableOptions, which ResolvedTableOptions (a sibling) also extends.
  const $ = loadHtml(fs.readFileSync(path.join(buildDir, 'v2/web-sdk/interfaces/AttachmentTableOptions.html'), 'utf8'));
  const inherited = $('h3#viewname').nextAll('h4').first().next('p');
  assert.equal(inherited.text(), 'SharedTableOptions.viewName');
  assert.match(
    inherited.find('a').attr('href') ?? '',
    /^https:\/\/github\.com\/.*\/packages\/common\/src\/db\/schema\/Table\.ts#L\d+$/,
  );
});

test("a type of another package that a section documents links to that page, not to the package's readme", () => {
  // @powersync/common re-exports js-logger's ILogger; Capacitor and attachments pages name it
  // without documenting it, and TypeDoc's external link mapping sent them to js-logger's readme.
  const {files, jsLoggerLinks} = scanBuiltPages();
  const misdirected: string[] = [];
  let external = 0;
  for (const [file, name] of jsLoggerLinks) {
    const line = /^v\d+\//.test(file) ? file.split('/')[0] + '/' : '';
    external += 1;
    const documented = files.some(
      (other) =>
        other.startsWith(line) && (line || !/^v\d+\//.test(other)) && other.endsWith(`/interfaces/${name}.html`),
    );
    if (documented) misdirected.push(`${file}: ${name}`);
  }
  assert.deepEqual([...new Set(misdirected)], [], `${external} links to js-logger's readme`);
  const $ = loadHtml(readPage('v1/capacitor-sdk/classes/PowerSyncDatabase.html'));
  const signature = $('h3#logger').nextAll('pre').first();
  assert.equal(signature.find('a').first().attr('href'), '/powersync-js/v1/web-sdk/interfaces/ILogger');
});

test('"Inherited from", "Overrides" and "Implementation of" name the declaration they link to', () => {
  // Capacitor imports `PowerSyncDatabase as WebPowerSyncDatabase`; AttachmentTableOptions
  // extends `Omit<TableOptions, …>`: TypeDoc named the alias and the utility type.
  const misnamed: string[] = [];
  let checked = 0;
  for (const [file, paragraph] of scanBuiltPages().baseParagraphs) {
    const href = /href="\/powersync-js\/([^"#]*)/.exec(paragraph)?.[1];
    if (!href) continue;
    checked += 1;
    const text = loadHtml(paragraph).text();
    const owner = text.split('.')[0];
    if (owner !== href.split('/').pop()) misnamed.push(`${file}: ${text} → ${href}`);
  }
  assert.ok(checked > 1000, `${checked} lines checked`);
  assert.deepEqual([...new Set(misnamed)], []);
});
