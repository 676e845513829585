import crypto from 'node:crypto';
import path from 'node:path';
import ts from '../../typescript.cjs';
import {createSlugger} from '@docusaurus/utils';
import {
  normalizePath,
  Converter,
  DeclarationReflection,
  ReflectionKind,
  SignatureReflection,
  SourceReference,
  type Application,
  type Reflection,
} from 'typedoc';
import {MarkdownPageEvent} from 'typedoc-plugin-markdown';
import type {SectionSymbolRecord} from '../../cross-sdk/symbol-map';
import {SourceLocator, sourceLineUrl, type RepositoryPackage} from './source-links';
import {symbolIdKey} from './type-links';
import {typeArgumentLiterals} from './type-argument-members';

const PAGE_KINDS =
  ReflectionKind.Class |
  ReflectionKind.Interface |
  ReflectionKind.Enum |
  ReflectionKind.Function |
  ReflectionKind.TypeAlias |
  ReflectionKind.Variable |
  ReflectionKind.Namespace;

/** The published declaration node behind each reflection, kept while TypeDoc converts. */
class DeclarationNodes {
  private readonly nodes = new WeakMap<Reflection, ts.Node>();
  private readonly allDeclarations = new WeakMap<Reflection, readonly ts.Node[]>();

  constructor(app: Application) {
    app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
      const declarations = context.getSymbolFromReflection(reflection)?.declarations;
      if (!declarations?.length) return;
      this.nodes.set(reflection, declarations[0]);
      this.allDeclarations.set(reflection, declarations);
    });
    app.converter.on(Converter.EVENT_CREATE_SIGNATURE, (_context, reflection, node) => {
      if (node && !ts.isJSDocSignature(node)) this.nodes.set(reflection, node);
    });
  }

  node(reflection: Reflection): ts.Node | undefined {
    return (
      this.nodes.get(reflection) ??
      (reflection instanceof SignatureReflection ? this.nodes.get(reflection.parent) : undefined)
    );
  }

  declarations(reflection: Reflection): readonly ts.Node[] {
    return this.allDeclarations.get(reflection) ?? [];
  }
}

/**
 * Replaces TypeDoc's sources (lines of `lib/*.d.ts` in node_modules) with the declaration in
 * the package's published `src/` file, linked at the release tag; drops them where that
 * cannot be computed reliably, so a page never shows a declaration-file path or a wrong line.
 * Also records, per page, what the cross-SDK symbol map needs. Returns the records.
 */
