/**
 * Walks the built site (`build/`, made by `npm run build`) and checks the spec's page
 * catalogue and layout rules on the static HTML.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {loadArticle, loadHtml} from '../../src/tooling/load-html';
import {catalogue, catalogueRoutes} from './catalogue';
import {readSiteSettings} from '../../src/site-settings';
import {listBuildFiles} from '../../src/tooling/build-output';
import {builtPageHtml as pageHtml, readBuilt} from './build-files';
import {mainScript, runtimeScript, type Script} from '../../src/tooling/shipped-bundle';
import {COMPILE_HINT} from '../../src/plugins/compile-hints';

const buildDir = path.resolve('build');
const {url: siteUrl, baseUrl} = readSiteSettings();

const $ = (html: string) => loadHtml(html);
const hasDocsSidebar = (html: string) => $(html)('.theme-doc-sidebar-container').length > 0;
/** The document's head alone, where a page's meta tags are (a small part of a reference page). */
const headOf = (html: string) => $(html.slice(0, html.indexOf('</head>') + '</head>'.length));
const h1 = (html: string) => loadArticle(html)('article h1').first().text().trim();
const hrefs = (html: string, scope = 'article') => {
  const page = $(html);
  return new Set(
    page(`${scope} a[href]`)
      .map((_, a) => page(a).attr('href'))
      .get(),
  );
};

test('the build exists', () => {
  assert.ok(fs.existsSync(path.join(buildDir, 'index.html')), 'run `npm run build` first');
});

test("a page's article parsed alone is the article of the whole page's parse, on pages of every kind", () => {
  // The checks that read every page's article parse it alone (src/tooling/load-html.ts loadArticle).
  const pages = [
    'index.html',
    'web-sdk.html',
    'web-sdk/classes.html',
    'web-sdk/classes/PowerSyncDatabase.html',
    'web-sdk/changes.html',
    'v1/node-sdk/type-aliases/QueryResult.html',
    'search.html',
  ];
  for (const page of pages) {
    const html = readBuilt(path.join(buildDir, page));
    const [whole, alone] = [loadHtml(html), loadArticle(html)];
    const articles = ($: typeof whole) =>
      $('article')
        .toArray()
        .map((article) => $.html(article));
    assert.deepEqual(articles(alone), articles(whole), page);
  }
});

test('every catalogue route of the spec has a page', () => {
  const routes = catalogueRoutes();
  assert.ok(routes.length > 200, `catalogue has ${routes.length} routes`);
  const missing = routes.filter((route) => {
    try {
      pageHtml(route);
      return false;
    } catch {
      return true;
    }
  });
  assert.deepEqual(missing, []);
});

test('reference pages show the symbol they are named after', () => {
  for (const [sdk, section] of Object.entries(catalogue)) {
    for (const name of section.classes)
      assert.match(h1(pageHtml(`${sdk}/classes/${name}`)), new RegExp(`^(Abstract )?Class: ${name}\\b`));
    for (const name of section.enumerations)
      assert.match(h1(pageHtml(`${sdk}/enumerations/${name}`)), new RegExp(`^Enumeration: ${name}$`));
    for (const name of section.functions)
      assert.match(h1(pageHtml(`${sdk}/functions/${name}`)), new RegExp(`^Function: ${name}\\(\\)$`));
  }
});

test('classes index pages list their section classes, and the class named Index keeps its page', () => {
  for (const [sdk, section] of Object.entries(catalogue).filter(([, s]) => s.classesIndex)) {
    const html = pageHtml(`${sdk}/classes`);
    assert.equal(h1(html), 'Classes');
    const links = hrefs(html);
    for (const name of section.classes) {
      assert.ok(links.has(`${baseUrl}${sdk}/classes/${name}`), `${sdk}/classes does not link ${name}`);
    }
    assert.match(h1(pageHtml(`${sdk}/classes/Index`)), /^Class: Index$/);
  }
});

