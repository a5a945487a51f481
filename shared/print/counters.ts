/**
 * Counters on paper (issue 13, part 4): the brochure's cards — «одна карточка — рота, эскадрон или
 * батарея», green «А», blue «N», white «F», a large banner for the marshal and small ones for the
 * generals — for each army, one card a unit, the size of a printed cell so that a card covers one
 * cell of the printed field; and the depot cards (полковой 1, дивизионный 2,5, корпусной 5,
 * армейский 10) the army's depots need.
 *
 *   countersFromUnits(units, depots, armies) → CounterSet   (a preset's scenario or a campaign's state)
 *   renderCountersHtml(set, { cellMm: 5, grey, lang, fontCss }) → { html, pageCount }
 *
 * A card is the window's counter (renderer/src/map/draw.ts): the army's colour with a dark outline,
 * its letter in the top left corner, the type's symbol top right, the type's abbreviation (the
 * catalog's, as on the window's cards) large in the middle, the unit's id below on cards of 10 mm
 * and more (`ID_MIN_CARD_MM`; smaller cards leave it off and print the type larger); commanders
 * with a gold frame and a star. Cards touch: one cut along each thin line separates two. The types follow
 * one another along the rows, an empty cell between two. Depot split: `depotCards` of the engine — the fewest cards; an odd half-depot takes
 * the one divisional card (2,5), the rest goes to army, corps and regimental cards, largest first
 * (20 → 2 армейских; 12,5 → 1 армейский + 1 дивизионный); a half left over (1,5) is a «½» card.
 */
import { ARMIES, depotCards, isCommanderType, UNIT_TYPES, type Army, type UnitType } from '../rules/polkovodets';
import { ARMY_NAMES, DEPOT_CARDS, HALF_CARD, formatNumber, unitName, unitShort, type DepotCard, type Lang } from '../vocab';
import { printWords } from '../vocab/print';
import { esc } from '../summary/escape';
import { ARMY_PIECES, COMMANDER_GOLD, glyphSvgAt, toGrey } from '../pieces';
import { printedHtml, sheetSvg } from './document';
import { CELL_MM_DEFAULT, PAPER_MM, type Paper } from './paper';

export interface CounterArmy {
  readonly army: Army;
  readonly units: readonly { readonly id: string; readonly type: UnitType }[];
  /** The army's depots, in regimental depots (multiples of 0.5). */
  readonly depots: number;
}

export type CounterSource =
  | { readonly kind: 'preset'; readonly armies: readonly Army[]; readonly goal: string; readonly size: string }
  | { readonly kind: 'campaign'; readonly name: string; readonly turn: number };

export interface CounterSet {
  readonly source: CounterSource;
  readonly armies: readonly CounterArmy[];
}

export interface CountersOptions {
  readonly cellMm?: number;
  readonly paper?: Paper;
  readonly grey?: boolean;
  readonly lang?: Lang;
  readonly fontCss?: string;
  readonly title?: string;
  /** The most pages to draw (default COUNTERS_MAX_PAGES). */
  readonly maxPages?: number;
}

/** Commanders first (the marshal, the generals), then the engine's order of the types. */
const TYPE_ORDER: readonly UnitType[] = ['marshal', 'general', ...UNIT_TYPES.filter((t) => t !== 'marshal' && t !== 'general')];

/** The armies' units and depots, in the order the armies are given. */
export function countersFromUnits(units: readonly { readonly id: string; readonly army: Army; readonly type: UnitType }[], depots: Readonly<Partial<Record<Army, number>>>, armies: readonly Army[], source: CounterSource): CounterSet {
  return {
    source,
    // Russia, France, Austria: the order the catalog and the summaries list them in.
    armies: ARMIES.filter((a) => armies.includes(a)).map((army) => ({ army, depots: depots[army] ?? 0, units: units.filter((u) => u.army === army).map((u) => ({ id: u.id, type: u.type })) })),
  };
}

type DepotEntry = { readonly card: DepotCard | 'half'; readonly value: number };

/** The depot card types in the printed order, each with its value and how many of it a balance takes. */
function depotRuns(depots: number): { readonly card: DepotCard | 'half'; readonly value: number; readonly n: number }[] {
  const c = depotCards(Math.round(depots * 2));
  return [
    { card: 'army', value: 10, n: c.army },
    { card: 'corps', value: 5, n: c.corps },
    { card: 'divisional', value: 2.5, n: c.divisional },
    { card: 'regimental', value: 1, n: c.regimental },
    { card: 'half', value: 0.5, n: c.remainder },
  ];
}

/** How many depot cards a balance takes (without listing them: a million depots is 100 000 cards). */
export const depotCardCount = (depots: number): number => depotRuns(depots).reduce((n, r) => n + r.n, 0);

