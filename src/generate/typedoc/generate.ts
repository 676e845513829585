import fs from 'node:fs';
import path from 'node:path';
import {Application, DeclarationReflection, ReflectionKind} from 'typedoc';
import {MarkdownPageEvent} from 'typedoc-plugin-markdown';
import type {ResolvedSdk} from '../../manifest/validate';
import {firstSentenceParts, plainText} from './comment-summary';
import {convertDeclaredFunctionVariables} from './declared-functions';
import {renderFrontMatter, slugForPage, symbolPageDescription} from './frontmatter';
import {BLOCKS_FRONT_MATTER_KEY, blocksDigest, signatureBlocksOf} from './signature-blocks';
import {pageAnchors} from '../../page-model/anchors';
import {mergeEntryPointModules, type EntrySpecifiers} from './entry-points';
import {compilerOptionsFor, typedocOptionsFor} from './options';
import {MOVED_PAGES_FILE, REFERENCE_DIR, SYMBOLS_FILE, sdkCacheDir, sdkOutputDir, type MovedPage} from './paths';
import {mergeConstructorVariables} from './merged-declarations';
import {addMissingImageAlts} from './readme-images';
import {repositoryFolderUrl, repositoryRootUrl, rewriteRelativeLinks} from './readme-links';
import {useRenderingFixes} from './rendering-fixes';
import {useRepositorySources} from './repository-sources';
import {definePowerSyncTheme} from './theme';
import {useDeclaredTypeParameters, useDeclaredTypes} from './declared-types';
import {keepImportTypeArguments} from './import-type-arguments';
import {keepOwnDeclarationComments, keepOwnOverloadComments} from './own-comments';
import {keepInterfaceMembersConcrete} from './interface-members';
import {useBaseMemberComments} from './base-member-comments';
import {keepObjectTypeMemberOrder} from './source-order';
import {watchUnresolvedTypes} from './unresolved-types';
import type {RepositoryPackage} from './source-links';
import type {SectionSymbolRecord} from '../../cross-sdk/symbol-map';
import type {PageModel} from '../../page-model/types';
import {linesShowing, releasesDocumentedElsewhere} from './lines-showing';
import {addUsedBySections} from './used-by';
import {collectPageModels, pageTitle, writePageModels} from './page-model';
import {isSymbolPage} from './symbol-pages';
import {addDemosSections, loadSectionDemos} from './demos';
import {addDeprecationNotices} from './deprecation-notice';
import {
  addPageHistoryBadges,
  loadSectionHistory,
  memberHistoryBadges,
  historyMarksOf,
  writeChangesPage,
  type LaterEvents,
} from './history';

export interface GenerateContext {
  siteDir: string;
  sourceRepository: string;
  /** Packages published from the repository at the documented versions (source links). */
  repositoryPackages: RepositoryPackage[];
}

export class GenerationError extends Error {
  constructor(sdkId: string, detail: string) {
    super(`[api] ${sdkId}: ${detail}`);
    this.name = 'GenerationError';
  }
}

/** Release tag of a package in the source repository, e.g. `@powersync/web@1.31.0`. */
export const releaseTag = (packageName: string, version: string) => `${packageName}@${version}`;

/**
 * Generates the markdown pages of one SDK section into `reference/{sdk}`.
 * On failure the section folder is removed so that nothing half-built looks valid.
 */
