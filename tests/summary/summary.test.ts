/**
 * The turn summary's model, JSON and Markdown on a scripted campaign (tests/summary/scripted.ts):
 * each turn's summary holds exactly the orders, events, ledger lines and fortress changes that
 * happened, in order — and nothing from another turn. Then properties on random large games: the
 * replayed roster is the end state's, the ledger adds up, the campaign report agrees with the states.
 */
import { describe, expect, it } from 'vitest';
import { presetScenario } from '../../shared/presets';
import { appointMarshal, applyOrder, endMove, gameFromScenario, type GameState } from '../../shared/rules/polkovodets';
import { tiny } from '../rules/helpers';
import {
  buildCampaignReport,
  buildTurnSummary,
  renderHtml,
  renderMarkdown,
  renderReportHtml,
  renderReportMarkdown,
  replay,
  selectRange,
  selectTurn,
  toJson,
  turnsPlayed,
  type TurnSummary,
} from '../../shared/summary';
import { randomStep } from '../support/randomPlay';
import { MutableRandom } from '../../shared/rules/random';
import { Recorder, scriptedCampaign, type Recorded } from './scripted';

const campaign = scriptedCampaign();

function summaryOf(c: Recorded, turn: number, army: 'A' | 'N' | 'F' | null = null): TurnSummary {
  const sel = selectTurn(c.entries, turn, c.current.turn);
  if (!sel) throw new Error(`no turn ${turn}`);
  return buildTurnSummary({ campaign: c.name, start: c.states[sel.fromSeq], end: c.states[sel.toSeq], entries: sel.entries, ledger: c.ledger, army, fromSeq: sel.fromSeq, toSeq: sel.toSeq });
}

/** The JSON as a reader of `polk summary --format json` gets it. */
const json = (s: TurnSummary) => JSON.parse(toJson(s)) as TurnSummary;

