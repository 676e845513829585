/**
 * tests/site runs as two processes (package.json `test:site`), so that its checks can use both
 * cores: the checks of the pages against the packages' declarations and the generated markdown
 * (declarations.ts; TypeScript compiler work, most of it), and every other file (all.ts).
 *
 * Both start with V8's young generation at 64 MB a semi-space (`--max-semi-space-size=64`, which
 * the test runner passes on): the compiler's trees outlive many scavenges of the default 16 MB,
 * each copying them again (tests/README.md has the runs with and without).
 */
export const DECLARATION_CHECKS = [
  'cross-sdk.test.ts',
  'fidelity.test.ts',
  'history-compiler.test.ts',
  'installed-lines.test.ts',
  'line-installs.test.ts',
  'mcp-missing.test.ts',
  'node-worker-entry.test.ts',
  'not-found-kinds.test.ts',
  'type-links.test.ts',
  'upgrade-guide.test.ts',
  'used-by.test.ts',
] as const;
