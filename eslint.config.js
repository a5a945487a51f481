// Lint: TypeScript rules, Electron security baseline, and the layering of the product.
//
// The layers are the rows of the folder map in CONTRIBUTING.md: one zone per row, and its "may import"
// column as an allow-list. eslint-plugin-boundaries checks every import, export-from, dynamic import
// and require against it, after resolving it the way TypeScript does (eslint-import-resolver-typescript
// over both tsconfigs), so `'../db'`, `'../db/index'` and `'../../db/store'` are all "db/". Packages
// and Node built-ins go through the same table. tests/lint/boundaries.test.ts plants a forbidden and
// an allowed import in every zone and expects lint to refuse and pass them.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import vue from 'eslint-plugin-vue';
import electronSecurity from 'eslint-plugin-electron-security';
import boundaries from 'eslint-plugin-boundaries';

const root = dirname(fileURLToPath(import.meta.url));

// Groups of zones, as the folder map's "may import" column names them.
const RULES = ['shared/rules/polkovodets/', 'shared/rules/referee/', 'shared/rules/random.ts'];
const SHARED = [...RULES, 'shared/vocab/', 'shared/pieces/', 'shared/bots/', 'shared/bridge/', 'shared/presets/', 'shared/publicState.ts', 'shared/summary/', 'shared/print/'];
// main/'s rooms that a shell composes; the shells themselves (cli, web, electron) import no other shell.
const MAIN = ['main/campaign/', 'main/app/', 'main/policy/', 'main/summary/', 'main/bots/', 'main/net/'];

const R = 'renderer/src/';
/** The window's zones (the rows of the folder map for renderer/). */
const WINDOW = ['renderer: entry', 'renderer: packet', 'renderer: stores', 'renderer: bridge', 'renderer: i18n', 'renderer: components', 'renderer: pure'];

/**
 * The zones: the folder (or file) of each row of CONTRIBUTING.md's folder map, and what it may import.
 * `'assets/'`: the default map is compiled into the engine, the fonts into the window.
 * `'package.json'`: the version `polk --version` prints.
 */
export const ZONES = [
  // The engine speaks codes with typed detail, never words: it imports nothing of the catalog (or of
  // anything above it), so the words depend on the rules and never the other way round.
  { zone: 'shared/rules/polkovodets/', mayImport: ['shared/rules/random.ts', 'assets/'] },
  { zone: 'shared/rules/referee/', mayImport: [...RULES, 'shared/vocab/'] },
  { zone: 'shared/rules/random.ts', mayImport: [] },
  // The catalog of every word the game says (issue 10, part 4), the engine's refusals included.
  // It reads only the engine (its types, and the few constants and sums its words quote), so the
  // words stay below everything that shows them: not the referee, not random.ts, no other folder.
  { zone: 'shared/vocab/', mayImport: ['shared/rules/polkovodets/'] },
  // The piece catalogue (issue 20): every army's letter, colours and pattern, every type's symbol,
  // with their names from the catalog and their classes from the engine; below all that shows them.
  { zone: 'shared/pieces/', mayImport: ['shared/rules/polkovodets/', 'shared/vocab/'] },
  // The computer opponents (issue 12): as pure as the engine.
  { zone: 'shared/bots/', mayImport: SHARED },
  { zone: 'shared/bridge/', mayImport: SHARED },
  // Presets word their refusals with the catalog's numbers and lists of armies.
  { zone: 'shared/presets/', mayImport: [...RULES, 'shared/vocab/'] },
  { zone: 'shared/publicState.ts', mayImport: RULES },
  { zone: 'shared/summary/', mayImport: SHARED },
  // The field and the counters on paper (issue 13), and the map's colours the window shares.
  { zone: 'shared/print/', mayImport: SHARED },
  { zone: 'db/', mayImport: SHARED },
  { zone: 'main/campaign/', mayImport: ['db/', ...SHARED] },
  { zone: 'main/cli/', mayImport: [...MAIN, 'db/', ...SHARED, 'package.json'] },
  { zone: 'main/app/', mayImport: [...MAIN, ...SHARED, 'package.json'] },
  { zone: 'main/policy/', mayImport: SHARED },
  // The loopback and club-network listener (tokens, the view entry, the lockout), for any shell.
  { zone: 'main/net/', mayImport: [...MAIN, ...SHARED] },
  { zone: 'main/web/', mayImport: [...MAIN, ...SHARED] },
  { zone: 'main/electron/', mayImport: [...MAIN, ...SHARED] },
  { zone: 'main/summary/', mayImport: [...MAIN, ...SHARED] },
  // The bots' worker thread and its runner.
  { zone: 'main/bots/', mayImport: [...MAIN, ...SHARED] },
  { zone: 'preload/', mayImport: ['shared/bridge/'] },
  // The window, by role rather than folder (issue 20): the first role whose files hold a file is its
  // zone (WINDOW_ROLES, below). Components never call the bridge: they go through a store.
  { zone: 'renderer: entry', files: [`${R}main.ts`], mayImport: [...WINDOW, 'renderer/src/style.css', ...SHARED, 'assets/'] },
  // The move packet's page (issue 23): an entry of its own, built into one file; the engine and the
  // catalog from shared/, the map's drawing and view model, never a store or the bridge (it has no console).
  { zone: 'renderer: packet', files: [`${R}packet/**`], mayImport: ['renderer: packet', 'renderer: pure', 'renderer: i18n', ...SHARED, 'assets/'] },
  { zone: 'renderer: stores', files: [`${R}stores/**`, `${R}editor/store.ts`], mayImport: ['renderer: stores', 'renderer: bridge', 'renderer: pure', 'renderer: i18n', ...SHARED] },
  // The transports' failures are the catalog's words (shared/vocab/transport.ts).
  { zone: 'renderer: bridge', files: [`${R}bridge/**`], mayImport: ['renderer: bridge', 'shared/bridge/', 'shared/vocab/'] },
  { zone: 'renderer: i18n', files: [`${R}i18n/**`], mayImport: ['renderer: i18n', ...SHARED] },
  { zone: 'renderer: components', files: [`${R}**/*.vue`, `${R}screens/**`], mayImport: ['renderer: components', 'renderer: stores', 'renderer: pure', 'renderer: i18n', ...SHARED, 'assets/'] },
  // What draws or computes: geometry, drawing, view models, the editor's model and tools, the map stage.
  { zone: 'renderer: pure', files: [`${R}**/*.ts`], mayImport: ['renderer: pure', 'renderer: i18n', ...SHARED, 'assets/'] },
  // The window's style sheet (the entry imports it).
  { zone: 'renderer/src/style.css', mayImport: [] },
  { zone: 'assets/', mayImport: [] },
  { zone: 'package.json', mayImport: [] },
  { zone: 'tests/', mayImport: ['**'] },
  { zone: 'bench/', mayImport: ['**'] },
];

