/**
 * `polk referee`, `polk battles` and `polk battle` driven end to end through the built bin/polk.mjs:
 * a typed-dice run with its exact working, a seeded run reproducible from its seed, help generated
 * from the procedures, exit 2 for a refusal by the rules and 1 for bad arguments, and a battle
 * recorded into a campaign and printed as Markdown and HTML.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROCEDURES, RULESET_IDS, findProcedure } from '../../shared/rules/referee';
import { sha256File, tempDir } from '../db/helpers';
import { tinyScenario } from '../rules/helpers';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const BIN = join(ROOT, 'bin', 'polk.mjs');

beforeAll(() => {
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs'), 'node'], { cwd: ROOT, stdio: 'pipe' });
}, 120_000);

function polk(cwd: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', timeout: 30_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

function polkJson<T = Record<string, unknown>>(cwd: string, ...args: string[]): T {
  const r = polk(cwd, ...args, '--json');
  if (r.status !== 0) throw new Error(`polk ${args.join(' ')} → ${r.status}\n${r.stderr}\n${r.stdout}`);
  return JSON.parse(r.stdout) as T;
}

const MELEE = JSON.stringify({ distanceCm: 1, attackerMounted: true, defenderInSquare: true });

const MELEE_RU = `Рукопашный бой (один на один) (§ 3-4)
Ввод:
  Расстояние между противниками, см: 1
  Атакующий: конная фигура: да
  Защитник: пехота в каре: да
  по умолчанию: В подразделении атакующего есть офицер: да; Атакующий — кто: рядовой солдат; Атакующий: тяжёлая конница (кирасиры, драгуны и пр.): нет; Атакующий: пехота в каре: нет; Защитник — кто: рядовой солдат; Защитник: конная фигура: нет; Защитник: тяжёлая конница (кирасиры, драгуны и пр.): нет; Сторона атакующего уже взяла пленного в этот рукопашный ход: нет; Сторона защитника уже взяла пленного в этот рукопашный ход: нет
Кубики: введены за столом: 3, 5, 4
  1. d6 = 3 — Бой, атакующий, раунд 1
  2. d6 = 5 — Бой, атакующий, раунд 1
  3. d6 = 4 — Бой, защитник, раунд 1
Модификаторы:
  +2 — Бой, защитник: пехота, построенная в каре, — против конницы [3-4в]
Ход решения:
  1. [3-1] Между противниками 1 см — не больше 2 см.
  2. [3-2] Пара назначена игроками: рядовой солдат против рядовой солдат.
  3. [3-3] Пока идёт бой, ни один из них не стреляет, и по ним не стреляют из ружей и пистолетов.
  4. [3-4а] Кубиков: атакующий 2, защитник 1 (пеший — 1, конный — 2).
  5. [3-4] Бой, раунд 1: атакующий 3+5 = 8 / 4 +2 = 6 защитник — побеждает атакующий.
Строка таблицы: 3-4: больше очков — победа; поровну — ничья, бой продолжается (3-4г).
Итог: Побеждает атакующий (8:6); защитник погибает.
Прочтения правил:
  • Два кубика конной фигуры складываются; модификатор прибавляется к сумме один раз, а не к каждому кубику.
  • +1 тяжёлой конницы — против любой другой конной фигуры, в том числе тяжёлой и генералитета: у двух тяжёлых +1 с обеих сторон.
  • +2 каре — пешей фигуре, стоящей в каре, против любой конной фигуры.
  • 2 см включительно: ровно 2 см — рукопашная возможна.
  • Ничья (3-4г) перебрасывается сразу, пока кто-то не победит («бой продолжается»); бой не переносится на следующий ход.
  • Проигравший рукопашный бой погибает, если его не объявили пленным (так следует из 3-5 и 3-6; прямо это не сказано).
  • «Не более одного пленного за рукопашный ход» — на сторону-победителя за ход.
`;

describe('polk referee without a campaign', () => {
  it('prints a typed-dice run step by step, exactly, in Russian by default', () => {
    const r = polk(tempDir('referee'), 'referee', 'club', 'melee', '--input', MELEE, '--dice', '3,5,4');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(MELEE_RU);
  });

  it('prints the same run in English with --lang en, and as JSON with --json', () => {
    const dir = tempDir('referee');
    const en = polk(dir, 'referee', 'club', 'melee', '--input', MELEE, '--dice', '3 5 4', '--lang', 'en');
    expect(en.status).toBe(0);
    expect(en.stdout).toContain('Melee (one against one) (§ 3-4)\nInput:\n  Distance between the opponents, cm: 1\n');
    expect(en.stdout).toContain('Dice: typed at the table: 3, 5, 4\n  1. d6 = 3 — Fight, attacker, round 1\n');
    expect(en.stdout).toContain('  +2 — Fight, defender: infantry formed in square against cavalry [3-4v]\n');
    // In English no Cyrillic at all: labels, not keys; the club's paragraph marks in Latin letters.
    expect(en.stdout).not.toMatch(/[\u0400-\u04FF]/);
    expect(en.stdout).not.toMatch(/distanceCm|attackerMounted|defenderInSquare/);
    expect(en.stdout).toContain('Outcome: The attacker wins (8:6); the defender dies.\n');
    const json = polkJson<{ ok: boolean; ruleset: string; procedure: string; input: unknown; dice: unknown; result: { dice: { value: number }[]; modifiers: { value: number; section: string }[]; seed: null } }>(dir, 'referee', 'club', 'melee', '--input', MELEE, '--dice', '3,5,4');
    expect(json).toMatchObject({ ok: true, ruleset: 'club', procedure: 'melee', input: JSON.parse(MELEE), dice: { kind: 'typed', values: [3, 5, 4] } });
    expect(json.result.dice.map((d) => d.value)).toEqual([3, 5, 4]);
    expect(json.result.modifiers).toEqual([expect.objectContaining({ value: 2, section: '3-4в' })]);
    expect(json.result.seed).toBeNull();
  });

  it('rolls with a seed it prints, and the same seed gives the same dice', () => {
    const dir = tempDir('referee');
    const input = JSON.stringify({ quality: 'line' });
    const first = polk(dir, 'referee', 'skirmishers', 'rally-test', '--input', input);
    expect(first.status).toBe(0);
    const seed = /брошены консолью, зерно (\d+)/.exec(first.stdout)?.[1];
    expect(seed).toBeDefined();
    expect(first.stdout).toContain(`Повторить тот же бросок: --seed ${seed}\n`);
    const again = polk(dir, 'referee', 'skirmishers', 'rally-test', '--input', input, '--seed', seed!);
    expect(again.stdout).toBe(first.stdout);
    const a = polkJson<{ dice: unknown; result: { dice: unknown; seed: number } }>(dir, 'referee', 'skirmishers', 'skirmish-fire', '--input', '{"figures":13,"skirmisherClass":"first"}', '--seed', '42');
    const b = polkJson<{ dice: unknown; result: { dice: unknown; seed: number } }>(dir, 'referee', 'skirmishers', 'skirmish-fire', '--input', '{"figures":13,"skirmisherClass":"first"}', '--seed', '42');
    expect(a.dice).toEqual({ kind: 'seeded', seed: 42 });
    expect(a.result.seed).toBe(42);
    expect(b.result).toEqual(a.result);
  });

  it('refuses what the rules forbid with exit 2 and JSON { ok: false, error: { code, message } }', () => {
    const dir = tempDir('referee');
    const gunners = polk(dir, 'referee', 'club', 'cannon-fire', '--input', '{"gunnersAtGun":1,"targetDistanceCm":50}');
    expect(gunners.status).toBe(2);
    const doc = JSON.parse(gunners.stdout) as { ok: boolean; error: { code: string; message: string } };
    expect(doc).toEqual({ ok: false, error: { code: 'club/too_few_gunners', message: expect.stringContaining('артиллерист') } });
    expect(gunners.stderr).toContain('артиллерист');
    const field = polk(dir, 'referee', 'club', 'musket-fire', '--input', '{"rank":"soldier","distanceCm":-5}', '--dice', '6', '--lang', 'en', '--json');
    expect(field.status).toBe(2);
    expect(JSON.parse(field.stdout)).toEqual({ ok: false, error: { code: 'referee/bad_field', message: expect.stringContaining('distanceCm') } });
    expect(field.stderr).toBe('');
    const dice = polk(dir, 'referee', 'club', 'musket-fire', '--input', '{"shooters":2,"rank":"soldier","distanceCm":10}', '--dice', '6');
    expect(dice.status).toBe(2);
    expect(JSON.parse(dice.stdout).error.code).toBe('referee/not_enough_dice');
  });

  it('refuses bad arguments with exit 1: unparsable JSON, unknown names, bad dice, dice with a seed', () => {
    const dir = tempDir('referee');
    const json = polk(dir, 'referee', 'club', 'melee', '--input', '{distanceCm: 1', '--json');
    expect(json.status).toBe(1);
    expect(json.stderr).toContain('--input');
    expect(JSON.parse(json.stdout).error.code).toBe('cli/bad_json');
    const ruleset = polk(dir, 'referee', 'chess', 'melee', '--input', '{}');
    expect(ruleset.status).toBe(1);
    expect(ruleset.stderr).toContain('club, buildings, pravidla, skirmishers');
    const procedure = polk(dir, 'referee', 'club', 'duel', '--input', '{}', '--lang', 'en', '--json');
    expect(procedure.status).toBe(1);
    expect(JSON.parse(procedure.stdout).error).toMatchObject({ code: 'referee/unknown_procedure', message: expect.stringContaining('musket-fire') });
    expect(polk(dir, 'referee', 'club', 'melee', '--input', MELEE, '--dice', '3,x').status).toBe(1);
    expect(polk(dir, 'referee', 'club', 'melee', '--input', MELEE, '--dice', '3,5,4', '--seed', '1').status).toBe(1);
    expect(polk(dir, 'referee', 'club', 'melee', '--input', MELEE, '--seed', '99999999999').status).toBe(1);
    expect(polk(dir, 'referee', 'club').status).toBe(1);
    expect(polk(dir, 'referee', 'club', 'melee', '--input', MELEE, '--battle', '1').status).toBe(1);
  });
});

describe('polk referee --help', () => {
  it('lists the rule sets and procedures, a rule set\'s procedures, and a procedure\'s fields and dice', () => {
    const dir = tempDir('referee-help');
    const all = polk(dir, 'referee', '--help');
    expect(all.status).toBe(0);
    for (const r of RULESET_IDS) for (const p of PROCEDURES[r]) expect(all.stdout).toContain(`    ${p.id} `);
    expect(all.stdout).toContain('Коды выхода');
    expect(polk(dir, '--help').stdout).toMatch(/\n {2}referee +судья/);

    const club = polk(dir, 'referee', 'club', '--help', '--lang', 'en');
    expect(club.status).toBe(0);
    expect(club.stdout).toContain('  musket-fire — Musket fire (§ 1-2b, 1-3a)\n      Dice: one d6 per shooter, in order\n');
    // The rule set by its title, never by the file its text came from.
    expect(all.stdout).not.toMatch(/\.txt|seeds\//);
    expect(club.stdout).not.toMatch(/\.txt|seeds\/|[\u0400-\u04FF]/);
    expect(club.stdout).not.toContain('rally-test');

    const fire = polk(dir, 'referee', 'club', 'musket-fire', '--help');
    expect(fire.status).toBe(0);
    const def = findProcedure('club', 'musket-fire')!;
    for (const f of def.fields) expect(fire.stdout).toContain(`  ${f.name} `);
    expect(fire.stdout).toMatch(/ {2}shooters +целое 1…200; по умолчанию 1\n +Сколько стреляющих\. Одинаковые фигуры/);
    expect(fire.stdout).toMatch(/ {2}distanceCm +число 0…1000 \(шаг 0,5\); обязательное\n +Расстояние до цели, см/);
    expect(fire.stdout).toMatch(/ {2}cover +один из вариантов ниже; по умолчанию "none"\n/);
    expect(fire.stdout).toMatch(/ {6,}hard +твёрдое укрытие/);
    expect(fire.stdout).toContain('Кубики:\n  по одному d6 на каждого стреляющего, по порядку');
    // The example it offers runs.
    const example = /polk referee club musket-fire --input '([^']+)'/.exec(fire.stdout)?.[1];
    expect(example).toBeDefined();
    expect(polk(dir, 'referee', 'club', 'musket-fire', '--input', example!).status).toBe(0);

    const en = polk(dir, 'help', 'referee', 'buildings', 'house-defence-points', '--lang', 'en');
    expect(en.stdout).toMatch(/ {2}gunPounds +whole number/);
    expect(en.stdout).toContain('Dice:\n  one d6');
    expect(polk(dir, 'referee', 'nope', '--help').status).toBe(1);
  });
});

describe('a battle recorded into a campaign', () => {
  const SCENARIO = tinyScenario({
    // The Citadel has an English form on this map, the Folwark none (a custom map's fortress may lack one).
    fortresses: [{ name: 'Цитадель', nameEn: 'Citadel', cells: [[2, 2], [3, 2]] }, { name: 'Фольварк', cells: [[12, 12], [13, 12]] }],
    fortressOwners: { Цитадель: 'A', Фольварк: 'N' },
    depots: { A: 10, N: 20 },
    units: [
      { id: 'AM', army: 'A', type: 'marshal', x: 1, y: 1 },
      { id: 'NM', army: 'N', type: 'marshal', x: 10, y: 10 },
    ],
  });

  it('records runs (refusals not), lists battles, prints md, html and json, and takes back a slip', () => {
    const dir = tempDir('referee-campaign');
    writeFileSync(join(dir, 's.json'), JSON.stringify(SCENARIO));
    expect(polk(dir, 'new', 'c.polk', '--scenario', 's.json').status).toBe(0);
    expect(polk(dir, 'battles', 'c.polk').stdout).toContain('пока нет боёв');

    const first = polk(dir, 'referee', 'club', 'melee', '--input', MELEE, '--dice', '3,5,4', '--campaign', 'c.polk', '--new-battle', 'Бой у мельницы', '--turn', '1', '--fortress', 'Цитадель');
    expect(first.status).toBe(0);
    // The same working, headed by the run's number and time, and where it went.
    const [head, ...rest] = first.stdout.split('\n');
    expect(head).toMatch(/^1\. Рукопашный бой \(один на один\) \(§ 3-4\) — \d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
    expect(rest.join('\n')).toBe(MELEE_RU.slice(MELEE_RU.indexOf('\n') + 1) + `Записано: бой №1 «Бой у мельницы», прогон 1 — ${join(dir, 'c.polk')}\n`);
    const second = polkJson<{ ok: boolean; dice: { kind: string; seed: number }; seq: number; battle: { id: number; runCount: number } }>(dir, 'referee', 'skirmishers', 'rally-test', '--input', '{"quality":"elite"}', '--campaign', 'c.polk', '--battle', '1');
    expect(second).toMatchObject({ ok: true, seq: 2, dice: { kind: 'seeded' }, battle: { id: 1, runCount: 2 } });

    // Refused by the rules: exit 2, nothing written; an unknown battle: exit 1.
    const before = sha256File(join(dir, 'c.polk'));
    const refused = polk(dir, 'referee', 'club', 'cannon-fire', '--input', '{"gunnersAtGun":1,"targetDistanceCm":50}', '--campaign', 'c.polk', '--battle', '1');
    expect(refused.status).toBe(2);
    expect(polk(dir, 'referee', 'club', 'cannon-fire', '--input', '{"gunnersAtGun":1,"targetDistanceCm":50}', '--campaign', 'c.polk', '--new-battle', 'Пустой').status).toBe(2);
    const lost = polk(dir, 'referee', 'club', 'melee', '--input', MELEE, '--dice', '3,5,4', '--campaign', 'c.polk', '--battle', '9');
    expect(lost.status).toBe(1);
    expect(lost.stderr).toContain('нет боя №9');
    expect(polk(dir, 'referee', 'club', 'melee', '--input', MELEE, '--dice', '3,5,4', '--campaign', 'c.polk', '--new-battle', 'X', '--fortress', 'Нигде').status).toBe(1);
    expect(sha256File(join(dir, 'c.polk'))).toBe(before);

    const list = polkJson<{ id: number; name: string; turn: number; fortress: string; runCount: number }[]>(dir, 'battles', 'c.polk');
    expect(list).toEqual([expect.objectContaining({ id: 1, name: 'Бой у мельницы', turn: 1, fortress: 'Цитадель', runCount: 2 })]);
    expect(polk(dir, 'battles', 'c.polk').stdout).toContain('№1  «Бой у мельницы» — ход 1, крепость «Цитадель»; прогонов: 2');

    // The seeded run replays from its stored seed.
    const record = polkJson<{ runs: { procedure: string; input: unknown; dice: { seed: number }; result: unknown }[] }>(dir, 'battle', 'c.polk', '--id', '1');
    const rally = record.runs[1];
    const replay = polkJson<{ result: unknown }>(dir, 'referee', 'skirmishers', 'rally-test', '--input', JSON.stringify(rally.input), '--seed', String(rally.dice.seed));
    expect(replay.result).toEqual(rally.result);

    const md = polk(dir, 'battle', 'c.polk', '--id', '1');
    expect(md.status).toBe(0);
    expect(md.stdout).toMatch(/^# Бой «Бой у мельницы»\n\nКампания «c» · ход 1 · крепость «Цитадель» · начат \d{4}-\d\d-\d\d \d\d:\d\d UTC · прогонов: 2\n/);
    expect(md.stdout).toContain('## 1. Рукопашный бой (один на один)');
    expect(md.stdout).toContain('**Итог:** Побеждает атакующий (8:6); защитник погибает.');
    expect(md.stdout).toContain('**Кубики:** введены за столом: 3, 5, 4');
    expect(md.stdout).toContain('- **+2** — Бой, защитник: пехота, построенная в каре, — против конницы \\[3-4в\\]');
    expect(md.stdout).toMatch(/\*\*Кубики:\*\* брошены консолью, зерно \d+/);
    expect(md.stdout).toContain('## Прочтения правил');

    const out = polk(dir, 'battle', 'c.polk', '--id', '1', '--format', 'html', '--out', 'battle.html', '--lang', 'en');
    expect(out.status).toBe(0);
    expect(out.stdout).toBe(`Battle record written: ${join(dir, 'battle.html')}\n`);
    const html = readFileSync(join(dir, 'battle.html'), 'utf8');
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(html).toContain('@page { size: A4 portrait;');
    expect(html).toContain('<h1>Battle «Бой у мельницы»</h1>');
    expect(html).toContain('Outcome: The attacker wins (8:6); the defender dies.');
    expect(html).toContain('<span class="die">5</span>');
    expect(html).toContain('Fight, defender: infantry formed in square against cavalry');
    expect(html).not.toMatch(/<script/i);
    // The English record says everything in English: the fortress by the map's English name, labels
    // and never the fields' keys. The one fallback: the battle's name, as the game master typed it.
    const FALLBACKS = ['Бой у мельницы'];
    const mdEn = polk(dir, 'battle', 'c.polk', '--id', '1', '--lang', 'en').stdout;
    expect(mdEn).toContain('fortress «Citadel»');
    expect(html).toContain('fortress «Citadel»');
    for (const doc of [mdEn, html.replace(/<style>[^]*?<\/style>/, '')]) {
      expect(FALLBACKS.reduce((rest, name) => rest.split(name).join(''), doc)).not.toMatch(/[\u0400-\u04FF]/);
      expect(doc).not.toMatch(/\b(distanceCm|attackerMounted|defenderInSquare|quality)\b|club\/melee|\(soldier\)/);
    }
    expect(polk(dir, 'battles', 'c.polk', '--lang', 'en').stdout).toContain('fortress "Citadel"');
    // A campaign file is never overwritten by a record.
    expect(polk(dir, 'battle', 'c.polk', '--id', '1', '--format', 'md', '--out', 'c.polk').status).toBe(1);
    expect(polk(dir, 'battle', 'c.polk', '--id', '7').status).toBe(1);

    // A slip: the last run taken back; the rest stays.
    const undone = polkJson<{ ok: boolean; removed: { seq: number; procedure: string }; battle: { runCount: number } }>(dir, 'battle', 'c.polk', '--id', '1', '--undo-run');
    expect(undone).toMatchObject({ ok: true, removed: { seq: 2, procedure: 'rally-test' }, battle: { runCount: 1 } });
    expect(polk(dir, 'battle', 'c.polk', '--id', '1', '--undo-run').status).toBe(0);
    const nothing = polk(dir, 'battle', 'c.polk', '--id', '1', '--undo-run');
    expect(nothing.status).toBe(2);
    expect(JSON.parse(nothing.stdout).error.code).toBe('battle/nothing_to_undo');
    expect(polk(dir, 'verify', 'c.polk').status).toBe(0);
  });
});