describe('turn 1 of the scripted campaign', () => {
  const s = json(summaryOf(campaign, 1));

  it('names the campaign and the turn: 1 of 80, 79 left', () => {
    expect(s.format).toBe('polkovodets-summary/1');
    expect(s.campaign.name).toBe('Кампания у Фольварка');
    expect(s.turn).toMatchObject({ from: 1, to: 1, limit: 80, left: 79, status: 'playing', goal: 'rout', armies: ['A', 'N', 'F'] });
    expect(s.seqRange).toEqual({ fromSeq: 0, toSeq: 8 });
  });

  it('lists exactly the five orders, in sequence, with commander, unit, from → to and result', () => {
    expect(s.orders.map((o) => ({ seq: o.seq, army: o.army, kind: o.kind, commander: o.commander.id, commanderType: o.commander.type, unit: o.unit.id, type: o.unit.type, from: o.from, to: o.to, result: o.result }))).toEqual([
      { seq: 1, army: 'A', kind: 'move', commander: 'A-G1', commanderType: 'general', unit: 'A2', type: 'dragoon', from: [43, 10], to: [44, 9], result: { kind: 'moved', road: false } },
      { seq: 2, army: 'A', kind: 'recruit', commander: 'A-M', commanderType: 'marshal', unit: 'A6', type: 'cuirassier', from: null, to: [12, 19], result: { kind: 'recruited', fortress: 'Белый город', cost: 4, balance: 16 } },
      { seq: 3, army: 'A', kind: 'move', commander: 'A-G2', commanderType: 'general', unit: 'A3', type: 'musketeer', from: [32, 18], to: [33, 18], result: { kind: 'moved', road: false } },
      { seq: 5, army: 'N', kind: 'strike', commander: 'N-G1', commanderType: 'general', unit: 'N2', type: 'hussar', from: [40, 24], to: [38, 22], result: { kind: 'struck', ranged: false, target: { id: 'A4', army: 'A', type: 'musketeer' } } },
      { seq: 7, army: 'F', kind: 'step', commander: 'F-M', commanderType: 'marshal', unit: 'F-M', type: 'marshal', from: [76, 12], to: [77, 11], result: { kind: 'stepped' } },
    ]);
  });

  it('lists exactly the end-of-move events: the river warning 1/2 and the hold 1/2', () => {
    expect(s.events).toEqual([
      { type: 'river_warning', army: 'A', unit: { id: 'A3', army: 'A', type: 'musketeer' }, at: [33, 18], seq: 4, move: { turn: 1, army: 'A' }, phase: 'end_move' },
      { type: 'hold', army: 'A', fortress: 'Фольварк', count: 1, of: 2, seq: 4, move: { turn: 1, army: 'A' }, phase: 'end_move' },
    ]);
  });

  it('has exactly the one ledger line of the turn, with the balance after and as cards', () => {
    const lines = s.armies.flatMap((a) => a.ledger);
    expect(lines).toEqual([{ seq: 2, turn: 1, army: 'A', amount: -4, balance: 16, reason: 'recruit', note: null, cards: { army: 1, corps: 1, divisional: 0, regimental: 1, remainder: 0 } }]);
    const a = s.armies.find((x) => x.army === 'A')!;
    expect(a).toMatchObject({ depotsStart: 20, depotsEnd: 16, unitsStart: 8, unitsEnd: 8, kills: 0, lossesValue: 1, recruitsValue: 4 });
    expect(a.losses).toEqual([{ seq: 5, unit: { id: 'A4', army: 'A', type: 'musketeer' }, cause: 'struck', by: { id: 'N2', army: 'N', type: 'hussar' }, at: [38, 22] }]);
    expect(a.recruits).toEqual([{ seq: 2, unit: { id: 'A6', army: 'A', type: 'cuirassier' }, at: [12, 19], fortress: 'Белый город', cost: 4, kind: 'recruited' }]);
    expect(s.armies.find((x) => x.army === 'N')!.kills).toBe(1);
  });

  it('marks exactly the fortress that changed: Фольварк held 1/2, still French and in danger', () => {
    expect(s.fortresses.filter((f) => f.changed).map((f) => ({ name: f.name, changes: f.changes, ownerStart: f.ownerStart, ownerEnd: f.ownerEnd, holdEnd: f.holdEnd, danger: f.danger }))).toEqual([
      { name: 'Фольварк', changes: ['hold'], ownerStart: 'N', ownerEnd: 'N', holdEnd: { army: 'A', count: 1 }, danger: true },
    ]);
    expect(s.fortresses.map((f) => f.name)).toEqual(['Цитадель', 'Белый город', 'Фольварк', 'Загорье', 'Лесной замок', 'Дальний монастырь']);
  });

  it('draws on the map what moved, what was lost and what was recruited', () => {
    expect(s.map.arrows.map((a) => [a.unit, a.kind, a.from, a.to])).toEqual([
      ['A2', 'move', [43, 10], [44, 9]],
      ['A3', 'move', [32, 18], [33, 18]],
      ['N2', 'strike', [40, 24], [38, 22]],
      ['F-M', 'step', [76, 12], [77, 11]],
    ]);
    expect(s.map.losses).toEqual([{ army: 'A', unit: 'A4', type: 'musketeer', at: [38, 22] }]);
    expect(s.map.recruits).toEqual([{ army: 'A', unit: 'A6', type: 'cuirassier', at: [12, 19] }]);
    expect(s.map.units).toHaveLength(campaign.states[8].units.length);
  });

  it('ranks the armies under the goal (rout: by strength)', () => {
    expect(s.standings.goal).toBe('rout');
    expect(s.standings.rows.map((r) => [r.army, r.rank, r.strength, r.depots, r.fortresses, r.units])).toEqual([
      ['A', 1, 54.5, 16, 2, 8],
      ['N', 2, 47.5, 12.5, 2, 5],
      ['F', 3, 43, 15, 2, 3],
    ]);
    expect(s.standings.leader).toBe('A');
  });

  it('Markdown: exactly these orders and events, in order, and the ledger and fortress lines', () => {
    const md = renderMarkdown(summaryOf(campaign, 1), 'ru');
    const expected = [
      '# Полководец — Сводка хода',
      '**Ход 1 из 80**, осталось ходов: **79**',
      '### Ход 1: Россия',
      '1. генерал A-G1 — драгуны A2: (43, 10) → (44, 9) — переход',
      '2. маршал A-M — новые: кирасиры A6: → (12, 19) «Белый город» — сформированы, цена 4, остаток 16',
      '3. генерал A-G2 — мушкетёры A3: (32, 18) → (33, 18) — переход',
      '- ▸ Часть A3 на реке (33, 18): 1/2 — утонет, если закончит на реке и следующий ход',
      '- ▸ Россия удерживает «Фольварк»: 1/2',
      '### Ход 1: Франция',
      '4. генерал N-G1 — гусары N2: (40, 24) → (38, 22) — удар: уничтожены мушкетёры A4 (Россия)',
      '### Ход 1: Австрия',
      '5. маршал F-M — сам: (76, 12) → (77, 11) — шаг командира',
      '| **Фольварк** | Франция | Франция | Россия 1/2 | удержание, ⚠ Опасность |',
      '| 1 | формирование | −4 | 16 | 1×армейский + 1×корпусной + 1×полковой |',
    ];
    let at = -1;
    for (const line of expected) {
      const i = md.indexOf(line, at + 1);
      expect(i, `missing or out of order: ${line}`).toBeGreaterThan(at);
      at = i;
    }
    expect(md.match(/^\d+\. /gm)).toHaveLength(5);
    expect(md.match(/^- ▸ /gm)).toHaveLength(2);
    // Nothing of turn 2.
    for (const other of ['Утонули', 'взяла', 'Поправка', 'орудие N3', 'A-G1 — сам']) expect(md).not.toContain(other);
    // The unchanged fortresses are not marked.
    expect(md).toContain('| Цитадель | Россия | Россия | — | — |');
  });
});

