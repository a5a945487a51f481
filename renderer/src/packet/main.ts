/**
 * The move packet's page (issue 23 item 7): a self-contained file that `polk move out` fills with a
 * packet. The player sees the position, the map and what happened since his army's last move, gives
 * his army's orders with the console's engine and words — the same `legalOrders`, `reduce` and
 * catalog — and saves them as a move file. No network: nothing here fetches, and the page's
 * Content-Security-Policy forbids it. Every text goes in as text (never as HTML): names are user text.
 */
import '../../../assets/fonts/fonts.css';
import './packet.css';
import { moveActionOf, moveFileOf, PACKET_ELEMENT_ID, type Packet } from '../../../shared/bridge/mail';
import { freeOwnFortressCells, legalOrders, needsMarshal, parseMapFile, reduce, type Action, type Cell, type GameEvent, type GameState } from '../../../shared/rules/polkovodets';
import { ARMY_NAMES, describeRefusal, eventLine, formatCell, unitName, type Lang } from '../../../shared/vocab';
import { actionText } from '../../../shared/vocab/history';
import { consoleScreen as ruConsole } from '../i18n/ru/consoleScreen';
import { consoleScreen as enConsole } from '../i18n/en/consoleScreen';
import { packet as ruPacket } from '../i18n/ru/packet';
import { packet as enPacket } from '../i18n/en/packet';
import { NO_SELECTION, recruitOptions, resolveClick, type Selection } from '../map/viewModel';
import { cellAt, drawBoard, trailsOf } from './board';

type Words = { readonly [K in keyof typeof ruPacket]: string };
const PAGE: Record<Lang, Words> = { ru: ruPacket, en: enPacket };
const HINTS: Record<Lang, Readonly<Record<string, string>>> = { ru: ruConsole.hint, en: enConsole.hint };

/** `{name}` placeholders filled in. */
const fill = (text: string, params: Readonly<Record<string, string | number>> = {}) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? `{${k}}`));

interface Step {
  readonly action: Action;
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}

type Message = { readonly tone: 'refusal' | 'hint' | 'done'; readonly text: string } | null;

const ui = {
  lang: (navigator.language.toLowerCase().startsWith('en') ? 'en' : 'ru') as Lang,
  cellPx: 20,
  selection: NO_SELECTION as Selection,
  steps: [] as Step[],
  message: null as Message,
  recruitAt: null as { commander: string; cell: Cell } | null,
  confirming: false,
  savedAs: null as string | null,
};

/** Build an element; text only ever goes in as text. */
function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: { class?: string; text?: string; title?: string; onclick?: () => void; disabled?: boolean; testid?: string } = {}, ...children: (Node | null)[]): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (props.class) e.className = props.class;
  if (props.text !== undefined) e.textContent = props.text;
  if (props.title) e.title = props.title;
  if (props.testid) e.dataset.testid = props.testid;
  if (props.onclick) e.addEventListener('click', props.onclick);
  if (props.disabled && e instanceof HTMLButtonElement) e.disabled = true;
  for (const c of children) if (c) e.appendChild(c);
  return e;
}

function readPacket(): { packet: Packet; start: GameState } | null {
  try {
    const packet = JSON.parse(document.getElementById(PACKET_ELEMENT_ID)?.textContent ?? 'null') as Packet;
    const map = parseMapFile(packet.map);
    if (!map.ok) return null;
    const start = { ...(packet.state as Omit<GameState, 'map'>), map: map.value } as GameState;
    return start.toMove === packet.army ? { packet, start } : null;
  } catch {
    return null;
  }
}

const loaded = readPacket();
/** What moved since the army's last move, drawn on the field under the counters. */
const sinceTrails = loaded ? trailsOf(loaded.packet.since.flatMap((e) => e.events)) : [];
const app = document.getElementById('app')!;
const canvas = document.createElement('canvas');
canvas.className = 'board';
canvas.dataset.testid = 'board';

const current = (): GameState => ui.steps[ui.steps.length - 1]?.state ?? loaded!.start;
const ended = (): boolean => ui.steps.some((s) => s.action.kind === 'end_move');
const w = (k: keyof Words, params?: Readonly<Record<string, string | number>>) => fill(PAGE[ui.lang][k], params);

/** Apply one action with the engine, or show its refusal in the catalog's words. */
function apply(action: Action): boolean {
  const r = reduce(current(), action);
  if (!r.ok) {
    ui.message = { tone: 'refusal', text: describeRefusal(r.error, ui.lang) };
    return false;
  }
  ui.steps.push({ action, state: r.value.state, events: r.value.events });
  ui.message = { tone: 'done', text: HINTS[ui.lang].orderDone ?? '' };
  ui.selection = NO_SELECTION;
  ui.recruitAt = null;
  return true;
}

