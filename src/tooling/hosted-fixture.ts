/** Placeholder hosted-search credentials of the `build-hosted/` test build (never a real key). */
export const HOSTED_FIXTURE = {
  appId: 'TESTAPP0ID',
  apiKey: 'test-search-only-key',
  indexName: 'powersync-js-test',
  port: Number(process.env.E2E_PORT ?? 4173) + 1,
};

/** Where the `build-hosted/` build keeps its generated files (Docusaurus's `.docusaurus/` of the main build). */
export const HOSTED_GENERATED_FILES = '.cache/hosted-fixture/generated';
