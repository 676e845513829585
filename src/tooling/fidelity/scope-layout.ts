/**
 * Where an installed tree puts each `@powersync/*` package: what the lines' installs must share
 * with a reader's clean install (tests/site/line-installs.test.ts), since a package's imports
 * resolve to the copy Node's lookup finds first.
 */
import fs from 'node:fs';
import path from 'node:path';

const SCOPE = '@powersync';

/**
 * Location under `dir` (`node_modules/@powersync/react-native/node_modules/@powersync/common`)
 * → version, for every `@powersync/*` package in `dir`'s node_modules, nested ones included.
 */
export function scopeLayout(dir: string): Record<string, string> {
  const layout: Record<string, string> = {};
  const visitModules = (modules: string) => {
    if (!fs.existsSync(modules)) return;
    for (const entry of fs.readdirSync(modules)) {
      if (entry.startsWith('.')) continue;
      const names = entry.startsWith('@')
        ? fs.readdirSync(path.join(modules, entry)).map((name) => `${entry}/${name}`)
        : [entry];
      for (const name of names) {
        const root = path.join(modules, name);
        if (name.startsWith(`${SCOPE}/`)) {
          const {version} = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {version: string};
          layout[path.relative(dir, root).split(path.sep).join('/')] = version;
        }
        visitModules(path.join(root, 'node_modules'));
      }
    }
  };
  visitModules(path.join(dir, 'node_modules'));
  return Object.fromEntries(Object.entries(layout).sort(([a], [b]) => a.localeCompare(b)));
}
