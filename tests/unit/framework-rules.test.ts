/**
 * Spec §3, §5 and §9 items that the installed framework provides: the rules and constants
 * are checked on the installed packages (and our configuration), so an upgrade that
 * changes one fails here and docs/CONFORMANCE.md gets revisited.
 * The runtime errors of §5 are checked in the browser: tests/e2e/shell-config-rules.spec.ts.
 */
import type {ThemeConfig} from '@docusaurus/theme-common';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import progressBar from '../../src/plugins/lean-client/progress-bar';

const modules = path.resolve('node_modules');
/** `require` as seen from inside an installed package, so nested copies are the ones read. */
const requireFrom = (pkg: string) => createRequire(path.join(modules, pkg, 'package.json'));
const source = (file: string) => fs.readFileSync(path.join(modules, file), 'utf8');
const version = (pkg: string) =>
  JSON.parse(fs.readFileSync(path.join(modules, pkg, 'package.json'), 'utf8')).version as string;

const {validateThemeConfig} = requireFrom('@docusaurus/theme-classic')('./lib/options.js') as {
  validateThemeConfig(args: {validate: unknown; themeConfig: unknown}): ThemeConfig;
};
const {normalizeThemeConfig} = requireFrom('@docusaurus/theme-classic')('@docusaurus/utils-validation') as {
  normalizeThemeConfig: unknown;
};
const validate = (themeConfig: unknown) => validateThemeConfig({validate: normalizeThemeConfig, themeConfig});
const navbarWith = (...items: unknown[]) => validate({navbar: {items}}).navbar;

test('framework versions in use: Docusaurus 3.10.2, @docsearch/react 3.9.0, docusaurus-plugin-typedoc 1.4.3', () => {
  assert.equal(version('@docusaurus/core'), '3.10.2');
  assert.equal(version('@docusaurus/theme-classic'), '3.10.2');
  assert.equal(version('@docsearch/react'), '3.9.0');
  assert.equal(version('docusaurus-plugin-typedoc'), '1.4.3');
});

test('the doc layout may leave out the version banner and badge, the footer and the visibility banners', async () => {
  // src/theme/DocItem/Layout renders none of them: the docs plugin must show none of them.
  const {default: config} = await import('../../docusaurus.config');
  const docs = (config.plugins ?? [])
    .map((plugin) => (Array.isArray(plugin) ? (plugin[1] as Record<string, unknown>) : undefined))
    .find((options) => options?.sidebarPath !== undefined);
  assert.ok(docs, 'the docs plugin is configured');
  for (const option of ['editUrl', 'showLastUpdateTime', 'showLastUpdateAuthor', 'tags', 'versions', 'lastVersion'])
    assert.equal(docs[option], undefined, `docs plugin option ${option}`);
  assert.ok(!fs.existsSync('versions.json'), 'one docs version per build');
});

test('our theme configuration passes the theme validation: light default with system following, ToC levels 2–3, hide on scroll', async () => {
  const {default: config} = await import('../../docusaurus.config');
  const theme = validate(config.themeConfig);
  assert.deepEqual(theme.colorMode, {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true});
  assert.deepEqual(theme.tableOfContents, {minHeadingLevel: 2, maxHeadingLevel: 3});
  assert.equal(theme.navbar.hideOnScroll, true);
  assert.equal(theme.announcementBar?.isCloseable, true);
  assert.match(theme.footer?.copyright ?? '', /2025/);
  assert.deepEqual(config.i18n?.locales, ['en']);
  assert.equal(config.title, 'API Reference for JS SDKs');
  assert.deepEqual(config.storage, {type: 'localStorage', namespace: false});
  // Broken links and anchors and duplicate routes warn at build time (our own checks fail the tests instead).
  assert.deepEqual([config.onBrokenLinks, config.onBrokenAnchors, config.onDuplicateRoutes], ['warn', 'warn', 'warn']);
});

