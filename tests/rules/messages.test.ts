/** One table turns every refusal code into Russian and English: no code the engine uses is missing. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeRefusal, KNOWN_REFUSAL_CODES } from '../../shared/rules/polkovodets';

const dir = join(__dirname, '../../shared/rules/polkovodets');
const used = new Set<string>();
for (const f of readdirSync(dir).filter((n) => n.endsWith('.ts') && n !== 'messages.ts')) {
  for (const m of readFileSync(join(dir, f), 'utf8').matchAll(/'((?:order|game|marshal|depots|setup)\/[a-z_]+)'/g)) used.add(m[1]);
}

describe('refusal messages', () => {
  it('the engine uses some codes (the scan works)', () => {
    expect(used.size).toBeGreaterThan(40);
  });
  it.each([...used].sort())('%s has words in both languages', (code) => {
    expect(KNOWN_REFUSAL_CODES).toContain(code);
    const ru = describeRefusal({ code, detail: {} }, 'ru');
    const en = describeRefusal({ code, detail: {} }, 'en');
    expect(ru.length).toBeGreaterThan(5);
    expect(en.length).toBeGreaterThan(5);
    expect(ru).not.toBe(en);
    expect(/[а-яё]/i.test(ru)).toBe(true);
  });
});
