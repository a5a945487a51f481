/**
 * Counters against the map they stand on, computed from the palette (WCAG 2 contrast ratios):
 * every army's card outline (a dark line inside a light halo) reaches 3:1 against the paper and
 * every terrain colour — the dark line alone on the paper and all light ground, the halo on dark
 * ground (a bridge) — so a card, white Austria's included, is never lost; its type label reaches 4.5:1 against the
 * card face it is printed on; and the three armies' faces part by lightness alone (greyscale print).
 */
import { describe, expect, it } from 'vitest';
import { ARMY_COLOURS, TERRAIN_COLOURS } from '../../renderer/src/map/palette';

function luminance(hex: string): number {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`not an opaque #rrggbb colour: ${hex}`);
  const [r, g, b] = m.slice(1).map((h) => {
    const c = parseInt(h, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The ground a counter can stand on: the paper (both checks) and every terrain's fill. */
const GROUND = {
  paper: TERRAIN_COLOURS.plain,
  paperAlt: TERRAIN_COLOURS.plainAlt,
  mountain: TERRAIN_COLOURS.mountain,
  forest: TERRAIN_COLOURS.forest,
  swamp: TERRAIN_COLOURS.swamp,
  river: TERRAIN_COLOURS.river,
  road: TERRAIN_COLOURS.roadFill,
  fortress: TERRAIN_COLOURS.fortress,
  bridge: TERRAIN_COLOURS.bridge,
};

describe('counter contrast (WCAG), from the palette', () => {
  it('knows the formula: black on white is 21:1, a colour on itself 1:1', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#777777')).toBe(1);
  });

  for (const [army, col] of Object.entries(ARMY_COLOURS)) {
    it(`army ${army}: the outline reaches 3:1 on the paper and on every terrain`, () => {
      for (const [ground, colour] of Object.entries(GROUND)) expect(Math.max(contrast(col.edge, colour), contrast(col.halo, colour)), `${army} outline on ${ground}`).toBeGreaterThanOrEqual(3);
      // The dark line alone does it on every light ground (everything but the bridge's planks).
      for (const [ground, colour] of Object.entries(GROUND)) if (ground !== 'bridge') expect(contrast(col.edge, colour), `${army} dark outline on ${ground}`).toBeGreaterThanOrEqual(3);
      // And the halo is not the card face: they part, so the halo reads as an edge.
      expect(contrast(col.halo, col.edge)).toBeGreaterThanOrEqual(3);
    });

    it(`army ${army}: the type label and symbol reach 4.5:1 on the card face they are printed on`, () => {
      expect(contrast(col.ink, col.fill)).toBeGreaterThanOrEqual(4.5);
    });
  }

  it('the three armies part in greyscale: each pair of card faces differs by at least 1.5:1 in lightness', () => {
    const faces = Object.values(ARMY_COLOURS).map((c) => c.fill);
    for (let i = 0; i < faces.length; i++) for (let j = i + 1; j < faces.length; j++) expect(contrast(faces[i], faces[j])).toBeGreaterThanOrEqual(1.5);
  });
});
