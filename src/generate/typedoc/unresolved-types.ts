import ts from '../../typescript.cjs';
import {Converter, type Application, type Reflection} from 'typedoc';

/**
 * Stops generation when a declared type comes from a package that is not installed (a peer,
 * read for its types): the compiler resolves it to `any`, and the page would show `any` where
 * consumers see `SQLiteDBConnection | null`.
 */
export function watchUnresolvedTypes(app: Application): {problems: string[]} {
  const problems: string[] = [];
  const check = (reflection: Reflection, annotation: ts.TypeNode | undefined, checker: ts.TypeChecker) => {
    const unresolved = annotation && unresolvedTypeText(checker, annotation);
    if (unresolved)
      problems.push(
        `${reflection.getFullName()}: \`${unresolved}\` comes from a package that is not installed (install it for its types)`,
      );
  };
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    const node = context.getSymbolFromReflection(reflection)?.valueDeclaration;
    if (node && (ts.isPropertyDeclaration(node) || ts.isPropertySignature(node) || ts.isVariableDeclaration(node)))
      check(reflection, node.type, context.checker);
  });
  app.converter.on(Converter.EVENT_CREATE_SIGNATURE, (context, reflection, declaration) => {
    if (!declaration || ts.isJSDocSignature(declaration)) return;
    check(reflection, declaration.type, context.checker);
    declaration.parameters.forEach((parameter, index) => {
      const target = reflection.parameters?.[index];
      if (target) check(target, parameter.type, context.checker);
    });
  });
  return {problems};
}

/**
 * The first type name in an annotation that comes from a module the compiler cannot find
 * (the package is not installed), else undefined. A name that is merely wrong in a published
 * declaration (js-logger has no `Logger.ILogLevel`) is the package's own, and is shown as declared.
 */
export function unresolvedTypeText(checker: ts.TypeChecker, annotation: ts.TypeNode): string | undefined {
  let found: string | undefined;
  const visit = (node: ts.Node) => {
    if (found) return;
    const name = ts.isTypeReferenceNode(node) ? node.typeName : ts.isTypeQueryNode(node) ? node.exprName : undefined;
    if (name && importsFromMissingModule(checker, leftmost(name))) found = node.getText();
    else ts.forEachChild(node, visit);
  };
  visit(annotation);
  return found;
}

function leftmost(name: ts.EntityName): ts.Identifier {
  return ts.isIdentifier(name) ? name : leftmost(name.left);
}

function importsFromMissingModule(checker: ts.TypeChecker, identifier: ts.Identifier): boolean {
  const declaration = checker.getSymbolAtLocation(identifier)?.declarations?.[0];
  let node: ts.Node | undefined = declaration;
  while (node && !ts.isImportDeclaration(node) && !ts.isSourceFile(node)) node = node.parent;
  return !!node && ts.isImportDeclaration(node) && !checker.getSymbolAtLocation(node.moduleSpecifier);
}
