/**
 * No import circles in the product (shared/, db/, main/, preload/, renderer/), type-only imports
 * included: the graph is built with TypeScript's own module resolution (tests/lint/graph.ts).
 */
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, type ImportGraph } from './graph';

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
});
