/**
 * What a package's declarations say is deprecated, as the compiler reads their JSDoc: the
 * independent side of the "(deprecated)" mark of search hits (tests/site/fidelity.test.ts),
 * which are made from the page model. TypeDoc's rule, which pages and records follow: a symbol
 * or member is deprecated when every one of its declarations says `@deprecated` (a function's or
 * method's overloads each, an accessor's get and set).
 */
import ts from '../../typescript.cjs';

const isDeprecated = (declaration: ts.Declaration) =>
  ts.getJSDocTags(declaration).some((tag) => tag.tagName.text === 'deprecated');

export const everyDeclarationDeprecated = (declarations: readonly ts.Declaration[]): boolean =>
  declarations.length > 0 && declarations.every(isDeprecated);

/** The declarations of a symbol that its page in `folder` documents (an interface merged with a const: one each). */
const DOCUMENTED_IN: Record<string, (declaration: ts.Declaration) => boolean> = {
  classes: ts.isClassDeclaration,
  interfaces: ts.isInterfaceDeclaration,
  enumerations: ts.isEnumDeclaration,
  functions: (declaration) => ts.isFunctionDeclaration(declaration) || ts.isVariableDeclaration(declaration),
  'type-aliases': ts.isTypeAliasDeclaration,
  variables: ts.isVariableDeclaration,
};

export const pageDeclarations = (symbol: ts.Symbol, folder: string): ts.Declaration[] =>
  (symbol.declarations ?? []).filter((declaration) => DOCUMENTED_IN[folder]?.(declaration));
