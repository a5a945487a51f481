/**
 * The layering lint holds: in every zone of eslint.config.js (one per row of CONTRIBUTING.md's
 * folder map; the window's zones are roles, matched by file pattern) a forbidden import is linted
 * as the text of a file in the zone — ESLint.lintText under a file name there, as `npm run lint`
 * would see such a file — and must be refused; an allowed import beside it must pass, so the rule
 * cannot be "refuse everything". Nothing is written: a zone that is one file (shared/publicState.ts,
 * renderer/src/main.ts, …) is linted as its own text plus the planted line, under its own name.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROBE_PREFIX, ROOT } from './graph';

type Rule = 'boundaries/dependencies' | 'no-restricted-globals' | 'no-restricted-properties';
const B: Rule = 'boundaries/dependencies';

interface Probe {
  /** The folder to plant in (root-relative), or the one file that is the zone. */
  readonly at: string;
  readonly fileZone?: true;
  /** Each must be refused, by this rule. */
  readonly forbidden: readonly (readonly [code: string, rule: Rule])[];
  /** Each must pass the layering rules. */
  readonly allowed: readonly string[];
  /** File extension of the planted files (default .ts). */
  readonly ext?: '.ts' | '.vue';
}

const vue = (script: string) => `<script setup lang="ts">\n${script}\n</script>\n\n<template><div /></template>\n`;

