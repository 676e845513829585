/**
 * "In the demos" on a section's pages, from the committed examples/usages.json (src/examples):
 * the symbol page's section (`## In the demos`) and each member's collapsed block. A section
 * whose release the file does not know gets neither, and the build log says so.
 */
import {DeclarationReflection, ReflectionKind, type Application} from 'typedoc';
import {MarkdownPageEvent} from 'typedoc-plugin-markdown';
import type {ResolvedSdk} from '../../manifest/validate';
import {activeLine} from '../../lines/active';
import {memberDemosBlock, symbolDemosSection} from '../../examples/demo-sections';
import {readUsagesFile, sectionUsages, type SectionUsages} from '../../examples/usages-file';

export interface SectionDemos {
  usages?: SectionUsages;
  memberBlock(page: DeclarationReflection, member: DeclarationReflection): string;
  symbolSection(page: DeclarationReflection): string;
}

/** Symbol pages: what TypeDoc gives a page of its own (not the section index or a module). */
const SYMBOL_PAGE_KINDS =
  ReflectionKind.Class |
  ReflectionKind.Interface |
  ReflectionKind.TypeAlias |
  ReflectionKind.Enum |
  ReflectionKind.Function |
  ReflectionKind.Variable;

export function loadSectionDemos(siteDir: string, sdk: ResolvedSdk, repository: string): SectionDemos {
  const {usages, problem} = sectionUsages(readUsagesFile(siteDir), activeLine().id, sdk);
  // Reported, not skipped silently: the section shows no "In the demos" until the file is refreshed.
  if (problem) console.warn(`[examples] ${sdk.id}: ${problem}`);
  return {
    usages,
    memberBlock: (page, member) => memberDemosBlock(usages?.symbols[`${page.name}.${member.name}`], usages, repository),
    symbolSection: (page) => symbolDemosSection(usages?.symbols[page.name], usages, repository),
  };
}

export function addDemosSections(app: Application, demos: SectionDemos): void {
  if (!demos.usages) return;
  app.renderer.on(MarkdownPageEvent.END, (event) => {
    const page = event as unknown as MarkdownPageEvent;
    const model = page.model;
    if (!(model instanceof DeclarationReflection) || !model.kindOf(SYMBOL_PAGE_KINDS)) return;
    const section = demos.symbolSection(model);
    if (section) page.contents = `${(page.contents ?? '').trimEnd()}\n\n${section}\n`;
  });
}
