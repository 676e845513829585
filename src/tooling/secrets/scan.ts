/**
 * Finds strings that look like credentials, for the check that neither the repository nor
 * the built site carries one. The hosted search key is read from ALGOLIA_API_KEY at build
 * time (src/plugins/search/settings.ts) and must never be committed; a search-only key does
 * end up in the built pages by design when hosted search is on, so the site check runs on
 * a build made without it (the default).
 */
export interface SecretFinding {
  kind: string;
  /** The match with its middle masked, so reports do not repeat the secret. */
  masked: string;
  line: number;
}

const PATTERNS: Array<{kind: string; pattern: RegExp}> = [
  {kind: 'private key', pattern: /-----BEGIN (?:[A-Z]+ )*PRIVATE KEY-----/g},
  {kind: 'AWS access key id', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g},
  {kind: 'GitHub token', pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{40,})\b/g},
  {kind: 'npm token', pattern: /\bnpm_[A-Za-z0-9]{36}\b/g},
  {kind: 'Slack token', pattern: /\bxox[abprs]-[A-Za-z0-9-]{10,}/g},
  {kind: 'Google API key', pattern: /\bAIza[0-9A-Za-z_-]{35}\b/g},
  {kind: 'secret key (sk-…)', pattern: /\bsk-(?:live_|test_|proj-)?[A-Za-z0-9_-]{32,}/g},
  // Algolia application keys (admin, search, write) are 32 hex characters.
  {kind: 'Algolia-style API key', pattern: /(?<![A-Za-z0-9])[a-f0-9]{32}(?![A-Za-z0-9])/g},
  // The value is a run of characters keys are written in: compiled JSX such as
  // `"token: ",(0,t.jsx)(…,{className:"` (a signature's property `token: string`) is not one.
  {
    kind: 'credential assignment',
    pattern:
      /\b(?:api[_-]?key|apiKey|secret|token|password|passwd)["']?\s*[:=]\s*["'`]([A-Za-z0-9_\-+/=.~]{16,})["'`]/gi,
  },
];

/** Values that look like credentials but are placeholders we ship on purpose. */
// 'test-search-only-key': the browser tests' fake hosted-search key (src/tooling/hosted-fixture.ts).
const ALLOWED = new Set(['local-search-only', 'test-search-only-key']);

export function findSecrets(text: string): SecretFinding[] {
  const findings: SecretFinding[] = [];
  for (const {kind, pattern} of PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const value = match[1] ?? match[0];
      if (ALLOWED.has(value)) continue;
      findings.push({kind, masked: mask(match[0]), line: text.slice(0, match.index).split('\n').length});
    }
  }
  return findings;
}

function mask(value: string): string {
  return value.length <= 8 ? '****' : `${value.slice(0, 4)}…${value.slice(-2)}`;
}
