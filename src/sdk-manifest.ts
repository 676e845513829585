import type {SdkManifest} from './manifest/types';

/**
 * The one place to add or bump an SDK. After editing, run `npm run sdk:sync`
 * (it writes these exact versions into package.json and reinstalls).
 * Versions are the release set whose API matches the site's page catalogue.
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
    },
    {
      id: 'attachments-sdk',
      label: 'Attachments SDK',
      packageName: '@powersync/attachments',
      version: '2.4.1',
      repoDirectory: 'packages/attachments',
    },
    {
      id: 'node-sdk',
      label: 'Node SDK',
      packageName: '@powersync/node',
      version: '0.15.2',
      repoDirectory: 'packages/node',
      ambientTypes: ['node'],
      // The custom worker entry the package README uses (startPowerSyncWorker, PowerSyncWorkerOptions).
      extraEntryPoints: [{specifier: '@powersync/node/worker.js', path: 'lib/worker.d.ts'}],
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
    },
    {
      id: 'tanstack-react-query-sdk',
      label: 'TanStack React Query SDK',
      packageName: '@powersync/tanstack-react-query',
      version: '0.1.13',
      repoDirectory: 'packages/tanstack-react-query',
    },
    {id: 'vue-sdk', label: 'Vue SDK', packageName: '@powersync/vue', version: '0.4.1', repoDirectory: 'packages/vue'},
    {id: 'web-sdk', label: 'Web SDK', packageName: '@powersync/web', version: '1.31.0', repoDirectory: 'packages/web'},
  ],
};

export default manifest;
