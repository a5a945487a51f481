/** The registry: every procedure is reachable, well-formed, and unknown names are refusals. */
import { describe, expect, it } from 'vitest';
import { PROCEDURES, RULESET_IDS, referee } from '../../shared/rules/referee';

describe('referee registry', () => {
  const all = RULESET_IDS.flatMap((r) => PROCEDURES[r].map((p) => [r, p] as const));

  it('has procedures in all four rule sets', () => {
    for (const r of RULESET_IDS) expect(PROCEDURES[r].length).toBeGreaterThan(2);
  });

  it.each(all.map(([r, p]) => [`${r}/${p.id}`, r, p] as const))('%s is well-formed', (_n, r, p) => {
    expect(p.ruleset).toBe(r);
    expect(p.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(p.title.ru.length).toBeGreaterThan(3);
    expect(p.title.en.length).toBeGreaterThan(3);
    expect(p.section.length).toBeGreaterThan(0);
    expect(p.ruleText.length).toBeGreaterThan(10);
    expect(PROCEDURES[r].filter((q) => q.id === p.id)).toHaveLength(1);
  });

  it('refuses unknown rule sets and procedures with the known names', () => {
    const a = referee('chess', 'x', {}, { kind: 'seeded', seed: 1 });
    expect(a.ok ? null : a.error.code).toBe('referee/unknown_ruleset');
    const b = referee('club', 'no-such', {}, { kind: 'seeded', seed: 1 });
    expect(b.ok ? null : b.error.code).toBe('referee/unknown_procedure');
    expect(b.ok ? '' : b.error.message.en).toContain('musket-fire');
  });
});
