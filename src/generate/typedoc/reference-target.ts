/**
 * How a type reference is named and where it links: one rule for the theme's "Inherited from"
 * lines and the page model's tokens (page-model.ts), which the page's blocks and running text
 * are written from, so the model's names and links are the page's.
 */
import {ReflectionKind, type Reflection, type ReferenceType} from 'typedoc';
import {symbolIdTarget, type LinkTarget} from './type-links';

export interface ReferencePages {
  /** The reflection's page (with its anchor) as the caller's links write it; none when it has no page. */
  pageOf(reflection: Reflection): string | undefined;
  /** Source line (release tag) of a declaration TypeDoc identifies by file and start. */
  sourceUrlAt(declarationFile: string, start: number): string | undefined;
}

/**
 * A reference's target: the section's page of its declaration; else the same declaration as
 * another section documents it (`decl:`, resolved at build time), falling back to its source
 * line or the external URL TypeDoc knows (MDN, a peer library's docs); else an external URL;
 * else none. Type parameters are never links.
 */
export function referenceTarget(model: ReferenceType, pages: ReferencePages): LinkTarget | undefined {
  const reflection = model.reflection;
  if (reflection?.kindOf(ReflectionKind.TypeParameter) || model.refersToTypeParameter) return undefined;
  const page = reflection ? pages.pageOf(reflection) : undefined;
  if (page !== undefined) return {kind: 'page', url: page};
  const declared = symbolIdTarget(model.symbolId, pages.sourceUrlAt);
  // js-logger's ILogger, which @powersync/common re-exports: the page of a section that
  // documents it, else the package's own documentation (externalSymbolLinkMappings).
  if (model.externalUrl)
    return declared?.kind === 'decl' ? {...declared, source: model.externalUrl} : {kind: 'url', url: model.externalUrl};
  return declared;
}

/**
 * A reference's name as the compiler prints it: an enum member with its enum
 * (`DiffTriggerOperation.UPDATE`; TypeDoc's reflection is named `UPDATE`), and a type of another
 * package that a declaration imports under a local name (`LockContext as RNQSLockContext`) by
 * the name its package exports: TypeDoc keeps the local name when it converts the written type,
 * a name no reader can import.
 */
export function referenceName(model: ReferenceType): string {
  const reflection = model.reflection;
  if (reflection?.kindOf(ReflectionKind.EnumMember) && reflection.parent)
    return `${reflection.parent.name}.${reflection.name}`;
  if (reflection) return reflection.name;
  const exported = model.qualifiedName;
  const renamedImport =
    !model.refersToTypeParameter &&
    !model.name.includes('.') &&
    /^[A-Za-z_$][\w$]*$/.test(exported) &&
    exported !== 'default' &&
    exported !== model.name;
  return renamedImport ? exported : model.name;
}
