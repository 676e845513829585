// @docsearch/react ships these entry points (the theme loads them lazily) without declarations.
declare module '@docsearch/react/modal' {
  export {DocSearchModal} from '@docsearch/react';
}
declare module '@docsearch/react/style';
