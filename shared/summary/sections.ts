/**
 * The blocks of a turn summary's page: its heading, the map with its legend, the depots, losses and
 * recruits of an army, the fortresses and the standings (the last two shared with the campaign report).
 */
import type { Army } from '../rules/polkovodets';
import { esc } from './escape';
import { legendIcon, renderMapSvg } from './map';
import type { ArmySection, FortressRow, Lang, LedgerLine, Standings, TurnInfo, TurnSummary } from './model';
import { armyIcon, armyLabel, ownerLabel } from './page';
import { fortressName, type FortressNames } from '../vocab';
import { armyName, fortressLabel, cardsParts, cardsText, cell, dep, lossText, signedDep, turnTitle, typeText, unitText, words } from './text';

export function turnLine(t: TurnInfo, lang: Lang): string {
  const w = words(lang);
  const order = t.armies.map((a) => (t.out.includes(a) ? `<s>${esc(armyName(a, lang))}</s>` : esc(armyName(a, lang)))).join(' → ');
  const state = t.status === 'finished'
    ? `<b>${esc(w.finished)}</b>: ${esc(w.winner)} — ${t.winner === 'draw' || !t.winner ? esc(w.draw) : esc(armyName(t.winner, lang))}`
    : t.toMove ? `${esc(w.toMove)}: <b>${esc(armyName(t.toMove, lang))}</b>` : '';
  return `<p class="meta"><b>${esc(w.goal)}:</b> ${esc(w.goals[t.goal])} · <b>${esc(w.moveOrder)}:</b> ${order}${state ? ` · ${state}` : ''}</p>`;
}

export function header(s: TurnSummary, lang: Lang, army: Army | null): string {
  const w = words(lang);
  const t = s.turn;
  const kind = s.kind === 'since' ? w.sinceSummary : w.turnSummary;
  const sub = s.kind === 'since'
    ? `${esc(w.lastClosed)}: ${s.since?.lastClosed ? esc(s.since.lastClosed.replace('T', ' ').slice(0, 16)) : esc(w.firstSession)}`
    : '';
  const title = army
    ? `<h1>${armyIcon(army)}${esc(armyName(army, lang))} <span style="font-weight:400">· ${esc(w.campaign)} «${esc(s.campaign.name)}»</span></h1>`
    : `<h1>${esc(w.campaign)} «${esc(s.campaign.name)}»</h1>`;
  return `<div class="head"><div><div class="brand">${esc(w.game)} · ${esc(kind)}${army ? ` · ${esc(w.sheetFor)}` : ''}</div>${title}${sub ? `<div class="small">${sub}</div>` : ''}</div>
<div class="turnbox"><div class="big">${esc(turnTitle(t.from, t.to, t.limit, lang))}</div><div class="small">${esc(w.turnsLeft)}: <b>${t.left}</b></div></div></div>
${turnLine(t, lang)}`;
}

// The map's and the legend's SVG ids must be unique within one document: counted per document.
let iconSeq = 0;
let mapSeq = 0;

/** Start a new document's id counters (renderHtml calls it first). */
export function resetIds(): void {
  iconSeq = 0;
  mapSeq = 0;
}

function legend(lang: Lang, armies: readonly Army[]): string {
  const w = words(lang);
  const p = `lg${++iconSeq}-`;
  const item = (icon: string, text: string) => `<span>${icon} ${esc(text)}</span>`;
  return `<div class="legend">${armies.map((a) => item(legendIcon('army', a, p), armyName(a, lang))).join('')}${item(legendIcon('marshal', 'A', p), w.legendMarshal)}${item(legendIcon('general', 'A', p), w.legendGeneral)}${item(legendIcon('move', 'A', p), w.legendMove)}${item(legendIcon('road', 'A', p), w.legendRoad)}${item(legendIcon('strike', 'A', p), w.legendStrike)}${item(legendIcon('lost', 'A', p), w.legendLost)}${item(legendIcon('recruit', 'A', p), w.legendRecruit)}${item(legendIcon('road-terrain', 'A', p), w.terrain.road)}${item(legendIcon('forest', 'A', p), w.terrain.forest)}${item(legendIcon('mountain', 'A', p), w.terrain.mountain)}${item(legendIcon('swamp', 'A', p), w.terrain.swamp)}${item(legendIcon('river', 'A', p), w.terrain.river)}${item(legendIcon('fortress', 'A', p), w.terrain.fortress)}</div>`;
}