/** One entry per zone; `vue:` marks a renderer probe planted as a single-file component. */
const PROBES: Readonly<Record<string, readonly Probe[]>> = {
  'shared/rules/polkovodets/': [{
    at: 'shared/rules/polkovodets',
    forbidden: [
      ["import '../../../db';", B],
      // The engine speaks codes, never words: not the catalog, not the pieces (issue 20).
      ["import '../../vocab';", B],
      ["import type { Lang } from '../../vocab/lang';\nexport type L = Lang;", B],
      ["export { describeRefusal } from '../../vocab/refusals';", B],
      ["import '../../pieces';", B],
      ["import 'fs';", B],
      ["import { readFileSync } from 'node:fs';\nexport const read = readFileSync;", B],
      ["export const later = () => import('node:path');", B],
      ['export const now = Date.now();', 'no-restricted-globals'],
      ['export const today = new Date(0);', 'no-restricted-globals'],
      ['export const t = performance.now();', 'no-restricted-properties'],
      ['export const id = crypto.randomUUID();', 'no-restricted-globals'],
      ['export const r = Math.random();', 'no-restricted-properties'],
      ['const { random } = Math;\nexport const r = random();', 'no-restricted-properties'],
      ['export const d = globalThis.Date;', 'no-restricted-properties'],
    ],
    allowed: ["import '../random';\nexport const half = Math.floor(1.5);", "import '../../../assets/maps/default.json';"],
  }],
  'shared/rules/referee/': [{
    at: 'shared/rules/referee',
    forbidden: [["import '../../summary';", B], ["import 'node:crypto';", B], ['export const now = Date.now();', 'no-restricted-globals']],
    allowed: ["import '../polkovodets';\nimport '../random';\nimport './procedure';"],
  }],
  'shared/rules/random.ts': [{ at: 'shared/rules/random.ts', fileZone: true, forbidden: [["import '../bridge/contract';", B], ["import 'node:crypto';", B]], allowed: [''] }],
  // The catalog reads the engine and nothing else (a folder is made for a probe when it does not exist).
  'shared/vocab/': [{
    at: 'shared/vocab',
    forbidden: [["import '../../db';", B], ["import '../summary';", B], ["import '../rules/referee';", B], ["import '../rules/random';", B], ["import '../bridge/contract';", B], ["import '../pieces';", B], ["import 'node:fs';", B]],
    allowed: ["import type { Army } from '../rules/polkovodets/types';\nimport { MARSHAL_COST } from '../rules/polkovodets/units';\nimport '../rules/polkovodets';\nimport './lang';"],
  }],
  // The piece catalogue reads the engine and the word catalog, nothing that shows a piece.
  'shared/pieces/': [{
    at: 'shared/pieces',
    forbidden: [["import '../print/palette';", B], ["import '../summary';", B], ["import '../bridge/contract';", B], ["import '../rules/referee';", B], ["import '../../renderer/src/map/palette';", B], ["import 'node:fs';", B]],
    allowed: ["import type { Army } from '../rules/polkovodets/types';\nimport { UNIT_SPECS } from '../rules/polkovodets/units';\nimport '../vocab/names';\nimport './colour';"],
  }],
  'shared/bots/': [{
    at: 'shared/bots',
    forbidden: [["import '../../main/campaign/service';", B], ["import 'node:worker_threads';", B], ['export const now = Date.now();', 'no-restricted-globals'], ['export const t = performance.now();', 'no-restricted-globals'], ['export const r = Math.random();', 'no-restricted-properties']],
    allowed: ["import '../rules/polkovodets';\nimport '../vocab/bots';\nimport '../rules/random';\nimport '../bridge/contract';"],
  }],
  'shared/bridge/': [{ at: 'shared/bridge', forbidden: [["import '../../db';", B], ["export * from '../../db';", B], ["export type { Migration } from '../../db';", B], ["import '../../main/summary';", B], ["import 'node:path';", B]], allowed: ["import '../rules/polkovodets';\nimport '../summary';\nimport 'zod';"] }],
  'shared/presets/': [{ at: 'shared/presets', forbidden: [["import '../../db';", B], ["import '../summary';", B], ["import '../pieces';", B]], allowed: ["import '../rules/random';\nimport './deployments';\nimport '../vocab/names';"] }],
  'shared/publicState.ts': [{ at: 'shared/publicState.ts', fileZone: true, forbidden: [["import '../db';", B], ["import './bridge/contract';", B]], allowed: ["import './rules/polkovodets';"] }],
  'shared/summary/': [{ at: 'shared/summary', forbidden: [["import '../../db';", B], ["import '../../main/summary';", B], ["import 'node:zlib';", B]], allowed: ["import '../rules/referee';\nimport '../bridge/contract';\nimport '../publicState';"] }],
  'shared/print/': [{ at: 'shared/print', forbidden: [["import '../../db';", B], ["import '../../main/summary';", B], ["import 'node:fs';", B]], allowed: ["import '../summary/escape';\nimport '../presets';\nimport '../vocab/names';\nimport '../pieces';"] }],
  'db/': [{
    at: 'db',
    forbidden: [["import '../main/campaign/service';", B], ["import '../main/summary';", B], ["import 'electron';", B], ["import '../vite.config';", B]],
    allowed: ["import '../shared/rules/polkovodets';\nimport 'node:fs';\nimport 'better-sqlite3';"],
  }],
  'main/campaign/': [{
    at: 'main/campaign',
    forbidden: [["import '../summary';", B], ["import '../cli/describe';", B], ["import '../../renderer/src/i18n';", B], ["import 'electron';", B]],
    allowed: ["import '../../db';\nimport '../../shared/bridge/contract';\nimport 'better-sqlite3';\nimport 'node:fs';"],
  }],
  'main/cli/': [{
    at: 'main/cli',
    forbidden: [["import '../web/serve';", B], ["import '../electron/menu';", B], ["import 'electron';", B]],
    allowed: ["import '../../db';\nimport '../campaign/service';\nimport '../summary';\nimport '../../package.json';\nimport 'node:util';"],
  }],
  'main/app/': [{ at: 'main/app', forbidden: [["import '../cli/describe';", B], ["import '../../db';", B], ["import 'better-sqlite3';", B]], allowed: ["import '../campaign/service';\nimport '../policy/paths';\nimport '../summary';"] }],
  'main/policy/': [{ at: 'main/policy', forbidden: [["import '../../db';", B], ["import '../campaign/service';", B], ["import 'electron';", B]], allowed: ["import '../../shared/bridge/contract';\nimport 'node:path';"] }],
  'main/net/': [{ at: 'main/net', forbidden: [["import '../web/serve';", B], ["import '../cli/run';", B], ["import 'electron';", B], ["import '../../db';", B]], allowed: ["import '../app/dispatch';\nimport '../policy/lan';\nimport 'node:http';"] }],
  'main/web/': [{ at: 'main/web', forbidden: [["import '../electron/ipc';", B], ["import 'electron';", B], ["import '../../db';", B]], allowed: ["import '../app/dispatch';\nimport '../policy/paths';\nimport 'node:http';"] }],
  'main/electron/': [{
    at: 'main/electron',
    forbidden: [["import '../../renderer/src/bridge';", B], ["import '../../preload/preload';", B], ["import '../cli/polk';", B]],
    allowed: ["import 'electron';\nimport '../app/core';\nimport '../policy/window';"],
  }],
  'main/summary/': [{ at: 'main/summary', forbidden: [["import '../cli/describe';", B], ["import '../../db';", B], ["import 'electron';", B]], allowed: ["import '../../shared/summary';\nimport 'node:fs';"] }],
  'main/bots/': [{ at: 'main/bots', forbidden: [["import '../cli/describe';", B], ["import 'electron';", B], ["import '../../db';", B]], allowed: ["import '../../shared/rules/polkovodets';\nimport '../campaign/service';\nimport 'node:worker_threads';"] }],
  'preload/': [{
    at: 'preload',
    forbidden: [["import '../db';", B], ["import '../shared/rules/polkovodets';", B], ["import 'node:fs';", B], ["import 'zod';", B]],
    allowed: ["import 'electron';\nimport '../shared/bridge/wire';"],
  }],
  // The window, by role (issue 20): pure code and the words import no store and no bridge; only the
  // stores call the bridge; the bridge knows nothing of the window above it.
  'renderer: entry': [{ at: 'renderer/src/main.ts', fileZone: true, forbidden: [["import '../../db';", B], ["import 'node:fs';", B], ["import 'electron';", B]], allowed: ["import './bridge';\nimport './stores/campaign';\nimport './App.vue';\nimport './style.css';"] }],
  // The move packet's page: the engine, the catalog and the map's drawing; no store, no bridge, no Node.
  'renderer: packet': [{
    at: 'renderer/src/packet',
    forbidden: [["import '../stores/campaign';", B], ["import '../bridge/provide';", B], ["import '../App.vue';", B], ["import 'node:fs';", B], ["import '../../../db';", B]],
    allowed: ["import '../map/draw';\nimport '../map/viewModel';\nimport '../i18n/ru/packet';\nimport '../../../shared/rules/polkovodets';\nimport '../../../assets/fonts/fonts.css';\nimport './board';"],
  }],
  'renderer: stores': [
    {
      at: 'renderer/src/stores',
      forbidden: [["import '../App.vue';", B], ["import '../map/MapView.vue';", B], ["import '../screens/ConsoleScreen.vue';", B], ["import '../main';", B], ["import '../../../db';", B], ["import 'node:fs';", B]],
      allowed: ["import '../bridge/provide';\nimport '../map/geometry';\nimport '../editor/model';\nimport '../i18n/words';\nimport './campaign';\nimport '../editor/store';\nimport '../../../shared/rules/polkovodets';"],
    },
    // The editor's store is a store where it stands.
    { at: 'renderer/src/editor/store.ts', fileZone: true, forbidden: [["import './EditorCanvas.vue';", B]], allowed: ["import '../bridge/provide';\nimport '../stores/campaign';"] },
  ],
  'renderer: bridge': [{
    at: 'renderer/src/bridge',
    forbidden: [["import '../stores/campaign';", B], ["import '../i18n/words';", B], ["import '../map/geometry';", B], ["import '../App.vue';", B], ["import '../../../shared/rules/polkovodets';", B], ["import 'node:http';", B]],
    allowed: ["import '../../../shared/bridge/contract';\nimport '../../../shared/vocab/transport';\nimport './http';"],
  }],
  'renderer: i18n': [{
    at: 'renderer/src/i18n',
    forbidden: [["import '../stores/campaign';", B], ["import type { Highlights } from '../map/viewModel';\nexport type H = Highlights;", B], ["import '../bridge/provide';", B], ["import '../App.vue';", B]],
    allowed: ["import '../../../shared/vocab';\nimport '../../../shared/bridge/contract';\nimport './ru';\nimport 'vue-i18n';"],
  }],
  'renderer: components': [
    {
      at: 'renderer/src/map',
      ext: '.vue',
      forbidden: [[vue("import '../bridge/provide';"), B], [vue("import { pickBridge } from '../bridge';\npickBridge();"), B], [vue("import '../../../db';"), B], [vue("import '../main';"), B]],
      allowed: [vue("import '../stores/campaign';\nimport './geometry';\nimport '../i18n/words';\nimport './UnitCard.vue';\nimport '../../../shared/pieces';\nimport { ref } from 'vue';\nref(0);")],
    },
    // A screen is a component, whatever its file's kind.
    { at: 'renderer/src/screens', forbidden: [["import '../bridge/provide';", B]], allowed: ["import '../stores/map';\nimport './ConsoleScreen.vue';"] },
    { at: 'renderer/src/App.vue', fileZone: true, forbidden: [["import './bridge/provide';", B]], allowed: ["import './stores/menu';"] },
  ],
  'renderer: pure': [
    {
      at: 'renderer/src/map',
      forbidden: [["import '../stores/map';", B], ["import type { useCampaignStore } from '../stores/campaign';\nexport type C = typeof useCampaignStore;", B], ["import '../bridge/provide';", B], ["import './MapView.vue';", B], ["import '../main';", B]],
      allowed: ["import './geometry';\nimport '../i18n/words';\nimport '../editor/model';\nimport '../../../shared/pieces';\nimport 'konva';"],
    },
    { at: 'renderer/src/editor', forbidden: [["import '../bridge/provide';", B], ["import './store';", B]], allowed: ["import './model';\nimport '../map/draw';"] },
    { at: 'renderer/src/views', forbidden: [["import '../stores/campaign';", B]], allowed: ["import './activity';\nimport '../map/viewModel';"] },
    {
      at: 'renderer/src',
      forbidden: [["import '../../db';", B], ["export const later = () => import('../../db');", B], ["import type { CampaignService } from '../../main/campaign/service';\nexport type S = CampaignService;", B], ["import '../../main/campaign/service';", B], ["import '../../preload/preload';", B], ["import 'electron';", B], ["import 'node:fs';", B]],
      allowed: ["import '../../shared/bridge/contract';\nimport '../../assets/fonts/pt-sans-latin-400-normal.woff2?url';\nimport 'vue';"],
    },
  ],
};

