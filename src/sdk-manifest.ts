import type {SdkManifest} from './manifest/types';

/**
 * The one place to add or bump an SDK. After editing, run `npm run sdk:sync` (it writes these
 * exact versions into package.json, or a line's per-section projects, and reinstalls).
 * Versions are the release set whose API matches the site's page catalogue. Each section
 * documents what a clean install of its package resolves: `installedWith` pairs a package
 * whose `@powersync/common` is a peer with the SDK an app installs beside it.
 */
const manifest: SdkManifest = {
  sourceRepository: 'powersync-ja/powersync-js',
  shared: {packageName: '@powersync/common', version: '1.45.0', repoDirectory: 'packages/common'},
  logoSdk: 'react-native-sdk',
  sdks: [
    {
      id: 'capacitor-sdk',
      label: 'Capacitor SDK',
      packageName: '@powersync/capacitor',
      version: '0.2.0',
      repoDirectory: 'packages/capacitor',
      installedWith: 'web-sdk',
    },
    {
      id: 'attachments-sdk',
      label: 'Attachments SDK',
      packageName: '@powersync/attachments',
      version: '2.4.1',
      repoDirectory: 'packages/attachments',
      installedWith: 'web-sdk',
    },
    {
      id: 'node-sdk',
      label: 'Node SDK',
      packageName: '@powersync/node',
      version: '0.15.2',
      repoDirectory: 'packages/node',
      ambientTypes: ['node'],
    },
    {
      id: 'react-native-sdk',
      label: 'React Native SDK',
      packageName: '@powersync/react-native',
      version: '1.28.1',
      repoDirectory: 'packages/react-native',
    },
    {
      id: 'react-sdk',
      label: 'React SDK',
      packageName: '@powersync/react',
      version: '1.8.2',
      repoDirectory: 'packages/react',
      installedWith: 'web-sdk',
    },
    {
      id: 'tanstack-react-query-sdk',
      label: 'TanStack React Query SDK',
      packageName: '@powersync/tanstack-react-query',
      version: '0.1.13',
      repoDirectory: 'packages/tanstack-react-query',
    },
    {
      id: 'vue-sdk',
      label: 'Vue SDK',
      packageName: '@powersync/vue',
      version: '0.4.1',
      repoDirectory: 'packages/vue',
      installedWith: 'web-sdk',
    },
    {id: 'web-sdk', label: 'Web SDK', packageName: '@powersync/web', version: '1.31.0', repoDirectory: 'packages/web'},
  ],
  // The releases above, at the site's base path: the set the spec's page catalogue describes.
  defaultLine: {id: 'current', label: 'Common 1.45'},
  // Newest last (`{base}latest/` shows it). Each line is installed from lines/{id}/ (src/lines/README.md);
  // a section left out has no release on the line's base.
  lines: [
    {
      // The newest release of each SDK whose @powersync/common range accepts 1.57.x; Node 0.18.8
      // and TanStack 0.2.15 pin common 1.54.0 and 1.57.2 themselves, and document those.
      id: 'v1',
      label: 'Common 1.57',
      // The common the line's Web SDK brings (and the sections installed with it get).
      sharedVersion: '1.57.3',
      sdks: {
        'capacitor-sdk': {version: '0.7.0'},
        'attachments-sdk': {version: '2.4.3'},
        'node-sdk': {version: '0.18.8'},
        'react-native-sdk': {version: '1.35.10'},
        'react-sdk': {version: '1.10.0'},
        'tanstack-react-query-sdk': {version: '0.2.15'},
        'vue-sdk': {version: '0.5.1'},
        'web-sdk': {version: '1.39.1'},
      },
    },
    {
      // The newest releases on @powersync/common 2.x (React Native 2.1.0 pins common 2.1.0, TanStack
      // 0.3.2 pins 2.2.0: their sections document those). @powersync/attachments 3.0.0 is deprecated
      // ("Attachment support is now built into the PowerSync SDKs"): its API is in common, so the
      // Node, React Native, Web and Capacitor sections have it.
      id: 'v2',
      label: 'Common 2.3',
      sharedVersion: '2.3.0',
      sdks: {
        'capacitor-sdk': {version: '0.8.2'},
        'node-sdk': {version: '1.1.0'},
        'react-native-sdk': {version: '2.1.0'},
        'react-sdk': {version: '2.0.1'},
        'tanstack-react-query-sdk': {version: '0.3.2'},
        'vue-sdk': {version: '0.6.0'},
        'web-sdk': {version: '2.4.0'},
      },
    },
  ],
};

export default manifest;
