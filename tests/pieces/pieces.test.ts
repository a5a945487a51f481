/**
 * The piece catalogue's data (shared/pieces): every unit type has its symbol (path data that stays
 * in its unit box, distinct from every other type's), both names and its class from the engine;
 * every army its letter, both names, colours and a pattern of its own; and the colours hold on
 * every ground a piece stands on — the window's map, the printed field, the summaries' maps: the
 * card's outline reaches 3:1 (WCAG 2) against the paper and every terrain colour (its light halo
 * does on dark ground), its letters 4.5:1 on its face, and the faces part in greyscale. The print
 * draws the catalogue's paths, and nothing in it falls back to a blank symbol.
 */
import { describe, expect, it } from 'vitest';
import { ARMY_PIECES, PAPER, PIECE_HALO, UNIT_GLYPHS, UNIT_PIECES, armyClassesCss, colourOnPaper, contrast, glyphSvg, isArtillery, isMounted, tintOnPaper, toGrey, toggleArmy } from '../../shared/pieces';
import { countersFromUnits, renderCountersHtml } from '../../shared/print/counters';
import { inksOf } from '../../shared/print/ink';
import { TERRAIN_COLOURS } from '../../shared/print/palette';
import { ARMIES, isCommanderType, UNIT_SPECS, UNIT_TYPES, type Army } from '../../shared/rules/polkovodets';
import { TERRAIN_LOOK } from '../../shared/summary/map';
import { unitName, unitShort } from '../../shared/vocab';

/** The numbers of a path's absolute commands, as points (an arc also checked by its radius). */
function pathPoints(d: string): [number, number][] {
  const points: [number, number][] = [];
  const commands = [...d.matchAll(/([MLHVAZ])([^MLHVAZ]*)/g)];
  // Nothing but absolute move, line, horizontal, vertical, arc and close, with plain numbers.
  expect(commands.map((c) => c[0]).join(''), d).toBe(d);
  let [x, y] = [0, 0];
  for (const [, command, args] of commands) {
    const n = args.trim() === '' ? [] : args.trim().split(/[\s,]+/).map(Number);
    for (const v of n) expect(Number.isFinite(v), `${command}${args}`).toBe(true);
    if (command === 'M' || command === 'L') for (let i = 0; i < n.length; i += 2) points.push([(x = n[i]), (y = n[i + 1])]);
    else if (command === 'H') points.push([(x = n[0]), y]);
    else if (command === 'V') points.push([x, (y = n[0])]);
    else if (command === 'A') {
      const [r, , , , , ex, ey] = n;
      // A half circle: the far side lies r beyond the chord's midpoint.
      const [mx, my] = [(x + ex) / 2, (y + ey) / 2];
      points.push([mx - r, my - r], [mx + r, my + r], [(x = ex), (y = ey)]);
    } else expect(n).toEqual([]);
  }
  return points;
}

describe('every unit type as a piece', () => {
  it('has a symbol inside its unit box, and no two types share one', () => {
    const seen = new Map<string, string>();
    for (const type of UNIT_TYPES) {
      const g = UNIT_GLYPHS[type];
      expect(g.stroke.length + g.fill.length, `${type} has no symbol`).toBeGreaterThan(0);
      for (const [px, py] of [...pathPoints(g.stroke), ...pathPoints(g.fill)]) {
        expect(px, `${type} x`).toBeGreaterThanOrEqual(0);
        expect(px, `${type} x`).toBeLessThanOrEqual(1);
        expect(py, `${type} y`).toBeGreaterThanOrEqual(0);
        expect(py, `${type} y`).toBeLessThanOrEqual(1);
      }
      const key = `${g.stroke}|${g.fill}`;
      expect(seen.get(key), `${type} draws like ${seen.get(key)}`).toBeUndefined();
      seen.set(key, type);
    }
  });

  it('has both names, its counter letters in every army, and the engine\'s class', () => {
    for (const type of UNIT_TYPES) {
      const p = UNIT_PIECES[type];
      expect(p.type).toBe(type);
      expect(p.names.ru.trim(), type).not.toBe('');
      expect(p.names.en.trim(), type).not.toBe('');
      expect(p.unitClass).toBe(UNIT_SPECS[type].unitClass);
      for (const army of ARMIES)
        for (const lang of ['ru', 'en'] as const) {
          expect(unitName(type, lang, army).trim(), `${type} ${army} ${lang}`).not.toBe('');
          expect(unitShort(type, army, lang).trim(), `${type} ${army} ${lang}`).not.toBe('');
        }
    }
  });

  it('is asked by class: mounted are the cavalry and the cossack class, artillery the guns, commanders the commanders', () => {
    for (const type of UNIT_TYPES) {
      const c = UNIT_SPECS[type].unitClass;
      expect(isCommanderType(type), type).toBe(c === 'commander');
      expect(isMounted(type), type).toBe(c === 'cavalry' || c === 'cossack');
      expect(isArtillery(type), type).toBe(c === 'artillery');
    }
    expect(UNIT_TYPES.filter(isMounted)).toEqual(['dragoon', 'hussar', 'uhlan', 'cossack', 'cuirassier']);
    expect(UNIT_TYPES.filter(isArtillery)).toEqual(['battery', 'horse_battery']);
  });

  it('goes on paper as its own paths, uniformly scaled', () => {
    for (const type of UNIT_TYPES) {
      const svg = glyphSvg(type, 10, 20, 4, { ink: '#123456' });
      expect(svg).toContain('transform="translate(10 20) scale(4)"');
      for (const d of [UNIT_GLYPHS[type].stroke, UNIT_GLYPHS[type].fill].filter(Boolean)) expect(svg).toContain(`d="${d}"`);
    }
  });

  it('the printed counters draw each type with the catalogue\'s symbol', () => {
    const units = ARMIES.flatMap((army) => UNIT_TYPES.map((type, i) => ({ id: `${army}${i}`, army, type })));
    const { html } = renderCountersHtml(countersFromUnits(units, {}, ARMIES, { kind: 'campaign', name: 'x', turn: 1 }));
    for (const type of UNIT_TYPES) expect(html, type).toContain(`d="${UNIT_GLYPHS[type].stroke || UNIT_GLYPHS[type].fill}"`);
  });
});