export function mapBox(s: TurnSummary, lang: Lang, army: Army | null): string {
  const w = words(lang);
  const svg = renderMapSvg(s.map, { idPrefix: `map${++mapSeq}-`, lang, highlight: army, title: s.kind === 'since' ? w.mapSince : w.map });
  return `<div class="mapbox nobreak">${svg}${legend(lang, s.turn.armies)}</div>`;
}

function cardsBox(cards: ArmySection['cardsEnd'], lang: Lang): string {
  return `<div class="cards">${cardsParts(cards, lang)
    .map((p) => `<div class="card${p.count ? '' : ' zero'}"><div><span class="v">${esc(p.value)}</span> <span class="n">× ${p.count}</span></div><div class="l">${esc(p.label)}</div></div>`)
    .join('')}</div>`;
}

function ledgerTable(lines: readonly LedgerLine[], lang: Lang, withArmy: boolean): string {
  const w = words(lang);
  if (!lines.length) return `<p class="muted small">${esc(w.noLedger)}</p>`;
  const rows = lines
    .map((l) => `<tr><td class="num">${l.turn}</td>${withArmy ? `<td>${armyLabel(l.army, lang)}</td>` : ''}<td>${esc(w.reasons[l.reason])}${l.note ? ` — <i>${esc(l.note)}</i>` : ''}</td><td class="num chg">${esc(signedDep(l.amount, lang))}</td><td class="num">${esc(dep(l.balance, lang))}</td><td class="tiny">${esc(cardsText(l.balance, lang))}</td></tr>`)
    .join('');
  return `<table class="small"><thead><tr><th class="num">${esc(w.turn)}</th>${withArmy ? `<th>${esc(w.army)}</th>` : ''}<th>${esc(w.reason)}</th><th class="num">${esc(w.amount)}</th><th class="num">${esc(w.balanceAfter)}</th><th>${esc(w.cards)}</th></tr></thead><tbody>${rows}</tbody></table>`;
}

export function depotsBlock(a: ArmySection, lang: Lang): string {
  const w = words(lang);
  const canBuy = a.canBuy.length
    ? a.canBuy.map((b) => `${esc(typeText(b.type, lang, a.army))} <span class="muted">${esc(dep(b.cost, lang))}</span>${b.count > 1 ? ` ×${b.count}` : ''}`).join(', ')
    : esc(w.canBuyNothing);
  const cells = a.inPlay ? (a.freeFortressCells ? ` <span class="muted">(${esc(w.freeCells)}: ${a.freeFortressCells})</span>` : ` — <b>${esc(w.noFortressCell)}</b>`) : '';
  return `<div class="nobreak"><div>${esc(w.balanceStart)}: ${esc(dep(a.depotsStart, lang))} → ${esc(w.balanceEnd)}: <span class="balance">${esc(dep(a.depotsEnd, lang))}</span></div>
${cardsBox(a.cardsEnd, lang)}
${ledgerTable(a.ledger, lang, false)}
<p class="tiny" style="margin:.8mm 0 0"><b>${esc(w.canBuy)}:</b> ${canBuy}${cells}</p></div>`;
}

/** One army's losses and recruits; `map` gives the fortresses' English names. */
export function lossesBlock(a: ArmySection, lang: Lang, map?: FortressNames): string {
  const w = words(lang);
  const losses = a.losses.length
    ? `<ul class="plain small">${a.losses.map((l) => `<li>${esc(lossText(l, lang))}</li>`).join('')}</ul>`
    : `<p class="muted small">${esc(w.noLosses)}</p>`;
  const recruits = a.recruits.length
    ? `<ul class="plain small">${a.recruits.map((r) => `<li>${esc(unitText(r.unit, lang))} — ${r.kind === 'appointed' ? esc(w.appointed) : esc(w.recruited)} ${esc(cell(r.at))}${r.fortress ? ` «${esc(fortressName(r.fortress, lang, map))}»` : ''}, ${esc(dep(r.cost, lang))}</li>`).join('')}</ul>`
    : `<p class="muted small">${esc(w.noRecruits)}</p>`;
  return `<div class="nobreak"><h3>${esc(w.losses)}: ${a.losses.length}${a.losses.length ? ` <span class="muted" style="font-weight:400">(${esc(w.worth)} ${esc(dep(a.lossesValue, lang))})</span>` : ''}</h3>${losses}
<h3>${esc(w.recruits)}: ${a.recruits.length}${a.recruits.length ? ` <span class="muted" style="font-weight:400">(${esc(dep(a.recruitsValue, lang))})</span>` : ''}</h3>${recruits}
<p class="small">${esc(w.kills)}: <b>${a.kills}</b> · ${esc(w.unitsOnMap)}: <b>${a.unitsEnd}</b>${a.unitsEnd !== a.unitsStart ? ` <span class="muted">(${a.unitsStart} → ${a.unitsEnd})</span>` : ''}</p></div>`;
}