export async function generateSdk(sdk: ResolvedSdk, context: GenerateContext): Promise<{pages: number}> {
  const outDir = sdkOutputDir(context.siteDir, sdk.id);
  const cacheDir = sdkCacheDir(context.siteDir, sdk.id);
  fs.mkdirSync(cacheDir, {recursive: true});
  try {
    const history = loadSectionHistory(context.siteDir, sdk);
    const tsconfigPath = path.join(cacheDir, 'tsconfig.json');
    fs.writeFileSync(
      tsconfigPath,
      JSON.stringify(
        {compilerOptions: compilerOptionsFor(sdk), files: sdk.entryPoints.map((entry) => entry.path)},
        null,
        2,
      ),
    );
    const readmePath = path.join(cacheDir, 'README.md');
    const readme = fs.readFileSync(path.join(sdk.packageRoot, 'README.md'), 'utf8');
    const tag = releaseTag(sdk.packageName, sdk.version);
    const folderUrl = repositoryFolderUrl(context.sourceRepository, tag, sdk.repoDirectory);
    fs.writeFileSync(
      readmePath,
      addMissingImageAlts(rewriteRelativeLinks(readme, folderUrl, repositoryRootUrl(context.sourceRepository, tag))),
    );

    const app = await Application.bootstrapWithPlugins(
      typedocOptionsFor({
        name: sdk.packageName,
        entryPointPaths: sdk.entryPoints.map((entry) => entry.path),
        tsconfigPath,
        readmePath,
        outDir,
        docsPath: path.join(context.siteDir, REFERENCE_DIR),
      }),
    );
    convertDeclaredFunctionVariables(app);
    const merged = mergeConstructorVariables(app);
    keepImportTypeArguments();
    useDeclaredTypes(app);
    useDeclaredTypeParameters(app);
    keepOwnDeclarationComments(app);
    keepOwnOverloadComments(app);
    keepInterfaceMembersConcrete(app);
    useBaseMemberComments(app);
    keepObjectTypeMemberOrder(app);
    const unresolved = watchUnresolvedTypes(app);
    const entries = mergeEntryPointModules(app, sdk.entryPoints);
    addFrontMatter(app, sdk, entries);
    // Each page's `decl:` link targets, as its writers write them (resolved by the cross-SDK step).
    const linkedDeclarations = new Map<string, Set<string>>();
    const linkedDeclaration = (page: string, key: string) =>
      (linkedDeclarations.get(page) ?? linkedDeclarations.set(page, new Set()).get(page)!).add(key);
    // Source links are computed once `sources` exists; unresolved {@link} tags use them at rendering.
    useRenderingFixes(app, sdk, {sourceUrlAt: (file, start) => sources.sourceUrlAt(file, start), linkedDeclaration});
    const sources = useRepositorySources(app, {
      repository: context.sourceRepository,
      packages: context.repositoryPackages,
      hasValue: merged.hasValue,
    });
    const lines = linesShowing(sdk);
    const here = lines.find((line) => line.current);
    // Later events link to another line only where the section's own line is known (not in a fixture).
    const later: LaterEvents = {
      installed: sdk.dependencyVersions,
      lines: here ? lines : [],
      sectionPath: here ? here.changesPath.replace(/changes$/, '') : '',
    };
    // Under each symbol page's title, in this order: its history badges, its deprecation notice.
    addPageHistoryBadges(app, history, sdk.version, later);
    addDeprecationNotices(app);
    const demos = loadSectionDemos(context.siteDir, sdk, context.sourceRepository);
    addDemosSections(app, demos);
    addUsedBySections(app);
    const pageModels = collectPageModels(app, {
      sdk: sdk.id,
      packageName: sdk.packageName,
      packageVersion: sdk.version,
      specifierOf: entries.specifierOf,
      hasValue: merged.hasValue,
      isDefaultExport: entries.isDefaultExport,
      sourceUrlAt: sources.sourceUrlAt,
      // As the page's badges and "In the demos" say them (search shows them on its hits).
      marksOf: (page, member) => ({
        ...historyMarksOf(history, sdk.version, page, member),
        demos: demos.demosOf(page, member),
      }),
    });
    definePowerSyncTheme(app, {
      linkedDeclaration,
      memberDemos: demos.memberBox,
      sourceUrlAt: sources.sourceUrlAt,
      memberHistory: (model, pageUrl) => memberHistoryBadges(history, model, pageUrl, sdk.version, later),
      isSitePackage: (packageName) => context.repositoryPackages.some((pkg) => pkg.packageName === packageName),
    });

    const project = await app.convert();
    if (!project) throw new GenerationError(sdk.id, `TypeDoc could not convert ${sdk.entryPointPath}`);
    if (app.logger.hasErrors()) throw new GenerationError(sdk.id, 'TypeDoc reported errors (see above)');
    if (unresolved.problems.length > 0)
      throw new GenerationError(
        sdk.id,
        `types from packages that are not installed:\n  ${unresolved.problems.join('\n  ')}`,
      );
    await app.generateOutputs(project);
    if (app.logger.hasErrors()) throw new GenerationError(sdk.id, 'TypeDoc reported errors while rendering');
    writePageModels(outDir, pageModels.models);

    const symbols = withPageAnchors(sources.records, pageModels.models);
    fs.writeFileSync(
      path.join(cacheDir, SYMBOLS_FILE),
      JSON.stringify(
        {
          sdk: sdk.id,
          sourceLinks: sources.counts,
          symbols,
          linkedDeclarations: Object.fromEntries([...linkedDeclarations].map(([page, keys]) => [page, [...keys]])),
        },
        null,
        1,
      ),
    );
    writeMovedPages(cacheDir, merged.names, symbols);
    const pages = new Map([...symbols].reverse().map((record) => [record.name, record]));
    writeChangesPage(outDir, sdk, history, {
      pageOf: (name) => pages.get(name),
      lines,
      elsewhere: releasesDocumentedElsewhere(sdk),
    });
    return {pages: countPages(outDir)};
  } catch (error) {
    fs.rmSync(outDir, {recursive: true, force: true});
    if (error instanceof GenerationError) throw error;
    throw new GenerationError(sdk.id, error instanceof Error ? error.message : String(error));
  }
}

