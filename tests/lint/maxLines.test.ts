/**
 * Every product file is capped at 400 lines by the lint (`max-lines`, blank lines and comments
 * counted): in each capped folder a 401-line text is linted under a file name there and must be
 * refused, a 400-line one must pass (ESLint.lintText, nothing written). The folders are the rows
 * below; a folder the cap reaches gets its row.
 */
import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './graph';

/** A file name in each capped folder (it need not exist: only its path selects the config). */
const CAPPED = [
  'shared/rules/polkovodets/x.ts', 'shared/pieces/x.ts', 'shared/print/x.ts', 'shared/vocab/x.ts', 'db/x.ts', 'main/cli/x.ts', 'main/app/x.ts', 'preload/x.ts',
  // The window (issue 20): every role, and components whole (template and style counted).
  'renderer/src/map/x.ts', 'renderer/src/map/draw/x.ts', 'renderer/src/stores/x.ts', 'renderer/src/i18n/ru/x.ts', 'renderer/src/bridge/x.ts', 'renderer/src/map/X.vue', 'renderer/src/screens/X.vue', 'renderer/src/App.vue',
];

const statements = (n: number): string[] => Array.from({ length: n }, (_, i) => `export const v${i} = ${i};`);
/** A file of exactly `lines` lines: plain statements, or a component whose script holds them and whose template closes it. */
const text = (lines: number, file: string): string =>
  (file.endsWith('.vue') ? ['<script setup lang="ts">', ...statements(lines - 3).map((l) => l.replace('export ', '')), '</script>', '<template><div /></template>'] : statements(lines)).join('\n') + '\n';

let eslint: ESLint;
const results = new Map<string, { at400: Linter.LintMessage[]; at401: Linter.LintMessage[] }>();

beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT });
  for (const file of CAPPED) {
    const filePath = join(ROOT, file);
    const [at400] = await eslint.lintText(text(400, file), { filePath });
    const [at401] = await eslint.lintText(text(401, file), { filePath });
    results.set(file, { at400: at400.messages, at401: at401.messages });
  }
}, 60_000);

describe('the 400-line cap', () => {
  it.each(CAPPED)('%s: 401 lines are refused, 400 pass', (file) => {
    const r = results.get(file)!;
    expect(r.at401.map((m) => m.ruleId)).toContain('max-lines');
    expect(r.at400.map((m) => m.ruleId)).not.toContain('max-lines');
    expect(r.at400.filter((m) => m.fatal)).toEqual([]);
  });
});