export function fortressTable(rows: readonly FortressRow[], lang: Lang, compact = false): string {
  const w = words(lang);
  const body = rows
    .map((f) => {
      const marks = [
        ...f.changes.map((c) => `<span class="mark${c === 'captured' || c === 'abandoned' ? ' inv' : ''}">${esc(w.changeWords[c])}</span>`),
        ...(f.danger ? [`<span class="mark">⚠ ${esc(w.danger)}</span>`] : []),
      ].join(' ');
      const owner = f.ownerStart !== f.ownerEnd ? `${ownerLabel(f.ownerStart, lang)} → <b>${ownerLabel(f.ownerEnd, lang)}</b>` : ownerLabel(f.ownerEnd, lang);
      const hold = f.holdEnd ? `${armyLabel(f.holdEnd.army, lang)} ${f.holdEnd.count}/2` : '—';
      const near = f.threats.length ? f.threats.map((t) => `${esc(t.army)}×${t.units}`).join(' ') : '';
      const on = f.occupants.length ? f.occupants.join(', ') : '—';
      return `<tr${f.changed ? ' class="changed"' : ''}><td class="nowrap"><b>${esc(fortressLabel(f, lang))}</b>${compact ? '' : ` <span class="muted tiny">${f.cells}&nbsp;${esc(w.cells)}, ${esc(w.reasons.trophy)} ${esc(dep(f.trophies, lang))}</span>`}</td><td>${owner}</td><td class="nowrap">${hold}</td>${compact ? '' : `<td>${esc(on)}${near ? ` <span class="muted">· ${esc(w.near)} ${esc(near)}</span>` : ''}</td>`}<td>${marks}</td></tr>`;
    })
    .join('');
  return `<table class="small"><thead><tr><th>${esc(w.fortress)}</th><th>${esc(w.owner)}</th><th>${esc(w.hold)}</th>${compact ? '' : `<th>${esc(w.onIt)}</th>`}<th>${esc(w.changes)}</th></tr></thead><tbody>${body}</tbody></table>`;
}

export function standingsTable(s: Standings, lang: Lang, own: Army | null = null): string {
  const w = words(lang);
  const body = s.rows
    .map((r) => {
      const d = r.strength - r.strengthStart;
      const delta = d ? ` <span class="muted">(${esc(signedDep(d, lang))})</span>` : '';
      return `<tr${own === r.army ? ' class="own"' : ''}><td class="num">${r.inPlay ? r.rank : '—'}</td><td>${armyLabel(r.army, lang)}${r.inPlay ? '' : ` <span class="mark">${esc(w.out)}</span>`}</td><td class="num">${esc(dep(r.strength, lang))}${delta}</td><td class="num">${esc(dep(r.depots, lang))}</td><td class="num">${r.fortresses}</td><td class="num">${r.units}</td></tr>`;
    })
    .join('');
  const lead = s.leader === 'draw' ? w.leaderDraw : `${w.leader}: ${armyName(s.leader, lang)}`;
  return `<table class="small"><thead><tr><th class="num">${esc(w.rank)}</th><th>${esc(w.army)}</th><th class="num">${esc(w.strength)}</th><th class="num">${esc(w.depots)}</th><th class="num">${esc(w.fortresses)}</th><th class="num">${esc(w.units)}</th></tr></thead><tbody>${body}</tbody></table>
<p class="tiny"><b>${esc(lead)}</b> · ${esc(w.goal)}: ${esc(w.goalShort[s.goal])} · <span class="muted">${esc(w.strengthHint)}</span></p>`;
}
