/**
 * `npm run mcp:package`: bundles the MCP server (src/mcp and what it imports of src/) into
 * packages/mcp/dist/cli.js, plain JavaScript for Node 20+. Only the MCP SDK and zod stay
 * imports (the package's dependencies, installed from the registry); the build fails if the
 * bundle would hold the site's build tools (Docusaurus, TypeDoc, TypeScript, React).
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {build} from 'esbuild';

const packageDir = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  dependencies: Record<string, string>;
};
/** What must never be in the bundle: the package would carry the site's build. */
const FORBIDDEN = /node_modules\/(@docusaurus|typedoc|typescript|react|react-dom|webpack)\//;

const outfile = path.join(packageDir, 'dist', 'cli.js');
fs.rmSync(path.dirname(outfile), {recursive: true, force: true});
const result = await build({
  entryPoints: [path.join(packageDir, 'src', 'cli.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: Object.keys(pkg.dependencies).flatMap((name) => [name, `${name}/*`]),
  define: {PACKAGE_VERSION: JSON.stringify(pkg.version), PACKAGE_NAME: JSON.stringify(pkg.name)},
  // CommonJS dependencies bundled into ESM (yaml, semver) `require` Node's built-ins: give them one.
  banner: {
    js: "#!/usr/bin/env node\nimport {createRequire as __createRequire} from 'node:module';\nconst require = __createRequire(import.meta.url);",
  },
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
});
const forbidden = Object.keys(result.metafile.inputs).filter((input) => FORBIDDEN.test(input));
if (forbidden.length > 0) {
  console.error(`[mcp:package] the bundle would hold build tools: ${forbidden.join(', ')}`);
  process.exit(1);
}
fs.chmodSync(outfile, 0o755);
const size = fs.statSync(outfile).size;
console.log(`[mcp:package] ${path.relative(process.cwd(), outfile)}: ${(size / 1024).toFixed(0)} KiB`);
