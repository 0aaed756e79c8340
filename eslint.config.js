// @ts-check
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
// @ts-expect-error -- eslint-plugin-jsx-a11y publishes no types; its flat configs are plain objects.
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default defineConfig(
  { ignores: ['dist/', '.tmp/', '.astro/', 'node_modules/', 'data/', '.cache/', 'test-results/', 'directus/extensions/**/dist/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    // Type-aware rules for TypeScript (the project's tsconfig through the project service): a promise that
    // is neither awaited nor handed on (`void`) is a failure nobody hears of.
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  {
    // Tests fake what they call (vi.fn, JSON bodies) and reject with odd values on purpose: the rules about
    // `any` and rejection reasons stay for the code under test; unhandled promises stay errors here too.
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/prefer-promise-reject-errors': 'off',
    },
  },
  {
    // Accessibility of the islands' JSX (labels, roles, keyboard handlers beside click handlers).
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A dialog's wrapped primitives may take autoFocus (react-aria moves focus into the dialog, as the
      // APG dialog pattern asks); a bare DOM element still may not.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      // A scrolling region (a wide table or chart on a phone) takes focus so a keyboard can scroll it
      // (WCAG 2.1.1; axe's scrollable-region-focusable). Tab panels are focusable by the APG pattern.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region', 'tabpanel'], tags: [] }],
    },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['src/islands/**/*.{ts,tsx}', 'src/stores/**/*.ts'],
    // eslint-plugin-react-hooks 7 types its rules for its own RuleContext, which ESLint 10's Plugin type
    // does not accept; the plugin works as a flat-config plugin all the same.
    plugins: { 'react-hooks': /** @type {import('eslint').ESLint.Plugin} */ (/** @type {unknown} */ (reactHooks)) },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The finance engine is pure: no UI, no state, no network, no DOM (STYLE.md, habit 5).
    files: ['src/finance/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react/*', 'react-dom/*'], message: 'The finance engine is pure: no React.' },
            { group: ['nanostores', '@nanostores/*', '**/stores/**'], message: 'The finance engine is pure: no stores.' },
            { group: ['@directus/*', '**/directus/**'], message: 'The finance engine is pure: no backend calls.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'fetch', 'localStorage', 'sessionStorage', 'navigator'],
    },
  },
  {
    // One SDK boundary: only src/directus/ talks to Directus (STYLE.md, habit 4).
    files: ['src/**/*.{ts,tsx,astro}'],
    ignores: ['src/directus/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@directus/sdk'], message: 'Import from src/directus/ instead.' }] }],
    },
  },
  {
    // Stores keep state and answer failures as they came; the island that called says them (CONTRACTS.md §1).
    // The SDK-boundary pattern is repeated because this block replaces the rule's options for these files.
    files: ['src/stores/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@directus/sdk'], message: 'Import from src/directus/ instead.' },
            { group: ['sonner', '**/islands/**'], message: 'Stores answer the ApiError; the island that called shows it.' },
          ],
        },
      ],
    },
  },
  {
    // Islands use the wrapped primitives in islands/ui/, not react-aria-components directly.
    files: ['src/islands/**/*.{ts,tsx}'],
    ignores: ['src/islands/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react-aria-components'], message: 'Import the wrapped primitive from src/islands/ui/.' },
            {
              regex: '^(\\.\\./)+(islands/)?ui/?$',
              message: "Import the primitive's own file (ui/Button), so a page loads only what it uses.",
            },
          ],
        },
      ],
    },
  },
);
