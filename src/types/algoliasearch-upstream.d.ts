// The real `algoliasearch/lite`, under a name of its own: the search plugin aliases
// `algoliasearch/lite` to our client (src/plugins/search/browser/algoliasearch-lite.ts), whose
// hosted chunk (algoliasearch-lite-hosted.ts) imports the real client by this name.
declare module 'algoliasearch-lite-upstream' {
  export * from 'algoliasearch/lite';
}