/** Zones that run in the window, or are pure: no Node built-ins (`fs` or `node:fs` alike). */
const NO_NODE = [...SHARED, 'preload/', ...WINDOW];
/** Node built-ins are for these. */
const NODE_OK = ['db/', 'main/campaign/', 'main/cli/', 'main/app/', 'main/policy/', 'main/web/', 'main/electron/', 'main/summary/', 'main/bots/', 'main/net/', 'tests/', 'bench/'];

const element = ({ zone, files }) =>
  files ? { type: zone, pattern: files, mode: 'full' }
    : zone.endsWith('/') ? { type: zone, pattern: zone.slice(0, -1), partialMatch: false } : { type: zone, pattern: zone, mode: 'full' };

// A zone's glob as a regular expression, for zoneOf: a double star and slash is any folders or none,
// a double star anything, a star anything within one folder.
const escape = (t) => t.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
const globRegExp = (glob) =>
  new RegExp(`^${glob.split('**/').map((a) => a.split('**').map((b) => b.split('*').map(escape).join('[^/]*')).join('.*')).join('(?:.*/)?')}$`);
const matchers = ZONES.map((z) => ({ zone: z.zone, test: z.files ? (f) => z.files.some((g) => globRegExp(g).test(f)) : z.zone.endsWith('/') ? (f) => f.startsWith(z.zone) : (f) => f === z.zone }));

/**
 * The zone of a root-relative file, as the lint sees it: a window role by its first matching row
 * (they are listed most particular first), elsewhere the longest folder (or the one file) holding it.
 */
export function zoneOf(file) {
  const hits = matchers.filter((m) => m.test(file)).map((m) => m.zone);
  const role = hits.find((z) => WINDOW.includes(z));
  return role ?? hits.sort((a, b) => b.length - a.length)[0];
}

const from = (zones) => ({ element: { types: { anyOf: zones } } });

