/**
 * `strong` with three armies on the real board (issue 24 item 2, docs/bots.md «Raids»): the marshal
 * guards, each own fortress a rival commander is coming for keeps a general, and every other general
 * raids a rival fortress alone — no unit marches in a raider's corps but a remote army's escorts; a raider lost on the way costs
 * more than one still walking; his step says `raids`. Counted in positions, never in time.
 */
import { describe, expect, it } from 'vitest';
import { legalOrders, reduce, type Army, type GameState, type Unit } from '../../shared/rules/polkovodets';
import { describeExplanation } from '../../shared/bots';
import { explainCorpsOrder } from '../../shared/bots/explain';
import { assignGoals, ESCORTS, planOf, RAID_LATE, RAID_SLACK, THREAT_MOVES } from '../../shared/bots/plan';
import { corpsTerms, RAID_ADVANCE } from '../../shared/bots/corps';
import { distanceToFortress } from '../../shared/bots/evaluate';
import { isCommanderType } from '../../shared/rules/polkovodets/units';
import { isMounted } from '../../shared/pieces';
import { large } from './presets';

const commandersOf = (s: GameState, army: Army): Unit[] => s.units.filter((u) => u.army === army && isCommanderType(u.type));

describe('strong raids with three armies on the real board', () => {
  it('the marshal guards, every threatened own fortress keeps a general, the other generals raid rival fortresses', () => {
    const start = large(21);
    let raiders = 0;
    for (const me of ['A', 'N', 'F'] as Army[]) {
      const goals = assignGoals(start, me);
      const commanders = commandersOf(start, me);
      expect(goals.size).toBe(commanders.length);
      for (const c of commanders) {
        const g = goals.get(c.id);
        if (!g) throw new Error(`no goal for ${c.id}`);
        if (c.type === 'marshal') expect({ guard: g.guard, owner: start.fortresses[g.fortress].owner }).toEqual({ guard: true, owner: me });
        if (g.raid) {
          raiders++;
          expect(c.type).toBe('general');
          expect(start.fortresses[g.fortress].owner).not.toBe(me);
          expect(g.eta).toBeLessThanOrEqual(start.options.turnLimit);
        }
      }
      // Every own fortress a rival commander can reach within THREAT_MOVES has a guard.
      start.fortresses.forEach((f, fi) => {
        if (f.owner !== me) return;
        const threatened = commandersOf(start, me).length && start.units.some((u) => u.army !== me && isCommanderType(u.type) && distanceToFortress(start, u, fi) <= THREAT_MOVES);
        if (threatened) expect([...goals.values()].some((g) => g.guard && g.fortress === fi)).toBe(true);
      });
      // No unit marches in a raider's corps: a corps moves a unit an order, and a raider goes alone —
      // but for a remote army's horsemen (tests/bots/escorts.test.ts), ESCORTS at most a raider.
      const plan = planOf(start, me);
      const perRaider = new Map<string, string[]>();
      for (const [unit, lead] of plan.corpsOf) if (plan.goals.get(lead)?.raid) perRaider.set(lead, [...(perRaider.get(lead) ?? []), unit]);
      for (const [lead, units] of perRaider) {
        expect({ lead, remote: me === 'A' }).toEqual({ lead, remote: true });
        expect(units.length).toBeLessThanOrEqual(ESCORTS);
        for (const id of units) expect({ id, mounted: isMounted(start.units.find((u) => u.id === id)!.type) }).toEqual({ id, mounted: true });
      }
    }
    expect(raiders).toBeGreaterThan(0);
  });

  it('two armies: no raids (the rule is for three, where the other two trade meanwhile)', () => {
    const start = large(21, ['A', 'N']);
    for (const me of ['A', 'N'] as Army[]) expect([...assignGoals(start, me).values()].some((g) => g.raid)).toBe(false);
  });

  it('a raider lost on the way costs more than the same raider still far from his goal', () => {
    const start = large(21);
    const me = start.toMove;
    const plan = planOf(start, me);
    const [id, goal] = [...plan.goals].find(([, g]) => g.raid) ?? [];
    if (!id || !goal) throw new Error('no raider');
    const raider = start.units.find((u) => u.id === id) as Unit;
    const alive = corpsTerms(start, me, plan, 0.3);
    const dead = corpsTerms({ ...start, units: start.units.filter((u) => u.id !== id) }, me, plan, 0.3);
    expect(alive).toBeLessThanOrEqual(-RAID_ADVANCE * distanceToFortress(start, raider, goal.fortress));
    expect(dead).toBeLessThan(alive);
  });

  it("a raider's step towards his goal says he raids, in both languages", () => {
    // A game as short as a timed raid's last stretch (plan.ts `standoffs`): he raids from the first move.
    const start = large(21, ['A', 'N', 'F'], RAID_LATE + RAID_SLACK);
    const me = start.toMove;
    const plan = planOf(start, me);
    let raids = 0;
    for (const order of legalOrders(start)) {
      const g = plan.goals.get(order.commander);
      if (order.kind !== 'step' || !g?.raid) continue;
      const r = reduce(start, { kind: 'order', order });
      if (!r.ok) throw new Error(r.error.code);
      const after = r.value.state;
      const was = start.units.find((u) => u.id === order.commander) as Unit;
      const now = after.units.find((u) => u.id === order.commander) as Unit;
      if (distanceToFortress(after, now, g.fortress) >= distanceToFortress(start, was, g.fortress)) continue;
      const e = explainCorpsOrder(start, order, after, plan);
      if (e.code !== 'raids') continue;
      raids++;
      expect(e.detail).toEqual({ fortress: start.fortresses[g.fortress].name, moves: distanceToFortress(after, now, g.fortress) });
      expect(describeExplanation(e, 'ru')).toMatch(/^налёт на крепость .+: ходов до неё: \d+$/);
      expect(describeExplanation(e, 'en')).toMatch(/^raids .+ alone: \d+ moves away$/);
    }
    expect(raids).toBeGreaterThan(0);
  });
});
