/**
 * Type search, record side: the type names a member's signature holds or returns, and the
 * ones it accepts, read from the signature at the start of its content text (model-records.ts
 * puts a member's first signature there). Derived by the engine on the first type search, so
 * the shipped index carries nothing more and the first search costs no more. Pure string code.
 *
 * `useStatus(): SyncStatus` returns SyncStatus; `currentStatus: SyncStatus` holds it;
 * `writeTransaction<T>(callback: (tx: Transaction) => Promise<T>)` accepts Transaction (a type
 * anywhere in a parameter's type counts, as rustdoc matches generics' arguments).
 */
import type {RecordKind, SearchRecord} from './schema';

export interface SignatureTypes {
  /** Lowercased type names in the returned or held type. */
  returns: string[];
  /** Lowercased type names in the parameters' types. */
  accepts: string[];
}

/** Kinds whose content starts with a signature. */
const SIGNATURE_KINDS: ReadonlySet<RecordKind> = new Set([
  'method',
  'property',
  'accessor',
  'constructor',
  'function',
  'hook',
  'variable',
]);

const NONE: SignatureTypes = {returns: [], accepts: []};
const OPENERS: Record<string, string> = {'(': ')', '<': '>', '{': '}', '[': ']'};
const IDENTIFIER = /[A-Za-z_$][\w$]*/g;
/** Words in type positions that are syntax, not type names. */
const TYPE_SYNTAX = new Set(['extends', 'keyof', 'typeof', 'infer', 'readonly', 'is', 'asserts', 'unique', 'new']);

/** Where the signature starts: `new X(` for constructors, else the member's own name. */
function signatureStart(content: string, name: string, kind: RecordKind): number {
  if (kind === 'constructor') return content.search(/\bnew\s+[\w$]+\s*[<(]/);
  if (!name) return -1;
  const escaped = name.replace(/[$]/g, '\\$');
  const match = new RegExp(`(?:^|[^\\w$])(${escaped})\\??\\s*[<(:]`).exec(content);
  return match ? match.index + match[0].indexOf(name) : -1;
}

/** Index just after the bracket closing the one at `open`, or -1 when it is cut off. */
function skipBalanced(text: string, open: number): number {
  const stack: string[] = [];
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '>' && text[i - 1] === '=') continue; // an arrow, not a closing angle bracket
    if (OPENERS[c]) stack.push(OPENERS[c]);
    else if (c === stack[stack.length - 1]) {
      stack.pop();
      if (stack.length === 0) return i + 1;
    }
  }
  return -1;
}

/** `text` cut at its first top-level `stop` character (or its end). */
function topLevel(text: string, stops: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '>' && text[i - 1] === '=') continue;
    if (OPENERS[c]) depth++;
    else if (')>}]'.includes(c)) depth = Math.max(0, depth - 1);
    else if (depth === 0 && stops.includes(c)) {
      parts.push(text.slice(from, i));
      from = i + 1;
      if (c === ';') return parts;
    }
  }
  parts.push(text.slice(from));
  return parts;
}

/** Type names in a type expression, lowercased, outermost first, each once. */
export function typeNames(type: string): string[] {
  const names = new Set<string>();
  // Object type members name properties, not types: `{a: X}` keeps X only.
  const withoutKeys = type.replace(/([\w$]+)\??\s*:(?!:)/g, ' ');
  for (const m of withoutKeys.matchAll(IDENTIFIER))
    if (!TYPE_SYNTAX.has(m[0])) names.add(m[0].toLowerCase().replace(/[$]/g, ''));
  return [...names];
}

/** The type after a parameter's own name (`tx?: Transaction` → `Transaction`). */
function parameterType(parameter: string): string {
  const parts = topLevel(parameter, ':');
  return parts.length > 1 ? parts.slice(1).join(':') : '';
}

/**
 * `((status: SyncStatus) => void) | undefined`, as a declaration may write an optional callback,
 * is the function type inside: undefined and null name no type to search for.
 */
function optionalFunction(held: string): string {
  if (!held.startsWith('(')) return held;
  const close = skipBalanced(held, 0);
  return close > 0 && /^(?:\s*\|\s*(?:undefined|null))+$/.test(held.slice(close)) && /=>/.test(held.slice(0, close))
    ? held.slice(1, close - 1).trim()
    : held;
}

/** The types a member's signature returns or holds, and accepts; empty when it has none. */
export function signatureTypes(content: string | null, name: string, kind: RecordKind): SignatureTypes {
  if (!content || !SIGNATURE_KINDS.has(kind)) return NONE;
  const start = signatureStart(content, name, kind);
  if (start < 0) return NONE;
  let i = content.slice(start).search(/[<(:]/) + start;
  if (i < start) return NONE;
  if (content[i] === '<') {
    i = skipBalanced(content, i);
    if (i < 0) return NONE;
    while (content[i] === ' ') i++;
  }
  let accepts: string[] = [];
  if (content[i] === '(') {
    const close = skipBalanced(content, i);
    if (close < 0) return NONE; // cut off inside the parameters: nothing reliable
    const parameters = topLevel(content.slice(i + 1, close - 1), ',');
    accepts = [...new Set(parameters.flatMap((p) => typeNames(parameterType(p))))];
    i = close;
    while (content[i] === ' ') i++;
  }
  if (content[i] !== ':') return {returns: [], accepts};
  const held = optionalFunction((topLevel(content.slice(i + 1), ';')[0] ?? '').trim());
  // A held function type (`onChange: (status: SyncStatus) => void`) returns what it returns
  // and accepts what its parameters take, like a method.
  const fn = /^(?:<[^>]*>\s*)?\(/.exec(held);
  const close = fn ? skipBalanced(held, fn[0].length - 1) : -1;
  if (close > 0 && /^\s*=>/.test(held.slice(close))) {
    const parameters = topLevel(held.slice(fn![0].length, close - 1), ',');
    const taken = parameters.flatMap((p) => typeNames(parameterType(p)));
    return {returns: typeNames(held.slice(close).replace(/^\s*=>/, '')), accepts: [...new Set([...accepts, ...taken])]};
  }
  return {returns: typeNames(held), accepts};
}

/** Kinds type search answers with (the others never carry signature types). */
export function hasSignature(kind: RecordKind): boolean {
  return SIGNATURE_KINDS.has(kind);
}

/**
 * Sets `returns` and `accepts` on the records of signature kinds: the content record that
 * holds the signature and the heading record before it (the hit a type search shows).
 * `nameOf` gives a record's own symbol name. Records that have them already are kept.
 */
export function attachSignatureTypes(records: readonly SearchRecord[], nameOf: (record: SearchRecord) => string): void {
  let heading: SearchRecord | null = null;
  // The sections re-export the same API: most signatures repeat, so each is read once.
  const read = new Map<string, SignatureTypes>();
  for (const record of records) {
    if (record.type !== 'content') {
      heading = record;
      continue;
    }
    if (record.returns !== undefined || !SIGNATURE_KINDS.has(record.kind)) continue;
    const owner = heading && heading.url === record.url ? heading : null;
    const name = nameOf(owner ?? record);
    const key = `${record.kind}\u0000${name}\u0000${record.content}`;
    let types = read.get(key);
    if (!types) {
      types = signatureTypes(record.content, name, record.kind);
      read.set(key, types);
    }
    if (types.returns.length === 0 && types.accepts.length === 0) continue;
    record.returns = types.returns;
    record.accepts = types.accepts;
    if (owner && owner.returns === undefined) {
      owner.returns = types.returns;
      owner.accepts = types.accepts;
    }
  }
}
