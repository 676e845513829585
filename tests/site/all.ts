/** Every test file of tests/site in one process (see ../import-test-files.ts). */
import {importTestFiles} from '../import-test-files';

await importTestFiles(import.meta.url);
