/**
 * Every refusal code written in the engine's sources (and the service's replay) is one the catalog
 * has words for. The type system already demands it; this scan also catches a code built as a
 * string that slips past the types. The words themselves are tested in tests/vocab/catalog.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REFUSAL_CODES } from '../../shared/vocab';

const dir = join(__dirname, '../../shared/rules/polkovodets');
const sources = [...readdirSync(dir).filter((n) => n.endsWith('.ts') && n !== 'types.ts').map((f) => join(dir, f)), join(__dirname, '../../main/campaign/replay.ts')];
const used = new Set<string>();
for (const f of sources) {
  for (const m of readFileSync(f, 'utf8').matchAll(/'((?:order|game|marshal|depots|setup|log)\/[a-z_]+)'/g)) used.add(m[1]);
}

describe('refusal codes', () => {
  it('the engine uses some codes (the scan works)', () => {
    expect(used.size).toBeGreaterThan(40);
  });
  it.each([...used].sort())('%s is in the catalog', (code) => {
    expect(REFUSAL_CODES).toContain(code);
  });
});