/** Zones with no code for ESLint to read (assets/, package.json, the window's style sheet), and zones that may import everything (tests/, bench/). */
const NOT_LINTED = ['assets/', 'package.json', 'renderer/src/style.css'];

interface Planted {
  readonly zone: string;
  readonly code: string;
  readonly expect: Rule | 'pass';
  /** The file name the text is linted under: a name in the zone's folder, or the zone's one file. */
  readonly path: string;
  readonly fileZone: boolean;
}

const planted: Planted[] = [];
const results = new Map<Planted, Linter.LintMessage[]>();
let eslint: ESLint;
let unmappedMessages: Linter.LintMessage[] = [];

function plan(): Planted[] {
  const out: Planted[] = [];
  for (const [zone, probes] of Object.entries(PROBES)) {
    for (const p of probes) {
      const cases = [...p.forbidden.map(([code, rule]) => ({ code, expect: rule as Rule | 'pass' })), ...p.allowed.map((code) => ({ code, expect: 'pass' as const }))];
      cases.forEach((c, i) => {
        const path = p.fileZone ? join(ROOT, p.at) : join(ROOT, p.at, `${PROBE_PREFIX}_${zone.replace(/\W+/g, '_')}${i}${p.ext ?? '.ts'}`);
        out.push({ zone, code: c.code, expect: c.expect, path, fileZone: p.fileZone === true });
      });
    }
  }
  return out;
}

