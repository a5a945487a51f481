/**
 * What `verify` says of a difference comes from the catalog in both languages (issue 22, item 6):
 * every sentence of VERIFY_WORDS is Russian in Russian and has no Cyrillic in English, and `polk
 * verify` on a tampered file speaks only `--lang`'s language, in its lines and in its JSON, while
 * the service's `detail` keeps its English words.
 */
import Database from 'better-sqlite3';
import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { VERIFY_WORDS, type Bilingual } from '../../shared/vocab';
import { tinyScenario } from '../rules/helpers';
import { tempDir } from '../db/helpers';
import { CYRILLIC } from '../support/cyrillicFallbacks';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const BIN = join(ROOT, 'bin', 'polk.mjs');

/** Every sentence with sample arguments (a new one without a sample fails the count below). */
const W = VERIFY_WORDS;
const SAID: Record<keyof typeof VERIFY_WORDS, Bilingual> = {
  unparsable: W.unparsable,
  integrity: W.integrity('row 3 missing from index log_parent'),
  mapHash: W.mapHash,
  startMapHash: W.startMapHash,
  noChain: W.noChain,
  startChain: W.startChain,
  entryChain: W.entryChain,
  expectedEntry: W.expectedEntry(4),
  noEarlier: W.noEarlier(5, 9),
  setupAfterStart: W.setupAfterStart,
  noSetup: W.noSetup,
  startRefused: W.startRefused('setup/bad_unit', 'units'),
  noStateBefore: W.noStateBefore,
  refused: W.refused('order/illegal'),
  stateHash: W.stateHash,
  events: W.events,
  ledger: W.ledger,
  snapshot: W.snapshot,
  noSnapshot: W.noSnapshot,
  orphanSnapshot: W.orphanSnapshot,
  orphanSetup: W.orphanSetup,
  currentOff: W.currentOff,
  current: W.current,
  setupOfHead: W.setupOfHead,
  redoPath: W.redoPath,
  auditWithoutEntry: W.auditWithoutEntry('depots', 'correction'),
  auditRows: W.auditRows(3, 2),
  auditDiffers: W.auditDiffers('correction', 3),
  auditMissing: W.auditMissing('setup', 1),
  auditNoChain: W.auditNoChain,
  auditChain: W.auditChain,
  appendedElsewhere: W.appendedElsewhere(6, 4, 5),
  moveNotAtHead: W.moveNotAtHead('undo', 5),
  undoNotBefore: W.undoNotBefore(7, 5),
  redoOffPath: W.redoOffPath(7),
  trailHead: W.trailHead(5, 6),
  trailRedo: W.trailRedo,
  run: W.run(1, 2, W.runDiffers),
  runGap: W.runGap(2),
  runUnreadable: W.runUnreadable,
  runRefused: W.runRefused('referee/bad_input'),
  runDiffers: W.runDiffers,
  mailOtherCampaign: W.mailOtherCampaign(12),
  mailNoKey: W.mailNoKey(12, '0123456789abcdef'),
  mailKeyNotSpent: W.mailKeyNotSpent(12, '0123456789abcdef'),
  mailOutsideMove: W.mailOutsideMove(12, '0123456789abcdef'),
  mailSpentWithoutMove: W.mailSpentWithoutMove('0123456789abcdef', 14),
  mailReplacedByNone: W.mailReplacedByNone('0123456789abcdef'),
  mailOutBehindNewer: W.mailOutBehindNewer('0123456789abcdef', 'fedcba9876543210'),
};

/** The samples' arguments that are quoted as they are: codes, a field's name, SQLite's own report. */
const QUOTED = ['setup/bad_unit', '(units)', 'order/illegal', 'referee/bad_input', 'row 3 missing from index log_parent'];
/** Lower-case Latin words of three letters or more (JSON and SQLite are names) once the quoted are out: English left in Russian. */
const englishWords = (text: string): string[] => QUOTED.reduce((t, q) => t.split(q).join(''), text).match(/\b[a-z]{3,}\b/g) ?? [];

describe("verify's words", () => {
  it('every sentence is in Russian in Russian and has no Cyrillic in English', () => {
    expect(Object.keys(SAID).sort()).toEqual(Object.keys(VERIFY_WORDS).sort());
    for (const [key, said] of Object.entries(SAID)) {
      expect({ key, ru: CYRILLIC.test(said.ru), english: englishWords(said.ru) }).toEqual({ key, ru: true, english: [] });
      expect({ key, en: CYRILLIC.test(said.en) }).toEqual({ key, en: false });
    }
  });
});

describe('polk verify on a tampered file', () => {
  beforeAll(() => {
    execFileSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs'), 'node'], { cwd: ROOT, stdio: 'pipe' });
  }, 120_000);

  const run = (cwd: string, ...args: string[]) => spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', timeout: 30_000 });

  it("says each difference in --lang's language only, in its lines and its JSON", () => {
    const dir = tempDir('verify-words');
    const scenario = tinyScenario({
      rows: ['........', '........', '........', '........'],
      fortresses: [{ name: 'Цитадель', cells: [[4, 1], [5, 1]] }],
      fortressOwners: { Цитадель: 'A' },
      depots: { A: 3, N: 3 },
      units: [
        { id: 'M', army: 'A', type: 'marshal', x: 1, y: 1 },
        { id: 'NM', army: 'N', type: 'marshal', x: 6, y: 3 },
      ],
    });
    writeFileSync(join(dir, 's.json'), JSON.stringify(scenario));
    expect(run(dir, 'new', 'c.polk', '--scenario', 's.json', '--json').status).toBe(0);
    expect(run(dir, 'end-move', 'c.polk', '--json').status).toBe(0);
    const db = new Database(join(dir, 'c.polk'));
    db.exec('DROP TRIGGER snapshot_no_update');
    db.prepare("UPDATE snapshot SET state_hash = 'tampered' WHERE seq = 1").run();
    db.close();

    const ru = run(dir, 'verify', 'c.polk');
    expect(ru.status).toBe(1);
    expect(ru.stderr).toContain('сохранённый снимок отличается от воспроизведённого состояния');
    expect(ru.stderr).not.toContain('differs');
    const en = run(dir, 'verify', 'c.polk', '--lang', 'en');
    expect(en.stderr).toContain('the stored snapshot differs from the replayed state');
    expect(CYRILLIC.test(en.stderr)).toBe(false);

    const json = JSON.parse(run(dir, 'verify', 'c.polk', '--json').stdout) as { error: { message: string }; problems: { what: string; detail: string }[] };
    expect(json.problems).toContainEqual(expect.objectContaining({ what: 'snapshot', detail: 'сохранённый снимок отличается от воспроизведённого состояния' }));
    expect(json.error.message).not.toContain('differs');
    expect(Object.keys(json.problems[0]).sort()).toEqual(['detail', 'row', 'seq', 'table', 'what']);
  }, 60_000);
});
