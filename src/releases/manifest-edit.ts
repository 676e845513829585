/**
 * Rewrites src/sdk-manifest.ts for a plan (pure, on its text): a moved line's `label`,
 * `sharedVersion` and section versions in place, keeping its comments; an added line appended
 * to `lines`, newest last. Anything not where the manifest's shape puts it is an error, not a
 * guess.
 */
import type {ReleaseLine} from '../manifest/types';
import type {LinePlan} from './plan';

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The text span of line `id`'s object literal in the `lines` array. */
function lineSpan(source: string, id: string): [number, number] {
  const idAt = source.search(new RegExp(`\\bid:\\s*'${id.replace(/[.]/g, '\\.')}'`));
  if (idAt < 0) throw new Error(`src/sdk-manifest.ts: line "${id}" not found`);
  const start = source.lastIndexOf('{', idAt);
  let depth = 0;
  for (let i = start; i < source.length; i++) {
    if (source[i] === '{') depth++;
    else if (source[i] === '}' && --depth === 0) return [start, i + 1];
  }
  throw new Error(`src/sdk-manifest.ts: line "${id}" is not closed`);
}

function replaceOne(text: string, pattern: RegExp, value: string, what: string): string {
  if (!pattern.test(text)) throw new Error(`src/sdk-manifest.ts: ${what} not found`);
  return text.replace(pattern, (_match, head: string) => `${head}${value}`);
}

function movedLine(block: string, line: ReleaseLine): string {
  let text = replaceOne(block, /(\blabel:\s*)'[^']*'/, quote(line.label), `label of line "${line.id}"`);
  text = replaceOne(
    text,
    /(\bsharedVersion:\s*)'[^']*'/,
    quote(line.sharedVersion),
    `sharedVersion of line "${line.id}"`,
  );
  for (const [section, {version}] of Object.entries(line.sdks)) {
    const pattern = new RegExp(`('${section}':\\s*\\{[^}]*?\\bversion:\\s*)'[^']*'`);
    text = replaceOne(text, pattern, quote(version), `section "${section}" of line "${line.id}"`);
  }
  return text;
}

function addedLine(line: ReleaseLine, indent: string): string {
  const inner = `${indent}  `;
  const sdks = Object.entries(line.sdks)
    .map(([section, {version}]) => `${inner}  ${quote(section)}: {version: ${quote(version)}},`)
    .join('\n');
  return [
    `${indent}{`,
    `${inner}// Added by \`npm run releases\`: the newest releases of this major that install together.`,
    `${inner}id: ${quote(line.id)},`,
    `${inner}label: ${quote(line.label)},`,
    `${inner}sharedVersion: ${quote(line.sharedVersion)},`,
    `${inner}sdks: {`,
    sdks,
    `${inner}},`,
    `${indent}},`,
  ].join('\n');
}

export function editManifest(source: string, plans: LinePlan[]): string {
  let text = source;
  for (const plan of plans.filter((p) => !p.added)) {
    const [start, end] = lineSpan(text, plan.lineId);
    text = text.slice(0, start) + movedLine(text.slice(start, end), plan.line) + text.slice(end);
  }
  const added = plans.filter((p) => p.added);
  if (added.length > 0) {
    const linesAt = text.search(/\blines:\s*\[/);
    if (linesAt < 0) throw new Error('src/sdk-manifest.ts: no `lines: [` to add a line to');
    // The closing bracket of `lines`: the first `]` at depth 0 after its opening one.
    let depth = 0;
    let close = -1;
    for (let i = text.indexOf('[', linesAt); i < text.length; i++) {
      if (text[i] === '[' || text[i] === '{') depth++;
      else if ((text[i] === ']' || text[i] === '}') && --depth === 0) {
        close = i;
        break;
      }
    }
    const lineStart = text.lastIndexOf('\n', close) + 1;
    const indent = `${text.slice(lineStart, close).match(/^\s*/)![0]}  `;
    const insert = added.map((plan) => addedLine(plan.line, indent)).join('\n');
    const before = text.slice(0, lineStart);
    text = `${before}${insert}\n${text.slice(lineStart)}`;
  }
  return text;
}
