/**
 * Tests of the maintainer's tools that read no build (`npm run test:tools`), in one process (see
 * ../import-test-files.ts): `npm run releases` against a registry on 127.0.0.1. A part of `npm
 * test` of its own (src/tooling/test-parts.ts), so that it runs beside the build instead of after it.
 */
import {importTestFiles} from '../import-test-files';

await importTestFiles(import.meta.url);
