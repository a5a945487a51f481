/**
 * The canvas draws each unit type's symbol from the piece catalogue (shared/pieces' UNIT_GLYPHS, the
 * paper's own path data) at uniform scale, and a type without a glyph is refused aloud instead of
 * leaving a blank counter. Path2D and the context are recorded (Node has no canvas).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNIT_TYPES, type UnitType } from '../../shared/rules/polkovodets';
import { GLYPH_LINE, UNIT_GLYPHS } from '../../shared/pieces';
import { drawGlyph } from '../../renderer/src/map/draw';

class RecordedPath {
  constructor(readonly d: string) {}
}

interface Call {
  readonly op: string;
  readonly args: readonly unknown[];
}

function recorder(): { ctx: CanvasRenderingContext2D; calls: Call[]; state: Record<string, unknown> } {
  const calls: Call[] = [];
  const state: Record<string, unknown> = {};
  const ctx = new Proxy(state, {
    get: (_t, op: string) => (op in state ? state[op] : (...args: unknown[]) => void calls.push({ op, args })),
    set: (_t, op: string, value) => {
      state[op] = value;
      calls.push({ op: `=${op}`, args: [value] });
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
  return { ctx, calls, state };
}

const original = (globalThis as { Path2D?: unknown }).Path2D;
beforeAll(() => {
  (globalThis as { Path2D?: unknown }).Path2D = RecordedPath;
});
afterAll(() => {
  (globalThis as { Path2D?: unknown }).Path2D = original;
});

describe('the counter glyph on the canvas', () => {
  it.each(UNIT_TYPES)('%s: the catalogue’s stroke and fill paths, at one scale in x and y, centred, in the ink given', (type) => {
    const { ctx, calls } = recorder();
    drawGlyph(ctx, type, 100, 50, 20, '#123456');
    const g = UNIT_GLYPHS[type];
    expect(calls.find((c) => c.op === 'translate')?.args).toEqual([90, 40]);
    expect(calls.find((c) => c.op === 'scale')?.args).toEqual([20, 20]);
    expect(calls.find((c) => c.op === '=strokeStyle')?.args).toEqual(['#123456']);
    expect(calls.find((c) => c.op === '=fillStyle')?.args).toEqual(['#123456']);
    expect(calls.find((c) => c.op === '=lineWidth')?.args).toEqual([GLYPH_LINE]);
    const stroked = calls.filter((c) => c.op === 'stroke').map((c) => (c.args[0] as RecordedPath).d);
    const filled = calls.filter((c) => c.op === 'fill').map((c) => (c.args[0] as RecordedPath).d);
    expect(stroked).toEqual(g.stroke ? [g.stroke] : []);
    expect(filled).toEqual(g.fill ? [g.fill] : []);
    // Something is always drawn, and the context is left as it was found.
    expect(stroked.length + filled.length).toBeGreaterThan(0);
    expect(calls.filter((c) => c.op === 'save').length).toBe(calls.filter((c) => c.op === 'restore').length);
  });

  it('keeps its lines one world pixel wide at the least on a tiny counter', () => {
    const { ctx, calls } = recorder();
    drawGlyph(ctx, 'musketeer', 0, 0, 4, '#000');
    expect(calls.find((c) => c.op === '=lineWidth')?.args).toEqual([0.25]);
  });

  it('refuses a type with no glyph instead of drawing a blank card', () => {
    const { ctx } = recorder();
    expect(() => drawGlyph(ctx, 'pikeman' as UnitType, 0, 0, 10, '#000')).toThrow(/no glyph for the unit type "pikeman"/);
  });
});
