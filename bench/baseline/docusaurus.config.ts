import {themes as prismThemes} from 'prism-react-renderer';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {PluginOptions as TypedocPluginOptions} from 'docusaurus-plugin-typedoc';

/**
 * The benchmark's stock baseline: what a typical team writes with `create-docusaurus classic
 * --typescript`, one docusaurus-plugin-typedoc instance per SDK and
 * @easyops-cn/docusaurus-search-local. Deviations from the template, each needed to build at all
 * or to document the same content as the real site, are marked "baseline:" (see README.md).
 */

// baseline: the same SDKs and versions as src/sdk-manifest.ts (the bench checks they match).
const sdks = [
  {id: 'capacitor-sdk', label: 'Capacitor SDK', packageName: '@powersync/capacitor', types: 'dist/esm/index.d.ts'},
  {id: 'attachments-sdk', label: 'Attachments SDK', packageName: '@powersync/attachments', types: 'lib/index.d.ts'},
  {id: 'node-sdk', label: 'Node SDK', packageName: '@powersync/node', types: 'lib/index.d.ts'},
  {id: 'react-native-sdk', label: 'React Native SDK', packageName: '@powersync/react-native', types: 'lib/index.d.ts'},
  {id: 'react-sdk', label: 'React SDK', packageName: '@powersync/react', types: 'lib/index.d.ts'},
  {id: 'tanstack-react-query-sdk', label: 'TanStack React Query SDK', packageName: '@powersync/tanstack-react-query', types: 'lib/index.d.ts'},
  {id: 'vue-sdk', label: 'Vue SDK', packageName: '@powersync/vue', types: 'lib/index.d.ts'},
  {id: 'web-sdk', label: 'Web SDK', packageName: '@powersync/web', types: 'lib/src/index.d.ts'},
];

const typedocInstances = sdks.map(
  (sdk): [string, Partial<TypedocPluginOptions> & Record<string, unknown>] => [
    'docusaurus-plugin-typedoc',
    {
      id: sdk.id,
      name: sdk.packageName,
      out: `./docs/${sdk.id}`,
      // baseline: the packages ship declarations, not sources: entry points are their "types" files.
      entryPoints: [`./node_modules/${sdk.packageName}/${sdk.types}`],
      // baseline: moduleResolution "bundler", or @powersync/web's extension-less imports lose its classes.
      tsconfig: './tsconfig.typedoc.json',
      // baseline: entry points sit in node_modules; the default pattern would mark the whole API external.
      externalPattern: [],
      // baseline: app peers (react-native, better-sqlite3, ...) are not installed, so types cannot all resolve.
      skipErrorChecking: true,
      readme: `./node_modules/${sdk.packageName}/README.md`,
      // baseline: doc comments hold `<T>` and `{…}`, which fail MDX compilation unless escaped.
      sanitizeComments: true,
    },
  ],
);

const config: Config = {
  title: 'API Reference for JS SDKs',
  tagline: 'PowerSync JavaScript SDK family',
  favicon: 'img/favicon.svg',

  future: {
    v4: true,
  },

  url: 'https://powersync-ja.github.io',
  baseUrl: '/',

  organizationName: 'powersync-ja',
  projectName: 'powersync-js',

  // baseline: generated TypeDoc pages link to anchors and pages the plugin does not emit; a
  // stock build with 'throw' stops on them.
  onBrokenLinks: 'warn',

  // baseline: TypeDoc's .md pages are CommonMark; as MDX, doc comments with `{…}` fail to compile.
  markdown: {format: 'detect'},

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
  },

  plugins: typedocInstances,

  themes: [['@easyops-cn/docusaurus-search-local', {hashed: true, indexBlog: false}]],

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
        },
        // baseline: no blog content to show.
        blog: false,
        theme: {
          customCss: './src/css/custom.css',
        },
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    colorMode: {
      respectPrefersColorScheme: true,
    },
    navbar: {
      title: 'PowerSync JS SDKs',
      logo: {
        alt: 'PowerSync',
        src: 'img/logo.svg',
      },
      items: [
        {
          type: 'docSidebar',
          sidebarId: 'api',
          position: 'left',
          label: 'API reference',
        },
        {
          href: 'https://github.com/powersync-ja/powersync-js',
          label: 'GitHub',
          position: 'right',
        },
      ],
    },
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
            {label: 'GitHub', href: 'https://github.com/powersync-ja/powersync-js'},
          ],
        },
      ],
      copyright: `Copyright © 2025 Journey Mobile, Inc. Built with Docusaurus.`,
    },
    prism: {
      theme: prismThemes.github,
      darkTheme: prismThemes.dracula,
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
