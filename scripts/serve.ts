/**
 * Serves the built site (`build/`) on 127.0.0.1 the way a static host would.
 *   tsx scripts/serve.ts [--port 3000] [--dir build]
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {createStaticServer} from '../src/tooling/server/static-server';
import {readSiteSettings} from '../src/site-settings';
import fs from 'node:fs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const dirArg = args.indexOf('--dir');
const dir = dirArg >= 0 ? args[dirArg + 1] : 'build';
const root = path.resolve(siteDir, dir);
if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`No built site in ${dir}/. Run \`npm run build\` first (or \`npm start\`, which builds and serves).`);
  process.exit(1);
}
const portArg = args.indexOf('--port');
const port = Number(portArg >= 0 ? args[portArg + 1] : (process.env.PORT ?? 3000));
const host = process.env.HOST ?? '127.0.0.1';
const {baseUrl} = readSiteSettings();
const server = createStaticServer({root, baseUrl});
server.listen(port, host, () => {
  console.log(`\nAPI reference served at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}${baseUrl}\n`);
});
