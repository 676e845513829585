/**
 * The anchors of a symbol page that name something: TypeDoc's group headings and its members'
 * headings (or table rows). The cross-SDK switcher keeps a hash only when the other SDK's page
 * has the same anchor, so it takes these from the model. The page's other heading ids
 * (`returns-3`, `parameters-1`, a second constructor overload's `constructor-1`) are numbered by
 * position on one page: the same id on another SDK's page is a different place, not the same one.
 */
import type {PageModel} from './types';

export const pageAnchors = (model: PageModel): string[] => [
  ...new Set([
    ...model.groups.map((group) => group.anchor),
    ...model.members.flatMap((member) => (member.anchor ? [member.anchor] : [])),
  ]),
];