/** Every file under the product's folders (the probe must leave the tree as it found it). */
function tree(dir = ROOT, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) tree(path, out);
    else out.push(path);
  }
  return out;
}
/** A real file's text with the planted line: at the end, or a component's at the top of its script. */
const withPlanted = (text: string, code: string, component: boolean): string =>
  component ? text.replace(/<script\b[^>]*>\n/, (open) => `${open}${code}\n`) : `${text}\n${code}\n`;

const SOURCE = ['shared', 'db', 'main', 'preload', 'renderer'];
const sourceFiles = () => SOURCE.flatMap((d) => tree(join(ROOT, d))).sort();
let before: string[] = [];

beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT });
  before = sourceFiles();
  planted.push(...plan());
  // Nothing is written: each text is linted under a file name in its zone (a zone that is one file:
  // that file's own text with the planted line after it).
  for (const p of planted) {
    const text = p.fileZone ? withPlanted(readFileSync(p.path, 'utf8'), p.code, p.path.endsWith('.vue')) : `${p.code}\n`;
    const [r] = await eslint.lintText(text, { filePath: p.path });
    results.set(p, r.messages);
  }
  const [unmapped] = await eslint.lintText("import '../rules/random';\n", { filePath: join(ROOT, 'shared', `${PROBE_PREFIX}_unmapped`, 'x.ts') });
  unmappedMessages = unmapped.messages;
}, 180_000);

