import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {themes as prismThemes} from 'prism-react-renderer';
import manifest from './src/sdk-manifest';
import {announcementId, readSiteSettings} from './src/site-settings';
import searchPlugin from './src/plugins/search';
import {readSearchSettings} from './src/plugins/search/settings';
import {withReadableTokens} from './src/prism-contrast';

const {url, baseUrl} = readSiteSettings();
const search = readSearchSettings();
const repositoryUrl = `https://github.com/${manifest.sourceRepository}`;

const config: Config = {
  title: 'API Reference for JS SDKs',
  tagline: 'PowerSync JavaScript SDK family',
  favicon: 'img/favicon.svg',
  url,
  baseUrl,
  trailingSlash: false,
  organizationName: 'powersync-ja',
  projectName: 'powersync-js',
  // Our own checker (tests/unit/links) fails the test run; the build itself only warns.
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  // Generated .md pages are CommonMark (doc comments are not MDX); .mdx pages are MDX.
  markdown: {format: 'detect', hooks: {onBrokenMarkdownLinks: 'warn'}},
  i18n: {defaultLocale: 'en', locales: ['en']},
  future: {v4: true, faster: true},

  plugins: [[searchPlugin, {settings: search, sdks: manifest.sdks}]],
  clientModules: ['./src/client/prefetch-on-intent.ts'],

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'reference',
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          numberPrefixParser: false,
          breadcrumbs: true,
        },
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
      id: announcementId(manifest),
      content: `Documents <b>${manifest.shared.packageName} ${manifest.shared.version}</b> and the SDK releases built on it.`,
      isCloseable: true,
    },
    navbar: {
      title: 'PowerSync JS SDKs',
      hideOnScroll: true,
      logo: {alt: 'PowerSync', src: 'img/logo.svg', href: `${baseUrl}react-native-sdk`, target: '_self'},
      items: [
        {type: 'docSidebar', sidebarId: 'api', position: 'left', label: 'API reference'},
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
    prism: {theme: withReadableTokens(prismThemes.github), darkTheme: withReadableTokens(prismThemes.dracula), additionalLanguages: ['bash']},
    metadata: [{name: 'twitter:card', content: 'summary'}],
  } satisfies Preset.ThemeConfig,
};

export default config;
