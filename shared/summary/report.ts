/**
 * The campaign report: depots, strength and losses per army over the turns, fortress ownership over
 * the turns (SVG charts), and the current standings. Built from the state at the start and the whole
 * order log (every entry's events), so no per-turn snapshots are needed. Pure.
 */
import type { HistoryEntry } from '../bridge/contract';
import { UNIT_SPECS, type Army, type GameState } from '../rules/polkovodets';
import { standingsOf, turnInfo } from './build';
import { lineChart, ownershipChart } from './charts';
import { esc, mdEsc } from './escape';
import { htmlDocument, type HtmlOptions } from './page';
import { standingsTable, turnLine } from './sections';
import { standingsMd } from './markdown';
import { REPORT_FORMAT, type CampaignReport, type Lang } from './model';
import { fortressName } from '../vocab';
import { armyName, fortressLabel, dep, ownerName, turnTitle, words } from './text';

export interface CampaignReportInput {
  readonly campaign: { readonly name: string } | string;
  /** The state at the start (after the campaign's creation and set-up). */
  readonly start: GameState;
  /** The current state. */
  readonly current: GameState;
  /** The whole order log, in sequence ('create' and 'setup' entries are skipped). */
  readonly entries: readonly HistoryEntry[];
  readonly printedAt?: string | null;
}

export function buildCampaignReport(input: CampaignReportInput): CampaignReport {
  const { start, current } = input;
  const armies = current.armies;
  const entries = input.entries.filter((e) => e.kind !== 'create' && e.kind !== 'setup');
  const lastTurn = entries.length ? Math.max(...entries.map((e) => e.turn)) : 0;
  const turns = Array.from({ length: lastTurn + 1 }, (_, i) => i);

  // Running values (half-depots for money).
  const depots = new Map<Army, number>(armies.map((a) => [a, start.depots[a] ?? 0]));
  const cost = new Map<Army, number>(armies.map((a) => [a, 0]));
  const count = new Map<Army, number>(armies.map((a) => [a, 0]));
  for (const u of start.units) {
    cost.set(u.army, (cost.get(u.army) ?? 0) + UNIT_SPECS[u.type].cost);
    count.set(u.army, (count.get(u.army) ?? 0) + 1);
  }
  const owners = new Map<string, Army | null>(start.fortresses.map((f) => [f.name, f.owner]));

  const series = () => new Map<Army, number[]>(armies.map((a) => [a, []]));
  const depotsS = series();
  const strengthS = series();
  const unitsS = series();
  const lossesS = series();
  const ownersS = new Map<string, (Army | null)[]>(start.fortresses.map((f) => [f.name, []]));
  const lostThisTurn = new Map<Army, number>(armies.map((a) => [a, 0]));
  const captures: CampaignReport['captures'][number][] = [];

  const record = () => {
    for (const a of armies) {
      depotsS.get(a)!.push((depots.get(a) ?? 0) / 2);
      strengthS.get(a)!.push(((depots.get(a) ?? 0) + (cost.get(a) ?? 0)) / 2);
      unitsS.get(a)!.push(count.get(a) ?? 0);
      lossesS.get(a)!.push(lostThisTurn.get(a) ?? 0);
      lostThisTurn.set(a, 0);
    }
    for (const [name, list] of ownersS) list.push(owners.get(name) ?? null);
  };
  const lose = (army: Army, type: keyof typeof UNIT_SPECS) => {
    cost.set(army, (cost.get(army) ?? 0) - UNIT_SPECS[type].cost);
    count.set(army, (count.get(army) ?? 0) - 1);
    lostThisTurn.set(army, (lostThisTurn.get(army) ?? 0) + 1);
  };

  record(); // turn 0: the start
  let recorded = 0;
  for (const e of entries) {
    while (recorded < e.turn - 1) {
      record();
      recorded++;
    }
    for (const ev of e.events) {
      switch (ev.type) {
        case 'depots':
          depots.set(ev.army, ev.balance);
          break;
        case 'recruited':
          cost.set(ev.army, (cost.get(ev.army) ?? 0) + UNIT_SPECS[ev.unitType].cost);
          count.set(ev.army, (count.get(ev.army) ?? 0) + 1);
          break;
        case 'marshal_appointed':
          cost.set(ev.army, (cost.get(ev.army) ?? 0) + UNIT_SPECS.marshal.cost);
          count.set(ev.army, (count.get(ev.army) ?? 0) + 1);
          break;
        case 'struck':
          lose(ev.targetArmy, ev.targetType);
          break;
        case 'drowned':
          lose(ev.army, ev.unitType);
          break;
        case 'army_out':
          lostThisTurn.set(ev.army, (lostThisTurn.get(ev.army) ?? 0) + (count.get(ev.army) ?? 0));
          cost.set(ev.army, 0);
          count.set(ev.army, 0);
          for (const [name, o] of owners) if (o === ev.army) owners.set(name, null);
          break;
        case 'captured':
          owners.set(ev.fortress, ev.army);
          captures.push({ turn: e.turn, fortress: ev.fortress, army: ev.army, from: ev.from, trophies: ev.trophies / 2 });
          break;
        default:
          break;
      }
    }
  }
  while (recorded < lastTurn) {
    record();
    recorded++;
  }

  const obj = <T>(m: Map<Army, T>): Partial<Record<Army, T>> => Object.fromEntries(m) as Partial<Record<Army, T>>;
  const lossesTotal = new Map<Army, number[]>(
    armies.map((a) => {
      let s = 0;
      return [a, lossesS.get(a)!.map((v) => (s += v))];
    }),
  );
  return {
    format: REPORT_FORMAT,
    campaign: { name: typeof input.campaign === 'string' ? input.campaign : input.campaign.name },
    turn: turnInfo(current, 1, lastTurn || current.turn),
    armies,
    turns,
    depots: obj(depotsS),
    strength: obj(strengthS),
    units: obj(unitsS),
    losses: obj(lossesS),
    lossesTotal: obj(lossesTotal),
    fortresses: start.fortresses.map((f, i) => ({ name: f.name, ...(start.map.fortresses[i]?.nameEn ? { nameEn: start.map.fortresses[i].nameEn } : {}), owners: ownersS.get(f.name)! })),
    captures,
    standings: standingsOf(current, start),
    printedAt: input.printedAt ?? null,
  };
}