describe('turn 2 of the scripted campaign', () => {
  const s = json(summaryOf(campaign, 2));

  it('lists exactly the two orders: a step and a battery fire', () => {
    expect(s.orders.map((o) => [o.seq, o.army, o.kind, o.commander.id, o.unit.id, o.from, o.to, o.result.kind])).toEqual([
      [9, 'A', 'step', 'A-G1', 'A-G1', [41, 12], [41, 11], 'stepped'],
      [12, 'N', 'strike', 'N-G1', 'N3', [44, 25], [44, 21], 'struck'],
    ]);
    expect(s.orders[1].result).toEqual({ kind: 'struck', ranged: true, target: { id: 'A5', army: 'A', type: 'cossack' } });
  });

  it('lists exactly the events: drowned, held 2/2, captured with trophies, the correction', () => {
    expect(s.events.map((e) => ({ ...e, move: undefined }))).toEqual([
      { type: 'drowned', army: 'A', unit: { id: 'A3', army: 'A', type: 'musketeer' }, at: [33, 18], seq: 10, phase: 'end_move' },
      { type: 'hold', army: 'A', fortress: 'Фольварк', count: 2, of: 2, seq: 10, phase: 'end_move' },
      { type: 'captured', army: 'A', fortress: 'Фольварк', from: 'N', trophies: 10, balance: 26, seq: 10, phase: 'end_move' },
      { type: 'correction', army: 'N', amount: 2.5, balance: 15, note: 'найдена карточка склада', seq: 11, phase: 'correction' },
    ]);
  });

  it('has exactly the two ledger lines, and the fortress change captured', () => {
    expect(s.armies.flatMap((a) => a.ledger).map((l) => [l.seq, l.army, l.amount, l.balance, l.reason, l.note])).toEqual([
      [10, 'A', 10, 26, 'trophy', null],
      [11, 'N', 2.5, 15, 'correction', 'найдена карточка склада'],
    ]);
    expect(s.armies.find((a) => a.army === 'A')!.cardsEnd).toEqual({ army: 2, corps: 1, divisional: 0, regimental: 1, remainder: 0 });
    expect(s.fortresses.filter((f) => f.changed).map((f) => [f.name, f.changes, f.ownerStart, f.ownerEnd, f.holdEnd])).toEqual([['Фольварк', ['hold', 'captured'], 'N', 'A', null]]);
    expect(s.armies.find((a) => a.army === 'A')!.losses.map((l) => [l.unit.id, l.cause])).toEqual([
      ['A3', 'drowned'],
      ['A5', 'fired'],
    ]);
  });

  it('Markdown: exactly these lines in order', () => {
    const md = renderMarkdown(summaryOf(campaign, 2), 'ru');
    const expected = [
      '1. генерал A-G1 — сам: (41, 12) → (41, 11) — шаг командира',
      '- ▸ Утонули: мушкетёры A3 на (33, 18)',
      '- ▸ Россия удерживает «Фольварк»: 2/2',
      '- ▸ Россия взяла «Фольварк» у Франции; трофеи +10; остаток 26',
      '### Ход 2: Франция',
      '- ▸ Склады (Франция): +2,5 → 15 (поправка ведущего: найдена карточка склада)',
      '2. генерал N-G1 — орудие N3: (44, 25) → (44, 21) — огонь: уничтожены казаки A5 (Россия)',
      '| **Фольварк** | Франция | Россия | — | удержание, взята |',
      '| 2 | трофеи | +10 | 26 | 2×армейский + 1×корпусной + 1×полковой |',
      '| 2 | поправка ведущего — найдена карточка склада | +2,5 | 15 | 1×армейский + 1×корпусной |',
    ];
    let at = -1;
    for (const line of expected) {
      const i = md.indexOf(line, at + 1);
      expect(i, `missing or out of order: ${line}`).toBeGreaterThan(at);
      at = i;
    }
    expect(md.match(/^\d+\. /gm)).toHaveLength(2);
    expect(md.match(/^- ▸ /gm)).toHaveLength(4);
    expect(md).not.toContain('кирасиры A6: →');
  });

  it('speaks English too', () => {
    const md = renderMarkdown(summaryOf(campaign, 2), 'en');
    expect(md).toContain('**Turn 2 of 80**, turns left: **78**');
    expect(md).toContain('Russia captured Folwark from France; trophies +10; balance 26');
    expect(md).toContain("1. general A-G1 — himself: (41, 12) → (41, 11) — commander's step");
    // Only proper names (fortresses, the campaign) and the game master's own note stay in Russian.
    let rest = md.replace(/«[^»]*»/g, '').split('найдена карточка склада').join('');
    for (const name of ['Цитадель', 'Белый город', 'Фольварк', 'Загорье', 'Лесной замок', 'Дальний монастырь']) rest = rest.split(name).join('');
    expect(rest).not.toMatch(/[А-Яа-яЁё]/);
  });
});

