/**
 * The printed summary's map shows each unit's type (the catalog's counter letters, as on the cards
 * and in the window, in the army's shape), and the charts' ticks: whole numbers for whole counts,
 * no floating-point dust ("0.30000000000000004") anywhere.
 */
import { describe, expect, it } from 'vitest';
import { isCommanderType, UNIT_TYPES, type Army, type UnitType } from '../../shared/rules/polkovodets';
import { unitShort } from '../../shared/vocab';
import { renderMapSvg } from '../../shared/summary/map';
import { lineChart, niceStep, ownershipChart, ticks } from '../../shared/summary/charts';
import type { MapPicture } from '../../shared/summary/model';

const ARMIES: Army[] = ['A', 'N', 'F'];
const fighting = UNIT_TYPES.filter((t) => !isCommanderType(t));

function picture(): MapPicture {
  const units = ARMIES.flatMap((army, row) => fighting.map((type, i) => ({ id: `${army}${i + 1}`, army, type: type as UnitType, x: i, y: row })));
  return { width: 20, height: 5, rows: Array.from({ length: 5 }, () => '.'.repeat(20)), fortresses: [], units, arrows: [], losses: [], recruits: [] };
}

const textOf = (svg: string): string[] => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
const tickLabels = (svg: string): string[] => textOf(svg).filter((t) => /^-?[\d.,\s]+$/.test(t));

describe('the summary map shows unit types', () => {
  it('each army\'s types have distinct letters, in Russian and in English', () => {
    for (const lang of ['ru', 'en'] as const)
      for (const army of ARMIES) {
        const letters = fighting.map((t) => unitShort(t, army, lang));
        expect(new Set(letters).size).toBe(letters.length);
        for (const l of letters) expect(l).toMatch(/^\p{L}{2}$/u);
      }
    expect(unitShort('horse_battery', 'A', 'ru')).toBe('КА');
    expect(unitShort('cossack', 'N', 'ru')).toBe('КЕ');
  });

  it('the map prints every unit\'s letters', () => {
    for (const lang of ['ru', 'en'] as const) {
      const texts = textOf(renderMapSvg(picture(), { lang }));
      for (const army of ARMIES) for (const type of fighting) expect(texts).toContain(unitShort(type, army, lang));
      expect(texts.filter((t) => fighting.some((type) => ARMIES.some((a) => unitShort(type, a, lang) === t))).length).toBe(fighting.length * ARMIES.length);
    }
  });
});

describe('chart ticks', () => {
  it('whole counts get whole steps, never 2.5 nor below 1', () => {
    for (const span of [1, 2, 3, 4, 7, 12, 23, 25, 60, 130]) {
      const s = niceStep(span, 5, true);
      expect(Number.isInteger(s)).toBe(true);
      expect(s).toBeGreaterThanOrEqual(1);
    }
    expect(niceStep(12, 5)).toBe(2.5);
    expect(niceStep(12, 5, true)).toBe(5);
  });

  it('tick values carry no floating-point dust', () => {
    expect(ticks(0, 0.9, 0.1).map(String)).toEqual(['0', '0.1', '0.2', '0.3', '0.4', '0.5', '0.6', '0.7', '0.8', '0.9']);
    expect(niceStep(0.7, 5)).toBe(0.2);
  });

  it('a chart of whole counts has whole tick labels; a chart of tenths has clean ones', () => {
    const whole = lineChart({ title: 'Потери', lang: 'ru', turns: [0, 1, 2, 3], series: [{ army: 'A', values: [0, 1, 1, 2] }, { army: 'N', values: [0, 0, 1, 1] }] });
    const labels = tickLabels(whole);
    expect(labels.length).toBeGreaterThan(1);
    for (const l of labels) expect(l).toMatch(/^\d+$/);
    const tenths = lineChart({ title: 'x', lang: 'en', turns: [0, 1, 2], series: [{ army: 'A', values: [0.1, 0.2, 0.7] }] });
    for (const l of tickLabels(tenths)) expect(l).not.toMatch(/\d{5,}/);
    expect(whole + tenths).not.toMatch(/0000001|9999999/);
  });

  it('the fortress chart labels whole turns only', () => {
    const turns = Array.from({ length: 13 }, (_, i) => i);
    const svg = ownershipChart({ title: 'f', lang: 'en', turns, armies: ['A', 'N'], fortresses: [{ name: 'Citadel', owners: turns.map(() => 'A' as Army) }] });
    const labels = tickLabels(svg);
    expect(labels.length).toBeGreaterThan(1);
    for (const l of labels) expect(l).toMatch(/^\d+$/);
  });
});
