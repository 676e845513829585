/**
 * "In the demos" on a section's pages, from the committed examples/usages.json (src/examples):
 * the symbol page's section (`## In the demos`) and each member's collapsed block. A page shows
 * the usage of the declaration it documents: looked up by the package that declares it (the
 * declaration file's `node_modules/@powersync/…` folder), so TanStack's `useQuery` page never
 * shows `@powersync/react`'s. A section whose release the file does not know gets neither, and
 * the build log says so.
 */
import ts from '../../typescript.cjs';
import {Converter, DeclarationReflection, type Application, type Reflection} from 'typedoc';
import {addPageBlock} from './page-blocks';
import type {ResolvedSdk} from '../../manifest/validate';
import {activeLine} from '../../lines/active';
import {DEMOS_HEADING, memberDemosBox, symbolDemosBox} from '../../examples/demo-sections';
import type {Box} from '../../page-model/types';
import {writeBox} from './body-pieces';
import {powersyncPackageOfFile} from '../../examples/call-sites';
import {readUsagesFile, sectionUsages, usageOf, type SectionUsages} from '../../examples/usages-file';
import {SYMBOL_PAGE_KINDS, isSymbolPage} from './symbol-pages';

export interface SectionDemos {
  usages?: SectionUsages;
  /** Page reflection → the `@powersync/…` package declaring it (filled while TypeDoc converts). */
  declaringPackages: WeakMap<Reflection, string>;
  /** A member's collapsed block; none when the demos do not call it. */
  memberBox(page: DeclarationReflection, member: DeclarationReflection): Box | undefined;
  /** The body of the symbol page's section; none when the demos do not call it. */
  symbolBox(page: DeclarationReflection): Box | undefined;
  /** How many demos call a symbol page's declaration, or (given) a member of it; 0 when none. */
  demosOf(page: DeclarationReflection, member?: DeclarationReflection): number;
}

export function loadSectionDemos(siteDir: string, sdk: ResolvedSdk, repository: string): SectionDemos {
  const {usages, problem, staleFor} = sectionUsages(readUsagesFile(siteDir), activeLine().id, sdk);
  // Reported, not skipped silently: the section shows no "In the demos" until the file is refreshed.
  if (problem) console.warn(`[examples] ${sdk.id}: ${problem}`);
  if (staleFor)
    console.warn(`[examples] ${sdk.id}: demos as of ${usages!.version}, not ${staleFor}: run npm run examples`);
  const declaringPackages = new WeakMap<Reflection, string>();
  // A page's symbol, or a member of it, looked up by the package that declares the page's symbol.
  const usage = (page: DeclarationReflection, member?: DeclarationReflection) =>
    usageOf(usages, declaringPackages.get(page), member ? `${page.name}.${member.name}` : page.name);
  return {
    usages,
    declaringPackages,
    memberBox: (page, member) => memberDemosBox(usage(page, member), usages, repository, staleFor),
    demosOf: (page, member) => usage(page, member)?.demos ?? 0,
    symbolBox: (page) => symbolDemosBox(usage(page), usages, repository, staleFor),
  };
}

export function addDemosSections(app: Application, demos: SectionDemos): void {
  if (!demos.usages) return;
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (!reflection.kindOf(SYMBOL_PAGE_KINDS)) return;
    let symbol = context.getSymbolFromReflection(reflection);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = context.checker.getAliasedSymbol(symbol);
    const packageName = symbol?.declarations
      ?.map((declaration) => powersyncPackageOfFile(declaration.getSourceFile().fileName))
      .find(Boolean);
    if (packageName) demos.declaringPackages.set(reflection, packageName);
  });
  addPageBlock(app, 'content.end', ({page}) => {
    const box = isSymbolPage(page.model) ? demos.symbolBox(page.model) : undefined;
    // Its body written as the page shows it, kept for the page's model as a box (body-pieces.ts).
    return box ? `## ${DEMOS_HEADING}\n\n${writeBox(page, undefined, box)}` : '';
  });
}