const LAYER_RULES = new Set<string>(['boundaries/dependencies', 'boundaries/no-unknown-files', 'no-restricted-globals', 'no-restricted-properties']);
const show = (ms: readonly Linter.LintMessage[]) => ms.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`).join('\n') || '(no messages)';

describe('the layering lint', () => {
  it('has a probe for every zone of the config that holds code and may not import everything', async () => {
    const config = await eslint.calculateConfigForFile(join(ROOT, 'main/cli/polk.ts'));
    const zones = (config.settings['boundaries/elements'] as { type: string }[]).map((e) => e.type);
    const policies = (config.rules['boundaries/dependencies'] as [unknown, { policies: { from?: { element?: { types?: { anyOf?: string[] } } }; allow?: { to?: { element?: { types?: { anyOf?: string[] } } } } }[] }])[1].policies;
    const everything = policies.filter((p) => p.allow?.to?.element?.types?.anyOf?.includes('**')).flatMap((p) => p.from?.element?.types?.anyOf ?? []);
    expect(everything.sort()).toEqual(['bench/', 'tests/']);
    const need = zones.filter((z) => !NOT_LINTED.includes(z) && !everything.includes(z));
    expect(Object.keys(PROBES).sort()).toEqual(need.sort());
  });

  it('writes nothing into the source tree', () => {
    expect(planted.length).toBeGreaterThan(100);
    expect(planted.filter((p) => !p.fileZone).every((p) => !existsSync(p.path))).toBe(true);
    expect(sourceFiles()).toEqual(before);
  });

  it.each(Object.keys(PROBES))('%s: refuses each forbidden import and passes the allowed ones', (zone) => {
    const mine = planted.filter((p) => p.zone === zone);
    expect(mine.length).toBeGreaterThan(1);
    for (const p of mine) {
      const messages = results.get(p);
      expect(messages, p.path).toBeDefined();
      const layered = messages!.filter((m) => m.ruleId !== null && LAYER_RULES.has(m.ruleId));
      const other = messages!.filter((m) => m.ruleId === null || m.fatal);
      expect(other, `${p.path}: ${show(other)}`).toEqual([]);
      if (p.expect === 'pass') expect(layered, `allowed in ${zone}:\n${p.code}\n→ ${show(layered)}`).toEqual([]);
      else expect(layered.map((m) => m.ruleId), `forbidden in ${zone}:\n${p.code}\n→ ${show(messages!)}`).toContain(p.expect);
    }
  });

  it('refuses a product file in no zone (a folder with no row in the map)', () => {
    expect(unmappedMessages.map((m) => m.ruleId)).toContain('boundaries/no-unknown-files');
  });

  it('names the layers in its message', () => {
    const policy = planted.find((p) => p.zone === 'main/policy/' && p.code.includes("'../../db'"))!;
    expect(results.get(policy)!.map((m) => m.message)).toContain('main/policy/ may not import db/ — see "may import" in the folder map of CONTRIBUTING.md.');
  });
});
