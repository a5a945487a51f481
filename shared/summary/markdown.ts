/**
 * The turn summary as Markdown: the same sections as the printed sheet (orders and events in
 * sequence, depots with the ledger and the cards, losses and recruits, fortresses with changes
 * marked, standings), for pasting into a campaign's notes or a chat. The map is a link to an SVG
 * file when the caller writes one next to it (`mapHref`).
 */
import { mdEsc } from './escape';
import { timeline } from './orders';
import type { ArmySection, FortressRow, Lang, Standings, TurnSummary } from './model';
import { fortressName, type FortressNames } from '../vocab';
import { armyName, fortressLabel, cardsText, cell, dep, eventText, lossText, orderRow, ownerName, signedDep, turnTitle, typeText, unitText, words } from './text';

export interface MarkdownOptions {
  /** Link to the map picture (an SVG file written beside the Markdown). */
  readonly mapHref?: string;
}

const row = (cells: (string | number)[]): string => `| ${cells.map((c) => mdEsc(c)).join(' | ')} |`;
const sep = (aligns: ('l' | 'r')[]): string => `|${aligns.map((a) => (a === 'r' ? '---:' : '---')).join('|')}|`;

function armyMd(a: ArmySection, lang: Lang, map?: FortressNames): string[] {
  const w = words(lang);
  const out: string[] = [];
  out.push(`### ${mdEsc(armyName(a.army, lang))}${a.inPlay ? '' : ` (${mdEsc(w.out)})`}`, '');
  out.push(`**${mdEsc(w.depots)}:** ${mdEsc(w.balanceStart)} ${mdEsc(dep(a.depotsStart, lang))} → ${mdEsc(w.balanceEnd)} **${mdEsc(dep(a.depotsEnd, lang))}** (${mdEsc(cardsText(a.depotsEnd, lang))})`, '');
  if (a.ledger.length) {
    out.push(row([w.turn, w.reason, w.amount, w.balanceAfter, w.cards]), sep(['r', 'l', 'r', 'r', 'l']));
    for (const l of a.ledger) out.push(row([l.turn, w.reasons[l.reason] + (l.note ? ` — ${l.note}` : ''), signedDep(l.amount, lang), dep(l.balance, lang), cardsText(l.balance, lang)]));
    out.push('');
  } else out.push(`${mdEsc(w.noLedger)}`, '');
  const buy = a.canBuy.length ? a.canBuy.map((b) => `${typeText(b.type, lang, a.army)} ${dep(b.cost, lang)}${b.count > 1 ? ` ×${b.count}` : ''}`).join(', ') : w.canBuyNothing;
  out.push(`**${mdEsc(w.canBuy)}:** ${mdEsc(buy)}${a.inPlay && !a.freeFortressCells ? ` — ${mdEsc(w.noFortressCell)}` : ''}`, '');
  out.push(`**${mdEsc(w.losses)}: ${a.losses.length}**${a.losses.length ? ` (${mdEsc(w.worth)} ${mdEsc(dep(a.lossesValue, lang))})` : ''}`, '');
  for (const l of a.losses) out.push(`- ${mdEsc(lossText(l, lang))}`);
  if (a.losses.length) out.push('');
  out.push(`**${mdEsc(w.recruits)}: ${a.recruits.length}**`, '');
  for (const r of a.recruits) out.push(`- ${mdEsc(`${unitText(r.unit, lang)} — ${r.kind === 'appointed' ? w.appointed : w.recruited} ${cell(r.at)}${r.fortress ? ` «${fortressName(r.fortress, lang, map)}»` : ''}, ${dep(r.cost, lang)}`)}`);
  if (a.recruits.length) out.push('');
  out.push(`${mdEsc(w.kills)}: ${a.kills}; ${mdEsc(w.unitsOnMap)}: ${a.unitsEnd}`, '');
  return out;
}

export function fortressesMd(rows: readonly FortressRow[], lang: Lang): string[] {
  const w = words(lang);
  const out = [row([w.fortress, w.ownerStart, w.ownerEnd, w.hold, w.changes]), sep(['l', 'l', 'l', 'l', 'l'])];
  for (const f of rows) {
    const marks = [...f.changes.map((c) => w.changeWords[c]), ...(f.danger ? [`⚠ ${w.danger}`] : [])].join(', ');
    const label = fortressLabel(f, lang);
    const name = f.changed ? `**${mdEsc(label)}**` : mdEsc(label);
    out.push(`| ${name} | ${mdEsc(ownerName(f.ownerStart, lang))} | ${mdEsc(ownerName(f.ownerEnd, lang))} | ${f.holdEnd ? mdEsc(`${armyName(f.holdEnd.army, lang)} ${f.holdEnd.count}/2`) : '—'} | ${mdEsc(marks || '—')} |`);
  }
  return out;
}

