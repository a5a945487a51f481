/**
 * The map view's geometry on a resize (issue 12): a view the user panned is refitted to the new
 * size around the point he looked at; his own zoom is kept if he zoomed.
 */
import { describe, expect, it } from 'vitest';
import { MapGeometry } from '../../renderer/src/map/geometry';

/** The default map's 90 × 40 field in a 1200 × 700 map box, fitted. */
function fitted(): MapGeometry {
  const g = new MapGeometry(90, 40);
  g.resize(1200, 700);
  g.fit();
  return g;
}

const centreCell = (g: MapGeometry) => {
  const w = g.centreWorld();
  return [Math.floor(w.x / (g.cellPx / g.scale)), Math.floor(w.y / (g.cellPx / g.scale))];
};

describe('the map geometry on a resize', () => {
  it('a panned view takes the default zoom of the new size and keeps the cell it showed at the centre', () => {
    const g = fitted();
    g.centreOn(60, 20);
    const before = centreCell(g);
    g.refit(900, 690, false);
    const fresh = new MapGeometry(90, 40);
    fresh.resize(900, 690);
    fresh.fit();
    expect(g.scale).toBeCloseTo(fresh.scale, 9);
    // The field's whole height in view, and the same column at the centre.
    expect(g.y).toBeGreaterThanOrEqual(fresh.y - 0.01);
    expect(g.y + g.worldHeight * g.scale).toBeLessThanOrEqual(690 + 0.01);
    expect(centreCell(g)[0]).toBe(before[0]);
  });

  it('a zoomed view keeps its zoom and its centre', () => {
    const g = fitted();
    g.zoomCentre(2);
    g.centreOn(30, 12);
    const scale = g.scale;
    const before = centreCell(g);
    g.refit(1600, 900, true);
    expect(g.scale).toBe(scale);
    expect(centreCell(g)).toEqual(before);
  });

  it('the pan limits hold after the refit (no field panned out of view)', () => {
    const g = fitted();
    g.centreOn(89, 39);
    g.refit(600, 400, false);
    expect(g.x + g.worldWidth * g.scale).toBeGreaterThan(0);
    expect(g.x).toBeLessThan(600);
  });
});
