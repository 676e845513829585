import fs from 'node:fs';
import {
  Comment,
  CommentTag,
  Converter,
  DeclarationReflection,
  ProjectReflection,
  ReferenceReflection,
  ReflectionKind,
  type Application,
  type Reflection,
} from 'typedoc';
import type {ResolvedEntryPoint} from '../../manifest/validate';
import {describeCollision, planEntryExports, type EntryExport} from './entry-exports';

/** The import specifier of each documented symbol of a section. */
export interface EntrySpecifiers {
  /** The specifier a page's symbol (or a member's owner) is imported from. */
  specifierOf(reflection: Reflection): string;
  /** Whether the page's symbol is its entry point's default export too (`import Pool from '…/shared-memory-pool'`). */
  isDefaultExport(reflection: Reflection): boolean;
}

/** Before TypeDoc's MergeModuleWithPlugin (priority 10000 on RESOLVE_BEGIN), after it. */
const BEFORE_MERGE = 20_000;
const AFTER_MERGE = 5_000;

/**
 * Documents a package's extra entry points (subpath exports such as
 * `@powersync/node/worker.js`) in the same section as its main entry.
 *
 * With more than one entry point TypeDoc makes one module per entry, and the markdown
 * router puts each module's pages in its own folder (`index/classes/Table`), which would
 * move every existing route. Each entry module is therefore tagged `@mergeModuleWith
 * <project>` (TypeDoc's own way to fold a module into the project), so the section keeps the
 * routes, sidebar and globals page of a single-entry project. Before the merge, this records
 * which entry each symbol comes from (for its import line), drops re-exports that only
 * repeat a symbol another entry documents, and warns about names two entries use for
 * different declarations.
 */
export function mergeEntryPointModules(app: Application, entryPoints: readonly ResolvedEntryPoint[]): EntrySpecifiers {
  const main = entryPoints[0].specifier;
  const specifiers = new WeakMap<Reflection, string>();
  const topOf = (reflection: Reflection) => {
    let top = reflection;
    while (top.parent && !(top.parent instanceof ProjectReflection)) top = top.parent;
    return top;
  };
  const specifierOf = (reflection: Reflection) => specifiers.get(topOf(reflection)) ?? main;
  const defaults = new Set<number>();
  const isDefaultExport = (reflection: Reflection) => defaults.has(topOf(reflection).id);
  if (entryPoints.length < 2) return {specifierOf, isDefaultExport};

  const entryFiles = entryPoints.map((entry) => realPath(entry.path));
  const modules = new Map<number, DeclarationReflection>();

  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (!reflection.kindOf(ReflectionKind.Module) || reflection.parent !== context.project) return;
    const file = context.getSymbolFromReflection(reflection)?.declarations?.[0]?.getSourceFile().fileName;
    const entry = file === undefined ? -1 : entryFiles.indexOf(realPath(file));
    if (entry === -1) {
      app.logger.error(
        `[powersync] module ${reflection.name} (${file ?? 'no file'}) is none of the manifest's entry points`,
      );
      return;
    }
    modules.set(entry, reflection);
    reflection.comment ??= new Comment();
    reflection.comment.blockTags.push(new CommentTag('@mergeModuleWith', [{kind: 'text', text: '<project>'}]));
  });

  app.converter.on(
    Converter.EVENT_RESOLVE_BEGIN,
    (context) => {
      const missing = entryPoints.filter((_, entry) => !modules.has(entry)).map((e) => e.specifier);
      if (missing.length > 0) app.logger.error(`[powersync] TypeDoc made no module for ${missing.join(', ')}`);
      const exported: Array<EntryExport & {reflection: DeclarationReflection}> = [];
      for (const [entry, module] of modules) {
        for (const child of module.children ?? []) {
          const reference = child instanceof ReferenceReflection;
          const target = reference ? child.tryGetTargetReflectionDeep() : child;
          if (!target) continue;
          exported.push({
            entry,
            name: child.name,
            kind: ReflectionKind[child.kind],
            declaration: target.id,
            reference,
            reflection: child,
          });
        }
      }
      for (const e of exported) if (e.name === 'default' && e.reference) defaults.add(e.declaration);
      const plan = planEntryExports(exported);
      for (const e of plan.redundant) context.project.removeReflection(e.reflection);
      for (const e of exported) {
        const entry = plan.entryOf.get(e.declaration);
        if (!e.reference && entry !== undefined) specifiers.set(e.reflection, entryPoints[entry].specifier);
      }
      for (const collision of plan.collisions) {
        app.logger.warn(
          `[powersync] ${describeCollision(
            collision,
            entryPoints.map((e) => e.specifier),
          )}`,
        );
      }
    },
    BEFORE_MERGE,
  );

  app.converter.on(
    Converter.EVENT_RESOLVE_BEGIN,
    (context) => {
      const left = context.project.children?.filter((child) => child.kindOf(ReflectionKind.Module)) ?? [];
      if (left.length > 0) {
        app.logger.error(
          `[powersync] entry modules ${left.map((m) => m.name).join(', ')} were not merged into the project; ` +
            'their pages would move into module folders',
        );
      }
    },
    AFTER_MERGE,
  );

  return {specifierOf, isDefaultExport};
}

/** Entry files are compared by real path: TypeScript may report a symlinked node_modules path either way. */
function realPath(file: string): string {
  try {
    return fs.realpathSync(file);
  } catch {
    return file;
  }
}
