import {Converter, type Application, type Comment, type Context} from 'typedoc';
import {forEachComment} from './comment-walk';
import {RELEASE_STAGES, moveStageNotes, stageNotesInSource} from './stage-notes';

/**
 * Release-stage modifier tags (`@alpha`, `@beta`, `@experimental`) appear once per declaration,
 * each with the text written after it (stage-notes.ts).
 * - TypeDoc copies a class's stage tags onto every member (`cascadedModifierTags`), so the
 *   Capacitor class pages showed an "Alpha" and an "Experimental" badge on each of ~100 members;
 *   options.ts turns that copying off, the class page shows them once, at the top.
 * - Capacitor's classes carry both `@experimental` and `@alpha` (with the note "This is currently
 *   experimental and may change…"), and the page shows both badges, the note after Alpha's.
 *   TypeDoc treats the stages as mutually exclusive and warns once per such declaration while it
 *   resolves; the further stages are set aside for that step and put back after it.
 */
export function keepReleaseStages(app: Application): void {
  const setAside = new Map<Comment, string[]>();
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    const notesOf = sourceNotes(context);
    forEachComment(context.project, (comment) => {
      const staged = RELEASE_STAGES.some((stage) => comment.modifierTags.has(stage));
      if (staged && comment.sourcePath) moveStageNotes(comment, notesOf(comment.sourcePath));
      const further = setAsideFurtherStages(comment);
      if (further.length > 0) setAside.set(comment, further);
    });
  });
  app.converter.on(
    Converter.EVENT_RESOLVE_END,
    () => {
      for (const [comment, stages] of setAside)
        for (const stage of stages) comment.modifierTags.add(stage as `@${string}`);
      setAside.clear();
    },
    100,
  );
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

/** Takes every release stage after the first one written off the comment, and returns them. */
export function setAsideFurtherStages(comment: Comment): string[] {
  const stages = [...comment.modifierTags].filter((tag) => (RELEASE_STAGES as readonly string[]).includes(tag));
  const further = stages.slice(1);
  for (const stage of further) comment.modifierTags.delete(stage as `@${string}`);
  return further;
}
