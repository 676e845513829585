/** Every other test file of tests/site, from the second, in one process (see ../import-test-files.ts). */
import {importTestFiles} from '../import-test-files';

await importTestFiles(import.meta.url, {index: 1, of: 2});