export function standingsMd(s: Standings, lang: Lang): string[] {
  const w = words(lang);
  const out = [row([w.rank, w.army, w.strength, w.depots, w.fortresses, w.units]), sep(['r', 'l', 'r', 'r', 'r', 'r'])];
  for (const r of s.rows) out.push(row([r.inPlay ? r.rank : '—', armyName(r.army, lang) + (r.inPlay ? '' : ` (${w.out})`), dep(r.strength, lang), dep(r.depots, lang), r.fortresses, r.units]));
  out.push('', `**${mdEsc(s.leader === 'draw' ? w.leaderDraw : `${w.leader}: ${armyName(s.leader, lang)}`)}** (${mdEsc(w.goal)}: ${mdEsc(w.goalShort[s.goal])}; ${mdEsc(w.strengthHint)})`);
  return out;
}

export function renderMarkdown(summary: TurnSummary | readonly TurnSummary[], lang: Lang, options: MarkdownOptions = {}): string {
  const list = Array.isArray(summary) ? (summary as readonly TurnSummary[]) : [summary as TurnSummary];
  return list.map((s) => one(s, lang, options)).join('\n\n---\n\n');
}

function one(s: TurnSummary, lang: Lang, options: MarkdownOptions): string {
  const w = words(lang);
  const t = s.turn;
  const out: string[] = [];
  const kind = s.kind === 'since' ? w.sinceSummary : w.turnSummary;
  out.push(`# ${mdEsc(w.game)} — ${mdEsc(kind)}${s.army ? `: ${mdEsc(armyName(s.army, lang))}` : ''}`, '');
  out.push(`**${mdEsc(w.campaign)}:** «${mdEsc(s.campaign.name)}»  `);
  out.push(`**${mdEsc(turnTitle(t.from, t.to, t.limit, lang))}**, ${mdEsc(w.turnsLeft)}: **${t.left}**  `);
  if (s.kind === 'since') out.push(`${mdEsc(w.lastClosed)}: ${mdEsc(s.since?.lastClosed ?? w.firstSession)}  `);
  out.push(`**${mdEsc(w.goal)}:** ${mdEsc(w.goals[t.goal])}  `);
  out.push(`**${mdEsc(w.moveOrder)}:** ${t.armies.map((a) => mdEsc(armyName(a, lang)) + (t.out.includes(a) ? ` (${mdEsc(w.out)})` : '')).join(' → ')}  `);
  if (t.status === 'finished') out.push(`**${mdEsc(w.finished)}:** ${mdEsc(w.winner)} — ${mdEsc(t.winner && t.winner !== 'draw' ? armyName(t.winner, lang) : w.draw)}`);
  else if (t.toMove) out.push(`${mdEsc(w.toMove)}: **${mdEsc(armyName(t.toMove, lang))}**`);
  out.push('');
  out.push(options.mapHref ? `![${mdEsc(s.kind === 'since' ? w.mapSince : w.map)}](${encodeURI(options.mapHref)})` : `_${mdEsc(w.mdMapNote)}_`, '');

  out.push(`## ${mdEsc(w.orders)} · ${mdEsc(w.endEvents)}`, '');
  const groups = timeline(s);
  if (!groups.length) out.push(`${mdEsc(w.noOrders)} ${mdEsc(w.noEvents)}`, '');
  let n = 0;
  for (const g of groups) {
    out.push(`### ${mdEsc(w.armyMove(armyName(g.army, lang), g.turn))}`, '');
    if (!g.items.length) out.push(`_${mdEsc(w.noOrdersMove)}_`);
    for (const it of g.items) {
      if (it.kind === 'order') {
        const r = orderRow(it.o, lang, s.map);
        out.push(`${++n}. ${mdEsc(r.commander)} — ${mdEsc(r.unit)}: ${mdEsc(r.path)} — ${mdEsc(r.result)}`);
      } else {
        out.push(`- ▸ ${mdEsc(eventText(it.e, lang, s.map))}`);
      }
    }
    out.push('');
  }

  out.push(`## ${mdEsc(w.fortresses)}`, '', ...fortressesMd(s.fortresses, lang), '');
  out.push(`## ${mdEsc(w.standings)}`, '', ...standingsMd(s.standings, lang), '');
  out.push(`## ${mdEsc(w.depots)} · ${mdEsc(w.lossesRecruits)}`, '');
  for (const a of s.armies) out.push(...armyMd(a, lang, s.map));
  return out.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd() + '\n';
}
