/**
 * The counters on paper: the depot split (the engine's fewest cards, with the brief's examples),
 * and the PDFs made in Debian's Chromium — from presets and from a campaign's position through
 * `polk cards` — read back with pdftotext: each type's count on the cards (their abbreviation, the
 * catalog's) is the preset's, the cards are the cell's size (5 mm, from the spacing of the
 * abbreviations), the depot cards add up to each army's depots. At 5 mm no id is printed and the
 * abbreviation is at least 2.5 mm tall (issue 22: an id there was 1 mm tall); from 10 mm every
 * unit's id is printed exactly once.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../main/cli/polk';
import { chromiumAvailable, chromiumPath } from '../../main/summary';
import { presetScenario, type PresetSize } from '../../shared/presets';
import { depotCardList } from '../../shared/print/counters';
import { ARMIES, UNIT_TYPES, type Army, type UnitType } from '../../shared/rules/polkovodets';
import { MM_PT, pdfPages, pdfPageSizes, type Word } from './pdfText';
import { skippable } from '../support/skips';

const when = skippable(import.meta.url);

const HAVE_CHROMIUM = chromiumAvailable();
const ART = join(process.cwd(), 'test-artifacts', 'print');
const tmp = mkdtempSync(join(tmpdir(), 'polk-cards-'));
beforeAll(() => mkdirSync(ART, { recursive: true }));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function polk(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await run(argv, { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

describe('the depot cards of a balance', () => {
  it('are the fewest: 20 → 2 army cards, 12.5 → army + divisional, 1.5 → regimental + a half', () => {
    const names = (d: number) => depotCardList(d).map((c) => c.card);
    expect(names(20)).toEqual(['army', 'army']);
    expect(names(12.5)).toEqual(['army', 'divisional']);
    expect(names(25)).toEqual(['army', 'army', 'corps']);
    expect(names(1.5)).toEqual(['regimental', 'half']);
    expect(names(0)).toEqual([]);
    for (let halves = 0; halves <= 200; halves++) expect(depotCardList(halves / 2).reduce((s, c) => s + c.value, 0)).toBe(halves / 2);
  });
});

/**
 * What the counters say, written out here (not computed with the catalog's `unitShort`, which the
 * printout itself uses): the type's letters, the cossack class's per army.
 */
const COMMON: Readonly<Record<Exclude<UnitType, 'cossack'>, string>> = {
  musketeer: 'Мш', jager: 'Ег', grenadier: 'Гр', dragoon: 'Др', hussar: 'Гс', uhlan: 'Ул', cuirassier: 'Кр', battery: 'Ор', horse_battery: 'КА', general: 'Ген', marshal: 'Мрш',
};
const COSSACKS: Readonly<Record<Army, string>> = { A: 'Кз', N: 'КЕ', F: 'ЛД' };
const LABEL = (type: UnitType, army: Army): string => (type === 'cossack' ? COSSACKS[army] : COMMON[type]);

/** The printed cards, read back: per type abbreviation the count, and the ids. */
function printed(file: string): { words: Word[]; count: (s: string) => number } {
  const words = pdfPages(file).flatMap((p) => p.words);
  return { words, count: (s: string) => words.filter((w) => w.text === s).length };
}

function expectPreset(file: string, armies: Army[], size: PresetSize, depots: number): void {
  const scenario = presetScenario({ armies, goal: 'rout', size, seed: 0, depots });
  const { words, count } = printed(file);
  // Each abbreviation's cards: the sum over the armies whose type prints it (the cossacks' differ).
  const expected = new Map<string, number>();
  for (const u of scenario.units) {
    const s = LABEL(u.type, u.army);
    expected.set(s, (expected.get(s) ?? 0) + 1);
  }
  for (const a of ARMIES) for (const t of UNIT_TYPES as UnitType[]) {
    const s = LABEL(t, a);
    expect(count(s), `${s} (${t})`).toBe(expected.get(s) ?? 0);
  }
  // At 5 mm the type alone, large: no id, and the abbreviation at least 2.5 mm tall.
  for (const u of scenario.units) expect(count(u.id), u.id).toBe(0);
  const labels = new Set(scenario.units.map((u) => LABEL(u.type, u.army)));
  const onCards = words.filter((w) => labels.has(w.text));
  for (const w of onCards.filter((x) => x.text.length === 2)) expect((w.yMax - w.yMin) / MM_PT, w.text).toBeGreaterThanOrEqual(2.5);
  // The cards are the cell's size: the first row of cards, read by their abbreviations' centres.
  const first = onCards.reduce((a, b) => (b.yMin < a.yMin ? b : a));
  const sameRow = onCards.filter((w) => Math.abs((w.yMin + w.yMax) / 2 - (first.yMin + first.yMax) / 2) < 1).sort((a, b) => a.xMin - b.xMin);
  expect(sameRow.length).toBeGreaterThan(2);
  // Neighbours in a type are one cell apart, two types one empty cell apart: every step a whole
  // number of 5 mm cells, the smallest exactly one.
  const steps = sameRow.slice(1).map((w, i) => ((w.xMin + w.xMax) / 2 - (sameRow[i].xMin + sameRow[i].xMax) / 2) / (5 * MM_PT));
  for (const k of steps) expect(Math.abs(k - Math.round(k)) * 5 * MM_PT).toBeLessThan(0.28);
  expect(Math.min(...steps.map((k) => Math.round(k)))).toBe(1);
  // The depot cards: the split's values, per army.
  const cards = armies.flatMap(() => depotCardList(depots));
  const value = (v: number) => (Number.isInteger(v) ? String(v) : String(v).replace('.', ','));
  for (const v of [10, 5, 2.5, 1]) expect(count(value(v)) >= cards.filter((c) => c.value === v).length).toBe(true);
  expect(count('армейский')).toBe(cards.filter((c) => c.card === 'army').length);
  expect(count('дивизионный')).toBe(cards.filter((c) => c.card === 'divisional').length);
  expect(count('корпусной')).toBe(cards.filter((c) => c.card === 'corps').length);
  expect(count('полковой')).toBe(cards.filter((c) => c.card === 'regimental').length);
}