test('globals pages have no docs sidebar; index, class, enumeration and function pages do', () => {
  for (const [sdk, section] of Object.entries(catalogue)) {
    assert.equal(hasDocsSidebar(pageHtml(`${sdk}/globals`)), false, `${sdk}/globals has a sidebar`);
    assert.equal(hasDocsSidebar(pageHtml(sdk)), true, `${sdk} has no sidebar`);
    const samples = [
      section.classes[0] && `${sdk}/classes/${section.classes[0]}`,
      section.enumerations[0] && `${sdk}/enumerations/${section.enumerations[0]}`,
      section.functions[0] && `${sdk}/functions/${section.functions[0]}`,
    ].filter(Boolean) as string[];
    for (const route of samples) assert.equal(hasDocsSidebar(pageHtml(route)), true, `${route} has no sidebar`);
  }
  assert.equal(hasDocsSidebar(pageHtml('')), true, 'landing page has no sidebar');
});

test('the docs sidebar starts with the capacitor-sdk section', () => {
  const html = pageHtml('node-sdk/classes/Table');
  const firstLink = $(html)('.theme-doc-sidebar-menu a[href]').first().attr('href');
  assert.equal(firstLink, `${baseUrl}capacitor-sdk`);
});

test('a class page shows members with signatures and links types within its section', () => {
  const html = pageHtml('node-sdk/classes/Table');
  const page = $(html);
  const h2s = page('article h2')
    .map((_, h) =>
      page(h)
        .text()
        .replace(/\u200b/g, '')
        .trim(),
    )
    .get();
  for (const heading of ['Constructors', 'Properties', 'Accessors', 'Methods'])
    assert.ok(h2s.includes(heading), `missing ${heading}`);
  const h3s = page('article h3')
    .map((_, h) =>
      page(h)
        .text()
        .replace(/\u200b/g, '')
        .trim(),
    )
    .get();
  assert.ok(h3s.includes('copyWithName()'), 'method copyWithName() missing');
  // Signatures show parameter types (expandParameters), as the declaration has them.
  assert.equal(
    page('article pre').first().text(),
    'new Table<Columns extends ColumnsType = ColumnsType>(columns: Columns, options?: TableV2Options): Table<Columns>;',
  );
  const links = hrefs(html);
  assert.ok(links.has(`${baseUrl}node-sdk/classes/TableV2`), 'no link to TableV2');
  assert.ok(links.has(`${baseUrl}node-sdk/interfaces/TableV2Options`), 'no type link to TableV2Options');
  assert.match(page('article').text(), /Creates a new Table instance/);
  const enumPage = $(pageHtml('node-sdk/enumerations/ColumnType'));
  const cells = enumPage('article table td')
    .map((_, td) => enumPage(td).text().trim())
    .get();
  assert.ok(cells.includes('INTEGER') && cells.includes('"INTEGER"'), `enum members: ${cells.join(' ')}`);
});

test('hooks declared as `export const` are function pages, not variables', () => {
  const html = pageHtml('react-sdk/functions/usePowerSync');
  assert.match(h1(html), /^Function: usePowerSync\(\)$/);
  assert.ok(!fs.existsSync(path.join(buildDir, 'react-sdk/variables/usePowerSync.html')));
});

test('every page of every line has one h1; a README with several keeps the first as the title (src/remark/one-title.ts)', () => {
  const pages = listBuildFiles(buildDir).filter((f) => f.endsWith('.html'));
  const several = pages.filter((file) => {
    const html = readBuilt(path.join(buildDir, file));
    return html.includes('<article') && (html.match(/<h1[\s>]/g) ?? []).length !== 1;
  });
  assert.ok(pages.length > 800, `${pages.length} pages`);
  assert.deepEqual(several.slice(0, 5), [], `${several.length} pages without exactly one h1`);
  // The Web SDK README's sections (h1 in the package) are in the page's table of contents.
  const index = $(pageHtml('web-sdk'));
  const toc = index('.table-of-contents a')
    .map((_, a) => index(a).text().trim())
    .get();
  for (const section of ['Installation', 'Install Package', 'Getting Started', 'Public Workers'])
    assert.ok(toc.includes(section), `${section} is in the Web SDK index's table of contents: ${toc.join(', ')}`);
});

