// One lint setup for the site, the build scripts and the tests: TypeScript's recommended rules,
// React's rules of hooks, and jsx-a11y's accessibility checks on every component.
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'public/',
      '.cache/',
      'node_modules/',
      'screenshots/',
      'types/gatsby-types.d.ts',
      // The benchmark's bare Gatsby page: what Gatsby writes when scripts/bench.mjs builds it.
      'bench/bare-page/public/',
      'bench/bare-page/.cache/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The two classic rules; the React Compiler's rules in v7's preset fit code the compiler builds.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['src/**/*.tsx', 'gatsby-*.tsx'], ...jsxA11y.flatConfigs.recommended },
  // One direction (docs/architecture.md): only src/views places islands, so no island's part holds
  // another island.
  {
    files: ['src/components/**', 'src/hooks/**', 'src/theme/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/islands', '**/islands/*', '!**/lib/islands'],
              message: 'Only src/views places islands (docs/architecture.md, "Islands"); a component is a part, never a frame.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{cjs,mjs,js}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // The first-tap benchmark sends some of its functions to the page it measures.
  { files: ['scripts/bench-taps.mjs'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  { files: ['__tests__/**', 'jest.setup.ts', '__mocks__/**'], languageOptions: { globals: { ...globals.jest, ...globals.node } } },
)
