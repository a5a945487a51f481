/**
 * `buildTurnSummary`: the one builder of the turn summary (and of "since last session", which is the
 * same summary over several turns). Input: the campaign name, the states at the start and at the end,
 * the history entries in between (orders with their events, ends of move, appointments, corrections)
 * and the depot ledger. Output: the plain-data `TurnSummary` every view renders. Pure: no I/O, no clock.
 */
import type { HistoryEntry, LedgerEntry } from '../bridge/contract';
import {
  RECRUITABLE_TYPES,
  UNIT_SPECS,
  chebyshev,
  depotCards,
  freeOwnFortressCells,
  leader,
  standings,
  strengthOf,
  type Army,
  type GameState,
  type UnitType,
} from '../rules/polkovodets';
import { SUMMARY_FORMAT, type ArmySection, type FortressChange, type FortressRow, type LedgerLine, type MapPicture, type Standings, type StandingRow, type TurnInfo, type TurnSummary } from './model';
import { replay } from './replay';

const half = (h: number): number => h / 2;
const halves = (depots: number): number => Math.round(depots * 2);

/** How near (Chebyshev cells) enemy units put a fortress in danger. */
export const DANGER_RADIUS = 3;

export interface TurnSummaryInput {
  readonly campaign: { readonly name: string } | string;
  /** The state before the first entry (after the last entry of the previous turn). */
  readonly start: GameState;
  /** The state after the last entry. */
  readonly end: GameState;
  /** The entries covered, in sequence ('create' and 'setup' entries are skipped). */
  readonly entries: readonly HistoryEntry[];
  /** The depot ledger; lines outside the entries' positions are ignored. Without it, the events' depot changes are used. */
  readonly ledger?: readonly LedgerEntry[];
  /** One army's sheet, or all armies (null or absent). */
  readonly army?: Army | null;
  /** The turn summarised, when the entries are empty (a turn with nothing done yet). */
  readonly turn?: number;
  /** Log positions: after `fromSeq` up to `toSeq`. Defaults from the entries. */
  readonly fromSeq?: number;
  readonly toSeq?: number;
  /** "Since last session": when the campaign was last closed. */
  readonly since?: { readonly lastClosed: string | null; readonly fromSeq: number; readonly toSeq: number } | null;
  readonly printedAt?: string | null;
}

export function buildTurnSummary(input: TurnSummaryInput): TurnSummary {
  const { start, end } = input;
  const entries = input.entries.filter((e) => e.kind !== 'create' && e.kind !== 'setup');
  const name = typeof input.campaign === 'string' ? input.campaign : input.campaign.name;
  const fromSeq = input.since?.fromSeq ?? input.fromSeq ?? (entries.length ? entries[0].seq - 1 : 0);
  const toSeq = input.since?.toSeq ?? input.toSeq ?? (entries.length ? entries[entries.length - 1].seq : fromSeq);
  const r = replay(start, entries);

  const turns = entries.map((e) => e.turn);
  const fromTurn = turns.length ? Math.min(...turns) : (input.turn ?? start.turn);
  const toTurn = turns.length ? Math.max(...turns) : (input.turn ?? end.turn);
  const turn = turnInfo(end, fromTurn, toTurn);

  // Ledger lines of these positions: the service's ledger, or the events' own depot changes.
  const ledgerSource: Omit<LedgerLine, 'cards'>[] = input.ledger
    ? input.ledger.filter((l) => l.seq > fromSeq && l.seq <= toSeq).map((l) => ({ seq: l.seq, turn: l.turn, army: l.army, amount: l.amount, balance: l.balance, reason: l.reason, note: l.note }))
    : r.depotLines;
  const ledger: LedgerLine[] = ledgerSource.map((l) => ({ ...l, cards: depotCards(halves(l.balance)) }));

  const chosen = input.army ?? null;
  const armies = end.armies.filter((a) => chosen === null || a === chosen);
  const sections: ArmySection[] = armies.map((army) => {
    const losses = r.losses.filter((l) => l.unit.army === army);
    const recruits = r.recruits.filter((x) => x.unit.army === army);
    const depotsEnd = end.depots[army] ?? 0;
    const byType: Partial<Record<UnitType, number>> = {};
    for (const u of end.units) if (u.army === army) byType[u.type] = (byType[u.type] ?? 0) + 1;
    return {
      army,
      inPlay: !end.out.includes(army),
      wentOut: end.out.includes(army) && !start.out.includes(army),
      depotsStart: half(start.depots[army] ?? 0),
      depotsEnd: half(depotsEnd),
      cardsEnd: depotCards(depotsEnd),
      ledger: ledger.filter((l) => l.army === army),
      losses,
      lossesValue: half(losses.reduce((s, l) => s + UNIT_SPECS[l.unit.type].cost, 0)),
      recruits,
      recruitsValue: recruits.reduce((s, x) => s + x.cost, 0),
      kills: r.kills[army] ?? 0,
      unitsStart: start.units.filter((u) => u.army === army).length,
      unitsEnd: end.units.filter((u) => u.army === army).length,
      byType,
      canBuy: RECRUITABLE_TYPES.filter((t) => UNIT_SPECS[t].cost <= depotsEnd).map((t) => ({ type: t, cost: half(UNIT_SPECS[t].cost), count: Math.floor(depotsEnd / UNIT_SPECS[t].cost) })),
      freeFortressCells: end.out.includes(army) ? 0 : freeOwnFortressCells(end, army).length,
    };
  });

  const map: MapPicture = {
    width: end.map.width,
    height: end.map.height,
    rows: end.map.rows,
    fortresses: end.map.fortresses.map((f, i) => ({ name: f.name, ...(f.nameEn ? { nameEn: f.nameEn } : {}), cells: f.cells, owner: end.fortresses[i]?.owner ?? null, hold: end.fortresses[i]?.hold ?? null })),
    units: end.units.map((u) => ({ id: u.id, army: u.army, type: u.type, x: u.x, y: u.y })),
    arrows: r.arrows,
    losses: r.losses.filter((l) => l.at !== null).map((l) => ({ army: l.unit.army, unit: l.unit.id, type: l.unit.type, at: l.at! })),
    recruits: r.recruits.map((x) => ({ army: x.unit.army, unit: x.unit.id, type: x.unit.type, at: x.at })),
  };

  return {
    format: SUMMARY_FORMAT,
    kind: input.since ? 'since' : 'turn',
    campaign: { name },
    army: chosen,
    turn,
    since: input.since ? { lastClosed: input.since.lastClosed, fromSeq: input.since.fromSeq, toSeq: input.since.toSeq } : null,
    seqRange: { fromSeq, toSeq },
    moves: r.moves,
    orders: r.orders,
    events: r.events,
    armies: sections,
    fortresses: fortressRows(start, end, r.fortressChanges),
    standings: standingsOf(end, start),
    map,
    printedAt: input.printedAt ?? null,
  };
}

