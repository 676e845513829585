/**
 * The reflections TypeDoc gives a page of their own that the site calls symbol pages (not the
 * section index or a module): what the history badges, the demos and the page model are written for.
 */
import {DeclarationReflection, ReflectionKind} from 'typedoc';

export const SYMBOL_PAGE_KINDS =
  ReflectionKind.Class |
  ReflectionKind.Interface |
  ReflectionKind.TypeAlias |
  ReflectionKind.Enum |
  ReflectionKind.Function |
  ReflectionKind.Variable;

/** A page's model is a symbol page's reflection. */
export const isSymbolPage = (model: unknown): model is DeclarationReflection =>
  model instanceof DeclarationReflection && model.kindOf(SYMBOL_PAGE_KINDS);
