/**
 * The page catalogue of the spec (site-spec.md §2, "Pages per SDK section"), written out
 * by hand on purpose: it is the contract the generated site is checked against.
 */
const common = {
  classes: [
    'Column',
    'IndexedColumn',
    'Table',
    'TableV2',
    'Schema',
    'CrudEntry',
    'CrudBatch',
    'CrudTransaction',
    'SyncDataBatch',
    'SyncDataBucket',
    'SyncProgress',
    'SyncStatus',
    'UploadQueueStats',
    'PowerSyncDatabase',
    'AbstractPowerSyncDatabase',
    'ConnectionManager',
    'DataStream',
    'OplogEntry',
    // "remote, streaming-sync and query-processor classes"
    'AbstractRemote',
    'AbstractStreamingSyncImplementation',
    'AbstractQueryProcessor',
    'DifferentialQueryProcessor',
    'OnChangeQueryProcessor',
    // a class literally named Index keeps its own page
    'Index',
  ],
  enumerations: [
    'ColumnType',
    'UpdateType',
    'OpTypeEnum',
    'RowUpdateType',
    'LockType',
    'FetchStrategy',
    'SyncClientImplementation',
    'SyncStreamConnectionMethod',
    'DiffTriggerOperation',
    'PowerSyncControlCommand',
    'PSInternalTable',
    'WatchedQueryListenerEvent',
  ],
  functions: [
    // query helpers
    'compilableQueryWatch',
    'runOnSchemaChange',
    'parseQuery',
    // type guards for sync messages
    'isStreamingSyncData',
    'isStreamingKeepalive',
    'isStreamingSyncCheckpoint',
    'isStreamingSyncCheckpointComplete',
    'isStreamingSyncCheckpointDiff',
    'isStreamingSyncCheckpointPartiallyComplete',
    'isContinueCheckpointRequest',
    'isSyncNewCheckpointRequest',
    // logger creators
    'createLogger',
    'createBaseLogger',
    'sanitizeSQL',
    'sanitizeUUID',
  ],
};

const hooks = [
  'usePowerSync',
  'useQuery',
  'useStatus',
  'useSuspenseQuery',
  'useSyncStream',
  'useWatchedQuerySubscription',
  'useWatchedQuerySuspenseSubscription',
];

export interface SectionCatalogue {
  classes: string[];
  enumerations: string[];
  functions: string[];
  /** node-sdk, react-native-sdk and web-sdk have a `classes` index page. */
  classesIndex: boolean;
}

export const catalogue: Record<string, SectionCatalogue> = {
  'attachments-sdk': {
    classes: ['AbstractAttachmentQueue', 'AttachmentTable'],
    enumerations: ['AttachmentState', 'EncodingType'],
    functions: [],
    classesIndex: false,
  },
  'capacitor-sdk': {
    classes: ['CapacitorSQLiteAdapter', 'CapacitorSQLiteOpenFactory', 'PowerSyncDatabase'],
    enumerations: [],
    functions: [],
    classesIndex: false,
  },
  'node-sdk': {...common, classesIndex: true},
  'react-native-sdk': {
    classes: [
      ...common.classes,
      'ReactNativeRemote',
      'ReactNativeStreamingSyncImplementation',
      'ReactNativeQuickSqliteOpenFactory',
    ],
    enumerations: common.enumerations,
    functions: [...common.functions, ...hooks],
    classesIndex: true,
  },
  'react-sdk': {classes: [], enumerations: [], functions: hooks, classesIndex: false},
  'tanstack-react-query-sdk': {
    classes: [],
    enumerations: [],
    functions: ['useQuery', 'useSuspenseQuery'],
    classesIndex: false,
  },
  'vue-sdk': {
    classes: [],
    enumerations: [],
    // @powersync/vue 0.4.1 exports no useSuspenseQuery, useSyncStream or suspense subscription
    functions: [
      'usePowerSync',
      'useQuery',
      'useStatus',
      'useWatchedQuerySubscription',
      'createPowerSyncPlugin',
      'providePowerSync',
    ],
    classesIndex: false,
  },
  'web-sdk': {
    classes: [
      ...common.classes,
      'WASQLiteDBAdapter',
      'WASQLiteOpenFactory',
      'WASQLitePowerSyncDatabaseOpenFactory',
      'WebRemote',
      'SharedWebStreamingSyncImplementation',
      'WebStreamingSyncImplementation',
    ],
    enumerations: [...common.enumerations, 'TemporaryStorageOption', 'WASQLiteVFS'],
    functions: [
      ...common.functions,
      'AsyncWASQLiteModuleFactory',
      'SyncWASQLiteModuleFactory',
      'MultiCipherAsyncWASQLiteModuleFactory',
      'MultiCipherSyncWASQLiteModuleFactory',
    ],
    classesIndex: true,
  },
};

/** Every catalogue route below the base URL, without a leading slash. */
export function catalogueRoutes(): string[] {
  const routes = [''];
  for (const [sdk, section] of Object.entries(catalogue)) {
    routes.push(sdk, `${sdk}/globals`);
    if (section.classesIndex) routes.push(`${sdk}/classes`);
    for (const name of section.classes) routes.push(`${sdk}/classes/${name}`);
    for (const name of section.enumerations) routes.push(`${sdk}/enumerations/${name}`);
    for (const name of section.functions) routes.push(`${sdk}/functions/${name}`);
  }
  return routes;
}
