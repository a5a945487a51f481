/**
 * No import circles in the product (shared/, db/, main/, preload/, renderer/), type-only imports
 * included: the graph is built with TypeScript's own module resolution (tests/lint/graph.ts). Neither
 * between files nor between the zones of the layering lint (the rows of CONTRIBUTING's folder map):
 * two zones that each import the other (the engine and the word catalog once did, through different
 * files, so no file circle showed it) are one layer in two folders.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, ROOT, type ImportGraph } from './graph';

/**
 * The zone a file is in, as the lint's own config decides it (a plain JS module, read at run time):
 * the longest folder (or the one file) of its zones that holds it; in the window, its role (pure,
 * i18n, bridge, stores, components, entry) by the first file pattern that matches.
 */
const { zoneOf } = (await import(pathToFileURL(join(ROOT, 'eslint.config.js')).href)) as { zoneOf: (file: string) => string | undefined };

/** The graph of the zones: one zone imports another when any file of it imports a file of the other. */
function zoneGraph(files: ImportGraph): ImportGraph {
  const edges = new Map<string, Set<string>>();
  for (const [file, targets] of files.edges) {
    const from = zoneOf(file);
    if (from === undefined) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    for (const target of targets) {
      const to = zoneOf(target);
      if (to !== undefined && to !== from) edges.get(from)!.add(to);
    }
  }
  const zones = [...edges.keys()].sort();
  return { files: zones, edges: new Map(zones.map((z) => [z, [...edges.get(z)!].sort()])) };
}

/** The real graph with one more import. */
function withImport(graph: ImportGraph, from: string, to: string): ImportGraph {
  return { files: graph.files, edges: new Map([...graph.edges].map(([f, t]) => [f, f === from ? [...t, to] : t])) };
}

const graphOf = (edges: Record<string, string[]>): ImportGraph => ({ files: Object.keys(edges).sort(), edges: new Map(Object.entries(edges)) });

describe('import circles', () => {
  it('the finder names a circle as the path that closes it, and passes a tree', () => {
    expect(importCycles(graphOf({ 'a.ts': ['b.ts'], 'b.ts': ['c.ts'], 'c.ts': ['a.ts'], 'd.ts': ['a.ts'] }))).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
    expect(importCycles(graphOf({ 'index.ts': ['bridge.ts'], 'bridge.ts': ['index.ts'] }))).toEqual([['bridge.ts', 'index.ts', 'bridge.ts']]);
    expect(importCycles(graphOf({ 'self.ts': ['self.ts'] }))).toEqual([['self.ts', 'self.ts']]);
    expect(importCycles(graphOf({ 'a.ts': ['b.ts', 'c.ts'], 'b.ts': ['c.ts'], 'c.ts': [] }))).toEqual([]);
  });

  it('the graph sees the product as TypeScript resolves it (bare folders, .vue files, type imports)', () => {
    const g = importGraph();
    expect(g.edges.get('main/cli/polk.ts')).toBeDefined();
    // `from '../db'` resolves to db/index.ts; a .vue file's script is read; `import type` counts.
    expect([...g.edges.values()].some((to) => to.includes('db/index.ts'))).toBe(true);
    expect([...g.edges.keys()].some((f) => f.endsWith('.vue') && (g.edges.get(f) ?? []).length > 0)).toBe(true);
    expect(g.edges.get('shared/bridge/contract.ts')).toContain('shared/rules/referee/record.ts');
  });

  it('there are none in the product', () => {
    const cycles = importCycles(importGraph());
    const printed = cycles.map((c) => c.join(' → ')).join('\n');
    expect(printed, `import circles:\n${printed}`).toBe('');
  });

  it('every product file is in a zone of the lint', () => {
    expect(importGraph().files.filter((f) => zoneOf(f) === undefined)).toEqual([]);
  });

  it('the zones import one another in one direction only', () => {
    const cycles = importCycles(zoneGraph(importGraph()));
    const printed = cycles.map((c) => c.join(' → ')).join('\n');
    expect(printed, `circles between zones:\n${printed}`).toBe('');
  });

  it('a circle between two zones is found though no file circle closes it (the engine and the catalog)', () => {
    const real = importGraph();
    // The catalog imports the engine's types; one engine file importing a word would close the circle.
    expect(real.edges.get('shared/vocab/names.ts')).toContain('shared/rules/polkovodets/types.ts');
    const planted = withImport(real, 'shared/rules/polkovodets/depots.ts', 'shared/vocab/lang.ts');
    expect(importCycles(planted)).toEqual([]);
    expect(importCycles(zoneGraph(planted))).toEqual([['shared/rules/polkovodets/', 'shared/vocab/', 'shared/rules/polkovodets/']]);
  });

  it('knows the window by role: a drawing module that reached a store would close a circle of roles', () => {
    expect(zoneOf('renderer/src/map/draw.ts')).toBe('renderer: pure');
    expect(zoneOf('renderer/src/editor/store.ts')).toBe('renderer: stores');
    expect(zoneOf('renderer/src/stores/campaign.ts')).toBe('renderer: stores');
    expect(zoneOf('renderer/src/map/MapView.vue')).toBe('renderer: components');
    expect(zoneOf('renderer/src/App.vue')).toBe('renderer: components');
    expect(zoneOf('renderer/src/i18n/words.ts')).toBe('renderer: i18n');
    expect(zoneOf('renderer/src/bridge/http.ts')).toBe('renderer: bridge');
    expect(zoneOf('renderer/src/main.ts')).toBe('renderer: entry');
    const real = importGraph();
    // The map store reads the view model; the view model reaching back for a store (as the words once
    // did) is a circle between roles, though the files form none.
    expect(real.edges.get('renderer/src/stores/map.ts')).toContain('renderer/src/map/viewModel.ts');
    const planted = withImport(real, 'renderer/src/map/geometry.ts', 'renderer/src/stores/ui.ts');
    expect(importCycles(planted)).toEqual([]);
    expect(importCycles(zoneGraph(planted))).toEqual([['renderer: pure', 'renderer: stores', 'renderer: pure']]);
  });
});
