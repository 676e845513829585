/**
 * What a symbol page's badges and "In the demos" say, for its search records (model-records.ts),
 * from the data they are rendered from, never from the page: the API history
 * (history/api-history.json, `newInRelease` as the badges decide it) and the demos' usages
 * (examples/usages.json, looked up as src/generate/typedoc/demos.ts does). Pure.
 */
import {newInRelease} from '../history/render';
import {memberHistoryKey, type SectionHistory} from '../history/section-history';
import type {SectionUsages} from '../examples/usages-file';
import type {Member, PageModel} from '../page-model/types';
import type {ModelMarks, SymbolMarks} from './model-records';

export interface SectionFacts {
  /** The section's history (SectionHistory.fromData), when the history file knows its package. */
  history?: SectionHistory;
  /** The release of the section's package the line documents. */
  documentedVersion: string;
  /** The section's usages (`sectionUsages`), when the usages file has them. */
  usages?: SectionUsages;
}

/** Members the history tracks: a class's or an interface's own (src/generate/typedoc/history.ts). */
const MEMBER_HISTORY_KINDS = new Set(['Class', 'Interface']);
/** Members of an object type, not of the page's declaration: neither badges nor demos of their own. */
const TYPE_DECLARATION = 'Type Declaration';

const historyKey = (member: Member) =>
  memberHistoryKey(member.name, {constructor: member.kind === 'Constructor', isStatic: member.flags.static === true});

/**
 * The marks of a page and its members. The declaring package (of the page's symbol, the key of
 * both files) is the one the history's composed API of the documented release names for it.
 */
export function modelMarks(model: PageModel, facts: SectionFacts): ModelMarks {
  const {history, documentedVersion, usages} = facts;
  // A name the history's API lacks (a sub-entry point's export) is the section package's own.
  const from = history?.apiAt(documentedVersion)?.get(model.name)?.from ?? model.package;
  const newIn = (events: ReturnType<SectionHistory['eventsOf']> | undefined) =>
    events && history ? newInRelease(events, history.packageName, documentedVersion) : null;
  const demos = (key: string) => usages?.packages[from]?.[key]?.demos ?? 0;
  const page: SymbolMarks = {newIn: newIn(history?.shownEvents(from, model.name)), demos: demos(model.name)};
  const members = model.members.map((member): SymbolMarks | undefined => {
    if (member.group === TYPE_DECLARATION) return undefined;
    // Inherited members too: the history dates them by when this declaration had them, as the page does.
    const tracked = MEMBER_HISTORY_KINDS.has(model.kind);
    return {
      newIn: tracked ? newIn(history?.shownEvents(from, model.name, historyKey(member))) : null,
      demos: demos(`${model.name}.${member.name}`),
    };
  });
  return {page, members};
}
