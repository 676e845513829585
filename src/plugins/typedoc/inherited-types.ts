import ts from 'typescript';
import {Converter, IntrinsicType, ReflectionKind, UnionType, type Application, type Context, type DeclarationReflection, type SomeType} from 'typedoc';

/**
 * Inherited members with the types they have on the class being read.
 *
 * TypeDoc converts a member from its declaration's type annotation when it has one. For a
 * member inherited from a generic base that annotation speaks of the base's type parameters:
 * `AbstractPowerSyncDatabase` showed `registerListener(listener: Partial<T>)` although it
 * has no `T` (it extends `BaseObserver<PowerSyncDBListener>`), and the compiler says
 * `Partial<PowerSyncDBListener>`. Where the member's type on this class differs from its
 * annotation's type, the type is converted again from the instantiated type the compiler
 * reports. Members whose types are the annotation's keep TypeDoc's conversion (and the
 * annotation's alias names).
 */
export function useInstantiatedInheritedTypes(app: Application): void {
  app.converter.on(Converter.EVENT_CREATE_SIGNATURE, (context, reflection, declaration, signature) => {
    if (!declaration || !signature || ts.isJSDocSignature(declaration)) return;
    const checker = context.checker;
    // The event's context may be scoped to the member or to its signature.
    const signatureContext = context.scope === reflection ? context : context.withScope(reflection);
    signature.getParameters().forEach((parameter, index) => {
      const target = reflection.parameters?.[index];
      const node = parameter.valueDeclaration;
      if (!target || !node || !ts.isParameter(node) || !node.type) return;
      const type = checker.getTypeOfSymbol(parameter);
      if (differs(checker, type, node.type)) target.type = optionalType(context.converter.convertType(signatureContext.withScope(target), type), !!node.questionToken);
    });
    const returnNode = declaration.type;
    if (returnNode && !checker.getTypePredicateOfSignature(signature) && differs(checker, signature.getReturnType(), returnNode)) {
      reflection.type = context.converter.convertType(signatureContext, signature.getReturnType());
    }
  });

  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context: Context, reflection: DeclarationReflection) => {
    if (!reflection.kindOf(ReflectionKind.Property)) return;
    const symbol = context.getSymbolFromReflection(reflection);
    const node = symbol?.valueDeclaration;
    if (!symbol || !node || !(ts.isPropertyDeclaration(node) || ts.isPropertySignature(node)) || !node.type) return;
    const type = context.checker.getTypeOfSymbol(symbol);
    if (differs(context.checker, type, node.type)) {
      reflection.type = optionalType(context.converter.convertType(context.withScope(reflection), type), reflection.flags.isOptional);
    }
  });
}

/** Whether the member's type on this class is not its annotation's (undefined of `?` aside). */
function differs(checker: ts.TypeChecker, type: ts.Type, annotation: ts.TypeNode): boolean {
  const annotated = checker.getTypeFromTypeNode(annotation);
  if (type === annotated) return false;
  const flags = ts.TypeFormatFlags.NoTruncation;
  return checker.typeToString(checker.getNonNullableType(type), undefined, flags) !== checker.typeToString(checker.getNonNullableType(annotated), undefined, flags);
}

/** The `| undefined` that strict adds to an optional member is what its `?` already shows. */
function optionalType(type: SomeType, optional: boolean): SomeType {
  if (!optional || !(type instanceof UnionType)) return type;
  const kept = type.types.filter((member) => !(member instanceof IntrinsicType && member.name === 'undefined'));
  return kept.length === 1 ? kept[0] : new UnionType(kept);
}
