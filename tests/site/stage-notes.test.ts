/**
 * Text written after a release-stage tag (`@experimental Sync streams are currently in alpha.`)
 * is shown with the stage's badge, not inside the block TypeDoc appended it to (a `@returns`, a
 * parameter, the summary): src/generate/typedoc/stage-notes.ts. The notes are read from the
 * packages' own declaration files of each release line.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {loadHtml} from '../../src/tooling/load-html';
import manifest from '../../src/sdk-manifest';
import {lineFolders} from '../../src/lines/active';
import {allLines, lineManifest} from '../../src/lines/lines';
import {builtSiteFiles} from './build-files';
import {stageNotesInSource} from '../../src/generate/typedoc/stage-notes';

const badgeOf = (stage: string) => `${stage[1].toUpperCase()}${stage.slice(2)}`;
const plain = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Notes after stage tags in the declaration files of the @powersync packages of installs, with their stage's badge. */
function notesOfPackages(installDirs: string[]): Map<string, string> {
  const notes = new Map<string, string>();
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.d.ts'))
        for (const [stage, list] of stageNotesInSource(fs.readFileSync(file, 'utf8')))
          for (const note of list) if (!note.includes('{@')) notes.set(plain(note), badgeOf(stage));
    }
  };
  for (const dir of new Set(installDirs)) walk(path.join(dir, 'node_modules', '@powersync'));
  return notes;
}

for (const {id} of allLines(manifest)) {
  const folders = lineFolders(manifest, id);
  const buildDir = path.resolve('build', folders.buildFolder);

  test(`line ${id}: a release stage's note is shown after its own stage's badge, not in another block`, () => {
    assert.ok(fs.existsSync(path.join(buildDir, 'index.html')), 'run `npm run build` first');
    const installs = lineManifest(manifest, id).sdks.map((sdk) => path.resolve(folders.installDirOf(sdk.id)));
    const notes = notesOfPackages(installs);
    assert.ok(notes.size > 0, `no stage note in the packages of line ${id}`);
    const site = builtSiteFiles(buildDir);
    const misplaced: string[] = [];
    let shown = 0;
    // The default line's build holds the other lines' builds in folders of their own.
    const otherLines = allLines(manifest).filter((line) => line.id !== id);
    for (const page of site.list()) {
      if (!page.endsWith('.html') || otherLines.some((line) => page.startsWith(`${line.id}/`))) continue;
      const html = site.read(page);
      if (![...notes.keys()].some((note) => html.includes(note.slice(0, 20)))) continue;
      const $ = loadHtml(html);
      $('article p, article li, article td').each((_, element) => {
        const text = plain($(element).text());
        for (const [note, badge] of notes) {
          if (!text.includes(note)) continue;
          const badges = $(element)
            .find('strong > code')
            .toArray()
            .map((code) => $(code).text());
          if (badges.includes(badge) && text.includes(`${badge} ${note}`)) shown++;
          else misplaced.push(`${page}: "${text.slice(0, 160)}"`);
        }
      });
    }
    assert.deepEqual(misplaced, [], `stage notes away from their badge:\n${misplaced.slice(0, 20).join('\n')}`);
    assert.ok(shown > 0, 'no stage note found on any page');
  });
}
