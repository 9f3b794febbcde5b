// ESLint over every JavaScript file of the project: the element and the demo
// (browser modules), the scripts and the page tests (Node). Formatting is
// Prettier's job (.prettierrc.json); this catches mistakes.
import js from '@eslint/js';
import globals from 'globals';

export default [
  {
    ignores: [
      'pkg/',
      'pkg-ladder/',
      'pkg-logic/',
      'pkg-stepper/',
      'target/',
      'node_modules/',
      'test-results/',
      'dist/',
      '.cache/',
    ],
  },
  js.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-var': 'error',
      'prefer-const': 'error',
      'no-unused-vars': ['error', { args: 'after-used', caughtErrors: 'none' }],
      'no-implicit-coercion': 'error',
      'object-shorthand': 'error',
      curly: ['error', 'multi-line'],
    },
  },
  {
    files: ['www/**/*.js', 'tests/package/**/*.js', 'tests/integrations/*/src/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // Short functions with one job, in files of one subject.
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: false, skipComments: true }],
      'max-lines': ['error', { max: 600, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // engine/ is the one room that imports a wasm package: the others reach
    // the engine through it (load.js, the workers, event-kind.js, move-kind.js).
    files: ['www/**/*.js'],
    ignores: ['www/sudoku-dlx/engine/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)pkg(-[a-z]+)?/', message: 'only engine/ imports a wasm package' }] },
      ],
    },
  },
  {
    files: ['www/sudoku-dlx/engine/solver-worker.js', 'www/sudoku-dlx/engine/race-worker.js'],
    languageOptions: { globals: { ...globals.worker } },
  },
  {
    files: ['scripts/**/*.mjs', 'eslint.config.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The page tests run in Node and hand functions to the browser.
    files: ['tests/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // CommonJS, as a config of Eleventy or an `npm init -y` project is.
    files: ['tests/**/*.cjs', 'tests/integrations/eleventy/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
];
