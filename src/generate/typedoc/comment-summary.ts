import type {CommentDisplayPart} from 'typedoc';

/**
 * One-line summaries made from a doc comment's display parts (not from
 * `Comment.combineDisplayParts`, which writes inline tags back as `{@link …}` source text):
 * plain text for meta descriptions, Markdown for the cells of the classes index.
 */

const SENTENCE_END = /[.!?](?=\s|$)/;
const isFencedCode = (part: CommentDisplayPart) => part.kind === 'code' && part.text.startsWith('```');

/**
 * The parts of the first sentence, at most `maxChars` characters of visible text (cut inside a
 * text part, or before a whole link or code span, with an ellipsis). A sentence ends at `.`,
 * `!` or `?` before white space in a text part, so the dots of `{@link Table.columns}` and
 * `` `a.b` `` never end it. Fenced code blocks are left out.
 */
export function firstSentenceParts(parts: readonly CommentDisplayPart[], maxChars = 200): CommentDisplayPart[] {
  const result: CommentDisplayPart[] = [];
  let length = 0;
  for (const [index, part] of parts.entries()) {
    if (isFencedCode(part)) continue;
    const isLast = index === parts.length - 1;
    let text = part.text.replace(/\s+/g, ' ');
    if (result.length === 0) text = text.trimStart();
    let done = false;
    if (part.kind === 'text') {
      const end = SENTENCE_END.exec(text);
      // A period at the very end of a part only ends the sentence when nothing follows it
      // directly ("see {@link A}.{@link B}" is one sentence).
      if (end && (end.index + 1 < text.length || isLast || /^\s/.test(parts[index + 1]?.text ?? ''))) {
        text = text.slice(0, end.index + 1);
        done = true;
      }
    }
    if (length + text.length > maxChars) {
      if (part.kind === 'text')
        result.push({...part, text: `${text.slice(0, Math.max(0, maxChars - length - 1)).trimEnd()}…`});
      else result.push({kind: 'text', text: '…'});
      return trimEnd(result);
    }
    result.push({...part, text});
    length += text.length;
    if (done) break;
  }
  return trimEnd(result);
}

/** The parts with the last one's trailing white space removed, and no empty part. */
export function trimEnd(parts: CommentDisplayPart[]): CommentDisplayPart[] {
  const last = parts[parts.length - 1];
  if (last?.kind === 'text') parts[parts.length - 1] = {...last, text: last.text.trimEnd()};
  return parts.filter((part) => part.text !== '');
}

/**
 * Plain text: the text of links (Markdown links in the text and `{@link}` tags alike), inline code
 * without backticks, no emphasis markers.
 */
export function plainText(parts: readonly CommentDisplayPart[]): string {
  return parts
    .map((part) => {
      if (part.kind === 'code') return part.text.replace(/^`+|`+$/g, '');
      if (part.kind !== 'text') return part.text;
      return part.text
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/`+/g, '')
        .replace(/(\*\*|__)(.+?)\1/g, '$2');
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Markdown for one table cell: Markdown in the text is kept (links, emphasis, inline code),
 * `{@link}` tags become links where `urlOf` knows the target, else inline code. What would
 * break the cell or be read as HTML/MDX is escaped: `|`, `<`, `>`, `{`, `}`.
 */
export function tableCellMarkdown(
  parts: readonly CommentDisplayPart[],
  urlOf: (part: CommentDisplayPart) => string | undefined,
): string {
  return parts
    .map((part) => {
      if (part.kind === 'code') return part.text.replace(/\|/g, '\\|');
      if (part.kind === 'inline-tag' && part.tag.startsWith('@link')) {
        const url = urlOf(part);
        const label =
          part.tag === '@linkcode' ? `\`${part.text}\`` : escapeText(part.text).replace(/([[\]*_])/g, '\\$1');
        return url ? `[${label}](${url})` : `\`${part.text}\``;
      }
      return escapeText(part.text);
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `|` everywhere (GFM needs `\|` inside code spans too); `<`, `>`, `{`, `}` outside code spans. */
function escapeText(text: string): string {
  return text
    .split(/(`+[^`]*`+)/)
    .map((piece, index) => (index % 2 === 1 ? piece : piece.replace(/([<>{}])/g, '\\$1')))
    .join('')
    .replace(/\|/g, '\\|');
}
