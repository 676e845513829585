/**
 * `node --import ./src/typescript-import.mjs`: TypeScript required, not scanned, where an ES
 * module imports it (./typescript-import-hooks.mjs). Given to the processes that load TypeDoc:
 * the generation's workers and its parent (src/generate/worker-pool.ts, scripts/build.ts), the
 * unit and site tests (package.json).
 */
import {register} from 'node:module';

register('./typescript-import-hooks.mjs', import.meta.url);