/** The variable routes of merged declarations, each leading to its interface page (src/plugins/moved-pages). */
function writeMovedPages(cacheDir: string, names: ReadonlySet<string>, symbols: SectionSymbolRecord[]): void {
  const moved: MovedPage[] = symbols
    .filter((record) => names.has(record.name) && record.value)
    .map((record) => ({
      from: `variables/${record.name}`,
      to: record.page.replace(/\.md$/, ''),
      title: `${record.name} (interface and constructor)`,
    }));
  fs.writeFileSync(path.join(cacheDir, MOVED_PAGES_FILE), JSON.stringify(moved, null, 1));
}

/** Each symbol record with its page's anchors (read by the cross-SDK step), from the page's model. */
function withPageAnchors(records: SectionSymbolRecord[], models: readonly PageModel[]) {
  const byPage = new Map(models.map((model) => [model.page, model]));
  return records.map((record) => {
    const model = byPage.get(record.page);
    if (!model) throw new Error(`${record.page} (${record.name}) has no page model`);
    return {...record, anchors: pageAnchors(model)};
  });
}

function addFrontMatter(app: Application, sdk: ResolvedSdk, entries: EntrySpecifiers): void {
  app.renderer.on(MarkdownPageEvent.END, (event) => {
    // typedoc-plugin-markdown emits its own page event type on TypeDoc's renderer.
    const page = event as unknown as MarkdownPageEvent;
    const url = page.url;
    const isSectionIndex = url === 'index.md';
    const blocks = signatureBlocksOf(page);
    page.contents =
      renderFrontMatter({
        slug: slugForPage(sdk.id, url),
        // A symbol page's title is its model's (page-model.ts); other pages' are set below.
        ...(isSymbolPage(page.model) ? {title: pageTitle(page.model)} : {}),
        ...(isSectionIndex ? {title: sdk.label, sidebar_label: 'Overview'} : {}),
        ...(url === 'globals.md'
          ? {
              title: `${sdk.label}: all exports`,
              description: `Every export of ${sdk.packageName} ${sdk.version}, by kind.`,
            }
          : {}),
        ...(isSectionIndex ? {description: `API reference for ${sdk.packageName} ${sdk.version}`} : {}),
        ...(page.model instanceof DeclarationReflection
          ? {description: describeSymbol(page.model, sdk, entries.specifierOf(page.model))}
          : {}),
        ...(blocks.length > 0 ? {[BLOCKS_FRONT_MATTER_KEY]: blocksDigest(blocks)} : {}),
      }) + (page.contents ?? '');
  });
}

function describeSymbol(model: DeclarationReflection, sdk: ResolvedSdk, specifier: string): string {
  const comment = model.comment ?? model.signatures?.find((signature) => signature.comment)?.comment;
  return symbolPageDescription({
    kind: ReflectionKind.singularString(model.kind),
    name: model.name,
    summary: comment ? plainText(firstSentenceParts(comment.summary)) : '',
    packageName: specifier,
    version: sdk.version,
  });
}

function countPages(dir: string): number {
  let count = 0;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    if (entry.isDirectory()) count += countPages(path.join(dir, entry.name));
    else if (entry.name.endsWith('.md')) count += 1;
  }
  return count;
}