/** Cards `from` to `to` (not included) of a balance's depot cards, in the printed order. */
function depotCardSlice(depots: number, from: number, to: number): DepotEntry[] {
  const out: DepotEntry[] = [];
  let at = 0;
  for (const r of depotRuns(depots)) {
    for (let i = Math.max(from, at); i < Math.min(to, at + r.n); i++) out.push({ card: r.card, value: r.value });
    at += r.n;
  }
  return out;
}

/** The depot cards of a balance: the engine's fewest-cards split, a «½» card for a half left over. */
export const depotCardList = (depots: number): DepotEntry[] => depotCardSlice(depots, 0, depotCardCount(depots));

/** How many cards of each type an army has, in the printed order. */
export function typeCounts(a: CounterArmy): { type: UnitType; count: number }[] {
  return TYPE_ORDER.map((type) => ({ type, count: a.units.filter((u) => u.type === type).length })).filter((t) => t.count > 0);
}

const MARGIN = 10;
const HEADER = 12;
const DEPOT_W = 36;
const DEPOT_H = 18;
const f = (n: number): string => (Math.round(n * 100) / 100).toString();

interface Block {
  readonly height: number;
  /** Keep with the next block on the same page (a heading). */
  readonly keep?: boolean;
  readonly draw: (x: number, y: number) => string;
}

function colours(army: Army, grey: boolean) {
  const c = ARMY_PIECES[army].colours;
  const g = (hex: string) => (grey ? toGrey(hex) : hex);
  return { fill: g(c.fill), edge: g(c.edge), ink: g(c.ink), gold: g(COMMANDER_GOLD) };
}

/**
 * The smallest card that prints the unit's id: its text 0.18 of the card, so at 10 mm 1.8 mm tall
 * (about 5 pt), the least a player reads at arm's length. On smaller cards (the 5 mm default) the id
 * is left off and the type takes its room: at 1 mm an id could not be read, and at a readable size it
 * would crowd out the abbreviation, which is what the table reads. Nothing at the table needs it:
 * same-type units of an army are interchangeable, a unit is the counter on its cell (the console's
 * log names cells), and recruits and losses change the ids a campaign has — so one cut set of
 * cards serves every campaign.
 */
export const ID_MIN_CARD_MM = 10;

/** Whether cards of side `cellMm` print the unit's id. */
export const cardsShowIds = (cellMm: number): boolean => cellMm >= ID_MIN_CARD_MM - 1e-9;

/** One card, s mm square, its top left at (x, y). */
function card(army: Army, type: UnitType, id: string, x: number, y: number, s: number, lang: Lang, grey: boolean): string {
  const c = colours(army, grey);
  const commander = isCommanderType(type);
  const withId = cardsShowIds(s);
  const inset = Math.max(0.25, s * 0.06);
  const out: string[] = [];
  out.push(`<rect x="${f(x + inset)}" y="${f(y + inset)}" width="${f(s - 2 * inset)}" height="${f(s - 2 * inset)}" rx="${f(s * 0.1)}" fill="${c.fill}" stroke="${c.edge}" stroke-width="${f(Math.max(0.18, s * 0.04))}"/>`);
  if (commander) out.push(`<rect x="${f(x + s * 0.16)}" y="${f(y + s * 0.16)}" width="${f(s * 0.68)}" height="${f(s * 0.68)}" rx="${f(s * 0.06)}" fill="none" stroke="${c.gold}" stroke-width="${f(s * (type === 'marshal' ? 0.05 : 0.03))}"/>`);
  // Top row: the army's letter left, the type's symbol (a gold star for commanders) right; larger without the id.
  const letter = s * (withId ? 0.22 : 0.26);
  out.push(`<text x="${f(x + s * 0.14)}" y="${f(y + s * (withId ? 0.32 : 0.34))}" font-size="${f(letter)}" class="b" fill="${c.ink}">${esc(ARMY_PIECES[army].letter)}</text>`);
  const glyph = s * (withId ? 0.38 : 0.42);
  out.push(glyphSvgAt(type, x + s * 0.69, y + s * (withId ? 0.25 : 0.27), glyph, commander ? { ink: c.gold, outline: { colour: c.edge, width: s * 0.015 } } : { ink: c.ink }));
  // The type's abbreviation, large: with the id under it, or alone in the lower half.
  const short = unitShort(type, army, lang);
  const size = s * (short.length > 2 ? (withId ? 0.3 : 0.34) : withId ? 0.36 : 0.46);
  // Inside a commander's gold frame; an id's room otherwise.
  const baseline = withId ? 0.64 : commander ? 0.76 : 0.8;
  out.push(`<text x="${f(x + s / 2)}" y="${f(y + s * baseline)}" font-size="${f(size)}" class="b" text-anchor="middle" fill="${c.ink}">${esc(short)}</text>`);
  if (withId) out.push(`<text x="${f(x + s / 2)}" y="${f(y + s * 0.86)}" font-size="${f(s * 0.18)}" text-anchor="middle" fill="${c.ink}">${esc(id)}</text>`);
  return out.join('');
}

