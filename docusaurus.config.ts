import type {Config, PluginModule} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {activeLine, configuredManifest} from './src/lines/active';
import {linePath, releaseLineInfo, versionsFile} from './src/lines/versions';
import {announcementContent} from './src/lines/announcement';
import {announcementId, announcementResetScript, logoHref, readSiteSettings} from './src/site-settings';
import searchPlugin, {type SearchPluginOptions} from './src/plugins/search';
import {readSearchSettings} from './src/plugins/search/settings';
import {API_REMARK_PLUGINS} from './src/remark/plugins';
import buildMemoryPlugin from './src/plugins/build-memory';
import bundlerCachePlugin, {type BundlerCacheOptions} from './src/plugins/bundler-cache';
import serverHeadPlugin from './src/plugins/server-head';
import renderCachePlugin from './src/plugins/render-cache';
import clientRoutesPlugin from './src/plugins/client-routes';
import chunkFilesPlugin from './src/plugins/chunk-files';
import leanClientPlugin from './src/plugins/lean-client';
import compileHintsPlugin from './src/plugins/compile-hints';
import robotsPlugin from './src/plugins/robots';
import codeTokensPlugin from './src/plugins/code-tokens';
import docsPlugin from './src/plugins/docs';
import agentsPlugin, {type AgentsPluginOptions} from './src/plugins/agents';
import lineRoutesPlugin, {type LineRoutesPluginOptions} from './src/plugins/line-routes';
import historyPlugin, {type HistoryPluginOptions} from './src/plugins/history';
import movedPagesPlugin, {type MovedPagesPluginOptions} from './src/plugins/moved-pages';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {PRISM_ADDITIONAL_LANGUAGES, darkCodeTheme, lightCodeTheme} from './src/prism/themes';

// One build per release line (scripts/build.ts): the line's sections, versions and base path.
const fullManifest = configuredManifest();
const line = activeLine();
const {manifest} = line;
const {url, baseUrl: siteBase} = readSiteSettings();
const baseUrl = linePath(fullManifest, line.id, siteBase);
const search = readSearchSettings();
const repositoryUrl = `https://github.com/${manifest.sourceRepository}`;
const announcement = announcementId(manifest);
const releaseLine = releaseLineInfo(fullManifest, line.id, siteBase);

