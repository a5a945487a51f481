/**
 * The computer player's reason stored with its log entry (issue 15): an optional `note` beside the
 * payload's own fields. Entries without one (a human's, every earlier file's) keep their exact
 * shape; the note never reaches the engine, and a note of the wrong shape is ignored.
 */
import { describe, expect, it } from 'vitest';
import { actionFromEntry, actionToEntry, noteOfEntry, type Action, type ActionNote } from '../../shared/rules/polkovodets';

const NOTE: ActionNote = { by: 'bot', level: 'strong', code: 'advances', detail: { fortress: 'Загорье' }, ru: 'идёт к крепости Загорье', en: 'marches on Загорье' };
const ACTIONS: Action[] = [
  { kind: 'order', order: { kind: 'move', commander: 'A-M', unit: 'A1', to: [3, 4] } },
  { kind: 'order', order: { kind: 'recruit', commander: 'A-M', recruit: 'hussar', to: [6, 8] } },
  { kind: 'end_move' },
  { kind: 'appoint', at: [6, 8] },
];

describe('log entries with the computer player’s note', () => {
  it('without a note, the payload is exactly what earlier versions wrote', () => {
    expect(actionToEntry(ACTIONS[0])).toEqual({ kind: 'order', payload: { kind: 'move', commander: 'A-M', unit: 'A1', to: [3, 4] } });
    expect(actionToEntry(ACTIONS[2])).toEqual({ kind: 'end_move', payload: {} });
    expect(actionToEntry(ACTIONS[3])).toEqual({ kind: 'appoint', payload: { at: [6, 8] } });
    for (const a of ACTIONS) expect(noteOfEntry(actionToEntry(a).payload)).toBeNull();
  });

  it('with a note, the entry reads back as the same action and the same note', () => {
    for (const a of ACTIONS) {
      const { kind, payload } = actionToEntry(a, NOTE);
      expect((payload as { note: unknown }).note).toEqual(NOTE);
      expect(actionFromEntry(kind, JSON.parse(JSON.stringify(payload)))).toEqual({ ok: true, value: a });
      expect(noteOfEntry(JSON.parse(JSON.stringify(payload)))).toEqual(NOTE);
    }
  });

  it('ignores a note of the wrong shape (a file edited by hand)', () => {
    for (const note of [null, 'text', { by: 'human', level: 'x', code: 'c', detail: {}, ru: '', en: '' }, { by: 'bot', level: 1, code: 'c', detail: {}, ru: 'a', en: 'b' }, { by: 'bot', level: 's', code: 'c', ru: 'a', en: 'b' }]) {
      expect(noteOfEntry({ kind: 'step', commander: 'A-M', to: [1, 1], note })).toBeNull();
    }
    expect(noteOfEntry({ note: { ...NOTE, detail: { ok: 1, bad: { x: 1 } } } })!.detail).toEqual({ ok: 1 });
  });
});
