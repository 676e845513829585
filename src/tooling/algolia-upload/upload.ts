/**
 * Pushes records to an Algolia index with the official client (`algoliasearch`), as one
 * atomic replace: the records and settings are written to a temporary index, which is then
 * moved over the live one, so readers never see a half-written or mis-configured index.
 * The live index's rules and synonyms are copied over first, so a move keeps them.
 */
import {algoliasearch} from 'algoliasearch';
import type {AlgoliaRecord} from './records';

export const UPLOAD_VARIABLES = ['ALGOLIA_APP_ID', 'ALGOLIA_ADMIN_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

export interface UploadCredentials {
  appId: string;
  adminKey: string;
  indexName: string;
}

/** The credentials from the environment, or an error naming what is missing and why. */
export function readUploadCredentials(env: NodeJS.ProcessEnv = process.env): UploadCredentials {
  const missing = UPLOAD_VARIABLES.filter((name) => (env[name] ?? '').trim() === '');
  if (missing.length > 0)
    throw new Error(
      `search:upload needs ${UPLOAD_VARIABLES.join(', ')}; missing: ${missing.join(', ')}. ` +
        'Use a key with the addObject, editSettings and deleteIndex ACLs (not the search-only ALGOLIA_API_KEY the site ships).',
    );
  const adminKey = env.ALGOLIA_ADMIN_API_KEY!.trim();
  if (adminKey === (env.ALGOLIA_API_KEY ?? '').trim())
    throw new Error(
      'ALGOLIA_ADMIN_API_KEY equals ALGOLIA_API_KEY, which the site ships to browsers: use a separate write key.',
    );
  return {appId: env.ALGOLIA_APP_ID!.trim(), adminKey, indexName: env.ALGOLIA_INDEX_NAME!.trim()};
}

export interface UploadOptions extends UploadCredentials {
  records: readonly AlgoliaRecord[];
  settings: Record<string, unknown>;
  /** Other hosts than Algolia's (a proxy, or the tests' stand-in), as `http://host:port`. */
  hosts?: readonly string[];
  /**
   * The client's timeouts in milliseconds, where Algolia's defaults (2 s to connect, 5 s to read,
   * 30 s to write) do not fit: a stand-in on a busy test host answers when the host gets to it.
   */
  timeouts?: {connect: number; read: number; write: number};
  /** Temporary index suffix; a timestamp by default. */
  suffix?: string;
}

export interface UploadReport {
  indexName: string;
  temporaryIndex: string;
  records: number;
}

function clientHosts(hosts: readonly string[] | undefined) {
  return hosts?.map((host) => {
    const url = new URL(host);
    return {url: url.host, protocol: url.protocol.replace(':', '') as 'http' | 'https', accept: 'readWrite' as const};
  });
}

export async function uploadRecords(options: UploadOptions): Promise<UploadReport> {
  const {appId, adminKey, indexName, records, settings} = options;
  const hosts = clientHosts(options.hosts);
  const client = algoliasearch(appId, adminKey, {
    ...(hosts ? {hosts} : {}),
    ...(options.timeouts ? {timeouts: options.timeouts} : {}),
  });
  const temporaryIndex = `${indexName}_tmp_${options.suffix ?? Date.now()}`;
  const wait = (index: string, taskID: number) => client.waitForTask({indexName: index, taskID});
  try {
    const copied = await client.operationIndex({
      indexName,
      operationIndexParams: {operation: 'copy', destination: temporaryIndex, scope: ['rules', 'synonyms']},
    });
    await wait(temporaryIndex, copied.taskID);
    const configured = await client.setSettings({indexName: temporaryIndex, indexSettings: settings});
    await wait(temporaryIndex, configured.taskID);
    await client.chunkedBatch({indexName: temporaryIndex, objects: [...records] as never, waitForTasks: true});
    const moved = await client.operationIndex({
      indexName: temporaryIndex,
      operationIndexParams: {operation: 'move', destination: indexName},
    });
    await wait(indexName, moved.taskID);
  } catch (error) {
    throw new Error(`Algolia upload to "${indexName}" failed: ${explain(error)}`, {cause: error});
  }
  return {indexName, temporaryIndex, records: records.length};
}

/** Algolia's errors, in words a person deploying the site can act on. */
function explain(error: unknown): string {
  const status = (error as {status?: number}).status;
  const message = error instanceof Error ? error.message : String(error);
  if (status === 403) return `${message} (403: the key lacks the addObject, editSettings or deleteIndex ACL)`;
  if ((error as {name?: string}).name === 'RetryError') return `${message} (no Algolia host answered)`;
  return status ? `${message} (status ${status})` : message;
}
