import type {Config, PluginModule} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import manifest from './src/sdk-manifest';
import {announcementId, announcementResetScript, logoHref, readSiteSettings} from './src/site-settings';
import searchPlugin, {type SearchPluginOptions} from './src/plugins/search';
import {readSearchSettings} from './src/plugins/search/settings';
import typedocHeadingIds from './src/remark/heading-ids';
import signatureCode, {signatureCodeOptions} from './src/remark/signature-code';
import buildMemoryPlugin from './src/plugins/build-memory';
import robotsPlugin from './src/plugins/robots';
import codeTokensPlugin from './src/plugins/code-tokens';
import docsPlugin from './src/plugins/docs';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {darkCodeTheme, lightCodeTheme} from './src/prism/themes';

const {url, baseUrl} = readSiteSettings();
const search = readSearchSettings();
const repositoryUrl = `https://github.com/${manifest.sourceRepository}`;
const announcement = announcementId(manifest);

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
  // Generated .md pages are CommonMark (doc comments are not MDX); .mdx pages are MDX.
  markdown: {format: 'detect', hooks: {onBrokenMarkdownLinks: 'warn'}},
  i18n: {defaultLocale: 'en', locales: ['en']},
  future: {v4: true, faster: true},
  // Read by the search modal's "Let us know." link.
  customFields: {repositoryUrl},

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
  ],

  plugins: [
    [searchPlugin as PluginModule, {settings: search, sdks: manifest.sdks} satisfies SearchPluginOptions],
    robotsPlugin,
    codeTokensPlugin,
    buildMemoryPlugin,
    [
      docsPlugin as PluginModule,
      {
        path: 'reference',
        routeBasePath: '/',
        sidebarPath: './sidebars.ts',
        numberPrefixParser: false,
        breadcrumbs: true,
        beforeDefaultRemarkPlugins: [typedocHeadingIds, [signatureCode, signatureCodeOptions(__dirname)]],
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
    // The theme's DocSearch UI for both backends (see src/plugins/search and README).
    algolia: {
      appId: search.appId,
      apiKey: search.apiKey,
      indexName: search.indexName,
      contextualSearch: true,
      searchPagePath: 'search',
    },
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true},
    announcementBar: {
      id: announcement,
      content: `Documents <b>${manifest.shared.packageName} ${manifest.shared.version}</b> and the SDK releases built on it.`,
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
    prism: {theme: lightCodeTheme, darkTheme: darkCodeTheme, additionalLanguages: ['bash']},
    metadata: [{name: 'twitter:card', content: 'summary'}],
  } satisfies Preset.ThemeConfig,
};

export default config;