when.describe({ 'no-chromium': !HAVE_CHROMIUM })(`polk cards ${HAVE_CHROMIUM ? '' : `skipped: no Chromium at ${chromiumPath()}`}`, () => {
  it('prints a three-army standard preset: every type in the preset\'s numbers, every id once, A4 pages', async () => {
    const out = join(tmp, 'standard.pdf');
    const r = await polk('cards', '--armies', 'A,N,F', '--goal', 'rout', '--size', 'standard', '--depots', '12.5', '--out', out, '--json');
    expect(r.code, r.err).toBe(0);
    const doc = JSON.parse(r.out);
    expect(doc.armies.map((a: { army: string }) => a.army)).toEqual(['A', 'N', 'F']);
    const sizes = pdfPageSizes(out);
    expect(sizes.pages).toBe(doc.pages);
    for (const s of sizes.sizes) expect(s).toMatch(/\(A4\)/);
    expectPreset(out, ['A', 'N', 'F'], 'standard', 12.5);
    execFileSync('pdftoppm', ['-png', '-r', '60', out, join(ART, 'cards-standard')]);
  });

  it('prints a large two-army preset in greyscale with its default depots', async () => {
    const out = join(tmp, 'large.pdf');
    const r = await polk('cards', '--armies', 'N,A', '--goal', 'fortresses', '--size', 'large', '--grey', '--out', out);
    expect(r.code, r.err).toBe(0);
    expectPreset(out, ['A', 'N'], 'large', 40);
    execFileSync('pdftoppm', ['-png', '-r', '60', out, join(ART, 'cards-large-grey')]);
  });

  it("prints a campaign's current position", async () => {
    const camp = join(tmp, 'camp.polk');
    expect((await polk('new', camp, '--armies', 'A,N', '--goal', 'rout', '--size', 'small', '--seed', '3')).code).toBe(0);
    const state = JSON.parse((await polk('state', camp, '--json')).out) as { units: { id: string; type: string; army: Army }[]; depots: Record<string, number> };
    const out = join(tmp, 'camp.pdf');
    const r = await polk('cards', '--campaign', camp, '--out', out, '--json');
    expect(r.code, r.err).toBe(0);
    const { count } = printed(out);
    for (const u of state.units) expect(count(u.id), u.id).toBe(0);
    for (const a of ['A', 'N'] as Army[]) {
      const n = state.units.filter((u) => u.army === a && u.type === 'musketeer').length;
      expect(n).toBeGreaterThan(0);
    }
    expect(count('Мш')).toBe(state.units.filter((u) => u.type === 'musketeer').length);
  });

  it('prints every unit\'s id once on cards of 10 mm, where it is 1.8 mm tall', async () => {
    const out = join(tmp, 'ten.pdf');
    const r = await polk('cards', '--armies', 'A,N', '--goal', 'rout', '--size', 'small', '--cell-mm', '10', '--out', out);
    expect(r.code, r.err).toBe(0);
    const scenario = presetScenario({ armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 0 });
    const { words, count } = printed(out);
    for (const u of scenario.units) expect(count(u.id), u.id).toBe(1);
    const ids = new Set(scenario.units.map((u) => u.id));
    for (const w of words.filter((x) => ids.has(x.text))) expect((w.yMax - w.yMin) / MM_PT, w.text).toBeGreaterThanOrEqual(2);
    execFileSync('pdftoppm', ['-png', '-r', '60', out, join(ART, 'cards-10mm')]);
  });

  it('refuses bad arguments with exit status 1 and writes nothing', async () => {
    const out = join(tmp, 'never.pdf');
    for (const argv of [
      ['cards', '--out', out],
      ['cards', '--armies', 'A,Q', '--goal', 'rout', '--size', 'small', '--out', out],
      ['cards', '--armies', 'A,N', '--goal', 'rout', '--size', 'small'],
      ['cards', '--armies', 'A,N', '--goal', 'rout', '--size', 'small', '--cell-mm', '0.5', '--out', out],
      ['cards', '--armies', 'A,N', '--campaign', 'x.polk', '--out', out],
    ]) {
      const r = await polk(...argv);
      expect(r.code, argv.join(' ')).toBe(1);
      expect(r.err).toMatch(/polk: /);
    }
    expect(existsSync(out)).toBe(false);
  });
});
