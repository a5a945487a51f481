/**
 * A move by correspondence (issue 23; ../shared/contract.md «Move packets and move files»): the
 * packet `polk move out` hands a player (the position, the map, what happened since his army's last
 * move, a key), and the move file his page saves and `polk move in` applies. Plain types and
 * constants only: the packet page imports them without the move file's schema (mailSchema.ts).
 */
import type { Action, Army, GameEvent, MapFileJson, UnitType } from '../rules/polkovodets';
import type { PublicState } from '../publicState';

export const PACKET_FORMAT = 'polkovodets-packet/1';
export const MOVE_FORMAT = 'polkovodets-move/1';

/** The position a packet was made on, and a move file answers: the log's head and its state hash. */
export interface BasedOn {
  readonly seq: number;
  readonly stateHash: string;
}

/** One entry of the log since the army's last move, as the packet page shows it. */
export interface PacketEntry {
  readonly seq: number;
  readonly turn: number;
  readonly army: Army;
  /** The action (null for a start entry). */
  readonly action: Action | null;
  readonly events: readonly GameEvent[];
}

export interface Packet {
  readonly format: typeof PACKET_FORMAT;
  /** The campaign's random id (schema 5). */
  readonly campaign: string;
  readonly campaignName: string;
  readonly army: Army;
  readonly basedOn: BasedOn;
  /** The key issued for this army and position (only its hash is kept in the campaign file). */
  readonly key: string;
  /** The key's public id (the log's note names it). */
  readonly keyId: string;
  /** The position, as `polk state --json` shows it. */
  readonly position: PublicState;
  /** The engine's state (the map left out), for the page's own engine. */
  readonly state: unknown;
  /** The campaign's map, as a map file holds it. */
  readonly map: MapFileJson;
  /** The log since the army's last end of move, oldest first. */
  readonly since: readonly PacketEntry[];
  /** When it was made (ISO). */
  readonly issuedAt: string;
}

/** An action of a move file: an order as `polk legal --json` lists it, the end of move, the marshal's appointment. */
export type MoveAction =
  | { readonly kind: 'order'; readonly order: { readonly commander: string; readonly kind: 'move' | 'strike' | 'step' | 'recruit'; readonly unit?: string; readonly to: readonly [number, number]; readonly target?: string; readonly road?: boolean; readonly recruit?: UnitType } }
  | { readonly kind: 'end_move' }
  | { readonly kind: 'appoint'; readonly at: readonly [number, number] };

export interface MoveFile {
  readonly format: typeof MOVE_FORMAT;
  readonly campaign: string;
  readonly army: Army;
  readonly basedOn: BasedOn;
  readonly key: string;
  readonly actions: readonly MoveAction[];
}

/** The move file of a packet: its ids returned unchanged, with the actions in the order they were given. */
export function moveFileOf(packet: Pick<Packet, 'campaign' | 'army' | 'basedOn' | 'key'>, actions: readonly MoveAction[]): MoveFile {
  return { format: MOVE_FORMAT, campaign: packet.campaign, army: packet.army, basedOn: { seq: packet.basedOn.seq, stateHash: packet.basedOn.stateHash }, key: packet.key, actions };
}

/** An engine action as a move file writes it. */
export function moveActionOf(action: Action): MoveAction {
  if (action.kind === 'order') return { kind: 'order', order: { ...action.order, to: [action.order.to[0], action.order.to[1]] } };
  if (action.kind === 'appoint') return { kind: 'appoint', at: [action.at[0], action.at[1]] };
  if (action.kind === 'end_move') return { kind: 'end_move' };
  throw new Error('a correction is the game master\'s, never a move file\'s');
}

/** A packet's key as the console lists it: never the key, never its hash. */
export interface MailKeyView {
  readonly keyId: string;
  readonly army: Army;
  /** The head it was issued at. */
  readonly basedOn: number;
  readonly issuedAt: string;
  /** `out`: handed out, its move not in yet; `replaced`: a later packet for the army; `spent`: its move was applied. */
  readonly status: 'out' | 'replaced' | 'spent';
  readonly settledAt: string | null;
  /** For a spent key: the head its move left. */
  readonly settledSeq: number | null;
}

/** «Ход по почте»: the campaign's id and every packet handed out, oldest first. */
export interface MailList {
  readonly campaign: string;
  readonly keys: readonly MailKeyView[];
}

/** The element id the packet's JSON is embedded in (a `<script type="application/json">`). */
export const PACKET_ELEMENT_ID = 'polk-packet';
/** The text the built page holds where `polk move out` puts the packet's JSON. */
export const PACKET_PLACEHOLDER = '"__POLK_PACKET__"';

/**
 * JSON that cannot end the `<script>` it stands in, nor open a comment or CDATA there: every `<`,
 * `>` and `&` (and the line separators JavaScript once refused) as a \u escape, which JSON.parse
 * reads back unchanged. Names are user text: a fortress named `</script><script>` stays text.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
