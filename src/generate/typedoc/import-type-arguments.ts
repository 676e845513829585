import ts from '../../typescript.cjs';
import {Context} from 'typedoc';

/**
 * Type arguments of import types. Declaration emit names a type its file does not import as
 * `import("vue").Ref<{ … }>`, and TypeDoc 0.28 converts such a node to a reference without its
 * type arguments: Vue's `useStatus` read `(): Ref`, a `Ref<any>`, where the package declares a
 * `Ref` of the status object.
 *
 * TypeDoc's converter for import types is not exported; it asks the context for the symbol at
 * the node, then for a reference to it. Both are public methods of `Context`, which TypeDoc
 * keeps on the class so that plugins can wrap them: the node of the last lookup is kept, and
 * the reference made right after it for that node gets the node's type arguments, each
 * converted as TypeDoc converts any type node.
 */
let installed = false;

export function keepImportTypeArguments(): void {
  if (installed) return;
  installed = true;
  const {getSymbolAtLocation, createSymbolReference} = Context.prototype;
  let pending: ts.ImportTypeNode | undefined;
  Context.prototype.getSymbolAtLocation = function (this: Context, node: ts.Node) {
    pending = importTypeAt(node);
    return getSymbolAtLocation.call(this, node);
  };
  Context.prototype.createSymbolReference = function (
    this: Context,
    ...args: Parameters<Context['createSymbolReference']>
  ) {
    const node = pending;
    pending = undefined;
    const reference = createSymbolReference.apply(this, args);
    const [, context, name] = args;
    if (node?.typeArguments?.length && !reference.typeArguments && name === importTypeName(node))
      reference.typeArguments = node.typeArguments.map((argument) => context.converter.convertType(context, argument));
    return reference;
  };
}

/** The import type a symbol lookup is for: the node itself, or its qualifier (`import("x").Name`). */
function importTypeAt(node: ts.Node): ts.ImportTypeNode | undefined {
  if (ts.isImportTypeNode(node)) return node;
  const parent = node.parent as ts.Node | undefined;
  return parent && ts.isImportTypeNode(parent) && parent.qualifier === node ? parent : undefined;
}

/** The name TypeDoc gives the reference of an import type. */
const importTypeName = (node: ts.ImportTypeNode) => node.qualifier?.getText() ?? '__module';