export function useRepositorySources(
  app: Application,
  options: {
    repository: string;
    packages: RepositoryPackage[];
    /** An interface page that also documents the constructor const of its name (merged-declarations.ts). */
    hasValue?: (reflection: DeclarationReflection) => boolean;
  },
): {
  records: SectionSymbolRecord[];
  counts: {linked: number; unlinked: number};
  sourceUrlAt: (declarationFile: string, start: number) => string | undefined;
} {
  const nodes = new DeclarationNodes(app);
  const locator = new SourceLocator(options.packages);
  const counts = {linked: 0, unlinked: 0};
  const records: SectionSymbolRecord[] = [];

  // After SourcePlugin (RESOLVE_BEGIN) has filled `sources`.
  app.converter.on(Converter.EVENT_RESOLVE_END, (context) => {
    for (const reflection of Object.values(context.project.reflections)) {
      if (!(reflection instanceof DeclarationReflection || reflection instanceof SignatureReflection)) continue;
      if (!reflection.sources?.length) continue;
      const node = nodes.node(reflection);
      const found = node && locator.locate(node);
      if (!found) {
        reflection.sources = undefined;
        // Counted: declarations of the repository's packages that get no link. Members of object
        // types and declarations of other packages (js-logger, lib.dom) never have one.
        const inObjectType =
          reflection.parent instanceof DeclarationReflection && reflection.parent.kindOf(ReflectionKind.TypeLiteral);
        const owner = node && locator.packageOf(node.getSourceFile().fileName);
        if (!inObjectType && owner && options.packages.some((pkg) => pkg.packageName === owner.packageName))
          counts.unlinked += 1;
        continue;
      }
      const {pkg, location} = found;
      const source = new SourceReference(normalizePath(`${pkg.repoDirectory}/${location.file}`), location.line, 0);
      source.url = sourceLineUrl(options.repository, pkg, location.file, location.line);
      reflection.sources = [source];
      counts.linked += 1;
    }
  });

  app.renderer.on(MarkdownPageEvent.END, (event) => {
    const page = event as unknown as MarkdownPageEvent;
    const model = page.model;
    // Symbol pages only (not the section index or the globals page, whose model is the project).
    if (!(model instanceof DeclarationReflection) || !model.kindOf(PAGE_KINDS)) return;
    const declarations = nodes.declarations(model);
    const first = declarations[0];
    const owner = first && locator.packageOf(first.getSourceFile().fileName);
    const declaration =
      first && owner
        ? `${owner.packageName}@${owner.version}/${posixRelative(owner.root, first.getSourceFile().fileName)}#${model.name}`
        : `unknown#${model.id}`;
    const text = declarations.map((d) => d.getText().replace(/\s+/g, ' ')).join('\n');
    records.push({
      name: model.name,
      kind: ReflectionKind[model.kind] ?? String(model.kind),
      ...(options.hasValue?.(model) ? {value: true} : {}),
      page: page.url,
      declaration,
      typeKey: typeKeyOf(model),
      signature: crypto.createHash('sha256').update(text).digest('hex').slice(0, 16),
      source: model.sources?.[0]?.url,
      ...memberAnchors(model, (member) => app.renderer.router?.getAnchor(member)),
    });
  });

  return {records, counts, sourceUrlAt: (file, start) => locator.sourceUrlAt(options.repository, file, start)};
}

/**
 * The page's members with their anchors, as `members` of its record (none: no field). An own
 * member under its own key. An inherited member under this page's declaration and its name
 * (`…#PowerSyncDatabase.close` on the Web SDK's page, though `close` is declared in
 * AbstractPowerSyncDatabase): a subclass elsewhere that names this class through an import
 * alias ("Inherited from WebPowerSyncDatabase.close" in Capacitor) links here. Never under the
 * base member's own key: that must lead to the base's page, not to each subclass.
 */
export function memberAnchors(
  model: DeclarationReflection,
  anchorOf: (member: DeclarationReflection) => string | undefined,
  keyOf: (reflection: DeclarationReflection) => string | undefined = typeKeyOf,
): Pick<SectionSymbolRecord, 'members'> {
  const members: Record<string, string> = {};
  const pageKey = keyOf(model);
  for (const member of model.children ?? []) {
    const key = member.inheritedFrom ? pageKey && `${pageKey}.${memberSymbolName(member)}` : keyOf(member);
    const anchor = anchorOf(member);
    if (key && anchor && !(key in members)) members[key] = anchor;
  }
  // An alias's "Type Declaration" members (type-argument-members.ts) are headings of the page
  // too, with the ids the page's headings get: `{@link SyncDataFlowStatus#downloading}` lands on one.
  if (model.kindOf(ReflectionKind.TypeAlias) && pageKey) {
    const slugger = createSlugger();
    for (const member of typeArgumentLiterals(model.type).flatMap((literal) => literal.children ?? [])) {
      const key = `${pageKey}.${member.name}`;
      const anchor = slugger.slug(`${member.name}${member.flags.isOptional ? '?' : ''}`);
      if (!(key in members)) members[key] = anchor;
    }
  }
  return Object.keys(members).length > 0 ? {members} : {};
}

/** A member's name as its symbol's qualified name ends: a constructor is `__constructor`. */
const memberSymbolName = (member: DeclarationReflection) =>
  member.kindOf(ReflectionKind.Constructor) ? '__constructor' : member.name;

/** The key type references to this page's declaration carry (see type-links.ts). */
function typeKeyOf(model: DeclarationReflection): string | undefined {
  return symbolIdKey(model.project.getSymbolIdFromReflection(model));
}

const posixRelative = (from: string, to: string) => path.relative(from, to).split(path.sep).join('/');
