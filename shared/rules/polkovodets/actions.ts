/**
 * The engine's own actions: everything a campaign's log records after its start. One `Action`
 * union and one `reduce(state, action)`; replay, undo/redo, verify, the summaries and the bots all
 * go through it, so nothing else changes a game state (boardgame.io's src/core/reducer.ts).
 *
 * The log stores an action as its kind and a payload (`actionToEntry`) in the shape earlier
 * versions of the console wrote, so every existing campaign file replays unchanged; `actionFromEntry`
 * is the way back and checks the payload's shape (a damaged file must not reach the engine).
 */
import { appointMarshal, applyOrder, correctDepots, endMove } from './apply';
import type { Army, Cell, HalfDepots, Order, Refusal, Result, Transition, GameState, UnitType } from './types';
import { ARMIES } from './types';
import { UNIT_TYPES } from './units';

export interface OrderAction {
  readonly kind: 'order';
  readonly order: Order;
}
export interface EndMoveAction {
  readonly kind: 'end_move';
}
/** The appointment of a new marshal for the army to move (not an order: 15 depots). */
export interface AppointAction {
  readonly kind: 'appoint';
  readonly at: Cell;
}
/** The game master's audited correction of an army's depots. */
export interface CorrectionAction {
  readonly kind: 'correction';
  readonly army: Army;
  readonly halfDepots: HalfDepots;
  readonly reason: string;
}

export type Action = OrderAction | EndMoveAction | AppointAction | CorrectionAction;
export type ActionKind = Action['kind'];

/** Every action kind, in the order the log's documentation lists them. */
export const ACTION_KINDS = ['order', 'end_move', 'appoint', 'correction'] as const satisfies readonly ActionKind[];
// A kind added to the union but not to the list fails to compile here.
const _allKinds: Exclude<ActionKind, (typeof ACTION_KINDS)[number]> extends never ? true : never = true;
void _allKinds;

/** The one function that changes a game state. A refused action changes nothing. */
export function reduce(state: GameState, action: Action): Result<Transition> {
  switch (action.kind) {
    case 'order':
      return applyOrder(state, action.order);
    case 'end_move':
      return endMove(state);
    case 'appoint':
      return appointMarshal(state, action.at);
    case 'correction':
      return correctDepots(state, action.army, action.halfDepots, action.reason);
  }
}

/** The commander an action names (an order's), for the log's column. */
export const actionCommander = (action: Action): string | null => (action.kind === 'order' ? action.order.commander : null);

/**
 * An order with only the fields that mean something: the hints `road` and `target` of a listed
 * order and anything else are dropped, so the log keeps exactly what was decided.
 */
export function plainOrder(order: Order): Order {
  const to: Cell = [order.to[0], order.to[1]];
  switch (order.kind) {
    case 'move':
    case 'strike':
      return { kind: order.kind, commander: order.commander, unit: order.unit, to };
    case 'step':
      return { kind: 'step', commander: order.commander, to };
    case 'recruit':
      return { kind: 'recruit', commander: order.commander, recruit: order.recruit, to };
  }
}

/**
 * Why the console's computer player gave an action (issue 15): its level and the reason, as a code
 * with details and the sentence in both languages. Stored beside the payload's own fields (`note`),
 * so entries without one — a human's, and every entry of earlier files — replay exactly as before;
 * `actionFromEntry` never reads it, so the note cannot change what the engine does.
 */
export interface ActionNote {
  readonly by: 'bot';
  readonly level: string;
  readonly code: string;
  readonly detail: Readonly<Record<string, string | number>>;
  readonly ru: string;
  readonly en: string;
}

/**
 * Who gave an action that no machine gave (issue 23): the game master at the console or the command
 * line (`gm`; an entry with no note at all says the same, so older files replay unchanged), a
 * player's order code (`code`, with the code's id), or a move file (`mail`, with the campaign's id
 * and the id of the key the packet carried). Stored as the entry's note, inside the hash chain.
 */
export type SourceNote = { readonly by: 'gm' } | { readonly by: 'code'; readonly codeId: string } | { readonly by: 'mail'; readonly campaign: string; readonly keyId: string };

/** A note an entry may carry: the machine's reason, or the source of a human's action. */
export type EntryNote = ActionNote | SourceNote;

/** Where an entry came from, as `polk history` and the history panel show it. */
export type EntrySource = SourceNote | { readonly by: 'bot'; readonly level: string };

/** An action as a log entry: its kind and the payload earlier versions wrote for it (and the note, when given). */
export function actionToEntry(action: Action, note?: EntryNote): { kind: ActionKind; payload: unknown } {
  const entry = bareEntry(action);
  return note ? { kind: entry.kind, payload: { ...(entry.payload as object), note: plainNote(note) } } : entry;
}

