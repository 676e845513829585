import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes a module that a plugin generates for the bundler, only when its content changed: an
 * untouched file keeps its timestamp, so the bundler's cache of it stays valid between builds.
 */
export function writeGeneratedModule(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== content) fs.writeFileSync(file, content);
}