test('the landing page lists every SDK with its package and version', () => {
  const html = pageHtml('');
  const links = hrefs(html);
  for (const sdk of Object.keys(catalogue)) assert.ok(links.has(`${baseUrl}${sdk}`), `landing misses ${sdk}`);
  const page = $(html);
  const rows = page('article table tr')
    .map((_, tr) =>
      page(tr)
        .find('td')
        .map((__, td) => page(td).text().trim())
        .get()
        .join(' '),
    )
    .get();
  assert.ok(rows.includes('Web SDK @powersync/web 1.31.0'), rows.join(' | '));
});

// Moved from the browser (tests/e2e/site.spec.ts, shell-navbar.spec.ts): all of it is in the
// served HTML, which hydration keeps (tests/e2e/kept-html.spec.ts: the footer is kept as served).
test('landing page: title, SDK table and shell', () => {
  const page = $(pageHtml(''));
  assert.match(page('head title').text(), /API Reference for JS SDKs/);
  assert.equal(page('article h1').text().trim(), 'API Reference for JS SDKs');
  const nodeRow = page('article table tr')
    .filter((_, tr) => page(tr).find('td').first().text().trim() === 'Node SDK')
    .find('td')
    .map((_, td) => page(td).text().trim())
    .get();
  assert.deepEqual(nodeRow.slice(0, 3), ['Node SDK', '@powersync/node', '0.15.2']);
  assert.equal(page('a[href="#__docusaurus_skipToContent_fallback"]').text().trim(), 'Skip to main content');
  assert.match(page('footer').text(), /Copyright © 2025/);
  assert.match(page('a.navbar__brand').attr('href') ?? '', /\/react-native-sdk$/);
  const github = page('nav.navbar a').filter((_, a) => /GitHub/.test(page(a).attr('aria-label') ?? page(a).text()));
  assert.equal(github.first().attr('href'), 'https://github.com/powersync-ja/powersync-js');
});

// Moved from the browser (tests/e2e/shell-state.spec.ts: a page load without its scripts showed
// the served button): the served HTML is what a reader has until the client is ready; that the
// client then enables it, the browser test of the toggle checks.
test('the toggle is disabled until the client is ready: every page kind serves it disabled', () => {
  for (const route of ['', 'node-sdk', 'node-sdk/classes/Table', 'search', '404.html']) {
    const page = $(route === '404.html' ? readBuilt(path.join(buildDir, route)) : pageHtml(route));
    const toggle = page('nav.navbar button[title="system mode"]');
    assert.equal(toggle.length, 1, `${route || 'landing'}: one colour-mode toggle`);
    assert.ok(toggle.is('[disabled]'), `${route || 'landing'}: served disabled`);
    assert.match(toggle.attr('aria-label') ?? '', /^Switch between dark and light mode/);
  }
});

