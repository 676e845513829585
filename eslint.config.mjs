// Lint rules for the site's own code (`npm run lint`); formatting is Prettier's (eslint-config-prettier last).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      '.cache/',
      'reference/',
      // Each further line's generated pages and sidebars (.gitignore), as reference/ is the default line's.
      'lines/*/reference/',
      'test-results/',
      'node_modules/',
      'bench/baseline/',
      'bench/tools/',
      'bench/out/',
      'bench/typedoc-html/build/',
      'packages/*/dist/',
      // The SDK repository .github/workflows/releases.yml checks out for the demos.
      '.powersync-js/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['src/theme/**/*.tsx', 'src/components/**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    languageOptions: {globals: {...globals.node, ...globals.browser}},
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none'},
      ],
    },
  },
  {
    // A fixed sleep cannot prove a state: wait for a positive signal that it has settled instead.
    files: ['tests/e2e/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {property: 'waitForTimeout', message: 'Wait for a positive signal (an element, a request, an attribute).'},
      ],
    },
  },
  prettier,
);
