import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettier from 'eslint-config-prettier';
import i18next from 'eslint-plugin-i18next';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '.klama/**',
      'coverage/**',
      'apps/web/public/**',
      '.stryker-tmp*/**',
      'reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // every string a person sees goes through the message catalogues (apps/web/src/i18n): text in JSX, string literals inside JSX
    // expressions, and the attributes and props that carry words (labels, titles, tooltips, placeholders, messages)
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'apps/web/src/test/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'aria-label',
              'aria-roledescription',
              'aria-valuetext',
              'title',
              'alt',
              'placeholder',
              'label',
              'description',
              'message',
              'helper',
              'error',
            ],
          },
          // punctuation, digits and symbols alone ('·', ' ', '…', '×') are not words
          words: { exclude: [/^[\s\p{P}\p{S}\p{N}]*$/u] },
          // t and its namespaced copies (tMeta, tCommon) take message keys; formatters (formatDay…) a style name;
          // field and bilingual (admin forms) field names, side a language code (admin/bilingual.tsx); join a separator
          callees: {
            exclude: [
              'i18n(ext)?',
              't',
              't[A-Z]\\w*',
              'format\\w*',
              'field',
              'bilingual',
              'side',
              'require',
              'join',
              'includes',
              'startsWith',
              'endsWith',
              'replace',
              'test',
            ],
          },
        },
      ],
    },
  },
  {
    // typed SQL (docs/decisions/0032-typed-sql.md): rows are read with rows()/firstRow() and a zod row schema, statements are
    // composed with the sql template; db/ implements both
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/db/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='query'][typeArguments]",
          message: 'Unchecked row type: read rows with rows(db, RowSchema, statement) or firstRow() from db/rows.ts',
        },
        {
          selector: "CallExpression[callee.property.name='query'] > :matches(Literal, TemplateLiteral).arguments:first-child",
          message: 'A plain string statement: compose it with the sql template of db/sql.ts (its values become the $n)',
        },
      ],
    },
  },
  prettier,
  { files: ['**/*.test.{ts,tsx}', 'e2e/**', 'bench/**', 'scripts/**'], rules: { '@typescript-eslint/no-non-null-assertion': 'off' } },
);