test('footer: community links, links to external sites and the 2025 copyright line', () => {
  const page = $(pageHtml('react-sdk/functions/useQuery'));
  const footer = page('footer');
  assert.ok(
    footer.find('.footer__title').filter((_, title) => page(title).text().trim() === 'Community').length === 1,
    'a Community column',
  );
  // A link's accessible name: its text, then the external-link icon's label.
  const links = new Map(
    footer
      .find('a')
      .map((_, a) => [[`${page(a).text().trim()}${page(a).find('svg[aria-label]').attr('aria-label') ?? ''}`, a]])
      .get() as Array<[string, Parameters<typeof page>[0]]>,
  );
  for (const name of ['Discord', 'X', 'YouTube', 'PowerSync', 'Documentation', 'GitHub']) {
    const link = links.get(`${name}(opens in new tab)`);
    assert.ok(link, `no footer link named "${name}(opens in new tab)": ${[...links.keys()].join(', ')}`);
    assert.match(page(link).attr('href') ?? '', /^https:\/\//, name);
  }
  assert.match(footer.text(), /Copyright © 2025/);
});

/** Each page kind, its route and its title before the template's `| {site title}`. */
const PAGE_KIND_TITLES: Array<[kind: string, route: string, title: string]> = [
  ['landing page', '', 'PowerSync JavaScript SDKs — API reference'],
  ['SDK index page', 'node-sdk', 'Node SDK'],
  ['globals page', 'vue-sdk/globals', 'Vue SDK: all exports'],
  ['classes index page', 'web-sdk/classes', 'Web SDK: classes'],
  ['class page with type parameters', 'node-sdk/classes/Table', 'Class: Table<Columns>'],
  ['enumeration page', 'attachments-sdk/enumerations/AttachmentState', 'Enumeration: AttachmentState'],
  ['function page', 'react-sdk/functions/useQuery', 'Function: useQuery()'],
  ['search page', 'search', 'Search the documentation'],
];

// Moved from the browser (tests/e2e/shell-metadata.spec.ts loaded each kind and read the head
// after hydration): the served head is what crawlers read, and that the app keeps it on a load
// and renders the same on a navigation is the browser test "a page reached in the app gets its
// served page's head".
test('metadata of every page kind, as served: title template, canonical, hreflang alternates, og and twitter tags', () => {
  for (const [kind, route, title] of PAGE_KIND_TITLES) {
    const html = pageHtml(route);
    const head = headOf(html);
    const attr = (selector: string, name: string) => head(selector).attr(name) ?? null;
    const canonical = `${siteUrl}${baseUrl}${route}`;
    const pageTitle = head('title').text();
    assert.deepEqual(
      {
        title: pageTitle,
        canonical: attr('link[rel=canonical]', 'href'),
        alternates: head('link[rel=alternate][hreflang]')
          .map((_, l) => `${head(l).attr('hreflang')} ${head(l).attr('href')}`)
          .get(),
        ogUrl: attr('meta[property="og:url"]', 'content'),
        ogTitle: attr('meta[property="og:title"]', 'content'),
        ogLocale: attr('meta[property="og:locale"]', 'content'),
        twitterCard: attr('meta[name="twitter:card"]', 'content'),
        lang: /<html[^>]*\blang="([^"]*)"/.exec(html)?.[1],
      },
      {
        title: `${title} | API Reference for JS SDKs`,
        canonical,
        alternates: [`en ${canonical}`, `x-default ${canonical}`],
        ogUrl: canonical,
        ogTitle: pageTitle,
        ogLocale: 'en',
        twitterCard: 'summary',
        lang: 'en',
      },
      kind,
    );
  }
});

/** Each page kind, its first h1 and a text its main content has without any script. */
const STATIC_PAGES: Array<[kind: string, file: string, title: RegExp, text: RegExp]> = [
  ['landing', 'index.html', /^API Reference for JS SDKs$/, /Node SDK/],
  ['section index', 'web-sdk.html', /^Web SDK$|PowerSync/, /Installation|Usage|npm/i],
  ['globals', 'node-sdk/globals.html', /^@powersync\/node$/, /Classes/],
  ['classes index', 'node-sdk/classes.html', /^Classes$/, /AbstractPowerSyncDatabase/],
  ['class', 'web-sdk/classes/Table.html', /^Class: Table<Columns>$/, /Methods/],
  ['enumeration', 'node-sdk/enumerations/ColumnType.html', /^Enumeration: ColumnType$/, /TEXT/],
  ['function', 'react-sdk/functions/useQuery.html', /^Function: useQuery\(\)$/, /Parameters/],
  ['not-found', '404.html', /^Page Not Found$/, /could not find/i],
  ['search', 'search.html', /Search/i, /Search/i],
];