describe('one army, several armies, since the last session', () => {
  it("one army's summary keeps the turn's orders and events but only that army's sections", () => {
    const s = summaryOf(campaign, 1, 'N');
    expect(s.army).toBe('N');
    expect(s.armies.map((a) => a.army)).toEqual(['N']);
    expect(s.orders).toHaveLength(5);
    expect(s.fortresses).toHaveLength(6);
    const html = renderHtml(['A', 'N', 'F'].map((a) => summaryOf(campaign, 1, a as 'A')), 'ru');
    expect(html.match(/<section class="page sheet">/g)).toHaveLength(3);
  });

  it('"since last session" covers every turn after the position, with both turns\' orders', () => {
    const sel = selectRange(campaign.entries, 3, campaign.entries.length - 1);
    const s = buildTurnSummary({ campaign: campaign.name, start: campaign.states[3], end: campaign.current, entries: sel.entries, ledger: campaign.ledger, since: { lastClosed: '2025-01-01T10:03:00.000Z', fromSeq: 3, toSeq: sel.toSeq } });
    expect(s.kind).toBe('since');
    expect(s.turn).toMatchObject({ from: 1, to: 2 });
    expect(s.orders.map((o) => o.seq)).toEqual([5, 7, 9, 12]);
    expect(s.events.map((e) => e.type)).toEqual(['river_warning', 'hold', 'drowned', 'hold', 'captured', 'correction']);
    expect(renderMarkdown(s, 'ru')).toContain('# Полководец — Сводка с прошлой встречи');
  });

  it('selects turns by the turn they were given in', () => {
    expect(turnsPlayed(campaign.entries)).toEqual([1, 2]);
    expect(selectTurn(campaign.entries, 3, campaign.current.turn)).toEqual({ fromSeq: 14, toSeq: 14, entries: [] });
    expect(selectTurn(campaign.entries, 4, campaign.current.turn)).toBeNull();
    expect(selectTurn(campaign.entries, 0, campaign.current.turn)).toBeNull();
  });

  it('the HTML is one self-contained document with the map and the fonts passed in', () => {
    const html = renderHtml(summaryOf(campaign, 2), 'ru', { fontCss: '@font-face { font-family: "PT Sans"; src: url(data:font/woff2;base64,AAAA) }' });
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('size: A4 portrait');
    expect(html).toContain('url(data:font/woff2;base64,AAAA)');
    expect(html).toContain('<svg xmlns="http://www.w3.org/2000/svg" class="map"');
    expect(html).not.toMatch(/(src|href)="https?:/);
    for (const s of ['Фольварк', 'казаки A5', 'трофеи', 'поправка ведущего']) expect(html).toContain(s);
  });
});

describe('the campaign report', () => {
  const r = buildCampaignReport({ campaign: campaign.name, start: campaign.states[0], current: campaign.current, entries: campaign.entries });

  it('charts depots, losses and fortress owners at the end of every turn', () => {
    expect(r.turns).toEqual([0, 1, 2]);
    expect(r.depots).toEqual({ A: [20, 16, 26], N: [12.5, 12.5, 15], F: [15, 15, 15] });
    expect(r.losses).toEqual({ A: [0, 1, 2], N: [0, 0, 0], F: [0, 0, 0] });
    expect(r.lossesTotal).toEqual({ A: [0, 1, 3], N: [0, 0, 0], F: [0, 0, 0] });
    expect(r.fortresses.find((f) => f.name === 'Фольварк')!.owners).toEqual(['N', 'N', 'A']);
    expect(r.captures).toEqual([{ turn: 2, fortress: 'Фольварк', army: 'A', from: 'N', trophies: 10 }]);
    expect(r.strength.A![2]).toBe(60);
  });

  it('renders as HTML with SVG charts and as Markdown tables', () => {
    const html = renderReportHtml(r, 'ru');
    expect(html.match(/<svg[^>]*class="chart"/g)).toHaveLength(4);
    expect(html).toContain('Склады по ходам');
    const md = renderReportMarkdown(r, 'en');
    expect(md).toContain('| 2 | 26 | 15 | 15 |');
    expect(md).toContain('Turn 2: Russia — «Folwark» (France), +10');
  });
});

describe('random large games (properties)', () => {
  function largeGame(seed: number, maxSteps: number): Recorded {
    const g = gameFromScenario(presetScenario({ armies: ['A', 'N', 'F'], goal: seed % 2 ? 'rout' : 'fortresses', size: 'large', seed, turnLimit: 12 }));
    if (!g.ok) throw new Error(g.error.code);
    const rec = new Recorder(g.value, []);
    const rng = new MutableRandom(seed);
    for (let i = 0; i < maxSteps; i++) {
      const step = randomStep(rec.state, rng, 0.1);
      if (!step) break;
      rec.record(step.kind === 'end' ? 'end_move' : step.kind, step.order ?? null, step.events, step.after);
    }
    return rec.done(`random ${seed}`);
  }

  it.each([3, 8, 21])('seed %i: every turn replays to its end state; ledgers add up; the report agrees', (seed) => {
    const c = largeGame(seed, 4000);
    const turns = turnsPlayed(c.entries);
    expect(turns.length).toBeGreaterThan(3);
    const report = buildCampaignReport({ campaign: c.name, start: c.states[0], current: c.current, entries: c.entries });
    for (const turn of turns) {
      const sel = selectTurn(c.entries, turn, c.current.turn)!;
      const start = c.states[sel.fromSeq];
      const end: GameState = c.states[sel.toSeq];
      const roster = replay(start, sel.entries).roster.map((u) => `${u.id}@${u.x},${u.y}:${u.type}`).sort();
      expect(roster).toEqual(end.units.map((u) => `${u.id}@${u.x},${u.y}:${u.type}`).sort());
      const s = buildTurnSummary({ campaign: c.name, start, end, entries: sel.entries, ledger: c.ledger });
      for (const a of s.armies) {
        expect(a.depotsStart + a.ledger.reduce((n, l) => n + l.amount, 0)).toBe(a.depotsEnd);
        expect(a.unitsStart - a.losses.length + a.recruits.length).toBe(a.unitsEnd);
        expect(report.depots[a.army]![turn]).toBe(a.depotsEnd);
        expect(report.units[a.army]![turn]).toBe(a.unitsEnd);
      }
      for (const f of report.fortresses) expect(f.owners[turn]).toBe(end.fortresses.find((x) => x.name === f.name)!.owner);
      // The views never throw and name every order's unit.
      const md = renderMarkdown(s, 'en');
      for (const o of s.orders) expect(md).toContain(o.unit.id);
      expect(renderHtml(s, 'ru').length).toBeGreaterThan(1000);
    }
  });
});

describe('a marshal lost and appointed, an army capitulating', () => {
  // N strikes A's marshal; A must appoint a new one (15 depots) at the start of its move; F, without a
  // marshal and without depots, capitulates at the start of its move: its units leave, its fortress is ownerless.
  function story(): Recorded {
    const g = tiny({
      armies: ['N', 'A', 'F'],
      toMove: 'N',
      depots: { A: 20, N: 5, F: 0 },
      fortresses: [
        { name: 'Крепость', cells: [[0, 14]] },
        { name: 'Замок', cells: [[14, 0]] },
      ],
      fortressOwners: { Крепость: 'A', Замок: 'F' },
      units: [
        { id: 'AM', army: 'A', type: 'marshal', x: 5, y: 5 },
        { id: 'A1', army: 'A', type: 'musketeer', x: 1, y: 1 },
        { id: 'NM', army: 'N', type: 'marshal', x: 14, y: 14 },
        { id: 'NG', army: 'N', type: 'general', x: 10, y: 10 },
        { id: 'NH', army: 'N', type: 'hussar', x: 7, y: 7 },
        { id: 'F1', army: 'F', type: 'musketeer', x: 13, y: 2 },
      ],
    });
    const rec = new Recorder(g, []);
    const apply = (kind: 'order' | 'end_move' | 'appoint', r: ReturnType<typeof endMove>, payload: unknown = null) => {
      if (!r.ok) throw new Error(r.error.code);
      rec.record(kind, payload, r.value.events, r.value.state);
    };
    const strike = { kind: 'strike', commander: 'NG', unit: 'NH', to: [5, 5] } as const;
    apply('order', applyOrder(rec.state, strike), strike);
    apply('end_move', endMove(rec.state));
    apply('appoint', appointMarshal(rec.state, [0, 14]), { at: [0, 14] });
    apply('end_move', endMove(rec.state));
    return rec.done('Проба');
  }

  it('lists the loss, the appointment and the capitulation, each where it happened', () => {
    const c = story();
    const s = json(summaryOf(c, 1));
    expect(s.orders.map((o) => [o.kind, o.unit.id, o.result.kind === 'struck' ? o.result.target.id : null])).toEqual([['strike', 'NH', 'AM']]);
    expect(s.events.map((e) => [e.type, e.phase, e.move.army])).toEqual([
      ['marshal_lost', 'order', 'N'],
      ['marshal_needed', 'start_move', 'A'],
      ['marshal_appointed', 'appoint', 'A'],
      ['capitulated', 'start_move', 'F'],
      ['army_out', 'start_move', 'F'],
    ]);
    expect(s.events.find((e) => e.type === 'marshal_appointed')).toMatchObject({ unit: expect.any(String), at: [0, 14], fortress: 'Крепость', cost: 15, balance: 5 });
    expect(s.events.find((e) => e.type === 'marshal_lost')).toMatchObject({ army: 'A', cause: 'struck', by: 'N' });
    expect(s.events.find((e) => e.type === 'army_out')).toMatchObject({ army: 'F', reason: 'capitulated', unitsLost: 1 });
    const f = s.armies.find((a) => a.army === 'F')!;
    expect(f).toMatchObject({ inPlay: false, wentOut: true, unitsEnd: 0 });
    expect(f.losses.map((l) => [l.unit.id, l.cause])).toEqual([['F1', 'capitulated']]);
    const a = s.armies.find((x) => x.army === 'A')!;
    expect(a.recruits.map((r) => [r.kind, r.cost, r.fortress])).toEqual([['appointed', 15, 'Крепость']]);
    expect(a.ledger.map((l) => [l.reason, l.amount, l.balance])).toEqual([['marshal', -15, 5]]);
    expect(s.fortresses.find((x) => x.name === 'Замок')).toMatchObject({ ownerStart: 'F', ownerEnd: null, changes: ['abandoned'], changed: true });
    const md = renderMarkdown(summaryOf(c, 1), 'ru');
    for (const line of [
      '- ▸ Погиб маршал России (AM); удар армии: Франция',
      '- ▸ Россия без маршала: ведущий назначает нового (15 складов)',
      '- ▸ Россия назначила маршала',
      '- ▸ Австрия капитулировала: нет 15 складов на нового маршала',
      '- ▸ Австрия выбыла из игры (капитуляция); частей ушло с поля: 1',
      '| **Замок** | Австрия | никто | — | брошена |',
    ]) expect(md).toContain(line);
    expect(renderHtml(summaryOf(c, 1, 'F'), 'en')).toContain('Austria capitulated');
  });
});
