import {Converter, type Application} from 'typedoc';
import {forEachComment} from './comment-walk';

/**
 * An `@example` whose code starts with `{` reached the page with each further line's ` * `
 * comment prefix in it (`BaseCreateDiffTriggerOptions.when`). TypeDoc's comment lexer reads a
 * `{` right after a block tag as a JSDoc type annotation (`@param {string} name`) and keeps
 * that token's raw source text, prefixes included; the example block then joins its tokens'
 * texts. The code is put back as written: when every line after the first carries the prefix,
 * it is taken off, as the lexer does for any other line.
 */
export function keepExampleCodeAsWritten(app: Application): void {
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    forEachComment(context.project, (comment) => {
      for (const tag of comment.blockTags) {
        if (tag.tag !== '@example') continue;
        for (const part of tag.content) if (part.kind === 'code') part.text = withoutCommentPrefix(part.text);
      }
    });
  });
}

const PREFIX = /^[ \t]*\*(?: |(?=$))/;

/** A fenced code block's text with the leaked ` * ` prefix taken off its lines after the first. */
export function withoutCommentPrefix(code: string): string {
  const lines = code.split('\n');
  const fenced = lines.length >= 3 && lines[0].startsWith('```') && lines.at(-1) === '```';
  if (!fenced) return code;
  const body = lines.slice(1, -1);
  const rest = body.slice(1);
  if (rest.length === 0 || !rest.every((line) => PREFIX.test(line))) return code;
  return [lines[0], body[0], ...rest.map((line) => line.replace(PREFIX, '')), '```'].join('\n');
}
