/**
 * The orders and events of a turn summary as one table, grouped by army move, and how much of the
 * other armies' doings fits one army's one-page sheet.
 */
import type { Army } from '../rules/polkovodets';
import { esc } from './escape';
import { armyIcon } from './page';
import type { ArmySection, Lang, SummaryEvent, SummaryOrder, TurnSummary } from './model';
import { armyName, eventText, orderRow, words } from './text';

/** Orders and events merged in sequence, grouped by army move. */
type Item = { kind: 'order'; o: SummaryOrder } | { kind: 'event'; e: SummaryEvent };

export function timeline(s: TurnSummary): { turn: number; army: Army; items: Item[] }[] {
  type Marker = { seq: number; rank: number; turn: number; army: Army; item: Item | null };
  const marks: Marker[] = [];
  (s.moves ?? []).forEach((m, i) => marks.push({ seq: m.seq, rank: -100_000 + i, turn: m.turn, army: m.army, item: null }));
  s.orders.forEach((o, i) => marks.push({ seq: o.seq, rank: i, turn: o.move.turn, army: o.move.army, item: { kind: 'order', o } }));
  s.events.forEach((e, i) => marks.push({ seq: e.seq, rank: 100_000 + i, turn: e.move.turn, army: e.move.army, item: { kind: 'event', e } }));
  marks.sort((a, b) => a.seq - b.seq || a.rank - b.rank);
  const groups: { turn: number; army: Army; items: Item[] }[] = [];
  for (const m of marks) {
    let last = groups[groups.length - 1];
    if (!last || last.turn !== m.turn || last.army !== m.army) groups.push((last = { turn: m.turn, army: m.army, items: [] }));
    if (m.item) last.items.push(m.item);
  }
  return groups;
}

/**
 * One army's sheet must stay one page. Its two columns hold about this many millimetres of blocks
 * (A4 less the margins, the header and the map); the estimate below decides how much of the other
 * armies' doings is listed (all of it the map shows anyway).
 */
export const SHEET_CAPACITY_MM = 300;

/** How much of the other armies' orders a sheet lists: 0 all; 1 not their plain moves; 2 only what hit this army. */
type Condense = 0 | 1 | 2;

function keepOrder(o: SummaryOrder, own: Army | null, level: Condense): boolean {
  if (own === null || level === 0 || o.army === own) return true;
  if (level === 1) return o.kind !== 'move' && o.kind !== 'step';
  return o.result.kind === 'struck' && o.result.target.army === own;
}

/** Lines a table cell of `chars` characters takes in a column about `perLine` characters wide. */
const lines = (chars: number, perLine: number): number => Math.max(1, Math.ceil(chars / perLine));

function ordersHeightMm(s: TurnSummary, lang: Lang, own: Army, level: Condense): number {
  let mm = 14; // heading and table head
  for (const g of timeline(s)) {
    mm += 5;
    let skipped = 0;
    for (const it of g.items) {
      if (it.kind === 'order') {
        if (!keepOrder(it.o, own, level)) {
          skipped++;
          continue;
        }
        const r = orderRow(it.o, lang, s.map);
        mm += 1.2 + 3.3 * Math.max(lines(r.commander.length + r.unit.length + r.path.length + 3, 44), lines(r.result.length, 26));
      } else mm += 1.2 + 3.3 * lines(eventText(it.e, lang, s.map).length, 70);
    }
    if (skipped || !g.items.length) mm += 4.5;
  }
  return mm;
}

function otherBlocksMm(s: TurnSummary, a: ArmySection): number {
  const depots = 48 + 7.5 * a.ledger.length;
  const losses = 34 + 4.2 * (a.losses.length + a.recruits.length);
  const fortresses = 16 + 5 * s.fortresses.length + 2 * s.fortresses.filter((f) => f.changes.length + (f.danger ? 1 : 0) > 1).length;
  const standings = 22 + 5 * s.standings.rows.length;
  return depots + losses + fortresses + standings;
}

export function condenseLevel(s: TurnSummary, lang: Lang, a: ArmySection): Condense {
  const room = SHEET_CAPACITY_MM - otherBlocksMm(s, a);
  for (const level of [0, 1] as const) if (ordersHeightMm(s, lang, a.army, level) <= room) return level;
  return 2;
}

export function ordersTable(s: TurnSummary, lang: Lang, own: Army | null, compact: boolean, level: Condense = 0): string {
  const w = words(lang);
  const groups = timeline(s);
  if (!groups.length) return `<p class="muted">${esc(w.noOrders)} ${esc(w.noEvents)}</p>`;
  let n = 0;
  const rows: string[] = [];
  const span = compact ? 3 : 5;
  for (const g of groups) {
    rows.push(`<tr class="group"><td colspan="${span}">${armyIcon(g.army)}${esc(w.armyMove(armyName(g.army, lang), g.turn))}</td></tr>`);
    let skipped = 0;
    for (const it of g.items) {
      if (it.kind === 'order') {
        n++;
        if (!keepOrder(it.o, own, level)) {
          skipped++;
          continue;
        }
        const r = orderRow(it.o, lang, s.map);
        const cls = own && it.o.army === own ? ' class="own"' : '';
        if (compact) {
          rows.push(`<tr${cls}><td class="num">${n}</td><td>${esc(r.commander)}: ${esc(r.unit)} <span class="nowrap">${esc(r.path)}</span></td><td>${esc(r.result)}</td></tr>`);
        } else {
          rows.push(`<tr${cls}><td class="num">${n}</td><td>${esc(r.commander)}</td><td>${esc(r.unit)}</td><td class="nowrap">${esc(r.path)}</td><td>${esc(r.result)}</td></tr>`);
        }
      } else {
        rows.push(`<tr class="ev"><td class="num">▸</td><td colspan="${span - 1}">${esc(eventText(it.e, lang, s.map))}</td></tr>`);
      }
    }
    if (skipped) rows.push(`<tr><td></td><td colspan="${span - 1}" class="muted">${esc(level === 1 ? w.moreMoves(skipped) : w.moreOrders(skipped))}</td></tr>`);
    if (!g.items.length) rows.push(`<tr><td></td><td colspan="${span - 1}" class="muted">${esc(w.noOrdersMove)}</td></tr>`);
  }
  const head = compact
    ? `<tr><th class="num">${esc(w.n)}</th><th>${esc(w.commander)}: ${esc(w.unit)}, ${esc(w.fromTo)}</th><th>${esc(w.result)}</th></tr>`
    : `<tr><th class="num">${esc(w.n)}</th><th>${esc(w.commander)}</th><th>${esc(w.unit)}</th><th>${esc(w.fromTo)}</th><th>${esc(w.result)}</th></tr>`;
  return `<table class="orders${compact ? ' tiny' : ' small'}"><thead>${head}</thead><tbody>${rows.join('')}</tbody></table>`;
}
