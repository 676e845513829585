import {Converter, type Application, type Comment} from 'typedoc';
import {forEachComment} from './comment-walk';

/**
 * Release-stage modifier tags (`@alpha`, `@beta`, `@experimental`) appear once per declaration.
 * - TypeDoc copies a class's stage tags onto every member (`cascadedModifierTags`), so the
 *   Capacitor class pages showed an "Alpha" and an "Experimental" badge on each of ~100 members;
 *   options.ts turns that copying off, the class page shows them once, at the top.
 * - Capacitor's classes carry both `@experimental` and `@alpha`. TypeDoc treats the stages as
 *   mutually exclusive (a warning per declaration); the first one written is kept.
 */
export function keepOneReleaseStage(app: Application): void {
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => forEachComment(context.project, dropExtraReleaseStages));
}

const RELEASE_STAGES = ['@alpha', '@beta', '@experimental'];

export function dropExtraReleaseStages(comment: Comment): void {
  const stages = [...comment.modifierTags].filter((tag) => RELEASE_STAGES.includes(tag));
  for (const extra of stages.slice(1)) comment.modifierTags.delete(extra);
}
