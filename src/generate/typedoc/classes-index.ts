import fs from 'node:fs';
import path from 'node:path';
import {
  Reflection,
  ReflectionKind,
  type Application,
  type CommentDisplayPart,
  type ProjectReflection,
  type Router,
} from 'typedoc';
import {MarkdownRendererEvent} from 'typedoc-plugin-markdown';
import type {ResolvedSdk} from '../../manifest/validate';
import {firstSentenceParts, tableCellMarkdown} from './comment-summary';
import {renderFrontMatter} from './frontmatter';
import {declarationKeysOfParts} from './type-links';

/**
 * `{sdk}/classes`: a real index of the section's classes with their one-line summaries. Written
 * when rendering ends, while TypeDoc's router still exists: the summaries' `{@link}` tags become
 * links to the pages the theme wrote (the page sits at the section root, like `index.md`).
 */
export function writeClassesIndexOnRender(
  app: Application,
  sdk: ResolvedSdk,
  linkedDeclaration: (page: string, key: string) => void,
): void {
  app.renderer.on(MarkdownRendererEvent.END, (event) => {
    const router = app.renderer.router;
    if (router) writeClassesIndex(event.project, sdk, event.outputDirectory, router, linkedDeclaration);
  });
}

const CLASSES_INDEX = 'classes.md';

function writeClassesIndex(
  project: ProjectReflection,
  sdk: ResolvedSdk,
  outDir: string,
  router: Router,
  linkedDeclaration: (page: string, key: string) => void,
): void {
  const classes = project.getChildrenByKind(ReflectionKind.Class).sort((a, b) => a.name.localeCompare(b.name));
  if (classes.length === 0) return;
  const urlOf = (part: CommentDisplayPart) => {
    const target = 'target' in part ? part.target : undefined;
    if (typeof target === 'string') return target;
    return target instanceof Reflection && router.hasUrl(target)
      ? `./${router.relativeUrl(project, target)}`
      : undefined;
  };
  const rows = classes.map((reflection) => {
    const parts = firstSentenceParts(reflection.comment?.summary ?? []);
    // An unresolved {@link} is a declaration link already (unresolved-links.ts): the page links its declaration.
    for (const key of declarationKeysOfParts(parts)) linkedDeclaration(CLASSES_INDEX, key);
    const summary = tableCellMarkdown(parts, urlOf);
    return `| [\`${reflection.name}\`](./classes/${encodeURIComponent(reflection.name)}.md) | ${summary} |`;
  });
  const body = [
    renderFrontMatter({slug: `/${sdk.id}/classes`, title: `${sdk.label}: classes`, sidebar_label: 'All classes'}),
    `# Classes`,
    '',
    `The ${classes.length} classes exported by \`${sdk.packageName}\` ${sdk.version}.`,
    '',
    '| Class | Summary |',
    '| --- | --- |',
    ...rows,
    '',
  ].join('\n');
  fs.writeFileSync(path.join(outDir, CLASSES_INDEX), body);
}
