/** The built pages against the packages' declarations (./groups.ts), in one process (see ../import-test-files.ts). */
import {importTestFiles} from '../import-test-files';
import {DECLARATION_CHECKS} from './groups';

await importTestFiles(import.meta.url, {only: DECLARATION_CHECKS});
