import {CommentTag, type Comment, type CommentDisplayPart} from 'typedoc';
import {partLists} from './comment-walk';
import {trimEnd} from './comment-summary';

/**
 * Text written after a release-stage tag on its line (`@experimental Sync streams are currently
 * in alpha.`) is said of the stage. TSDoc's modifier tags take no text, so TypeDoc appends it
 * to whichever block was open: the `@returns` of `syncStream()` read "A SyncStream instance that
 * can be subscribed to. Sync streams are currently in alpha.", and the `tables` parameter of
 * `Schema.withRawTables` carried the note on raw tables. The note moves back beside the stage's
 * badge, where the author put it: it is kept as a block tag of its own (`STAGE_NOTE_TAG`, so it
 * survives TypeDoc's copies of comments), which the theme writes after the badge
 * (`withStageNote`) and nowhere else. Text after a stage tag that opens the comment is the
 * comment's summary and stays one.
 */

export const RELEASE_STAGES = ['@alpha', '@beta', '@experimental'] as const;
export const STAGE_NOTE_TAG = '@stageNote';

const COMMENT = /\/\*\*[\s\S]*?\*\//g;
const STAGE_LINE = /^@(alpha|beta|experimental)[ \t]+(\S.*)$/;

/** Each stage tag's notes in a source file's doc comments: the text after the tag up to the next tag. */
export function stageNotesInSource(source: string): Map<string, string[]> {
  const notes = new Map<string, string[]>();
  for (const [comment] of source.matchAll(COMMENT)) {
    const lines = comment
      .slice(3, -2)
      .split('\n')
      .map((line) => line.replace(/^\s*\*? ?/, '').trimEnd());
    lines.forEach((line, index) => {
      const stage = STAGE_LINE.exec(line);
      if (!stage) return;
      const rest = lines.slice(index + 1);
      const end = rest.findIndex((next) => next.startsWith('@'));
      const text = [stage[2], ...rest.slice(0, end < 0 ? undefined : end)].join('\n').trim();
      const tag = `@${stage[1]}`;
      notes.set(tag, [...(notes.get(tag) ?? []), text]);
    });
  }
  return notes;
}

/** The letters and digits of a text as the reader sees it (`{@link X label}` reads "label"). */
function readable(text: string): string {
  return text
    .replace(/\{@\w+\s+([^\s|}]+)(?:[\s|]+([^}]*))?\}/g, (_, target: string, label?: string) => label || target)
    .replace(/[^A-Za-z0-9]/g, '');
}

const partText = (part: CommentDisplayPart) => part.text;

/**
 * Splits `note` off the end of a block's parts: the parts before it and the note's own parts,
 * or undefined when the block does not end with it or holds nothing else.
 */
export function splitTrailingNote(
  parts: readonly CommentDisplayPart[],
  note: string,
): {kept: CommentDisplayPart[]; note: CommentDisplayPart[]} | undefined {
  const wanted = readable(note);
  const whole = readable(parts.map(partText).join(''));
  if (!wanted || whole.length <= wanted.length || !whole.endsWith(wanted)) return undefined;
  let remaining = wanted.length;
  for (let index = parts.length - 1; index >= 0; index--) {
    const part = parts[index];
    const size = readable(part.text).length;
    if (size < remaining) {
      remaining -= size;
      continue;
    }
    // The note starts in this part: after the character that leaves `remaining` readable ones.
    let at = part.text.length;
    for (let seen = 0; at > 0 && seen < remaining;) if (/[A-Za-z0-9]/.test(part.text[--at])) seen++;
    if (part.kind !== 'text' && at > 0) return undefined; // a code span or link the note only partly covers
    const before = {...part, text: part.text.slice(0, at).trimEnd()};
    const after = {...part, text: part.text.slice(at)};
    return {
      kept: trimEnd([...parts.slice(0, index), before]),
      note: trimEnd([after, ...parts.slice(index + 1)]),
    };
  }
  return undefined;
}

/**
 * Moves the notes of the comment's stage tags (from `notes`, those of its source file) out of
 * the block TypeDoc appended them to, into a `STAGE_NOTE_TAG` block per stage, named by the
 * stage. Blocks are changed in place: TypeDoc later moves a `@param` or `@returns` tag object to
 * a signature.
 */
export function moveStageNotes(comment: Comment, notes: Map<string, string[]>): void {
  for (const stage of RELEASE_STAGES) {
    if (!comment.modifierTags.has(stage)) continue;
    const moved: CommentDisplayPart[][] = [];
    for (const note of notes.get(stage) ?? []) {
      for (const parts of partLists(comment)) {
        const split = splitTrailingNote(parts, note);
        if (!split) continue;
        parts.splice(0, parts.length, ...split.kept);
        moved.push(split.note);
        break;
      }
    }
    if (moved.length === 0) continue;
    const content = moved.flatMap((parts, index) => (index ? [{kind: 'text' as const, text: ' '}, ...parts] : parts));
    const tag = new CommentTag(STAGE_NOTE_TAG, content);
    tag.name = stage;
    comment.blockTags.push(tag);
  }
}

/** Modifier tags the stock `comment` partial writes no badge for. */
const UNSHOWN_MODIFIERS = new Set([
  '@showCategories',
  '@showGroups',
  '@hideCategories',
  '@hideGroups',
  '@disableGroups',
]);

/** A modifier tag's badge as the stock partial writes it: `@experimental` → **`Experimental`**. */
const modifierBadge = (tag: string) =>
  `**\`${tag[1].toUpperCase()}${tag.slice(2).replace(/[a-z][A-Z]/g, (pair) => `${pair[0]} ${pair[1]}`)}\`**`;

/**
 * The theme's `comment` partial with each stage note after its stage's badge. The stock partial
 * writes the modifier tags' badges first (**`Experimental`** **`Alpha`**), then a blank line and
 * the rest, when it writes the summary (`showsBadges`); this writes that line itself, each stage's
 * badge followed by its note, and the stock partial the rest. Where the partial writes no badge
 * (a signature's tags after its parameters), the note is not written either.
 */
export function withStageNote(
  comment: Comment,
  showsBadges: boolean,
  render: (comment: Comment) => string,
  renderParts: (parts: CommentDisplayPart[]) => string,
): string {
  const notes = comment.blockTags.filter((tag) => tag.tag === STAGE_NOTE_TAG);
  if (notes.length === 0) return render(comment);
  const rest = comment.clone();
  rest.removeTags(STAGE_NOTE_TAG);
  if (!showsBadges) return render(rest);
  // Each note is named by its stage (moveStageNotes).
  const badges = [...comment.modifierTags]
    .filter((tag) => !UNSHOWN_MODIFIERS.has(tag))
    .map((tag) => {
      const note = notes.find((candidate) => candidate.name === tag);
      return note ? `${modifierBadge(tag)} ${renderParts(note.content)}` : modifierBadge(tag);
    })
    .join(' ');
  rest.modifierTags = new Set();
  // Without badges the stock partial's output starts with the blank line that follows them.
  return badges + render(rest);
}
