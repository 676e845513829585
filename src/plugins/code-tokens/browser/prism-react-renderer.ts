/**
 * Stands in for `prism-react-renderer` in the site's bundles (aliased by the code-tokens
 * plugin): code is highlighted at build time (src/remark/code-tokens.ts), and the theme's
 * only other import of it is the client module that hands `Prism` to
 * `@theme/prism-include-languages`, which does nothing here (src/theme/prism-include-languages.ts).
 */
export const Prism = {languages: {}};
