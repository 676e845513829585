import {Converter, type Application, type Comment, type Context} from 'typedoc';
import {forEachComment} from './comment-walk';
import {RELEASE_STAGES, moveStageNotes, stageNotesInSource} from './stage-notes';

/**
 * Release-stage modifier tags (`@alpha`, `@beta`, `@experimental`) appear once per declaration,
 * with the text written after them (stage-notes.ts).
 * - TypeDoc copies a class's stage tags onto every member (`cascadedModifierTags`), so the
 *   Capacitor class pages showed an "Alpha" and an "Experimental" badge on each of ~100 members;
 *   options.ts turns that copying off, the class page shows them once, at the top.
 * - Capacitor's classes carry both `@experimental` and `@alpha`. TypeDoc treats the stages as
 *   mutually exclusive (a warning per declaration); the first one written is kept, with the
 *   notes of both.
 */
export function keepOneReleaseStage(app: Application): void {
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    const notesOf = sourceNotes(context);
    forEachComment(context.project, (comment) => {
      const staged = RELEASE_STAGES.some((stage) => comment.modifierTags.has(stage));
      if (staged && comment.sourcePath) moveStageNotes(comment, notesOf(comment.sourcePath));
      dropExtraReleaseStages(comment);
    });
  });
}

/** The stage notes of a source file the converted programs hold, read once per file. */
function sourceNotes(context: Context): (path: string) => Map<string, string[]> {
  const byFile = new Map<string, Map<string, string[]>>();
  return (path) => {
    let notes = byFile.get(path);
    if (!notes) {
      const source = context.programs.map((program) => program.getSourceFile(path)).find(Boolean);
      notes = source ? stageNotesInSource(source.text) : new Map();
      byFile.set(path, notes);
    }
    return notes;
  };
}

export function dropExtraReleaseStages(comment: Comment): void {
  const stages = [...comment.modifierTags].filter((tag) => (RELEASE_STAGES as readonly string[]).includes(tag));
  for (const extra of stages.slice(1)) comment.modifierTags.delete(extra);
}
