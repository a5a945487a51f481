/**
 * `polk --lang en` speaks English: every command of the command table run with its human output
 * (no --json) — done, refused by the rules, and with bad arguments — and every help text, show no
 * Cyrillic letter on stdout or stderr outside the listed proper-name fallbacks
 * (tests/support/cyrillicFallbacks.ts). The campaign plays on the default map, whose six fortresses
 * have English forms; `--json` output keeps its identifiers (the Russian fortress names) as the
 * contract says.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../db/helpers';
import { COMMANDS, type CommandName } from '../../main/cli/commands';
import { cyrillicLines, FALLBACKS, REFEREE_REFERENCES, type Fallback } from '../support/cyrillicFallbacks';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const BIN = join(ROOT, 'bin', 'polk.mjs');
const FIXTURES = join(ROOT, 'tests', 'e2e', 'fixtures');

beforeAll(() => {
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs'), 'node'], { cwd: ROOT, stdio: 'pipe' });
}, 120_000);

/** The commands run with human output, for the check that none was left out. */
const ran = new Set<string>();

/**
 * Run `polk ARGS --lang en` and return what it printed; `status` is the exit status expected. The
 * referee commands may keep their rule texts' paragraph references (REFEREE_REFERENCES).
 */
function english(cwd: string, status: number, ...args: string[]): string {
  const r = spawnSync(process.execPath, [BIN, ...args, '--lang', 'en'], { cwd, encoding: 'utf8', timeout: 60_000 });
  const printed = `${r.stdout}\n${r.stderr}`;
  expect({ args, status: r.status }, printed).toEqual({ args, status });
  const command = args.find((a) => !a.startsWith('-')) ?? '';
  const fallbacks: readonly Fallback[] = ['referee', 'battle'].includes(command) ? [...FALLBACKS, ...REFEREE_REFERENCES] : FALLBACKS;
  expect({ args, cyrillic: cyrillicLines(printed, fallbacks) }).toEqual({ args, cyrillic: [] });
  if (!args.includes('--help') && !args.includes('--json')) ran.add(command);
  return printed;
}

