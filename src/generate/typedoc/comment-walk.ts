import type {Comment, CommentDisplayPart, ProjectReflection, Reflection} from 'typedoc';

/**
 * Every comment of a converted project, once, with the reflection that owns it. Signatures,
 * parameters, type parameters and the members of type literals are reflections of their own,
 * so `project.reflections` reaches every comment the markdown theme renders. A comment object
 * shared by two reflections is visited once.
 */
export function forEachComment(project: ProjectReflection, visit: (comment: Comment, owner: Reflection) => void): void {
  const seen = new Set<Comment>();
  for (const reflection of Object.values(project.reflections)) {
    const comment = reflection.comment;
    if (!comment || seen.has(comment)) continue;
    seen.add(comment);
    visit(comment, reflection);
  }
}

/** The display-part lists of a comment: its summary and the content of each block tag. */
export function partLists(comment: Comment): CommentDisplayPart[][] {
  return [comment.summary, ...comment.blockTags.map((tag) => tag.content)];
}
