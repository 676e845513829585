/**
 * `react-helmet-async` for the browser bundle (the server bundle keeps the library, which
 * writes every page's head into its HTML). In the browser, `<Head>` (@docusaurus/Head) only has
 * to bring the document's head up to date when a page changes it: its title, the attributes of
 * `<html>` and `<body>` (the page's class names, `data-has-hydrated`), and its meta, link,
 * script, style, noscript and base tags. The library did that with about 6 KiB gzip of code on
 * every page (its server-side half, deep equality, invariant checks); this does what it did in
 * the browser, in the same order of precedence:
 * - instances count in the order they first rendered (a page's after its layout's), and a later
 *   one wins: the title, each attribute, and each tag with the same key (a meta's name or
 *   property, a link's href or its canonical rel, a script's src or text);
 * - tags carry `data-rh="true"`, as the server's do: a tag that did not change stays in the
 *   head, the others are replaced, and a tag no page declares any more is removed;
 * - changes are written on the next animation frame, as the library's.
 */
import {Children, isValidElement, useLayoutEffect, useRef, type ReactNode} from 'react';

type Attributes = Record<string, string>;

interface Tag {
  readonly type: string;
  readonly attributes: Attributes;
  readonly text?: string;
}

interface Declared {
  title?: string;
  html: Attributes;
  body: Attributes;
  tags: Tag[];
}

interface Instance {
  /** What it declares, once committed (a render React throws away never counts). */
  declared: Declared | null;
}

/** The attribute that marks what the head manager owns, as the library's. */
const OWNED = 'data-rh';
/** The tags it manages in `<head>`. */
const TAG_TYPES = ['base', 'meta', 'link', 'script', 'style', 'noscript'] as const;
/** React's prop names that are not the attribute's name. */
const ATTRIBUTE_NAMES: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  charSet: 'charset',
  httpEquiv: 'http-equiv',
  itemProp: 'itemprop',
  hrefLang: 'hreflang',
  crossOrigin: 'crossorigin',
  tabIndex: 'tabindex',
};
/** What makes two tags of a type the same tag, for a later instance to replace (the library's primary attributes). */
const TAG_KEY: Record<string, (tag: Tag) => string | undefined> = {
  base: () => 'base',
  meta: ({attributes: a}) =>
    ['name', 'property', 'http-equiv', 'charset', 'itemprop']
      .filter((name) => a[name])
      .map((name) => `${name}=${a[name]}`)[0],
  link: ({attributes: a}) => (a.rel === 'canonical' ? 'rel=canonical' : a.href && `href=${a.href}`),
  script: ({attributes: a, text}) => (a.src ? `src=${a.src}` : text && `text=${text}`),
  style: ({text}) => text && `text=${text}`,
  noscript: ({text}) => text && `text=${text}`,
};

const textOf = (children: unknown): string =>
  Array.isArray(children) ? children.map(textOf).join('') : children == null ? '' : String(children);

function attributesOf(props: Record<string, unknown>): Attributes {
  const attributes: Attributes = {};
  for (const [name, value] of Object.entries(props)) {
    if (name === 'children' || value === undefined || value === null) continue;
    attributes[ATTRIBUTE_NAMES[name] ?? name] = String(value);
  }
  return attributes;
}

/** What a `<Head>`'s children declare. */
export function declared(children: ReactNode): Declared {
  const result: Declared = {html: {}, body: {}, tags: []};
  Children.forEach(children, (child) => {
    if (!isValidElement<Record<string, unknown>>(child) || typeof child.type !== 'string') return;
    const {type, props} = child;
    if (type === 'title') result.title = textOf(props.children);
    else if (type === 'html' || type === 'body') Object.assign(result[type], attributesOf(props));
    else if ((TAG_TYPES as readonly string[]).includes(type)) {
      const text = props.children === undefined ? undefined : textOf(props.children);
      result.tags.push({type, attributes: attributesOf(props), ...(text === undefined ? {} : {text})});
    }
  });
  return result;
}

/** The head all instances declare together, later instances winning. */
export function merged(all: readonly Declared[]): Declared {
  const result: Declared = {html: {}, body: {}, tags: []};
  for (const one of all) {
    if (one.title !== undefined) result.title = one.title;
    Object.assign(result.html, one.html);
    Object.assign(result.body, one.body);
  }
  // From the last instance back: a tag is dropped when a later instance has one with its key.
  const later = new Set<string>();
  const kept: Tag[][] = [];
  for (const one of [...all].reverse()) {
    const own: Tag[] = [];
    const keys: string[] = [];
    for (const tag of one.tags) {
      const key = TAG_KEY[tag.type]!(tag);
      // Without a key a tag is not written, as with the library.
      if (!key || later.has(`${tag.type} ${key}`)) continue;
      own.push(tag);
      keys.push(`${tag.type} ${key}`);
    }
    keys.forEach((key) => later.add(key));
    kept.unshift(own);
  }
  result.tags = kept.flat();
  return result;
}

function writeAttributes(element: Element, attributes: Attributes): void {
  const before = element.getAttribute(OWNED)?.split(',').filter(Boolean) ?? [];
  for (const [name, value] of Object.entries(attributes)) {
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
  for (const name of before) if (!(name in attributes)) element.removeAttribute(name);
  const owned = Object.keys(attributes).join(',');
  if (!owned) element.removeAttribute(OWNED);
  else if (element.getAttribute(OWNED) !== owned) element.setAttribute(OWNED, owned);
}

function writeTags(head: HTMLHeadElement, tags: readonly Tag[]): void {
  for (const type of TAG_TYPES) {
    const old = Array.from(head.querySelectorAll(`${type}[${OWNED}]`));
    for (const tag of tags.filter((t) => t.type === type)) {
      const element = document.createElement(type);
      for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
      if (tag.text !== undefined) element.innerHTML = tag.text;
      element.setAttribute(OWNED, 'true');
      const same = old.findIndex((o) => o.isEqualNode(element));
      if (same >= 0) old.splice(same, 1);
      else head.appendChild(element);
    }
    old.forEach((element) => element.remove());
  }
}

const instances: Instance[] = [];
let frame = 0;

function write(): void {
  frame = 0;
  const head = merged(instances.flatMap((i) => (i.declared ? [i.declared] : [])));
  if (head.title !== undefined && document.title !== head.title) document.title = head.title;
  writeAttributes(document.documentElement, head.html);
  writeAttributes(document.body, head.body);
  writeTags(document.head, head.tags);
}

function scheduleWrite(): void {
  if (!frame) frame = requestAnimationFrame(write);
}

export function Helmet({children}: {children?: ReactNode}): null {
  const instance = useRef<Instance | null>(null);
  // Registered as it first renders: parents before children, a page after its layout.
  if (!instance.current) {
    instance.current = {declared: null};
    instances.push(instance.current);
  }
  useLayoutEffect(() => {
    instance.current!.declared = declared(children);
    scheduleWrite();
  });
  useLayoutEffect(
    () => () => {
      const at = instances.indexOf(instance.current!);
      if (at >= 0) instances.splice(at, 1);
      scheduleWrite();
    },
    [],
  );
  return null;
}

export function HelmetProvider({children}: {children?: ReactNode}): ReactNode {
  return children;
}
