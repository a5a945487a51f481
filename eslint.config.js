// Lint: TypeScript rules, Electron security baseline, and the layering of the product.
// Layers (see CONTRIBUTING.md): shared/ is pure and imports no other layer; renderer/ imports shared/
// only; db/ imports shared/; main/ composes db/ and shared/; only main/electron/ and preload/ import
// `electron`; shared/rules/ does no I/O at all.
import tseslint from 'typescript-eslint';
import vue from 'eslint-plugin-vue';
import electronSecurity from 'eslint-plugin-electron-security';

const forbid = (groups, message) => groups.map((group) => ({ group: [group], message }));

const electronOnly = {
  group: ['electron', 'electron/*'],
  message: 'Only the thin Electron layer (main/electron/, preload/) may import electron.',
};

export default tseslint.config(
  { ignores: ['node_modules/**', 'out/**', 'dist/**', 'test-artifacts/**', 'bin/**', 'scripts/**'] },
  ...tseslint.configs.recommended,
  ...vue.configs['flat/recommended'].map((c) => ({ ...c, files: ['renderer/**/*.vue'] })),
  {
    files: ['renderer/**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.vue'] } },
    rules: { 'vue/multi-word-component-names': 'off', 'vue/max-attributes-per-line': 'off', 'vue/singleline-html-element-content-newline': 'off', 'vue/html-self-closing': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          ...forbid(['**/main/**', '**/preload/**', '**/renderer/**', '**/db/**'], 'shared/ imports nothing from main/, preload/, renderer/ or db/.'),
          electronOnly,
          ...forbid(['node:*', 'fs', 'path', 'os', 'child_process', 'better-sqlite3'], 'shared/ runs in the window too: no Node modules.'),
        ],
      }],
    },
  },
  {
    files: ['shared/rules/**/*.ts'],
    rules: {
      'no-restricted-properties': ['error',
        { object: 'Math', property: 'random', message: 'The rules engine is deterministic: use the seeded generator.' },
        { object: 'Date', property: 'now', message: 'The rules engine has no clock.' },
      ],
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Date']", message: 'The rules engine has no clock.' }],
    },
  },
  {
    files: ['renderer/**/*.ts', 'renderer/**/*.vue'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          ...forbid(['**/main/**', '**/preload/**', '**/db/**'], 'renderer/ talks to main only through the bridge (shared/bridge contract).'),
          electronOnly,
          ...forbid(['node:*', 'fs', 'path', 'better-sqlite3'], 'renderer/ runs in a sandboxed window: no Node modules.'),
        ],
      }],
    },
  },
  {
    files: ['db/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [...forbid(['**/main/**', '**/preload/**', '**/renderer/**'], 'db/ stands below main/: it imports shared/ only.'), electronOnly],
      }],
    },
  },
  {
    files: ['main/**/*.ts'],
    ignores: ['main/electron/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...forbid(['**/renderer/**', '**/preload/**'], 'main/ does not import the window code.'), electronOnly] }],
    },
  },
  {
    files: ['main/electron/**/*.ts', 'preload/**/*.ts'],
    ...electronSecurity.configs.recommended,
  },
  {
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