const layers = [
  {
    files: ['**/*.ts', '**/*.vue'],
    plugins: { boundaries },
    settings: {
      // tsconfig.json references both projects (node and window).
      'import/resolver': { typescript: { project: `${root}/tsconfig.json` } },
      'boundaries/root-path': root,
      'boundaries/elements': ZONES.map(element),
      'boundaries/elements-single-match': true,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import', 'require'],
      'boundaries/legacy-templates': false,
      // A file zone needs `mode: 'full'`: in 7.2 its suggested successor `partialMatch: false` keeps folder
      // semantics (pattern + '/**'), which no single file matches; so the deprecation notice is muted.
      'boundaries/legacy-warnings': false,
    },
    rules: {
      'boundaries/dependencies': ['error', {
        default: 'disallow',
        // Packages and Node built-ins are checked too, and an import of a file in no zone is refused.
        checkAllOrigins: true,
        checkUnknownLocals: true,
        message:
          '{{from.element.types.[0]}} may not import {{#if to.element.types}}{{to.element.types.[0]}}{{else}}"{{dependency.source}}"{{/if}} — see "may import" in the folder map of CONTRIBUTING.md.',
        policies: [
          ...ZONES.map((z) => ({ from: from([z.zone]), allow: { to: { element: { types: { anyOf: z.mayImport } } } } })),
          // Packages, but for the few that belong to one layer (below).
          { allow: { to: { module: { origin: 'external' } } } },
          { from: from(NODE_OK), allow: { to: { module: { origin: 'core' } } } },
          {
            from: from(NO_NODE),
            disallow: { to: { module: { origin: 'core' } } },
            message: '{{from.element.types.[0]}} runs in the window or is pure: no Node built-in ("{{dependency.source}}").',
          },
          {
            from: { element: { types: { noneOf: ['main/electron/', 'preload/', 'tests/', 'bench/'] } } },
            disallow: { to: { module: { source: 'electron' } } },
            message: 'Only the thin Electron layer (main/electron/, preload/) may import electron.',
          },
          {
            from: { element: { types: { noneOf: ['db/', 'main/campaign/', 'tests/', 'bench/'] } } },
            disallow: { to: { module: { source: 'better-sqlite3' } } },
            message: 'SQLite is the campaign file\'s business: better-sqlite3 only in db/ (and main/campaign/).',
          },
          {
            from: from(['preload/']),
            disallow: { to: { module: { origin: 'external', source: '!electron' } } },
            message: 'The sandboxed preload requires nothing but electron ("{{dependency.source}}").',
          },
        ],
      }],
      // A product file outside every zone has no row in the map yet.
      'boundaries/no-unknown-files': 'off',
    },
  },
  {
    files: ['shared/**/*.ts', 'db/**/*.ts', 'main/**/*.ts', 'preload/**/*.ts', 'renderer/**/*.ts', 'renderer/**/*.vue'],
    rules: { 'boundaries/no-unknown-files': 'error' },
  },
];

// The rules engine, the referee and the bots are deterministic: no clock, no entropy, however it is
// reached (a bot's time budget comes through an injected clock).
const NO_CLOCK = 'The rules engine has no clock: time comes in as data.';
const NO_ENTROPY = 'The rules are deterministic: randomness comes from the seeded generator (shared/rules/random.ts).';
const pureRules = [
  {
    files: ['shared/rules/**/*.ts', 'shared/bots/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error',
        { name: 'Date', message: NO_CLOCK },
        { name: 'performance', message: NO_CLOCK },
        { name: 'crypto', message: NO_ENTROPY },
        { name: 'process', message: 'The rules engine does no I/O.' },
        { name: 'require', message: 'The rules engine does no I/O.' },
      ],
      'no-restricted-properties': ['error',
        { object: 'Math', property: 'random', message: NO_ENTROPY },
        { object: 'performance', property: 'now', message: NO_CLOCK },
        ...['globalThis', 'window', 'self', 'global'].flatMap((object) => [
          { object, property: 'Date', message: NO_CLOCK },
          { object, property: 'performance', message: NO_CLOCK },
          { object, property: 'crypto', message: NO_ENTROPY },
        ]),
      ],
    },
  },
];

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
  ...layers,
  ...pureRules,
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
    // A product file that grows past this is two files (issue 10 for main/, issue 20 for the rest, the
    // window's components included);
    // every line counts, blank lines and comments too.
    files: ['shared/**/*.ts', 'main/**/*.ts', 'db/**/*.ts', 'preload/**/*.ts', 'renderer/**/*.ts', 'renderer/**/*.vue'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Skips that cannot hide (issue 21): a test skips on a condition only through tests/support/skips.ts,
    // with a reason listed in tests/support/skip-reasons.json; never a bare skip.
    files: ['tests/**/*.ts'],
    ignores: ['tests/support/skips.ts'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: "MemberExpression[property.name=/^(skipIf|runIf)$/]", message: 'A conditional skip goes through tests/support/skips.ts (skippable) with a reason from skip-reasons.json.' },
        { selector: "MemberExpression[object.name=/^(describe|it|test|suite)$/][property.name=/^(skip|todo|only)$/]", message: 'No bare .skip, .todo or .only: a skip goes through tests/support/skips.ts with its reason.' },
        { selector: "CallExpression[callee.property.name='skip'][callee.object.type='Identifier'][callee.object.name=/^(ctx|context|t|c)$/]", message: 'A test skips itself through skippable(…).skipIn(ctx, { reason: condition }) (tests/support/skips.ts).' },
      ],
    },
  },
);