const config: Config = {
  title: 'API Reference for JS SDKs',
  tagline: 'PowerSync JavaScript SDK family',
  favicon: 'img/favicon.svg',
  url,
  baseUrl,
  trailingSlash: false,
  organizationName: 'powersync-ja',
  projectName: 'powersync-js',
  // Our own checker (tests/site/links.test.ts) fails the test run; the build itself only warns.
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  // Generated .md pages are CommonMark (doc comments are not MDX); .mdx pages are MDX, and so are
  // the API symbol pages' stubs, by their front matter (src/generate/articles).
  // No emoji shortcodes: a doc comment's `:memo:` reads as written, as in TypeDoc's HTML (and the
  // API pages' articles, made outside the MDX loader, need no ESM-only remark-emoji).
  markdown: {format: 'detect', emoji: false, hooks: {onBrokenMarkdownLinks: 'warn'}},
  i18n: {defaultLocale: 'en', locales: ['en']},
  // experimental_vcs off: no page shows a last-update date and the sitemap has no lastmod, so
  // no build needs the repository's git history.
  future: {v4: true, faster: true, experimental_vcs: false},
  // repositoryUrl: the search modal's "Let us know." link; releaseLine: the release-line
  // dropdown and banner (src/lines/versions.ts), absent when there is one line.
  customFields: {repositoryUrl, releaseLine},

  // Spec §9: browser storage keys carry no suffix (the v4 flag would add a per-site namespace).
  storage: {type: 'localStorage', namespace: false},

  // A new announcement id shows the bar again from the first page view (see src/site-settings.ts).
  headTags: [{tagName: 'script', attributes: {}, innerHTML: announcementResetScript(announcement)}],

  // storage-guard first: later modules and the theme read localStorage.
  // `.html` paths show the clean path in the address bar before the app starts (spec §2).
  // Route code loads on hover/touch, not for every link scrolled into view (prefetch-on-intent).
  clientModules: [
    './src/client-modules/storage-guard.ts',
    './src/client-modules/html-path.ts',
    './src/client-modules/chunk-failure.ts',
    './src/client-modules/prefetch-on-intent.ts',
    './src/client-modules/hydration-done.ts',
  ],

  plugins: [
    [
      searchPlugin as PluginModule,
      {settings: search, sdks: manifest.sdks, line: releaseLine?.id} satisfies SearchPluginOptions,
    ],
    robotsPlugin,
    [lineRoutesPlugin as PluginModule, {sdks: manifest.sdks} satisfies LineRoutesPluginOptions],
    [historyPlugin as PluginModule, {sdks: manifest.sdks} satisfies HistoryPluginOptions],
    [movedPagesPlugin as PluginModule, {sdks: manifest.sdks} satisfies MovedPagesPluginOptions],
    [
      agentsPlugin as PluginModule,
      {
        sdks: manifest.sdks,
        summary:
          'The API reference of the PowerSync JavaScript SDKs, generated by TypeDoc from the published npm packages at ' +
          'exact versions: one section per SDK with its classes, functions and hooks, interfaces, type aliases, ' +
          'enumerations and variables, each with its import line and a link to its source at the release tag.',
        lines: (({lines, newest}) => ({all: lines, current: line.id, newest}))(versionsFile(fullManifest, siteBase)),
      } satisfies AgentsPluginOptions,
    ],
    codeTokensPlugin,
    clientRoutesPlugin,
    chunkFilesPlugin,
    leanClientPlugin,
    compileHintsPlugin,
    buildMemoryPlugin,
    [bundlerCachePlugin as PluginModule, {lineId: line.id} satisfies BundlerCacheOptions],
    serverHeadPlugin,
    renderCachePlugin,
    [
      docsPlugin as PluginModule,
      {
        path: line.referenceDir,
        routeBasePath: '/',
        sidebarPath: './sidebars.ts',
        numberPrefixParser: false,
        breadcrumbs: true,
        beforeDefaultRemarkPlugins: API_REMARK_PLUGINS(__dirname),
      } satisfies DocsOptions,
    ],
  ],

  presets: [
    [
      'classic',
      {
        // The docs plugin is src/plugins/docs (the stock plugin, lighter version data per page).
        docs: false,
        blog: false,
        pages: false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {lastmod: null, changefreq: null, priority: null},
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    // The theme's DocSearch UI for both backends (see src/plugins/search and src/search/README.md).
    algolia: {
      appId: search.appId,
      apiKey: search.apiKey,
      indexName: search.indexName,
      contextualSearch: true,
      searchPagePath: 'search',
      // Hosted search with release lines restricts each search to this line's records when it
      // is sent (src/search/query-requests.ts), as the mode is read at run time.
    },
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true},
    announcementBar: {
      id: announcement,
      content: announcementContent(manifest.shared),
      isCloseable: true,
      // Theme variables instead of the default fixed white/black, so the bar follows dark mode.
      backgroundColor: 'var(--ifm-color-emphasis-100)',
      textColor: 'var(--ifm-font-color-base)',
    },
    navbar: {
      title: 'PowerSync JS SDKs',
      hideOnScroll: true,
      logo: {alt: 'PowerSync', src: 'img/logo.svg', href: logoHref(manifest, baseUrl), target: '_self'},
      items: [
        {type: 'docSidebar', sidebarId: 'api', position: 'left', label: 'API reference'},
        // SDK switcher (src/theme/SdkSwitcher): same symbol in another section.
        {type: 'custom-sdkSwitcher', position: 'left', sections: manifest.sdks.map(({id, label}) => ({id, label}))},
        // Release-line dropdown (src/theme/ReleaseLines); renders nothing on a site with one line.
        {type: 'custom-releaseLines', position: 'right'},
        // Explicit: the theme's validation defaults a missing position to left (docs/CONFORMANCE.md).
        {href: repositoryUrl, position: 'right', label: 'GitHub', 'aria-label': 'Source code on GitHub'},
      ],
    },
    docs: {sidebar: {hideable: true, autoCollapseCategories: true}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Community',
          items: [
            {label: 'Discord', href: 'https://discord.gg/powersync'},
            {label: 'X', href: 'https://x.com/powersync_'},
            {label: 'YouTube', href: 'https://www.youtube.com/@powersync_'},
          ],
        },
        {
          title: 'More',
          items: [
            {label: 'PowerSync', href: 'https://www.powersync.com'},
            {label: 'Documentation', href: 'https://docs.powersync.com'},
            {label: 'GitHub', href: repositoryUrl},
          ],
        },
      ],
      copyright: `Copyright © 2025 Journey Mobile, Inc.`,
    },
    prism: {theme: lightCodeTheme, darkTheme: darkCodeTheme, additionalLanguages: PRISM_ADDITIONAL_LANGUAGES},
    metadata: [{name: 'twitter:card', content: 'summary'}],
  } satisfies Preset.ThemeConfig,
};

export default config;