// Moved from the browser (tests/e2e/faults-loading.spec.ts loaded each kind with JavaScript
// off, where a page is its served HTML; that its CSS shows it, a few kinds still check there).
test('every page kind is readable from the static HTML: its title, its content and real links', () => {
  for (const [kind, file, title, text] of STATIC_PAGES) {
    const page = $(readBuilt(path.join(buildDir, file)));
    assert.match(page('h1').first().text().trim(), title, kind);
    assert.match(page('#__docusaurus_skipToContent_fallback').text(), text, kind);
    assert.ok(page('nav a[href]').length > 0, `${kind}: links in the navigation`);
  }
  // The not-found page, served for every missing path of every line: a search form that works
  // without scripts (a GET of the search page) and the landing page.
  const notFound = $(readBuilt(path.join(buildDir, '404.html')));
  assert.equal(notFound('form[role="search"] input[name="q"]').length, 1, 'the search form');
  const landing = notFound('main a').filter((_, a) => notFound(a).text().trim() === 'Common 1.45');
  assert.equal(landing.attr('href'), baseUrl, 'the landing page of the default line');
});

test('every reference page has a meaningful meta description (not the "Defined in" source line)', () => {
  const routes = catalogueRoutes();
  const bad = routes.filter((route) => {
    const description = headOf(pageHtml(route))('meta[name=description]').attr('content') ?? '';
    return description.length < 10 || /^Defined in/.test(description) || description === 'Call Signature';
  });
  assert.deepEqual(bad.slice(0, 10), [], `${bad.length} pages without a meaningful description`);
  assert.equal(
    headOf(pageHtml('node-sdk/classes/Table'))('meta[name=description]').attr('content'),
    'Class Table in @powersync/node 0.15.2.',
  );
});

