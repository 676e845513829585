// The real `algoliasearch/lite`, under a name of its own: in hosted mode the search plugin
// aliases `algoliasearch/lite` to our wrapper (src/plugins/search/browser/
// algoliasearch-lite-hosted.ts), which imports the real client by this name.
declare module 'algoliasearch-lite-upstream' {
  export * from 'algoliasearch/lite';
}