/** A row of cards with its cut lines: thin lines on every card edge. */
function cardRow(cards: readonly { type: UnitType; id: string }[], army: Army, s: number, lang: Lang, grey: boolean): Block {
  return {
    height: s,
    draw: (x, y) => {
      // A gap (no id) between two types is left blank; the cut lines frame each card.
      const lines: string[] = [];
      cards.forEach((c, i) => {
        if (!c.id) return;
        lines.push(`M${f(x + i * s)} ${f(y)}h${f(s)}v${f(s)}h${f(-s)}Z`);
      });
      return cards.map((c, i) => (c.id ? card(army, c.type, c.id, x + i * s, y, s, lang, grey) : '')).join('') + `<path d="${lines.join('')}" stroke="#777" stroke-width="0.1" fill="none"/>`;
    },
  };
}

function depotCard(army: Army, kind: DepotCard | 'half', value: number, x: number, y: number, lang: Lang, grey: boolean): string {
  const c = colours(army, grey);
  const W = printWords(lang);
  const name = kind === 'half' ? HALF_CARD[lang] : `${DEPOT_CARDS[kind][lang]} ${W.depotWord}`;
  return (
    `<rect x="${f(x + 0.6)}" y="${f(y + 0.6)}" width="${DEPOT_W - 1.2}" height="${DEPOT_H - 1.2}" rx="1.2" fill="#fff" stroke="${c.edge}" stroke-width="0.3"/>` +
    `<rect x="${f(x + 0.6)}" y="${f(y + 0.6)}" width="6" height="${DEPOT_H - 1.2}" fill="${c.fill}" stroke="${c.edge}" stroke-width="0.3"/>` +
    `<text x="${f(x + 3.6)}" y="${f(y + DEPOT_H / 2 + 1.5)}" font-size="4.2" class="b" text-anchor="middle" fill="${c.ink}">${esc(ARMY_PIECES[army].letter)}</text>` +
    `<text x="${f(x + 21)}" y="${f(y + 10)}" font-size="8" class="b" text-anchor="middle">${esc(formatNumber(value, lang))}</text>` +
    `<text x="${f(x + 21)}" y="${f(y + 15)}" font-size="2.5" text-anchor="middle">${esc(name)}</text>`
  );
}

function depotRow(cards: () => readonly DepotEntry[], army: Army, lang: Lang, grey: boolean): Block {
  return {
    height: DEPOT_H,
    draw: (x, y) => {
      const list = cards();
      const lines: string[] = [`M${f(x)} ${f(y)}h${f(list.length * DEPOT_W)}M${f(x)} ${f(y + DEPOT_H)}h${f(list.length * DEPOT_W)}`];
      for (let i = 0; i <= list.length; i++) lines.push(`M${f(x + i * DEPOT_W)} ${f(y)}v${DEPOT_H}`);
      return list.map((d, i) => depotCard(army, d.card, d.value, x + i * DEPOT_W, y, lang, grey)).join('') + `<path d="${lines.join('')}" stroke="#777" stroke-width="0.1" fill="none"/>`;
    },
  };
}

const text = (s: string, cls: string, height: number, keep = true): Block => ({ height, keep, draw: (x, y) => `<text x="${f(x)}" y="${f(y + height * 0.7)}" class="${cls}">${esc(s)}</text>` });
const gap = (height: number): Block => ({ height, draw: () => '' });

function chunks<T>(list: readonly T[], n: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += n) out.push(list.slice(i, i + n));
  return out;
}

/** Pages a counters document may have (issue 25): past it nothing is drawn and `tooLarge` is set. */
export const COUNTERS_MAX_PAGES = 50;

export interface CountersDocument {
  /** Empty when `tooLarge`. */
  readonly html: string;
  /** The document's pages; when `tooLarge`, at least the limit + 1 (the layout stops there). */
  readonly pageCount: number;
  readonly tooLarge: boolean;
}

