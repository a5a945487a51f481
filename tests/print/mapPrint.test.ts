/**
 * `polk map print` through the command line (in-process): the default map, a map file made by
 * `polk map new` (its sheets printed), a scenario's map, English, A3 and a larger cell; bad input
 * (a missing file, no map in it, a map the parser refuses, a cell size out of range, no --out) exits
 * 1 with a message and writes nothing.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { run } from '../../main/cli/polk';
import { chromiumAvailable } from '../../main/summary';
import { presetScenario } from '../../shared/presets';
import { MM_PT, pdfPages, pdfPageSizes } from './pdfText';
import { skippable } from '../support/skips';

const when = skippable(import.meta.url);

const tmp = mkdtempSync(join(tmpdir(), 'polk-map-print-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function polk(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await run(argv, { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

when.describe({ 'no-chromium': !chromiumAvailable() })('polk map print', () => {
  it('prints the default map: three A4 pages, JSON that says so', async () => {
    const out = join(tmp, 'default.pdf');
    const r = await polk('map', 'print', 'default', '--out', out, '--json');
    expect(r.code, r.err).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ ok: true, pages: 3, paper: 'a4', orientation: 'portrait', cellMm: 5, tiles: { across: 3, down: 1 } });
    const info = pdfPageSizes(out);
    expect(info.pages).toBe(3);
    for (const s of info.sizes) expect(s).toMatch(/\(A4\)/);
  });

  it('prints a map file of `polk map new` and a scenario, in English, on A3 with 7 mm cells', async () => {
    const mapFile = join(tmp, 'club.json');
    const made = await polk('map', 'new', mapFile, '--sheets', '2', '--sheet-size', '30x40');
    expect(made.code, made.err).toBe(0);
    const out = join(tmp, 'club.pdf');
    const r = await polk('map', 'print', mapFile, '--out', out, '--paper', 'a3', '--cell-mm', '7', '--lang', 'en');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/^Wrote .*club\.pdf/);
    for (const s of pdfPageSizes(out).sizes) expect(s).toMatch(/\(A3\)/);
    // 60 columns of 7 mm: the column numbers are 7 mm apart.
    const top = pdfPages(out)[0].words.filter((w) => /^\d+$/.test(w.text));
    const byY = new Map<number, typeof top>();
    for (const w of top) byY.set(Math.round(w.yMin), [...(byY.get(Math.round(w.yMin)) ?? []), w]);
    const row = [...byY.values()].sort((a, b) => b.length - a.length || a[0].yMin - b[0].yMin)[0].sort((a, b) => a.xMin - b.xMin);
    const gaps = row.slice(1).map((w, i) => (w.xMin + w.xMax) / 2 - (row[i].xMin + row[i].xMax) / 2);
    expect(gaps.length).toBeGreaterThan(10);
    for (const g of gaps) expect(Math.abs(g - 7 * MM_PT)).toBeLessThan(0.28);

    const scenario = join(tmp, 'scenario.json');
    writeFileSync(scenario, JSON.stringify(presetScenario({ armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 1 })));
    const s = await polk('map', 'print', scenario, '--out', join(tmp, 'scenario.pdf'), '--grey', '--orientation', 'landscape', '--json');
    expect(s.code, s.err).toBe(0);
    expect(JSON.parse(s.out)).toMatchObject({ orientation: 'landscape', grey: true });
  });

  it('refuses bad input with exit status 1 and writes nothing', async () => {
    const notMap = join(tmp, 'not-a-map.json');
    writeFileSync(notMap, JSON.stringify({ hello: 1 }));
    const badMap = join(tmp, 'bad-map.json');
    writeFileSync(badMap, JSON.stringify({ width: 3, height: 2, rows: ['...', '.X.'], fortresses: [] }));
    const notJson = join(tmp, 'not-json.json');
    writeFileSync(notJson, '{ nope');
    const out = join(tmp, 'never.pdf');
    const cases: [string[], RegExp][] = [
      [['map', 'print', join(tmp, 'missing.json'), '--out', out], /missing\.json»: файл не найден\./],
      [['map', 'print', notMap, '--out', out], /нет карты/],
      [['map', 'print', badMap, '--out', out, '--lang', 'en'], /map\.rows\[1\]|refused/i],
      [['map', 'print', notJson, '--out', out], /не JSON/],
      [['map', 'print', 'default', '--out', out, '--cell-mm', '40'], /--cell-mm/],
      [['map', 'print', 'default', '--out', out, '--paper', 'letter'], /--paper/],
      [['map', 'print', 'default'], /--out/],
    ];
    for (const [argv, message] of cases) {
      const r = await polk(...argv);
      expect(r.code, argv.join(' ')).toBe(1);
      expect(r.err).toMatch(message);
    }
    expect(existsSync(out)).toBe(false);
    expect(readFileSync(notMap, 'utf8')).toBe('{"hello":1}');
  });
});
