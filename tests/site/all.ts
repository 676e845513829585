/** Every test file of tests/site but the declaration checks (./groups.ts), in one process (see ../import-test-files.ts). */
import {importTestFiles} from '../import-test-files';
import {DECLARATION_CHECKS} from './groups';

await importTestFiles(import.meta.url, {except: DECLARATION_CHECKS});