const REPORT_CSS = `.chartbox { border: .6pt solid #000; padding: 1.5mm 2mm; margin-bottom: 2.5mm; break-inside: avoid; }
.chartbox h3 { margin: 0 0 1mm; }
.chart { display: block; width: 100%; height: auto; }
.charts { display: grid; grid-template-columns: 1fr 1fr; gap: 0 3mm; margin-top: 2.5mm; }`;

/** The campaign report as a self-contained HTML document (A4 portrait). */
export function renderReportHtml(r: CampaignReport, lang: Lang, options: HtmlOptions = {}): string {
  const w = words(lang);
  const ser = (m: CampaignReport['depots']) => r.armies.map((a) => ({ army: a, values: m[a] ?? [] }));
  const fmt = (v: number) => dep(v, lang);
  const box = (title: string, svg: string) => `<div class="chartbox"><h3>${esc(title)}</h3>${svg}</div>`;
  const size = { width: 400, height: 230 };
  const charts = `<div class="charts">${[
    box(w.depotsChart, lineChart({ title: w.depotsChart, lang, turns: r.turns, series: ser(r.depots), format: fmt, ...size })),
    box(w.strengthChart, lineChart({ title: w.strengthChart, lang, turns: r.turns, series: ser(r.strength), format: fmt, ...size })),
    box(w.lossesChart, lineChart({ title: w.lossesChart, lang, turns: r.turns, series: ser(r.lossesTotal), ...size })),
    box(w.fortressChart, ownershipChart({ title: w.fortressChart, lang, turns: r.turns, fortresses: r.fortresses, armies: r.armies, width: 400 })),
  ].join('')}</div>`;
  const captures = r.captures.length
    ? `<table class="small"><thead><tr><th class="num">${esc(w.turn)}</th><th>${esc(w.fortress)}</th><th>${esc(w.army)}</th><th>${esc(w.ownerStart)}</th><th class="num">${esc(w.reasons.trophy)}</th></tr></thead><tbody>${r.captures
        .map((c) => `<tr><td class="num">${c.turn}</td><td><b>${esc(fortressName(c.fortress, lang, r))}</b></td><td>${esc(armyName(c.army, lang))}</td><td>${esc(ownerName(c.from, lang))}</td><td class="num">+${esc(dep(c.trophies, lang))}</td></tr>`)
        .join('')}</tbody></table>`
    : `<p class="muted small">${esc(w.noCaptures)}</p>`;
  const fortressRows = r.fortresses
    .map((f) => {
      const owner = f.owners[f.owners.length - 1] ?? null;
      let since = f.owners.length - 1;
      while (since > 0 && f.owners[since - 1] === owner) since--;
      const when = since === 0 ? w.start : `${w.turn} ${r.turns[since]}`;
      return `<tr><td><b>${esc(fortressLabel(f, lang))}</b></td><td>${esc(ownerName(owner, lang))}</td><td class="muted">${esc(when)}</td></tr>`;
    })
    .join('');
  const fortressList = `<table class="small"><thead><tr><th>${esc(w.fortress)}</th><th>${esc(w.owner)}</th><th></th></tr></thead><tbody>${fortressRows}</tbody></table>`;
  const body = `<section class="page">
<div class="head"><div><div class="brand">${esc(w.game)} · ${esc(w.report)}</div><h1>${esc(w.campaign)} «${esc(r.campaign.name)}»</h1></div>
<div class="turnbox"><div class="big">${esc(turnTitle(r.turn.to, r.turn.to, r.turn.limit, lang))}</div><div class="small">${esc(w.turnsLeft)}: <b>${r.turn.left}</b></div></div></div>
${turnLine(r.turn, lang)}
<h2>${esc(w.standings)}</h2>
${standingsTable(r.standings, lang)}
${charts}
<div class="cols"><div><h2>${esc(w.captures)}</h2>${captures}</div><div><h2>${esc(w.fortresses)}</h2>${fortressList}</div></div>
</section>`;
  const footer = `${w.game} · ${w.report} · «${r.campaign.name}»${r.printedAt ? ` · ${w.printed} ${r.printedAt.replace('T', ' ').slice(0, 16)}` : ''}`;
  return htmlDocument({ lang, title: options.title ?? `${w.game} — ${w.report}: «${r.campaign.name}»`, fontCss: options.fontCss, css: REPORT_CSS, body, footer });
}