/** Every ground a card stands on: the window's map, the printed field (colour), the summaries' maps. */
function grounds(): Record<string, string> {
  const T = TERRAIN_COLOURS;
  const print = inksOf(false);
  const out: Record<string, string> = {
    paper: PAPER,
    'window plain': T.plain,
    'window plain (alternate)': T.plainAlt,
    'window mountain': T.mountain,
    'window forest': T.forest,
    'window swamp': T.swamp,
    'window river': T.river,
    'window road': T.roadFill,
    'window fortress': T.fortress,
    'print paper': print.paper,
    'print forest': print.forest.tint,
    'print mountain': print.mountain.tint,
    'print swamp': print.swamp.tint,
    'print river': print.river.tint,
    'print road': print.roadFill,
    'print fortress': print.fortress,
    'summary paper': '#fdfcf8',
  };
  for (const [kind, look] of Object.entries(TERRAIN_LOOK)) out[`summary ${kind}`] = look.tint;
  for (const army of ARMIES) out[`summary fortress held by ${army}`] = tintOnPaper(army);
  return out;
}
/** Dark ground, where the halo carries the edge: a bridge's planks, in the window and on paper. */
const DARK = { 'window bridge': TERRAIN_COLOURS.bridge, 'print bridge': inksOf(false).bridge };

describe('every army as a piece', () => {
  it('has its letter, both names, colours and a pattern of its own', () => {
    const hex = /^#[0-9a-f]{6}$/i;
    for (const army of ARMIES) {
      const p = ARMY_PIECES[army];
      expect(p.army).toBe(army);
      expect(p.letter).toMatch(/^\p{Lu}$/u);
      for (const name of [p.names.ru, p.names.en, p.names.ruGenitive]) expect(name.trim(), army).not.toBe('');
      for (const c of Object.values(p.colours)) expect(c, army).toMatch(hex);
    }
    const distinct = <T>(f: (a: Army) => T) => expect(new Set(ARMIES.map(f)).size).toBe(ARMIES.length);
    distinct((a) => ARMY_PIECES[a].letter);
    distinct((a) => ARMY_PIECES[a].names.ru);
    distinct((a) => ARMY_PIECES[a].names.en);
    distinct((a) => ARMY_PIECES[a].pattern.shape);
    distinct((a) => ARMY_PIECES[a].pattern.dash);
    distinct((a) => ARMY_PIECES[a].pattern.hatch);
  });

  it('knows the contrast formula: black on white is 21:1, a colour on itself 1:1', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#777777')).toBe(1);
  });

  for (const army of ARMIES) {
    const c = ARMY_PIECES[army].colours;
    it(`army ${army}: the card's outline reaches 3:1 on the paper and on every terrain colour`, () => {
      for (const [ground, colour] of Object.entries(grounds())) expect(contrast(c.edge, colour), `${army} outline on ${ground}`).toBeGreaterThanOrEqual(3);
      for (const [ground, colour] of Object.entries(DARK)) expect(contrast(PIECE_HALO, colour), `${army} halo on ${ground}`).toBeGreaterThanOrEqual(3);
      // The halo parts from the outline, so it reads as an edge of its own.
      expect(contrast(PIECE_HALO, c.edge)).toBeGreaterThanOrEqual(3);
    });

    it(`army ${army}: its letters and symbols reach 4.5:1 on its face; its line 3:1 on paper`, () => {
      expect(contrast(c.ink, c.fill)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colourOnPaper(army), PAPER)).toBeGreaterThanOrEqual(3);
    });
  }

  it('the faces part in greyscale: each pair differs by 1.5:1 at least in lightness', () => {
    const faces = ARMIES.map((a) => toGrey(ARMY_PIECES[a].colours.fill));
    for (let i = 0; i < faces.length; i++) for (let j = i + 1; j < faces.length; j++) expect(contrast(faces[i], faces[j])).toBeGreaterThanOrEqual(1.5);
  });

  it('the window\'s army classes set each army\'s face, outline and ink, one class an army', () => {
    const css = armyClassesCss();
    const rules = [...css.matchAll(/\.army-(\w+) \{ --chip: (#[0-9a-f]{6}); --chip-edge: (#[0-9a-f]{6}); --chip-ink: (#[0-9a-f]{6}); \}/g)];
    expect(rules.map((r) => r[1])).toEqual([...ARMIES]);
    for (const [, army, fill, edge, ink] of rules) expect({ fill, edge, ink }).toEqual(ARMY_PIECES[army as Army].colours);
  });

  it('a choice of armies toggles one army and keeps the armies\' order', () => {
    expect(toggleArmy([], ARMIES[1])).toEqual([ARMIES[1]]);
    expect(toggleArmy([ARMIES[2]], ARMIES[0])).toEqual([ARMIES[0], ARMIES[2]]);
    expect(toggleArmy([...ARMIES], ARMIES[1])).toEqual(ARMIES.filter((a) => a !== ARMIES[1]));
    expect(toggleArmy([ARMIES[0]], ARMIES[0])).toEqual([]);
  });
});