describe('polk --lang en has no Cyrillic outside the proper-name fallbacks', { timeout: 180_000 }, () => {
  const dir = tempDir();
  copyFileSync(join(FIXTURES, 'skirmish.json'), join(dir, 'skirmish.json'));
  copyFileSync(join(FIXTURES, 'last-stand.json'), join(dir, 'last-stand.json'));

  it('the check finds Russian output (the same command without --lang en)', () => {
    const r = spawnSync(process.execPath, [BIN, 'new', 'ru.polk', '--scenario', 'skirmish.json'], { cwd: dir, encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(cyrillicLines(r.stdout).length).toBeGreaterThan(0);
  });

  it('every help text', () => {
    english(dir, 0, '--help');
    for (const c of COMMANDS) english(dir, 0, c.name, '--help');
    // The referee's overview and its rule sets' lists of procedures.
    english(dir, 0, 'referee', 'club', '--help');
    english(dir, 0, 'referee', 'club', 'musket-fire', '--help');
  });

  it('a campaign played through: new, state, legal, order, end-move, undo, redo, export, verify, summary', () => {
    expect(english(dir, 0, 'new', 'skirmish.polk', '--scenario', 'skirmish.json', '--name', 'Skirmish')).toMatch(/Campaign "Skirmish" created/);
    english(dir, 0, 'new', 'presets.polk', '--armies', 'A,N,F', '--goal', 'fortresses', '--size', 'small', '--seed', '3');
    // The fortresses by their English names (the default map's nameEn).
    const state = english(dir, 0, 'state', 'skirmish.polk');
    expect(state).toContain('Citadel: N');
    expect(state).toContain('Far Monastery: nobody');
    // A recruitment's line names its fortress.
    expect(english(dir, 0, 'legal', 'skirmish.polk', '--commander', 'A-G3')).toMatch(/--recruit \w+ --at 1[234],(19|20)\s+# in White Town/);
    english(dir, 0, 'legal', 'skirmish.polk');
    english(dir, 0, 'order', 'skirmish.polk', '--commander', 'A-M', '--unit', 'A1', '--to', '7,9');
    // Refused by the rules: the words say what the rule is.
    english(dir, 2, 'order', 'skirmish.polk', '--commander', 'A-G1', '--unit', 'A2', '--to', '14,11');
    english(dir, 2, 'order', 'skirmish.polk', '--commander', 'A-G3', '--recruit', 'horse_battery', '--at', '13,19');
    english(dir, 0, 'order', 'skirmish.polk', '--commander', 'A-G4', '--step', '5,24');
    english(dir, 0, 'order', 'skirmish.polk', '--commander', 'A-G3', '--recruit', 'musketeer', '--at', '13,19');
    english(dir, 0, 'order', 'skirmish.polk', '--commander', 'A-G1', '--unit', 'A2', '--to', '15,15');
    // Russia holds the Citadel 1/2, France passes, Russia takes it: the events name it in English.
    expect(english(dir, 0, 'end-move', 'skirmish.polk')).toMatch(/Citadel/);
    english(dir, 0, 'end-move', 'skirmish.polk');
    expect(english(dir, 0, 'end-move', 'skirmish.polk')).toMatch(/captured Citadel/);
    english(dir, 0, 'state', 'skirmish.polk');
    english(dir, 0, 'undo', 'skirmish.polk', '--steps', '2');
    english(dir, 0, 'redo', 'skirmish.polk');
    english(dir, 2, 'redo', 'skirmish.polk', '--steps', '5');
    english(dir, 0, 'export', 'skirmish.polk', 'out.json');
    english(dir, 0, 'verify', 'skirmish.polk');
    english(dir, 0, 'history', 'skirmish.polk');
    // The summaries of turn 2 (the capture) and France's sheet of turn 1. (Turn 1's full copy lists
    // Russia's recruitment with its fortress's Russian name: the printed summary's recruit line is the
    // referee's branch's, shared/summary, which gives the summaries their English.)
    expect(english(dir, 0, 'summary', 'skirmish.polk', '--turn', '2', '--format', 'md')).toContain('Citadel');
    english(dir, 0, 'summary', 'skirmish.polk', '--turn', '1', '--army', 'N', '--format', 'md');
    english(dir, 0, 'summary', 'skirmish.polk', '--turn', '2', '--format', 'html', '--out', 'turn2.html');
    english(dir, 1, 'summary', 'skirmish.polk', '--turn', '99', '--format', 'md');
  });

  it('a move by correspondence: move out, move in, the same file refused', () => {
    english(dir, 0, 'new', 'mail.polk', '--armies', 'A,N', '--goal', 'rout', '--size', 'small', '--seed', '4');
    const json = (...args: string[]) => JSON.parse(spawnSync(process.execPath, [BIN, ...args, '--json'], { cwd: dir, encoding: 'utf8' }).stdout);
    const toMove = json('state', 'mail.polk').toMove as string;
    expect(english(dir, 0, 'move', 'out', 'mail.polk', '--army', toMove, '--format', 'json', '--out', 'packet.json')).toMatch(/move packet for army/);
    const packet = JSON.parse(readFileSync(join(dir, 'packet.json'), 'utf8'));
    const order = json('legal', 'mail.polk')[0];
    const move = { format: 'polkovodets-move/1', campaign: packet.campaign, army: packet.army, basedOn: packet.basedOn, key: packet.key, actions: [{ kind: 'order', order }, { kind: 'end_move' }] };
    writeFileSync(join(dir, 'move.json'), JSON.stringify(move));
    expect(english(dir, 0, 'move', 'in', 'mail.polk', 'move.json')).toMatch(/move by mail was applied/);
    expect(english(dir, 1, 'move', 'in', 'mail.polk', 'move.json')).toMatch(/already applied/);
    english(dir, 1, 'move', 'out', 'mail.polk', '--army', toMove, '--format', 'json', '--out', 'again.json');
    english(dir, 1, 'move', 'sideways', 'mail.polk');
    english(dir, 1, 'move', 'in', 'mail.polk');
  });

  it('a lost marshal: appoint', () => {
    english(dir, 0, 'new', 'last.polk', '--scenario', 'last-stand.json', '--name', 'Last stand');
    english(dir, 0, 'order', 'last.polk', '--commander', 'N-M', '--unit', 'N1', '--to', '11,14');
    english(dir, 0, 'end-move', 'last.polk');
    english(dir, 2, 'order', 'last.polk', '--commander', 'A-G1', '--unit', 'A1', '--to', '20,16');
    english(dir, 2, 'appoint', 'last.polk', '--at', '40,40');
    english(dir, 0, 'appoint', 'last.polk', '--at', '12,19');
    english(dir, 0, 'state', 'last.polk');
  });

  it('the referee, battles and a battle record; the bots', () => {
    english(dir, 0, 'referee', 'club', 'musket-fire', '--input', '{"shooters":3,"rank":"soldier","distanceCm":60,"cover":"light"}', '--dice', '6,3,1');
    english(dir, 0, 'battles', 'skirmish.polk');
    english(dir, 0, 'referee', 'club', 'musket-fire', '--input', '{"shooters":2,"rank":"soldier","distanceCm":40,"cover":"none"}', '--seed', '5', '--campaign', 'skirmish.polk', '--new-battle', 'Ford', '--turn', '1');
    // A battle at a fortress: the list names it in English.
    english(dir, 0, 'referee', 'club', 'musket-fire', '--input', '{"shooters":1,"rank":"soldier","distanceCm":30,"cover":"none"}', '--dice', '4', '--campaign', 'skirmish.polk', '--new-battle', 'Walls', '--fortress', 'Цитадель');
    expect(english(dir, 0, 'battles', 'skirmish.polk')).toContain('fortress "Citadel"');
    // The record of the battle without a fortress (a record's header naming its fortress is the
    // printed battle record's, shared/summary/battle.ts: the referee's branch gives it English).
    english(dir, 0, 'battle', 'skirmish.polk', '--id', '1');
    english(dir, 0, 'battle', 'skirmish.polk', '--id', '1', '--format', 'html', '--out', 'battle.html');
    // The record of the battle at a fortress: its header names Citadel.
    expect(english(dir, 0, 'battle', 'skirmish.polk', '--id', '2')).toContain('Citadel');
    english(dir, 0, 'battle', 'skirmish.polk', '--id', '2', '--undo-run');
    english(dir, 2, 'battle', 'skirmish.polk', '--id', '2', '--undo-run');
    const toMove = (JSON.parse(spawnSync(process.execPath, [BIN, 'state', 'presets.polk', '--json'], { cwd: dir, encoding: 'utf8' }).stdout) as { toMove: string }).toMove;
    english(dir, 0, 'play', 'presets.polk', '--army', toMove, '--level', 'greedy', '--seed', '1');
    english(dir, 0, 'match', '--levels', 'greedy,random', '--games', '1', '--size', 'small', '--seed', '1', '--turn-limit', '2');
  });

  it('the club board and the paper: map new, validate, print; cards', () => {
    english(dir, 0, 'map', 'new', 'board.json', '--sheets', '1');
    // A blank sheet: saved with its warnings listed (no terrain, no road between fortresses …).
    english(dir, 0, 'map', 'validate', 'board.json');
    english(dir, 0, 'map', 'print', 'default', '--out', 'field.pdf');
    english(dir, 0, 'cards', '--armies', 'A,N', '--goal', 'rout', '--size', 'small', '--out', 'cards.pdf');
  });

  it('bad arguments and unreadable files, each in English', () => {
    writeFileSync(join(dir, 'junk.polk'), 'not a campaign');
    const bad: string[][] = [
      ['frobnicate'],
      ['--frob'],
      ['state'],
      ['state', 'a.polk', 'b.polk'],
      ['state', 'skirmish.polk', '--commander', 'M'],
      ['undo', 'skirmish.polk', '--steps', '1', '--steps', '2'],
      ['undo', 'skirmish.polk', '--steps='], // (a bare --steps would take the appended --lang as its value)
      ['undo', 'skirmish.polk', '--steps', 'x'],
      ['battle', 'skirmish.polk', '--id', '1', '--undo-run=yes'],
      ['order', 'skirmish.polk'],
      ['order', 'skirmish.polk', '--commander', 'A-M'],
      ['order', 'skirmish.polk', '--commander', 'A-M', '--unit', 'A1', '--to', 'x'],
      ['order', 'skirmish.polk', '--commander', 'A-M', '--recruit', 'musketeer'],
      ['new', 'x.polk'],
      ['new', 'x.polk', '--scenario', 's.json', '--armies', 'A,N'],
      ['new', 'x.polk', '--armies', 'A,N', '--depots', 'lots'],
      ['new', 'x.polk', '--armies', 'A,Q'],
      ['new', 'x.polk', '--scenario', 'missing.json'],
      ['new', 'skirmish.polk', '--scenario', 'skirmish.json'],
      ['summary', 'skirmish.polk', '--turn', '1'],
      ['summary', 'skirmish.polk', '--turn', '1', '--format', 'doc'],
      ['summary', 'skirmish.polk', '--turn', '1', '--format', 'md', '--army', 'Q'],
      ['summary', 'skirmish.polk', '--turn', '1', '--format', 'pdf'],
      ['referee'],
      ['referee', 'nosuch', 'x'],
      ['referee', 'club', 'nosuch'],
      ['referee', 'club', 'musket-fire', '--input', '{oops'],
      ['referee', 'club', 'musket-fire', '--input', '{}', '--dice', 'a,b'],
      ['referee', 'club', 'musket-fire', '--input', '{}', '--dice', '1', '--seed', '2'],
      ['referee', 'club', 'musket-fire', '--input', '{}', '--seed', '99999999999'],
      ['referee', 'club', 'musket-fire', '--input', '{}', '--battle', '1'],
      ['referee', 'club', 'musket-fire', '--input', '{}', '--campaign', 'skirmish.polk'],
      ['referee', 'club', 'musket-fire', '--input', '{}', '--campaign', 'skirmish.polk', '--battle', '1', '--turn', '2'],
      ['battle', 'skirmish.polk'],
      ['battle', 'skirmish.polk', '--id', '1', '--format', 'pdf'],
      ['battle', 'skirmish.polk', '--id', '1', '--undo-run', '--format', 'md'],
      ['play', 'skirmish.polk', '--army', 'A', '--level', 'genius'],
      ['match', '--levels', 'strong'],
      ['state', 'missing.polk'],
      ['state', 'junk.polk'],
      ['verify', 'junk.polk'],
    ];
    for (const args of bad) english(dir, 1, ...args);
    english(dir, 2, 'referee', 'club', 'musket-fire', '--input', '{"shooters":-1}', '--dice', '1');
  });

  it('ran every command of the table with its human output', () => {
    expect(COMMANDS.map((c) => c.name).filter((n: CommandName) => !ran.has(n))).toEqual([]);
  });
});
