/**
 * The TypeScript compiler, as the site's own modules import it (`import ts from '…/typescript.cjs'`).
 * Node imports a CommonJS module into an ES module by first scanning its source for the names it
 * exports, and TypeScript's is one 9 MB file: about a CPU-second in every process that imports it
 * so. Required here, it is not scanned: this module exports only its default. TypeDoc imports
 * TypeScript itself; ./typescript-import.mjs gives its imports the required compiler too, in the
 * processes that load TypeDoc.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ts = require('typescript');

module.exports = ts;