test('navbar item kinds: link, dropdown, html, doc, sidebar, docs-version, docs-version dropdown, locale dropdown, search', () => {
  const items = [
    {href: 'https://example.com', label: 'link'},
    {type: 'dropdown', label: 'dropdown', items: [{href: 'https://example.com', label: 'sub'}]},
    {type: 'html', value: '<b>html</b>'},
    {type: 'doc', docId: 'README'},
    {type: 'docSidebar', sidebarId: 'api'},
    {type: 'docsVersion'},
    {type: 'docsVersionDropdown', versions: ['current'], dropdownItemsBefore: [], dropdownItemsAfter: []},
    {type: 'localeDropdown'},
    {type: 'search'},
  ];
  assert.equal(navbarWith(...items).items.length, items.length);
  // Each kind has its component in the theme.
  const componentTypes = source('@docusaurus/theme-classic/lib/theme/NavbarItem/ComponentTypes.js');
  for (const kind of [
    'default',
    'dropdown',
    'html',
    'doc',
    'docSidebar',
    'docsVersion',
    'docsVersionDropdown',
    'localeDropdown',
    'search',
  ]) {
    assert.match(componentTypes, new RegExp(`^\\s+${kind}: \\w+NavbarItem,$`, 'm'), kind);
  }
});

test('an unknown navbar item type is refused when the configuration is validated ("Bad navbar item type")', () => {
  assert.throws(() => navbarWith({type: 'magic', label: 'x'}), /Bad navbar item type magic/);
});

test('navbar style and hide-on-scroll can be set; footer links as columns or a flat list, optional logo', () => {
  assert.equal(validate({navbar: {style: 'dark', hideOnScroll: true}}).navbar.style, 'dark');
  assert.equal(validate({navbar: {style: 'primary'}}).navbar.style, 'primary');
  assert.throws(() => validate({navbar: {style: 'pink'}}), /style/);
  const logo = {
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    alt: 'Logo',
    width: 160,
    height: 51,
    href: 'https://example.com',
  };
  assert.deepEqual(
    validate({footer: {links: [{title: 'A', items: [{label: 'x', href: 'https://x.y'}]}], logo}}).footer?.logo,
    logo,
  );
  assert.equal(validate({footer: {links: [{label: 'x', href: 'https://x.y'}]}}).footer?.links.length, 1);
});

test('default navbar item position: the theme validation defaults to left (spec says right: see CONFORMANCE.md)', () => {
  assert.equal(navbarWith({href: 'https://example.com', label: 'x'}).items[0].position, 'left');
  // The fallback the spec describes exists, but only for items that bypass validation.
  assert.match(source('@docusaurus/theme-common/lib/utils/navbarUtils.js'), /const DefaultNavItemPosition = 'right';/);
});

test('building a path fails when a required route parameter is missing or does not match its pattern', () => {
  const {generatePath} = requireFrom('@docusaurus/core')('react-router') as {
    generatePath(p: string, params?: object): string;
  };
  assert.equal(generatePath('/docs/:id', {id: 'a'}), '/docs/a');
  assert.throws(() => generatePath('/docs/:id', {}), /Expected "id" to be defined/);
  assert.throws(
    () => generatePath('/docs/:id(\\d+)', {id: 'abc'}),
    /Expected "id" to match "\\d\+", but received "abc"/,
  );
});

test('router path-pattern cache: 10000 entries (react-router matchPath and generatePath)', () => {
  const router = fs.readFileSync(requireFrom('@docusaurus/core').resolve('react-router/cjs/react-router.js'), 'utf8');
  assert.match(router, /var cacheLimit = 10000;/);
  assert.match(router, /var cacheLimit\$1 = 10000;/);
});

test('lazy-loader default delay 200 ms; progress bar 0.08 / 200 ms / 800 ms / 0.02, no spinner, started after 200 ms', () => {
  const loadable = fs.readFileSync(requireFrom('@docusaurus/core').resolve('react-loadable'), 'utf8');
  assert.match(loadable, /delay: 200,/);
  // The browser's nprogress is the site's port (src/plugins/lean-client/progress-bar.ts), with
  // the library's defaults.
  const library = requireFrom('@docusaurus/theme-classic')('nprogress') as {settings: Record<string, unknown>};
  assert.equal(progressBar.settings.minimum, 0.08);
  assert.equal(progressBar.settings.speed, 200);
  assert.equal(progressBar.settings.trickleSpeed, 800);
  assert.equal(progressBar.settings.trickleRate, 0.02);
  for (const [name, value] of Object.entries(progressBar.settings))
    assert.equal(value, library.settings[name], `the port's ${name}`);
  const progressModule = source('@docusaurus/theme-classic/lib/nprogress.js');
  assert.match(progressModule, /nprogress\.configure\(\{ showSpinner: false \}\);/);
  assert.match(progressModule, /const delay = 200;/);
});

test('desktop breakpoint 996 px', () => {
  assert.match(source('@docusaurus/theme-common/lib/hooks/useWindowSize.js'), /const DesktopBreakpoint = 996;/);
});
