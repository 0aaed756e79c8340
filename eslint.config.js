// @ts-check
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default defineConfig(
  { ignores: ['dist/', '.tmp/', '.astro/', 'node_modules/', 'data/', '.cache/', 'test-results/', 'directus/extensions/**/dist/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
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
        { patterns: [{ group: ['react-aria-components'], message: 'Import the wrapped primitive from src/islands/ui/.' }] },
      ],
    },
  },
);