export function renderCountersHtml(set: CounterSet, options: CountersOptions = {}): CountersDocument {
  const lang = options.lang ?? 'ru';
  const grey = options.grey ?? false;
  const s = options.cellMm ?? CELL_MM_DEFAULT;
  const paper = options.paper ?? 'a4';
  const maxPages = options.maxPages ?? COUNTERS_MAX_PAGES;
  const [pw, ph] = PAPER_MM[paper];
  const W = printWords(lang);
  const title = options.title ?? `${W.game} — ${W.countersTitle}`;
  const width = pw - 2 * MARGIN;
  const perRow = Math.max(1, Math.floor(width / s + 1e-9));
  const depotsPerRow = Math.max(1, Math.floor(width / DEPOT_W));
  const blocks: Block[] = [];
  for (const a of set.armies) {
    const counts = typeCounts(a);
    blocks.push(text(W.cardsOf(ARMY_NAMES[a.army][lang], a.units.length), 'h', 7));
    // What the rows hold: «мушкетёры (Мш) ×12».
    const legend = counts.map((t) => `${unitName(t.type, lang, a.army)} (${unitShort(t.type, a.army, lang)}) ×${t.count}`);
    for (const line of chunks(legend, 4)) blocks.push(text(line.join(' · '), 'l', 4.5));
    blocks.push(gap(1.5));
    // The types side by side, one empty cell between them, a type wider than the row split over rows.
    let row: { type: UnitType; id: string }[] = [];
    const flush = () => {
      if (row.length) blocks.push(cardRow(row, a.army, s, lang, grey));
      row = [];
    };
    for (const t of counts) {
      const cards = a.units.filter((u) => u.type === t.type);
      if (row.length && row.length + 1 + cards.length > perRow) flush();
      if (row.length) row.push({ type: t.type, id: '' });
      for (const c of cards) {
        if (row.length >= perRow) flush();
        row.push(c);
      }
    }
    flush();
    blocks.push(gap(4));
  }
  blocks.push(text(W.depotSection, 'h', 7));
  blocks.push(text(W.depotSplit, 'l', 5));
  // The depot rows are drawn only when placed, and no more are laid out than `maxPages` can hold
  // (a campaign's million depots are 100 000 cards: refused by the caller from the page count).
  const rowsAtMost = Math.ceil((maxPages * (ph - 2 * MARGIN)) / DEPOT_H) + 1;
  let rows = 0;
  for (const a of set.armies) {
    const count = depotCardCount(a.depots);
    blocks.push(text(W.depotsOf(ARMY_NAMES[a.army][lang], formatNumber(a.depots, lang)), 'l b', 5.5));
    for (let from = 0; from < count && rows < rowsAtMost; from += depotsPerRow, rows++) {
      const at = from;
      blocks.push(depotRow(() => depotCardSlice(a.depots, at, at + depotsPerRow), a.army, lang, grey));
    }
    blocks.push(gap(3));
  }
  // Flow the blocks over pages (a heading stays with what follows it); drawn only within the limit.
  const placed: { page: number; y: number }[] = [];
  let page = 0;
  let y = MARGIN + HEADER;
  const bottom = ph - MARGIN;
  for (let i = 0; i < blocks.length; i++) {
    let need = blocks[i].height;
    for (let j = i; blocks[j]?.keep && j + 1 < blocks.length; j++) need += blocks[j + 1].height;
    if (y + need > bottom && y > MARGIN + HEADER) {
      page++;
      y = MARGIN + HEADER;
    }
    placed.push({ page, y });
    y += blocks[i].height;
  }
  const pageCount = page + 1;
  if (pageCount > maxPages) return { html: '', pageCount, tooLarge: true };
  const pages: string[][] = Array.from({ length: pageCount }, () => []);
  blocks.forEach((b, i) => pages[placed[i].page].push(b.draw(MARGIN, placed[i].y)));
  const src = set.source;
  const from = src.kind === 'preset' ? W.fromPreset(set.armies.map((a) => a.army).join(', '), W.goals[src.goal] ?? src.goal, W.sizes[src.size] ?? src.size) : W.fromCampaign(src.name, src.turn);
  const sheets = pages.map(
    (body, i) =>
      sheetSvg(pw, ph,
        `<text x="${MARGIN}" y="${MARGIN + 4}" class="head">${esc(title)} · ${esc(W.page(i + 1, pages.length))}</text>` +
        `<text x="${pw - MARGIN}" y="${MARGIN + 4}" class="meta" text-anchor="end">${esc(from)} · ${esc(W.cell(String(s).replace('.', lang === 'ru' ? ',' : '.')))}${grey ? ` · ${esc(W.grey)}` : ''}</text>` +
        `<text x="${MARGIN}" y="${MARGIN + 8.5}" class="meta">${esc(W.cutHint)}</text>` +
        body.join('')),
  );
  return { html: printedHtml({ lang, title, pageSize: `${paper.toUpperCase()} portrait`, fontCss: options.fontCss, css: CSS, sheets }), pageCount, tooLarge: false };
}

const CSS = `.head { font-size: 3.4px; font-weight: 700; }
.meta { font-size: 2.5px; }
.h { font-size: 4px; font-weight: 700; }
.l { font-size: 2.8px; }
.b { font-weight: 700; }
`;
