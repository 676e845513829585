import {type Comment, type CommentTag, DeclarationReflection, type Application} from 'typedoc';
import type {MarkdownThemeContext} from 'typedoc-plugin-markdown';
import {addPageBlock} from './page-blocks';
import {writeBox} from './body-pieces';

/**
 * A deprecated symbol's page said so only by a struck-through title and a "Deprecated" section
 * placed wherever its comment sits: after the summary on class pages, after the parameters and
 * return type on function pages. The page says it in a warning box right under the title
 * instead, written by typedoc-plugin-markdown's `content.begin` hook (which follows the title)
 * from the comment's `@deprecated` tag, and the theme's `comment` partial leaves that tag out
 * of the comment (theme.ts). The box carries the `api-deprecated` class (its style); search
 * marks the symbol from its page model.
 */
export function addDeprecationNotices(app: Application): void {
  addPageBlock(app, 'content.begin', deprecationNotice);
}

const DEPRECATED_TAG = '@deprecated';

/**
 * The comment whose `@deprecated` tag the notice says, on a deprecated page (TypeDoc's
 * `isDeprecated()`): the declaration's own, else its first signature's that has the tag (a
 * function's). None when the page is not deprecated or no comment has the tag (deprecated as
 * its parent is): the notice then only says "Deprecated".
 */
export function deprecationComment(model: unknown): Comment | undefined {
  if (!(model instanceof DeclarationReflection) || !model.isDeprecated()) return undefined;
  return [model.comment, ...(model.signatures ?? []).map((signature) => signature.comment)].find((comment) =>
    comment?.getTag(DEPRECATED_TAG),
  );
}

/**
 * `comment` without its `@deprecated` tag when it is `noticeComment` (the page's
 * `deprecationComment`, whose tag the notice says); else `comment` as it is.
 */
export function withoutNoticeTag(comment: Comment, noticeComment: Comment | undefined): Comment {
  if (comment !== noticeComment) return comment;
  const rest = comment.clone();
  rest.removeTags(DEPRECATED_TAG);
  return rest;
}

/** The notice under a deprecated page's title, '' on other pages. */
function deprecationNotice(context: MarkdownThemeContext): string {
  const model = context.page.model;
  if (!(model instanceof DeclarationReflection) || !model.isDeprecated()) return '';
  const comment = deprecationComment(model);
  // The tag alone, through the comment partial as a tag without a heading: `**Deprecated**`, then its text.
  const tag = comment?.getTag(DEPRECATED_TAG);
  const message = tag
    ? context.partials.comment(tagOnly(comment!, tag), {showSummary: false, showTags: true})
    : '**Deprecated**';
  // Written as the page shows it, kept for the page's model as a box (body-pieces.ts).
  return writeBox(context.page, undefined, {kind: 'deprecation', markdown: message});
}

/** The comment with only `tag`: no summary, no modifier tags, no other block tag. */
function tagOnly(comment: Comment, tag: CommentTag): Comment {
  const only = comment.clone();
  only.summary = [];
  only.modifierTags = new Set();
  only.blockTags = [tag.clone()];
  return only;
}
