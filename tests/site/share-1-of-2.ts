/** Every other test file of tests/site, from the first, in one process (see ../import-test-files.ts). */
import {importTestFiles} from '../import-test-files';

await importTestFiles(import.meta.url, {index: 0, of: 2});
