/**
 * The machine's reasons said from the log's note (issue 22, item 6): from their code and detail with
 * the campaign's map, so that in English a fortress has its `nameEn`; the words stored with the note
 * are said only for a code the catalog does not know, or a detail it cannot read.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP, noteOfEntry } from '../../shared/rules/polkovodets';
import { describeStoredReason, type StoredReason } from '../../shared/vocab';
import { EXPLANATION_CODES } from '../../shared/bots';
import { cyrillicLeft } from '../support/cyrillicFallbacks';

// As an entry recorded before this change keeps it: the English words name the fortress in Russian.
const stored: StoredReason = { code: 'advances', detail: { fortress: 'Загорье' }, ru: 'идёт к крепости Загорье', en: 'marches on Загорье' };

describe('a stored machine reason in words', () => {
  it('is said from its code and detail with the map: the fortress in English in English', () => {
    expect(describeStoredReason(stored, 'en', DEFAULT_MAP)).toBe('marches on Zagorye');
    expect(describeStoredReason(stored, 'ru', DEFAULT_MAP)).toBe('идёт к крепости Загорье');
  });

  it('reads the note as the log stores it (noteOfEntry), without changing it', () => {
    const payload = { commander: 'A-M', kind: 'move', unit: 'A1', to: [1, 1], note: { by: 'bot', level: 'greedy', ...stored } };
    const note = noteOfEntry(payload)!;
    expect(describeStoredReason(note, 'en', DEFAULT_MAP)).toBe('marches on Zagorye');
    expect(payload.note.en).toBe('marches on Загорье');
  });

  it('keeps the stored words for a code the catalog does not know', () => {
    const unknown: StoredReason = { code: 'ponders', detail: {}, ru: 'размышляет', en: 'ponders' };
    expect(describeStoredReason(unknown, 'en', DEFAULT_MAP)).toBe('ponders');
    expect(describeStoredReason({ ...unknown, code: 'toString' }, 'ru')).toBe('размышляет');
  });

  it('every code that names a fortress says no Cyrillic in English on the default map', () => {
    for (const code of EXPLANATION_CODES) {
      for (const f of DEFAULT_MAP.fortresses) {
        const text = describeStoredReason({ code, detail: { fortress: f.name, army: 'N', unitType: 'musketeer', count: 1, orders: 2 }, ru: '', en: '' }, 'en', DEFAULT_MAP);
        expect({ code, text, left: cyrillicLeft([text]) }).toEqual({ code, text, left: [] });
      }
    }
  });
});
