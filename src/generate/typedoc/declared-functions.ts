import ts from '../../typescript.cjs';
import {Comment, Context, ReflectionKind, type Application} from 'typedoc';

/**
 * Published declaration files turn `export const useQuery = (...) => ...` into
 * `export declare const useQuery: (...) => ...`, which TypeDoc documents as a
 * variable on the globals page. TypeDoc converts a variable as a function when its
 * comment carries the `@function` modifier, so we add that modifier to every
 * exported variable whose declared type is written as a function type.
 * The test is syntactic on purpose: a variable typed by a named type (an object
 * with call signatures and properties, say) stays a variable.
 */
export function convertDeclaredFunctionVariables(app: Application): void {
  const original = Context.prototype.getComment;
  if ((original as {wrapped?: boolean}).wrapped) return;
  const wrapped = function (this: Context, symbol: ts.Symbol, kind: ReflectionKind) {
    const comment = original.call(this, symbol, kind);
    if (kind !== ReflectionKind.Variable || !isDeclaredAsFunctionType(symbol)) return comment;
    const result = comment ?? new Comment();
    result.modifierTags.add('@function');
    return result;
  };
  (wrapped as {wrapped?: boolean}).wrapped = true;
  Context.prototype.getComment = wrapped;
  app.logger.verbose('[powersync] variables declared with a function type are documented as functions');
}

export function isDeclaredAsFunctionType(symbol: ts.Symbol): boolean {
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
  if (!declaration || !ts.isVariableDeclaration(declaration) || !declaration.type) return false;
  let type: ts.TypeNode = declaration.type;
  while (ts.isParenthesizedTypeNode(type)) type = type.type;
  return ts.isFunctionTypeNode(type);
}
