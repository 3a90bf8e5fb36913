import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import lit from 'eslint-plugin-lit';
import litA11y from 'eslint-plugin-lit-a11y';
import wc from 'eslint-plugin-wc';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist.next/**',
      'packages/components/cdn/**',
      'packages/components/cdn.next/**',
      '**/build/**',
      '**/.react-router/**',
      'test-results/**',
      'bench-results/**',
      '**/.cache/**',
      '**/.angular/**',
      // Astro's generated types and content store, in the corpus bench's Starlight project.
      '**/.astro/**',
      // Where builds wrote the workbench's stories before they moved to the build folder: a
      // checkout may still have them until deleted (git shows them as untracked).
      'site/storybook/stories/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['site/app/**/*.tsx'],
    ...jsxA11y.configs.recommended,
  },
  {
    files: ['site/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The components: Lit templates (bindings, invalid HTML, accessibility inside html``) and
    // custom-element rules (no attributes in constructors, listener teardown, valid names).
    files: ['packages/components/src/**/*.ts'],
    ...lit.configs['flat/recommended'],
  },
  {
    files: ['packages/components/src/**/*.ts'],
    ...wc.configs['flat/best-practice'],
  },
  {
    files: ['packages/components/src/**/*.ts'],
    ...litA11y.configs.recommended,
  },
  {
    // The field's <label> handles click to focus a control that is not labelable; keyboard users
    // reach that control by Tab, so a key handler on the label would add nothing. The rule allows
    // exceptions for custom elements only, hence this file-level one.
    files: ['packages/components/src/base/field.ts'],
    rules: { 'lit-a11y/click-events-have-key-events': 'off' },
  },
  {
    // Focused tests (it.only, describe.only, test.describe.only, …) would silently skip the rest
    // of the suite. Matched in every file, since shared suites define tests outside *.test.ts.
    files: ['**/*.{js,ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[property.name='only']:matches([object.name=/^(it|test|describe|suite|bench)$/], [object.property.name=/^(describe|serial|parallel)$/])",
          message: 'Focused tests skip the rest of the suite: remove .only before committing.',
        },
      ],
    },
  },
);
