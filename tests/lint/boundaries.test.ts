/**
 * The layering lint holds: in every zone of eslint.config.js (one per row of CONTRIBUTING.md's
 * folder map) a forbidden import is planted in a temporary file inside the zone's folder, ESLint runs
 * on it as `npm run lint` would, and must refuse it; an allowed import beside it must pass, so the
 * rule cannot be "refuse everything". The planted files are removed whatever happens.
 *
 * A zone that is one file (shared/publicState.ts, …) cannot hold a second file: there the real file's
 * text plus the planted line is linted under the real file's name (ESLint.lintText), nothing written.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  'renderer/': [
    {
      at: 'renderer/src',
      forbidden: [["import '../../db';", B], ["export const later = () => import('../../db');", B], ["import type { CampaignService } from '../../main/campaign/service';\nexport type S = CampaignService;", B], ["import '../../main/campaign/service';", B], ["import '../../preload/preload';", B], ["import 'electron';", B], ["import 'node:fs';", B]],
      allowed: ["import '../../shared/bridge/contract';\nimport '../../assets/fonts/pt-sans-latin-400-normal.woff2?url';\nimport 'vue';"],
    },
    { at: 'renderer/src', ext: '.vue', forbidden: [[vue("import '../../db';"), B]], allowed: [vue("import '../../shared/bridge/contract';\nimport { ref } from 'vue';\nref(0);")] },
  ],
};

/** Zones with no code for ESLint to read (assets/, package.json), and zones that may import everything (tests/, bench/). */
const NOT_LINTED = ['assets/', 'package.json'];

interface Planted {
  readonly zone: string;
  readonly code: string;
  readonly expect: Rule | 'pass';
  readonly path: string;
  readonly fileZone: boolean;
}

const planted: Planted[] = [];
const results = new Map<Planted, Linter.LintMessage[]>();
const written: string[] = [];
let eslint: ESLint;

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

beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT });
  planted.push(...plan());
  const unmapped = join(ROOT, 'shared', `${PROBE_PREFIX}_unmapped`, 'x.ts');
  try {
    for (const p of planted.filter((x) => !x.fileZone)) {
      if (!existsSync(dirname(p.path))) {
        mkdirSync(dirname(p.path));
        written.push(dirname(p.path));
      }
      writeFileSync(p.path, p.code + '\n', { flag: 'wx' });
      written.push(p.path);
    }
    mkdirSync(dirname(unmapped));
    written.push(dirname(unmapped));
    writeFileSync(unmapped, "import '../rules/random';\n");
    const linted = await eslint.lintFiles([...planted.filter((x) => !x.fileZone).map((x) => x.path), unmapped]);
    const byPath = new Map(linted.map((r) => [r.filePath, r.messages]));
    for (const p of planted.filter((x) => !x.fileZone)) results.set(p, byPath.get(p.path) ?? []);
    unmappedMessages = byPath.get(unmapped) ?? [];
  } finally {
    for (const f of [...written].reverse()) rmSync(f, { recursive: true, force: true });
  }
  for (const p of planted.filter((x) => x.fileZone)) {
    const text = `${readFileSync(p.path, 'utf8')}\n${p.code}\n`;
    const [r] = await eslint.lintText(text, { filePath: p.path });
    results.set(p, r.messages);
  }
}, 120_000);

afterAll(() => {
  // Belt and braces: nothing planted may outlive the test.
  for (const f of written) rmSync(f, { recursive: true, force: true });
});

let unmappedMessages: Linter.LintMessage[] = [];

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

  it('left nothing behind', () => {
    expect(written.length).toBeGreaterThan(40);
    for (const f of written) expect(() => readFileSync(f), f).toThrow();
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
