/**
 * The theme loads Prism's additional languages into the browser here. Code is highlighted at
 * build time (src/remark/code-tokens.ts loads them there), so the browser loads none.
 */
export default function prismIncludeLanguages(): void {}
