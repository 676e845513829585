/** Every test file of tests/unit in one process (see ../import-test-files.ts). */
import {importTestFiles} from '../import-test-files';

await importTestFiles(import.meta.url);
