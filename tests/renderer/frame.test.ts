/** Issue 22 item 1: framing a box of cells pans as little as needed to bring it on screen. */
import { describe, expect, it } from 'vitest';
import { MapGeometry } from '../../renderer/src/map/geometry';

function onScreen(g: MapGeometry, x: number, y: number): boolean {
  const c = g.cellCentre(x, y);
  return c.x > 22 && c.y > 22 && c.x < g.viewportWidth && c.y < g.viewportHeight;
}

describe('framing cells at the reading zoom', () => {
  it('brings an army at the east edge on screen, keeping the zoom', () => {
    const g = new MapGeometry(90, 40);
    g.resize(760, 690);
    g.fit();
    const scale = g.scale;
    expect(onScreen(g, 88, 20)).toBe(false);
    g.frame(65, 10, 88, 30);
    expect(g.scale).toBe(scale);
    for (const [x, y] of [[65, 10], [88, 30], [88, 10], [65, 30]] as const) expect(onScreen(g, x, y)).toBe(true);
  });

  it('does not move a view that already shows the box', () => {
    const g = new MapGeometry(90, 40);
    g.resize(760, 690);
    g.fit();
    const before = g.x;
    g.frame(2, 2, 10, 10);
    expect(g.x).toBe(before);
  });

  it('brings a commander square (13×13) whole on screen', () => {
    const g = new MapGeometry(90, 40);
    g.resize(760, 690);
    g.fit();
    g.frame(70 - 6, 20 - 6, 70 + 6, 20 + 6);
    expect(onScreen(g, 64, 14)).toBe(true);
    expect(onScreen(g, 76, 26)).toBe(true);
  });

  it('cannot be dragged off the field beyond a small margin', () => {
    const g = new MapGeometry(90, 40);
    g.resize(760, 690);
    g.fit();
    g.panBy(5000, 0);
    expect(g.x).toBeLessThanOrEqual(22 + 8);
    g.panBy(-50000, 0);
    expect(g.x + g.worldWidth * g.scale).toBeGreaterThanOrEqual(760 - 8);
  });

  it('keeps the cells clear of the controls\' strip at the right edge when framing and fitting', () => {
    const g = new MapGeometry(90, 40);
    g.reserveRight = 56;
    g.resize(760, 690);
    g.fit();
    g.frame(80, 30, 89, 39);
    // The east edge's last cell ends left of the strip.
    expect(g.x + 90 * g.cellPx).toBeLessThanOrEqual(760 - 56);
    const club = new MapGeometry(40, 20);
    club.reserveRight = 56;
    club.resize(1100, 700);
    club.fitAll();
    expect(club.x + 40 * club.cellPx).toBeLessThanOrEqual(1100 - 56);
    expect(club.x).toBeGreaterThanOrEqual(22);
  });
});
