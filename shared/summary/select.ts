/**
 * Which log positions a summary covers. A history entry carries the turn when it was given, so a
 * turn's entries are those with that turn (the last army's end of move, which starts the next turn,
 * belongs to the turn it ends). The state at the start of turn N is the state after the last entry
 * before them; for turn 1, after the campaign's creation and set-up.
 */
import type { HistoryEntry } from '../bridge/contract';

export interface Selection {
  /** The state at the start is the state after this position. */
  readonly fromSeq: number;
  /** The state at the end is the state after this position. */
  readonly toSeq: number;
  readonly entries: readonly HistoryEntry[];
}

const isPlay = (e: HistoryEntry): boolean => e.kind !== 'create' && e.kind !== 'setup';

/** The turns that have entries, in order. */
export function turnsPlayed(entries: readonly HistoryEntry[]): number[] {
  const out: number[] = [];
  for (const e of entries) if (isPlay(e) && out[out.length - 1] !== e.turn) out.push(e.turn);
  return out;
}

/**
 * The entries of one turn and the positions of its start and end states, or null when the turn is
 * outside 1 … the current turn (`currentTurn`: the state's turn, so a turn just begun counts). A turn with nothing done yet gives no entries and fromSeq = toSeq.
 */
export function selectTurn(entries: readonly HistoryEntry[], turn: number, currentTurn = 1): Selection | null {
  if (!Number.isInteger(turn) || turn < 1) return null;
  let fromSeq = -1;
  const chosen: HistoryEntry[] = [];
  let lastSeq = -1;
  let maxTurn = 0;
  for (const e of entries) {
    lastSeq = Math.max(lastSeq, e.seq);
    maxTurn = Math.max(maxTurn, e.turn);
    if (!isPlay(e)) {
      if (!chosen.length) fromSeq = e.seq;
      continue;
    }
    if (e.turn < turn) fromSeq = e.seq;
    else if (e.turn === turn) chosen.push(e);
  }
  if (turn > Math.max(maxTurn, currentTurn, 1)) return null;
  if (fromSeq < 0) fromSeq = 0;
  return { fromSeq, toSeq: chosen.length ? chosen[chosen.length - 1].seq : fromSeq, entries: chosen };
}

/** The entries after `fromSeq` up to `toSeq` ("since last session"). */
export function selectRange(entries: readonly HistoryEntry[], fromSeq: number, toSeq: number): Selection {
  return { fromSeq, toSeq, entries: entries.filter((e) => e.seq > fromSeq && e.seq <= toSeq) };
}