export function turnInfo(end: GameState, from: number, to: number): TurnInfo {
  const limit = end.options.turnLimit;
  return {
    from,
    to,
    limit,
    left: end.status === 'finished' ? 0 : Math.max(0, limit - to),
    status: end.status,
    winner: end.winner,
    goal: end.options.goal,
    armies: end.armies,
    out: end.out,
    toMove: end.status === 'playing' ? end.toMove : null,
  };
}

function fortressRows(start: GameState, end: GameState, changes: readonly { fortress: string; change: FortressChange }[]): FortressRow[] {
  return end.map.fortresses.map((def, i) => {
    const s = start.fortresses[i];
    const e = end.fortresses[i];
    const own: FortressChange[] = [];
    for (const c of changes) if (c.fortress === def.name && !own.includes(c.change)) own.push(c.change);
    const occupants = new Set<Army>();
    const near = new Map<Army, number>();
    for (const u of end.units) {
      let d = Infinity;
      for (const [x, y] of def.cells) d = Math.min(d, chebyshev(x, y, u.x, u.y));
      if (d === 0) occupants.add(u.army);
      if (d <= DANGER_RADIUS && u.army !== e.owner) near.set(u.army, (near.get(u.army) ?? 0) + 1);
    }
    const threats = end.armies.filter((a) => near.has(a)).map((a) => ({ army: a, units: near.get(a)! }));
    const hold = e.hold ?? null;
    return {
      name: def.name,
      ...(def.nameEn ? { nameEn: def.nameEn } : {}),
      cells: def.cells.length,
      trophies: def.cells.length * 5,
      ownerStart: s?.owner ?? null,
      ownerEnd: e.owner,
      holdStart: s?.hold ?? null,
      holdEnd: hold,
      changes: own,
      changed: own.length > 0 || (s?.owner ?? null) !== e.owner || JSON.stringify(s?.hold ?? null) !== JSON.stringify(hold),
      occupants: end.armies.filter((a) => occupants.has(a)),
      threats,
      danger: e.owner !== null && ((hold !== null && hold.army !== e.owner) || threats.length > 0),
    };
  });
}

export function standingsOf(end: GameState, start?: GameState): Standings {
  const goal = end.options.goal;
  const rows = standings(end);
  const key = (s: (typeof rows)[number]): number[] => (goal === 'fortresses' ? [s.inPlay ? 1 : 0, s.fortresses, s.strength] : [s.inPlay ? 1 : 0, s.strength]);
  const cmp = (a: (typeof rows)[number], b: (typeof rows)[number]): number => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return kb[i] - ka[i];
    return 0;
  };
  const sorted = rows.slice().sort(cmp);
  const out: StandingRow[] = sorted.map((s) => ({
    army: s.army,
    rank: 1 + sorted.findIndex((o) => cmp(o, s) === 0),
    inPlay: s.inPlay,
    depots: half(s.depots),
    strength: half(s.strength),
    strengthStart: half(start ? strengthOf(start, s.army) : s.strength),
    fortresses: s.fortresses,
    units: s.units,
  }));
  return { goal, rows: out, leader: end.status === 'finished' && end.winner ? end.winner : leader(end) };
}
