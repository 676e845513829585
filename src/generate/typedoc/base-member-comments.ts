import ts from '../../typescript.cjs';
import {
  Converter,
  ReflectionKind,
  type Application,
  type Comment,
  type Context,
  type DeclarationReflection,
} from 'typedoc';

/**
 * A member without a doc comment of its own shows the comment of the member it overrides,
 * implements or inherits, as TypeScript's quick info does. TypeDoc copies one only from a
 * member its project documents: Capacitor's `PowerSyncDatabase` overrides `openDBAdapter` and
 * `runExclusive` of `@powersync/web`'s class (not part of Capacitor's project), themselves
 * undocumented overrides of `AbstractPowerSyncDatabase`'s, and the page showed them without a
 * word; so did Capacitor 0.1's `CapacitorSQLiteAdapter.refreshSchema` (of `DBAdapter`). The
 * nearest base member with a doc comment, through `extends` and `implements`, lends its comment
 * here. A member of a mixin's intersection (`registerListener` of Capacitor 0.1's
 * `CapacitorSQLiteAdapter_base`: an undocumented object type's and `BaseObserver`'s) has a
 * declaration per part, and TypeDoc reads only the first: the documented one lends it.
 */
export function useBaseMemberComments(app: Application): void {
  // Read while the program is there (the conversion); lent once TypeDoc has copied what it can.
  const lent = new Map<DeclarationReflection, BaseComments>();
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (!reflection.kindOf(MEMBERS) || !reflection.parent?.kindOf(ReflectionKind.ClassOrInterface)) return;
    const symbol = context.getSymbolFromReflection(reflection);
    const declarations = symbol?.declarations ?? [];
    if (!symbol || (declarations[0] && hasDocComment(declarations[0]))) return;
    // TypeDoc reads the first declaration; a member the parts of an intersection declare has more.
    const source = declarations.some(hasDocComment) ? symbol : documentedBaseMember(context.checker, symbol);
    if (source) lent.set(reflection, baseComments(context, reflection.kind, source));
  });
  // After TypeDoc's ImplementsPlugin (priority 0) has copied the comments of members it documents.
  app.converter.on(
    Converter.EVENT_RESOLVE_END,
    () => {
      for (const [reflection, comments] of lent) if (!hasComment(reflection)) lendComment(reflection, comments);
      lent.clear();
    },
    -100,
  );
}

const MEMBERS = ReflectionKind.Method | ReflectionKind.Property | ReflectionKind.Accessor;

function hasComment(reflection: DeclarationReflection): boolean {
  return Boolean(
    reflection.comment ??
    [...(reflection.signatures ?? []), reflection.getSignature, reflection.setSignature].some((s) => s?.comment),
  );
}

const hasDocComment = (declaration: ts.Declaration) =>
  ts.getJSDocCommentsAndTags(declaration).some((node) => ts.isJSDoc(node) && (node.comment || node.tags?.length));

/** The nearest declaration of the member's name with a doc comment among its owner's bases. */
export function documentedBaseMember(checker: ts.TypeChecker, member: ts.Symbol): ts.Symbol | undefined {
  const seen = new Set<ts.Node>();
  let owners = (member.declarations ?? []).map((declaration) => declaration.parent);
  while (owners.length > 0) {
    const next: ts.Node[] = [];
    for (const owner of owners) {
      if (seen.has(owner) || !(ts.isClassLike(owner) || ts.isInterfaceDeclaration(owner))) continue;
      seen.add(owner);
      for (const clause of owner.heritageClauses ?? [])
        for (const base of clause.types) {
          const property = checker.getTypeAtLocation(base).getProperty(member.name);
          const declarations = property?.declarations ?? [];
          if (declarations.some(hasDocComment)) return property;
          next.push(...declarations.map((declaration) => declaration.parent));
        }
    }
    owners = next;
  }
  return undefined;
}

interface BaseComments {
  /** For each of the base's documented signatures (a method's overloads, an accessor's). */
  signatures: Comment[];
  /** The base member's own (a property's). */
  member?: Comment;
}

function baseComments(context: Context, kind: ReflectionKind, base: ts.Symbol): BaseComments {
  const signatures = (base.declarations ?? [])
    .filter(hasDocComment)
    .filter((declaration): declaration is ts.SignatureDeclaration => ts.isFunctionLike(declaration))
    .map((declaration) => context.getSignatureComment(declaration))
    .filter((comment) => comment !== undefined);
  return {signatures, member: context.getComment(base, kind)};
}

function lendComment(reflection: DeclarationReflection, comments: BaseComments): void {
  (reflection.signatures ?? []).forEach((signature, index) => {
    signature.comment = (comments.signatures[index] ?? comments.signatures[0])?.clone();
  });
  const accessors = [reflection.getSignature, reflection.setSignature].filter((signature) => signature !== undefined);
  for (const accessor of accessors) accessor.comment = (comments.member ?? comments.signatures[0])?.clone();
  if (!reflection.signatures?.length && accessors.length === 0) reflection.comment = comments.member?.clone();
}
