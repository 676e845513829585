/** What a record documents, from where it sits: the page's URL, the TypeDoc group of a member. */
import type {RecordKind} from './schema';

/** TypeDoc member group headings (h2) and the kind of the members (h3) under them, by lowercased title. */
// A Map, not an object literal: a heading named "Constructor" must not find Object.prototype.constructor.
export const MEMBER_GROUPS = new Map<string, RecordKind>([
  ['constructors', 'constructor'],
  ['properties', 'property'],
  ['accessors', 'accessor'],
  ['methods', 'method'],
  ['enumeration members', 'member'],
  ['members', 'member'],
  ['functions', 'function'],
  ['events', 'property'],
]);

const PAGE_KIND_BY_SEGMENT = new Map<string, RecordKind>([
  ['classes', 'class'],
  ['enumerations', 'enumeration'],
  ['functions', 'function'],
  ['interfaces', 'interface'],
  ['type-aliases', 'type-alias'],
  ['variables', 'variable'],
]);

/** Kind of a page from its URL: `/classes/Table` → class, `/functions/useQuery` → hook. */
export function pageKindOf(url: string): RecordKind {
  const path = url.replace(/[?#].*$/, '').replace(/\/+$/, '');
  const segments = path.split('/');
  const name = segments[segments.length - 1] ?? '';
  const group = segments[segments.length - 2] ?? '';
  const kind = PAGE_KIND_BY_SEGMENT.get(group);
  if (!kind) return 'page';
  if (kind === 'function' && /^use[A-Z0-9_]/.test(name)) return 'hook';
  return kind;
}
