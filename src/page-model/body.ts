/**
 * The page model's body written out (src/page-model/types.ts `body`): as the page's Markdown,
 * which generation wrote, and as the Markdown twin's text (src/agents/twin.ts).
 */
import {badgesHtml} from '../history/render';
import {boxHtml, boxText} from './boxes';
import type {BodyPiece, HistoryBadges} from './types';

/** A piece as the page writes it: its Markdown, or its badges or box as the site styles them. */
export const pieceMarkdown = (piece: BodyPiece) =>
  'markdown' in piece ? piece.markdown : 'history' in piece ? badgesHtml(piece.history) : boxHtml(piece.box);

/** The page's Markdown after its front matter. */
export const bodyMarkdown = (body: readonly BodyPiece[]) => body.map(pieceMarkdown).join('');

/** History badges as a twin says them: each badge's text a paragraph of its own, no HTML. */
export const badgesText = ({badges}: HistoryBadges) => badges.map((badge) => badge.text).join('\n\n');

/** A piece as the twin reads it: its Markdown, its badges as text, its box without HTML. */
export const pieceText = (piece: BodyPiece) =>
  'markdown' in piece ? piece.markdown : 'history' in piece ? badgesText(piece.history) : boxText(piece.box);
