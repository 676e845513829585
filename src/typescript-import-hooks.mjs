/**
 * Module hooks (registered by ./typescript-import.mjs): an ES module that imports TypeScript
 * (TypeDoc's modules do: `import ts from "typescript"`) gets it as ./typescript.cjs gives it to
 * the site's modules, required, with its default export only. Node would otherwise scan the 9 MB
 * of TypeScript's CommonJS source for the names it exports before linking it, about 0.8
 * CPU-seconds in every process that loads TypeDoc. A named import of a value from "typescript"
 * fails to link (no module here has one: TypeDoc and the site import its default).
 */
import {fileURLToPath} from 'node:url';

const TYPESCRIPT = /\/node_modules\/typescript\/lib\/typescript\.js$/;

export async function load(url, context, nextLoad) {
  if (!TYPESCRIPT.test(url)) return nextLoad(url, context);
  return {
    format: 'module',
    shortCircuit: true,
    source: `import {createRequire} from 'node:module';\nexport default createRequire(import.meta.url)(${JSON.stringify(fileURLToPath(url))});\n`,
  };
}