/** The report as Markdown: the standings and the series as tables (the charts are in the HTML). */
export function renderReportMarkdown(r: CampaignReport, lang: Lang): string {
  const w = words(lang);
  const out: string[] = [`# ${mdEsc(w.game)} — ${mdEsc(w.report)}`, '', `**${mdEsc(w.campaign)}:** «${mdEsc(r.campaign.name)}»  `, `**${mdEsc(turnTitle(r.turn.to, r.turn.to, r.turn.limit, lang))}**, ${mdEsc(w.turnsLeft)}: **${r.turn.left}**`, ''];
  out.push(`## ${mdEsc(w.standings)}`, '', ...standingsMd(r.standings, lang), '');
  const table = (title: string, m: CampaignReport['depots'], f: (v: number) => string) => {
    out.push(`## ${mdEsc(title)}`, '', `| ${mdEsc(w.turn)} | ${r.armies.map((a) => mdEsc(armyName(a, lang))).join(' | ')} |`, `|---:|${r.armies.map(() => '---:').join('|')}|`);
    r.turns.forEach((t, i) => out.push(`| ${t === 0 ? mdEsc(w.start) : t} | ${r.armies.map((a) => mdEsc(f((m[a] ?? [])[i] ?? 0))).join(' | ')} |`));
    out.push('');
  };
  table(w.depotsChart, r.depots, (v) => dep(v, lang));
  table(w.strengthChart, r.strength, (v) => dep(v, lang));
  table(w.lossesChart, r.lossesTotal, (v) => String(v));
  out.push(`## ${mdEsc(w.fortressChart)}`, '', `| ${mdEsc(w.turn)} | ${r.fortresses.map((f) => mdEsc(fortressLabel(f, lang))).join(' | ')} |`, `|---:|${r.fortresses.map(() => '---').join('|')}|`);
  r.turns.forEach((t, i) => out.push(`| ${t === 0 ? mdEsc(w.start) : t} | ${r.fortresses.map((f) => f.owners[i] ?? '—').join(' | ')} |`));
  out.push('', `## ${mdEsc(w.captures)}`, '');
  if (!r.captures.length) out.push(mdEsc(w.noCaptures));
  for (const c of r.captures) out.push(`- ${mdEsc(`${w.turn} ${c.turn}: ${armyName(c.army, lang)} — «${fortressName(c.fortress, lang, r)}» (${ownerName(c.from, lang)}), +${dep(c.trophies, lang)}`)}`);
  return out.join('\n') + '\n';
}