function onBoardClick(e: MouseEvent): void {
  const state = current();
  const cell = cellAt(canvas, state, ui.cellPx, e);
  if (!cell || ended()) return;
  ui.recruitAt = null;
  if (needsMarshal(state)) {
    apply({ kind: 'appoint', at: cell });
    return render();
  }
  const intent = resolveClick(state, legalOrders(state), ui.selection, cell);
  if (intent.kind === 'select') {
    ui.selection = intent.selection;
    ui.message = intent.hint ? { tone: 'hint', text: fill(HINTS[ui.lang][intent.hint.key] ?? '', intent.hint.params) } : null;
  } else if (intent.kind === 'order' || intent.kind === 'try') apply({ kind: 'order', order: intent.order });
  else if (intent.kind === 'recruit') ui.recruitAt = { commander: intent.commander, cell: intent.cell };
  else ui.message = intent.hint ? { tone: 'hint', text: fill(HINTS[ui.lang][intent.hint.key] ?? '', intent.hint.params) } : null;
  render();
}

/** The move file, downloaded (an object URL of a Blob: no request leaves the page). */
function save(): void {
  const { packet } = loaded!;
  const move = moveFileOf(packet, ui.steps.map((s) => moveActionOf(s.action)));
  const name = `move-${packet.army}-turn${loaded!.start.turn}-${packet.basedOn.seq}.json`;
  const url = URL.createObjectURL(new Blob([JSON.stringify(move, null, 2) + '\n'], { type: 'application/json' }));
  const a = el('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  ui.savedAs = name;
  ui.message = { tone: 'done', text: w('saved', { file: name }) };
  render();
}

function endMove(): void {
  if (!apply({ kind: 'end_move' })) return render();
  ui.confirming = false;
  save();
}

function undo(): void {
  ui.steps.pop();
  ui.savedAs = null;
  ui.message = null;
  ui.selection = NO_SELECTION;
  render();
}

function header(packet: Packet, state: GameState): void {
  top.replaceChildren(
    el('h1', { text: `${w('title')} · ${ARMY_NAMES[packet.army][ui.lang]} (${packet.army})` }),
    el('span', { class: 'meta', text: `${w('campaign')}: ${packet.campaignName} · ${w('turn', { turn: state.turn, limit: state.options.turnLimit })}` }),
    el('button', { class: 'lang', text: w('language'), onclick: () => ((ui.lang = ui.lang === 'ru' ? 'en' : 'ru'), render()) }),
  );
}

function sinceList(packet: Packet): HTMLElement {
  const list = el('ol', { class: 'since', testid: 'since' });
  for (const e of packet.since) {
    const what = e.action ? actionText(e.action, ui.lang) : '';
    const li = el('li', {}, el('b', { text: `#${e.seq} ${ARMY_NAMES[e.army][ui.lang]}: ` }), document.createTextNode(what));
    for (const ev of e.events) li.appendChild(el('div', { class: 'event', text: eventLine(ev, ui.lang, loaded!.start.map) }));
    list.appendChild(li);
  }
  return el('section', {}, el('h2', { text: w('since') }), packet.since.length ? list : el('p', { class: 'muted', text: w('sinceNone') }));
}

function ordersPanel(state: GameState): HTMLElement {
  const given = el('ol', { class: 'orders', testid: 'orders' });
  for (const s of ui.steps) {
    const li = el('li', { text: actionText(s.action, ui.lang) });
    for (const ev of s.events) li.appendChild(el('div', { class: 'event', text: eventLine(ev, ui.lang, state.map) }));
    given.appendChild(li);
  }
  const commanders = el('ul', { class: 'commanders' });
  // The army's own commanders as its move left them (after the end of the move the next army is to move).
  const own = ended() ? (ui.steps[ui.steps.length - 2]?.state ?? loaded!.start) : state;
  for (const u of own.units.filter((x) => x.army === loaded!.packet.army && (x.type === 'general' || x.type === 'marshal'))) {
    const done = own.ordered.includes(u.id) || u.acted;
    const pick = () => {
      ui.selection = { commander: u.id, unit: null };
      ui.message = { tone: 'hint', text: HINTS[ui.lang].selectUnit ?? '' };
      render();
      focusCell(u.x, u.y);
    };
    commanders.appendChild(el('li', { class: done ? 'done' : '' }, el('button', { text: `${u.id} · ${unitName(u.type, ui.lang, u.army)} ${formatCell([u.x, u.y])}`, onclick: pick, disabled: done || ended() }), el('span', { class: 'muted', text: ` ${done ? w('given') : w('left')}` })));
  }
  const buttons = el(
    'div',
    { class: 'buttons' },
    el('button', { text: w('undo'), onclick: undo, disabled: !ui.steps.length, testid: 'undo' }),
    ended() ? el('button', { text: w('saveAgain'), onclick: save, testid: 'save-again' }) : el('button', { class: 'primary', text: w('endMove'), onclick: () => ((ui.confirming = true), render()), testid: 'end-move' }),
  );
  const confirm = ui.confirming && !ended()
    ? el('div', { class: 'confirm', testid: 'confirm' }, el('p', { text: w('confirm', { n: ui.steps.length }) }), el('button', { class: 'primary', text: w('save'), onclick: endMove, testid: 'save' }), el('button', { text: w('cancel'), onclick: () => ((ui.confirming = false), render()) }))
    : null;
  return el('section', {}, el('h2', { text: w('commanders') }), commanders, el('h2', { text: w('orders') }), ui.steps.length ? given : el('p', { class: 'muted', text: w('ordersNone') }), buttons, confirm);
}

function recruitPanel(state: GameState): HTMLElement | null {
  const at = ui.recruitAt;
  if (!at) return null;
  const box = el('div', { class: 'recruit', testid: 'recruit' }, el('p', { text: w('recruitTitle', { cell: formatCell(at.cell) }) }));
  for (const o of recruitOptions(state, legalOrders(state), at.commander)) {
    if (!o.cells.some((c) => c[0] === at.cell[0] && c[1] === at.cell[1])) continue;
    box.appendChild(el('button', { text: `${unitName(o.type, ui.lang, state.toMove)} (${o.cost / 2})`, onclick: () => (apply({ kind: 'order', order: { kind: 'recruit', commander: at.commander, recruit: o.type, to: at.cell } }), render()) }));
  }
  return box;
}

/** The page's frame, made once: the field keeps its scroll position while the side panel is rebuilt. */
const top = el('header', { class: 'top' });
const side = el('aside', { class: 'side' });
const scroll = el('div', { class: 'scroll' }, canvas);
const zoomBy = (d: number) => {
  const before = ui.cellPx;
  ui.cellPx = Math.max(10, Math.min(48, ui.cellPx + d));
  const k = ui.cellPx / before;
  const cx = scroll.scrollLeft + scroll.clientWidth / 2;
  const cy = scroll.scrollTop + scroll.clientHeight / 2;
  render();
  scroll.scrollLeft = cx * k - scroll.clientWidth / 2;
  scroll.scrollTop = cy * k - scroll.clientHeight / 2;
};
const zoom = el('div', { class: 'zoom' }, el('button', { text: '−', onclick: () => zoomBy(-4), testid: 'zoom-out' }), el('button', { text: '+', onclick: () => zoomBy(4), testid: 'zoom-in' }));
app.append(top, el('main', { class: 'layout' }, el('div', { class: 'field' }, zoom, scroll), side));

/** Bring a cell to the middle of the field's view. */
function focusCell(x: number, y: number): void {
  scroll.scrollLeft = (x + 0.5) * ui.cellPx - scroll.clientWidth / 2;
  scroll.scrollTop = (y + 0.5) * ui.cellPx - scroll.clientHeight / 2;
}

function render(): void {
  document.documentElement.lang = ui.lang;
  if (!loaded) {
    app.replaceChildren(el('p', { class: 'broken', text: PAGE[ui.lang].broken }));
    return;
  }
  const state = current();
  const marshal = needsMarshal(state) && !ended();
  const message = ui.message ?? (marshal ? { tone: 'hint' as const, text: w('appoint') } : null);
  drawBoard(canvas, { state, legal: ended() ? [] : legalOrders(state), selection: ui.selection, appoint: marshal ? freeOwnFortressCells(state, state.toMove) : [], lang: ui.lang, cellPx: ui.cellPx, trails: sinceTrails });
  header(loaded.packet, state);
  side.replaceChildren(
    ...[message ? el('p', { class: `message ${message.tone}`, text: message.text, testid: 'message' }) : null, recruitPanel(state), ordersPanel(state), sinceList(loaded.packet), el('p', { class: 'muted small', text: w('offline') })].filter((n): n is HTMLElement => n !== null),
  );
}

canvas.addEventListener('click', onBoardClick);
// The field's height fills the view to begin with (cells of 12 to 32 pixels); the buttons zoom.
if (loaded) ui.cellPx = Math.max(12, Math.min(32, Math.floor((scroll.clientHeight - 2) / loaded.start.map.height)));
render();
// The army's marshal (or first unit) in the middle of the view to begin with.
const first = loaded && (current().units.find((u) => u.army === loaded.packet.army && u.type === 'marshal') ?? current().units.find((u) => u.army === loaded.packet.army));
if (first) focusCell(first.x, first.y);
// For tests and the curious: the page is ready once the board is drawn.
document.body.dataset.ready = 'true';
