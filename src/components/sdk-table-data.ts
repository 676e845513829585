/** The landing page's SDK table, written by scripts/generate-api.ts beside the landing page. */
export const SDK_TABLE_FILE = '_sdk-table.json';

/** The sections and pinned versions this build documents (its release line, its sections). */
export interface SdkTableData {
  sections: Array<{id: string; label: string; packageName: string; version: string}>;
  shared: {packageName: string; version: string};
}
