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
  { ignores: ['node_modules/**', 'out/**', 'dist/**', 'test-artifacts/**', 'bin/**', 'scripts/**', '.look/**'] },
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
    // The bots are as pure as the engine: seeded, and a time budget only through an injected clock.
    files: ['shared/rules/**/*.ts', 'shared/bots/**/*.ts'],
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
    // One door per Electron power (Heroic's one IPC file, VS Code's checked senders): IPC handlers are
    // registered only by main/electron/ipc.ts (over the contract, sender-checked), windows and
    // openExternal only in main.ts, the renderer's IPC only in the preload.
    files: ['main/electron/**/*.ts', 'preload/**/*.ts'],
    rules: {
      'electron-security/require-factory': ['error', {
        factories: [
          { api: 'ipcMain.handle', use: 'registerContractHandlers', allowIn: ['main/electron/ipc.ts'] },
          { api: 'ipcMain.handleOnce', use: 'registerContractHandlers', allowIn: ['main/electron/ipc.ts'] },
          { api: 'ipcMain.on', use: 'registerContractHandlers', allowIn: ['main/electron/ipc.ts'] },
          { api: 'ipcMain.once', use: 'registerContractHandlers', allowIn: ['main/electron/ipc.ts'] },
          { api: 'ipcMain.addListener', use: 'registerContractHandlers', allowIn: ['main/electron/ipc.ts'] },
          // native.ts: a hidden, script-less window that prints a summary and is destroyed.
          { api: 'BrowserWindow', use: 'createWindow', allowIn: ['main/electron/main.ts', 'main/electron/native.ts'] },
          { api: 'shell.openExternal', use: 'openExternalSafely', allowIn: ['main/electron/main.ts'] },
          { api: 'ipcRenderer.invoke', allowIn: ['preload/preload.ts'] },
          { api: 'ipcRenderer.on', allowIn: ['preload/preload.ts'] },
          { api: 'ipcRenderer.send', allowIn: [] },
          { api: 'ipcRenderer.sendSync', allowIn: [] },
          { api: 'contextBridge.exposeInMainWorld', allowIn: ['preload/preload.ts'] },
        ],
      }],
      // parseExternalUrl (main/policy/urls.ts) admits https only and brands the result.
      'electron-security/no-open-external-with-dynamic-url': ['warn', { urlValidators: ['parseExternalUrl'] }],
    },
  },
  {
    // The session's permission handler is installed by hardenSession (main/electron/harden.ts, tested
    // with fakes), called from main.ts; the rule cannot follow the call, so only its other half stays.
    files: ['main/electron/main.ts'],
    rules: { 'electron-security/require-permission-request-handler': ['warn', { requireHandler: false }] },
  },
  {
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