test('the version data every reference page loads carries the sidebars, not the doc map (src/plugins/docs)', () => {
  const files = listBuildFiles(buildDir).filter((f) => f.startsWith('assets/js/') && f.endsWith('.js'));
  const versionData = files
    .map((f) => readBuilt(path.join(buildDir, f)))
    .filter((js) => js.includes('"docsSidebars":'));
  assert.ok(versionData.length > 0, 'no chunk with the docs version data');
  for (const js of versionData) {
    assert.doesNotMatch(js, /"description":/);
    assert.match(js, /"docs":\{\}/);
  }
  // One version data per section (src/plugins/docs/section-versions.ts): a section's pages
  // list its own pages; every other section is one link to its index.
  const sectionsListed = (js: string) =>
    new Set([...js.matchAll(/"href":"[^"]*\/([\w-]+-sdk)\/classes\//g)].map((m) => m[1]));
  for (const js of versionData) assert.ok(sectionsListed(js).size <= 1, [...sectionsListed(js)].join(', '));
  const node = versionData.filter((js) => js.includes(`"href":"${baseUrl}node-sdk/classes/Table"`));
  assert.equal(node.length, 1);
  assert.match(node[0]!, new RegExp(`\\{"type":"link","label":"Web SDK","href":"${baseUrl}web-sdk"`));
});

/** One of the entry scripts every page of the default line loads first, checked on the class page. */
function entryScript(script: Script): string {
  const page = $(pageHtml('node-sdk/classes/Table'));
  const src = `${baseUrl}assets/js/${path.basename(script.file)}`;
  const loaded = page('script[src]')
    .map((_, el) => page(el).attr('src'))
    .get();
  assert.deepEqual(
    loaded.filter((source) => source === src),
    [src],
    `the class page loads ${src} once`,
  );
  return script.source;
}
const mainBundle = () => entryScript(mainScript(buildDir));

test("the docs plugin's global data in the main bundle lists no docs (src/plugins/docs)", () => {
  const js = mainBundle();
  const globalData = js.match(/"docusaurus-plugin-content-docs":\{"default":\{"path":/);
  assert.ok(globalData, 'the docs global data is in the main bundle');
  assert.match(js, /"versions":\[\{"name":"current"[^\]]*"docs":\[\]/);
  assert.ok(!js.includes('"id":"node-sdk/classes/Table"'));
});

test("the main bundle's site configuration has no plugin options (src/plugins/lean-client)", () => {
  const js = mainBundle();
  // The minifier writes the configuration's JSON as an object literal: keys may lose their quotes.
  assert.match(js, /"?baseUrlIssueBanner"?:!0/, 'the site configuration is in the main bundle');
  // The search plugin's options carry the SDK manifest: each section's repository folder.
  assert.doesNotMatch(js, /"?repoDirectory"?:/, 'plugin options left in the main bundle');
  assert.doesNotMatch(js, /"?plugins"?:\[/, '`plugins` left in the main bundle');
});

test('the main bundle carries only the tslib helper utils-common calls (src/plugins/lean-client)', () => {
  const js = mainBundle();
  // tslib's module exports each helper by name; these are three utils-common never calls.
  for (const helper of ['__classPrivateFieldGet', '__decorate', '__generator'])
    assert.ok(!js.includes(helper), `tslib's ${helper} in the main bundle`);
  assert.ok(js.includes('__importDefault'), 'the helper utils-common calls is in the main bundle');
});

test('the search code only an open modal uses loads with the modal, not with every page (src/theme/SearchBar)', () => {
  // A message of modal-support.tsx, and the query syntax's operator list behind query-requests.ts.
  const marker = 'browser storage is unavailable, recent searches are off';
  assert.ok(!mainBundle().includes(marker), 'modal-only search code in the main bundle');
  assert.equal(scripts().filter((js) => js.includes(marker)).length, 1, 'one lazily loaded script holds it');
});

test("the browser's head manager and progress bar are the site's, not the libraries (src/plugins/lean-client)", () => {
  // react-helmet-async's component name and registry of instances; nprogress's positioning
  // setting and custom-parent class.
  for (const marker of ['HelmetDispatcher', 'helmetInstances', 'positionUsing', 'nprogress-custom-parent'])
    assert.ok(!scripts().some((js) => js.includes(marker)), `a library's code ("${marker}") in a script`);
  assert.ok(mainBundle().includes('nprogress-busy'), "the site's progress bar is in the main bundle");
});

test("the search modal's texts load with the modal, not with every page (src/theme/SearchBar)", () => {
  // The theme's translation of the modal's error screen, and the spec's text put over it.
  for (const text of ['theme.SearchModal.errorScreen.titleText', 'Unable to fetch results']) {
    assert.ok(!mainBundle().includes(text), `"${text}" in the main bundle`);
    assert.ok(
      scripts().some((js) => js.includes(text)),
      `"${text}" in no script`,
    );
  }
  assert.ok(mainBundle().includes('theme.SearchBar.label'), "the search button's text is in the main bundle");
});

/**
 * Every page chunk key the built scripts name in route chunk names (main bundle and section
 * modules): Docusaurus's (eight hex digits), or a section's own short ones (`_{section}_{n}`).
 */
const contentChunkKeys = (js: string) => [
  ...new Set([...js.matchAll(/"?content"?:"([0-9a-f]{8}|_[0-9a-z]+_[0-9a-z]+)"/g)].map((m) => m[1]!)),
];
/** The browser's scripts, as paths in the build. */
const scriptFiles = () => listBuildFiles(buildDir).filter((f) => /^assets\/js\/[^/]+\.js$/.test(f));
const scripts = () => scriptFiles().map((f) => readBuilt(path.join(buildDir, f)));

test("every script the browser loads starts with V8's compile hint (src/plugins/compile-hints)", () => {
  const files = scriptFiles();
  assert.ok(files.length > 100, `only ${files.length} scripts in build/assets/js`);
  // V8 reads the hint only as the file's first line.
  const without = files.filter((f) => !readBuilt(path.join(buildDir, f)).startsWith(`${COMPILE_HINT}\n`));
  assert.deepEqual(without, [], 'scripts without the compile hint as their first line');
});

type Row = [string, ...unknown[]];
/** The full paths of a compact table's rows (each row: path relative to its parent's, …, children). */
function tablePaths(rows: Row[], parent = ''): string[] {
  return rows.flatMap((row) => [
    parent + row[0],
    ...(Array.isArray(row[5]) ? tablePaths(row[5] as Row[], parent + row[0]) : []),
  ]);
}

/** The module of each SDK section (src/plugins/client-routes: its routes, chunk names and loaders). */
const sectionModules = () => scripts().filter((js) => /\brows:/.test(js) && /\bcounterparts:/.test(js));

test("the main bundle's route table names no page of a section; the sections' modules name them (src/plugins/client-routes)", () => {
  const js = mainBundle();
  assert.equal(sectionModules().length, 8, 'one module per SDK section');
  const source = js.match(/JSON\.parse\('(\[\["[^']*)'\)/)?.[1];
  assert.ok(source, 'the compact route table is in the main bundle');
  const inMain = tablePaths(JSON.parse(source) as Row[]);
  assert.ok(inMain.includes(`${baseUrl}node-sdk`), 'the section root stays in the main table');
  assert.deepEqual(
    inMain.filter((p) => /-sdk\//.test(p)),
    [],
    'no path below a section root',
  );
  // Docusaurus's own tables would name it with the base URL, in the routes and in the chunk names.
  assert.ok(!js.includes(`"${baseUrl}node-sdk/classes/Table"`));
  for (const [section, page] of [
    ['node-sdk', '/classes/Table'],
    ['web-sdk', '/classes/PowerSyncDatabase'],
    ['react-sdk', '/functions/useQuery'],
  ] as const) {
    assert.ok(
      sectionModules().some((m) => m.includes(`"${page}"`)),
      `${section}${page} is in a section module`,
    );
    assert.ok(!js.includes(`"${page}"`), `${page} is not in the main bundle`);
  }
});

test("webpack's runtime, loaded by every page, names no page's chunk (src/plugins/client-routes)", () => {
  const js = entryScript(runtimeScript(buildDir));
  const contentChunks = contentChunkKeys(scripts().join('\n'));
  assert.ok(contentChunks.length > 800, `${contentChunks.length} page chunks in the route tables`);
  const named = contentChunks.filter((name) => js.includes(`"${name}"`));
  assert.deepEqual(named.slice(0, 5), [], `${named.length} page chunks named in the runtime`);
});

test("webpack's runtime names no chunk file: it computes each from the chunk id (src/plugins/chunk-files)", () => {
  const js = entryScript(runtimeScript(buildDir));
  const chunkIds = listBuildFiles(buildDir)
    .map((f) => f.match(/^assets\/js\/(\d+)\.[0-9a-f]{8}\.js$/)?.[1])
    .filter((id) => id !== undefined);
  assert.ok(chunkIds.length > 800, `${chunkIds.length} lazily loaded chunks`);
  // A map from id to file (or hash) would name each id as a key: `12345:"…"`.
  const mapped = chunkIds.filter((id) => new RegExp(`[{,]\\s*"?${id}"?\\s*:\\s*"`).test(js));
  assert.deepEqual(mapped.slice(0, 5), [], `${mapped.length} chunk ids mapped in the runtime`);
});

test("the main bundle names no section page's chunks: each section's module does (src/plugins/client-routes)", () => {
  // Pages outside every section (the landing page) keep theirs in the main bundle.
  const inMain = contentChunkKeys(mainBundle());
  assert.ok(inMain.length <= 3, `${inMain.length} page chunks in the main bundle`);
  const modules = scripts().filter((js) => /chunkNames:/.test(js) && /registry:/.test(js));
  assert.equal(modules.length, 8, 'one module per SDK section');
  for (const js of modules) assert.ok(contentChunkKeys(js).length > 0);
});