/** The note's own fields only, in a fixed order (the payload's text is hashed). */
function plainNote(note: EntryNote): object {
  switch (note.by) {
    case 'bot':
      return { by: note.by, level: note.level, code: note.code, detail: note.detail, ru: note.ru, en: note.en };
    case 'gm':
      return { by: note.by };
    case 'code':
      return { by: note.by, codeId: note.codeId };
    case 'mail':
      return { by: note.by, campaign: note.campaign, keyId: note.keyId };
  }
}

/**
 * The source of an entry: the machine's level, a code's or a move file's ids, or the game master
 * (no note, or a note of an unknown shape — a damaged note is not proof of another source).
 */
export function sourceOfEntry(payload: unknown): EntrySource {
  const bot = noteOfEntry(payload);
  if (bot) return { by: 'bot', level: bot.level };
  const n = isObject(payload) && isObject(payload.note) ? payload.note : null;
  if (n?.by === 'code' && isId(n.codeId)) return { by: 'code', codeId: n.codeId };
  if (n?.by === 'mail' && isId(n.campaign) && isId(n.keyId)) return { by: 'mail', campaign: n.campaign, keyId: n.keyId };
  return { by: 'gm' };
}

function bareEntry(action: Action): { kind: ActionKind; payload: unknown } {
  switch (action.kind) {
    case 'order':
      return { kind: 'order', payload: plainOrder(action.order) };
    case 'end_move':
      return { kind: 'end_move', payload: {} };
    case 'appoint':
      return { kind: 'appoint', payload: { at: [action.at[0], action.at[1]] } };
    case 'correction':
      return { kind: 'correction', payload: { army: action.army, halfDepots: action.halfDepots, reason: action.reason } };
  }
}

/** The note stored with an entry, or null (a human's entry, an older file, or a note of the wrong shape). */
export function noteOfEntry(payload: unknown): ActionNote | null {
  if (!isObject(payload) || !isObject(payload.note)) return null;
  const n = payload.note;
  if (n.by !== 'bot' || typeof n.level !== 'string' || typeof n.code !== 'string' || typeof n.ru !== 'string' || typeof n.en !== 'string' || !isObject(n.detail)) return null;
  const detail: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(n.detail)) if (typeof v === 'string' || typeof v === 'number') detail[k] = v;
  return { by: 'bot', level: n.level, code: n.code, detail, ru: n.ru, en: n.en };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCell = (v: unknown): v is Cell => Array.isArray(v) && v.length === 2 && Number.isSafeInteger(v[0]) && Number.isSafeInteger(v[1]);
const isId = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 64;
const malformed = (field: string): { ok: false; error: Refusal<'log/malformed_entry'> } => ({ ok: false, error: { code: 'log/malformed_entry', detail: { field } } });

/** A log entry back as an action; a payload of the wrong shape is refused, naming the field. */
export function actionFromEntry(kind: string, payload: unknown): Result<Action, Refusal<'log/malformed_entry'>> {
  if (!isObject(payload)) return malformed('payload');
  switch (kind) {
    case 'order': {
      const p = payload;
      if (!isId(p.commander)) return malformed('commander');
      if (!isCell(p.to)) return malformed('to');
      const to: Cell = [p.to[0], p.to[1]];
      switch (p.kind) {
        case 'move':
        case 'strike':
          if (!isId(p.unit)) return malformed('unit');
          return { ok: true, value: { kind: 'order', order: { kind: p.kind, commander: p.commander, unit: p.unit, to } } };
        case 'step':
          return { ok: true, value: { kind: 'order', order: { kind: 'step', commander: p.commander, to } } };
        case 'recruit':
          if (typeof p.recruit !== 'string' || !(UNIT_TYPES as readonly string[]).includes(p.recruit)) return malformed('recruit');
          return { ok: true, value: { kind: 'order', order: { kind: 'recruit', commander: p.commander, recruit: p.recruit as UnitType, to } } };
        default:
          return malformed('kind');
      }
    }
    case 'end_move':
      return { ok: true, value: { kind: 'end_move' } };
    case 'appoint':
      return isCell(payload.at) ? { ok: true, value: { kind: 'appoint', at: [payload.at[0], payload.at[1]] } } : malformed('at');
    case 'correction': {
      const { army, halfDepots, reason } = payload;
      if (typeof army !== 'string' || !(ARMIES as readonly string[]).includes(army)) return malformed('army');
      if (!Number.isSafeInteger(halfDepots)) return malformed('halfDepots');
      if (typeof reason !== 'string') return malformed('reason');
      return { ok: true, value: { kind: 'correction', army: army as Army, halfDepots: halfDepots as number, reason } };
    }
    default:
      return malformed('kind');
  }
}
