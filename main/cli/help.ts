/**
 * `polk --help` and `polk COMMAND --help`, in Russian (the default) and English (`--lang en`): the
 * list of commands and each usage line are generated from the command table (commands.ts), which
 * is also what the arguments are parsed against; the words are here.
 */
import { ARMIES, RECRUITABLE_TYPES } from '../../shared/rules/polkovodets';
import { armiesInPlayCount, armiesNamed, type Lang } from '../../shared/vocab';
import { COMMANDS, commandSpec, type CommandName, type CommandSpec } from './commands';
import { MAP_HELP } from './maps';
import { MOVE_HELP } from './mail';

/** The option column of a details block (an option and its value, padded to the words). */
const option = (text: string): string => `  ${text}`.padEnd(22);
const ARMIES_OPTION = option(`--armies ${ARMIES.join(',')}`);

/** Words after `head`, comma-separated and wrapped to `width` columns, continued at column `indent`. */
function wrapped(head: string, words: readonly string[], indent: number, width = 100): string {
  const lines: string[] = [];
  let line = head;
  words.forEach((word, i) => {
    const piece = i < words.length - 1 ? `${word},` : word;
    if (line === head) line += piece;
    else if (line.length + 1 + piece.length > width) {
      lines.push(line);
      line = ' '.repeat(indent) + piece;
    } else line += ` ${piece}`;
  });
  return [...lines, line].join('\n');
}

/** `--recruit TYPE`: the engine's recruitable types, as the command line names them. */
const recruitLine = (words: string): string => wrapped(`  --recruit TYPE --at X,Y ${words} `, RECRUITABLE_TYPES, 26);

interface CommandHelp {
  readonly summary: { ru: string; en: string };
  readonly details: { ru: string; en: string };
}

export const COMMAND_HELP: Readonly<Record<CommandName, CommandHelp>> = {
  new: {
    summary: { ru: 'создать файл кампании из сценария или по предустановкам', en: 'create a campaign file from a scenario or from presets' },
    details: {
      ru: `Создаёт новый файл кампании FILE (обычно с расширением .polk). Существующий файл никогда не перезаписывается.

  --scenario S.json   сценарий в формате polkovodets-scenario/1 (см. docs/polk.md); всё неверное
                      отклоняется с указанием поля, и файл не создаётся
${ARMIES_OPTION}армии в игре: ${armiesInPlayCount('ru')} из ${armiesNamed('ru')}
  --goal G            цель: rout (разгром, по умолчанию) или fortresses (крепости)
  --size S            размер армий: small, standard (по умолчанию) или large
  --seed N            зерно жребия, которым определяется порядок хода (по умолчанию случайное;
                      оно записывается в кампанию и печатается)
  --depots D          начальные склады каждой армии (кратно 0,5; по умолчанию по размеру армий)
  --turn-limit T      число ходов (по умолчанию 80)
  --map MAP.json      своя карта (polkovodets-map/1; polk map new): армии встают вокруг своих
                      крепостей (поле home, иначе по правилу docs/polk.md); карта с ошибками отклоняется
  --name NAME         название кампании (по умолчанию имя файла)

Пример:  polk new осень1812.polk --armies A,N --goal rout --size standard --seed 7`,
      en: `Creates a new campaign file FILE (usually ending in .polk). An existing file is never overwritten.

  --scenario S.json   a scenario in the polkovodets-scenario/1 format (see docs/polk.md); anything
                      malformed is refused with the offending field named, and no file is created
${ARMIES_OPTION}the armies in play: ${armiesInPlayCount('en')} of ${armiesNamed('en')}
  --goal G            the goal: rout (default) or fortresses
  --size S            the army size: small, standard (default) or large
  --seed N            the seed of the lot that draws the move order (random by default; it is
                      recorded in the campaign and printed)
  --depots D          starting depots of every army (a multiple of 0.5; default by army size)
  --turn-limit T      the number of turns (default 80)
  --map MAP.json      a map of your own (polkovodets-map/1; polk map new): the armies stand around
                      their fortresses (the home field, else the rule in docs/polk.md); a map with errors is refused
  --name NAME         the campaign's name (default: the file name)

Example: polk new autumn1812.polk --armies A,N --goal rout --size standard --seed 7`,
    },
  },
  state: {
    summary: { ru: 'позиция: ход, склады, сила, части, крепости', en: 'the position: turn, depots, strength, units, fortresses' },
    details: {
      ru: `Печатает текущую позицию кампании. С --json — документ JSON: turn, turnLimit, toMove, armies,
status, winner, depots и strength (в полковых складах), out, needsMarshal, ordersLeft (командиры,
ещё не отдавшие приказ), units (с acted и riverMoves), fortresses (name, owner, hold, cells).`,
      en: `Prints the campaign's current position. With --json, a JSON document: turn, turnLimit, toMove,
armies, status, winner, depots and strength (in regimental depots), out, needsMarshal, ordersLeft (the
commanders who have not given an order yet), units (with acted and riverMoves), fortresses (name,
owner, hold, cells).`,
    },
  },
  legal: {
    summary: { ru: 'все допустимые сейчас приказы', en: 'every legal order now' },
    details: {
      ru: `Перечисляет все приказы, которые армия, чья очередь ходить, может отдать сейчас (или только
командир ID). С --json — массив { commander, kind: move|strike|step|recruit, unit, to: [x, y] }
плюс target у удара, road: true у марша по дороге, recruit у формирования. Окончена игра или нужен
маршал — список пуст.`,
      en: `Lists every order the army to move can give now (or only commander ID's). With --json, an array
of { commander, kind: move|strike|step|recruit, unit, to: [x, y] } plus target for a strike, road: true
for a road march, recruit for a recruitment. A finished game, or an army that must appoint a marshal
first, has none.`,
    },
  },
  order: {
    summary: { ru: 'отдать приказ', en: 'give an order' },
    details: {
      ru: `Отдаёт приказ от имени командира ID (генерала или маршала армии, которая ходит).

  --unit ID --to X,Y      часть идёт на клетку X,Y; если там противник — удар (орудие бьёт и
                          остаётся на месте)
  --step X,Y              командир сам шагает на соседнюю клетку
${recruitLine('формирование в своей крепости:')}

Координаты: x — столбец слева от 0, y — строка сверху от 0. Приказ, который правила не
допускают, отклоняется с кодом выхода 2 и объяснением.`,
      en: `Gives an order on behalf of commander ID (a general or the marshal of the army to move).

  --unit ID --to X,Y      the unit moves to cell X,Y; if an enemy stands there, it strikes (a battery
                          strikes and stays where it is)
  --step X,Y              the commander himself steps to a neighbouring cell
${recruitLine('recruit in an own fortress:')}

Coordinates: x is the column from 0 at the left, y the row from 0 at the top. An order the rules do
not allow is refused with exit status 2 and the reason.`,
    },
  },
  'end-move': {
    summary: { ru: 'закончить ход армии', en: "end the army's move" },
    details: {
      ru: `Заканчивает ход армии, чья очередь: река (утопление после двух ходов подряд), удержание и
взятие крепостей с трофеями, капитуляция, счёт ходов, победа. В конце каждого полного хода
делается резервная копия (папка backups рядом с файлом; хранятся последние 10).`,
      en: `Ends the move of the army to move: the river (drowning after two moves in a row), fortress holds
and captures with trophies, capitulation, the turn count, victory. At the end of every full turn a
backup is made (the backups folder beside the file; the last 10 are kept).`,
    },
  },
  appoint: {
    summary: { ru: 'назначить маршала (15 складов)', en: 'appoint a marshal (15 depots)' },
    details: {
      ru: 'Назначает нового маршала армии, которая ходит и потеряла маршала, на свободную клетку своей крепости X,Y за 15 складов. Это не приказ: новый маршал может отдать приказ в этом же ходу.',
      en: 'Appoints a new marshal for the army to move, which has lost its marshal, on a free cell X,Y of an own fortress, for 15 depots. This is not an order: the new marshal may give his order in the same move.',
    },
  },
  undo: {
    summary: { ru: 'отменить последний приказ или конец хода', en: 'take back the last order or end of move' },
    details: {
      ru: 'Отменяет последнее действие (приказ, конец хода, назначение маршала, поправку складов) или N последних действий. Отмена записывается в журнал ведущего и сама не теряется.',
      en: "Takes back the last action (an order, an end of move, a marshal's appointment, a depot correction), or the last N. The undo itself is kept in the game master's audit trail.",
    },
  },
  redo: {
    summary: { ru: 'повторить отменённое', en: 'do again what undo took back' },
    details: {
      ru: 'Повторяет последнее отменённое действие (или N последних) — в том порядке, в каком они были сделаны, до той же позиции. Новое действие после отмены делает повтор невозможным. Если повторять нечего или шагов больше, чем отменено, — отказ с кодом выхода 2. Журнал ведущего записывает и повтор.',
      en: "Does again the last action taken back by undo (or the last N), in the order they were made, back to the same position. A new action after an undo drops what could be redone. With nothing to redo, or more steps than were undone, it is refused with exit status 2. The game master's audit trail records the redo too.",
    },
  },
  summary: {
    summary: { ru: 'сводка хода для печати', en: 'the printable turn summary' },
    details: {
      ru: 'Сводка хода N в формате md, html, json или pdf в файл PATH (без --out — на экран, кроме pdf). Без --army — полная копия ведущего; --army A — лист одной армии; --army A,N — лист каждой из названных; --army each — лист каждой армии (в pdf — по странице на армию).',
      en: "The summary of turn N as md, html, json or pdf into file PATH (without --out, to the screen, except pdf). Without --army, the game master's full copy; --army A, one army's sheet; --army A,N, a sheet for each army named; --army each, a sheet for every army (in pdf, a page per army).",
    },
  },
  export: {
    summary: { ru: 'текущая позиция как файл сценария', en: 'the current position as a scenario file' },
    details: {
      ru: 'Записывает текущую позицию в OUT.json в формате сценария; из него можно снова создать кампанию: polk new НОВЫЙ.polk --scenario OUT.json.',
      en: 'Writes the current position to OUT.json as a scenario file; it creates a campaign again: polk new NEW.polk --scenario OUT.json.',
    },
  },
  verify: {
    summary: { ru: 'проверить кампанию: переиграть журнал с начала', en: 'check the campaign: replay the log from the start' },
    details: {
      ru: 'Переигрывает весь журнал приказов с начала и сверяет каждый сохранённый снимок, события, книгу складов и текущую позицию; проверяет целостность SQLite. Код выхода 0 — всё сходится, 1 — найдено расхождение (перечисляется).',
      en: 'Replays the whole order log from the start and checks every stored snapshot, the events, the depot ledger and the current position; runs SQLite\'s integrity check. Exit status 0 when all is consistent, 1 when something differs (it is listed).',
    },
  },
  history: {
    summary: { ru: 'журнал кампании: кто что отдал', en: "the campaign's log: who gave what" },
    details: {
      ru: 'Записи журнала на текущей линии, от старых к новым: номер, ход, армия, действие и кто его отдал — ведущий, игрок по коду, ход по почте или машина. С --json — массив записей с полями seq, turn, army, kind, at, action и source ({ "by": "gm" | "code" | "bot" | "mail", … }). Файл не меняется.',
      en: 'The log\'s entries on the current line, oldest first: number, turn, army, the action and who gave it — the game master, a player by code, a move by mail or the machine. With --json, an array of entries with seq, turn, army, kind, at, action and source ({ "by": "gm" | "code" | "bot" | "mail", … }). The file is not changed.',
    },
  },
  // `polk referee --help` itself is generated from the procedures (refereeHelp.ts); this is its line
  // in the list of commands.
  referee: {
    summary: { ru: 'судья настольного боя: процедура правил с кубиками (polk referee --help)', en: 'the tabletop referee: a procedure of the rules with dice (polk referee --help)' },
    details: { ru: '', en: '' },
  },
  battles: {
    summary: { ru: 'бои кампании, записанные судьёй', en: "the campaign's battles recorded by the referee" },
    details: {
      ru: `Перечисляет бои кампании FILE: номер, название, ход и крепость (если указаны), число прогонов,
время последнего. С --json — массив { id, name, turn, fortress, createdAt, runCount, lastRunAt }.
Запись боя: polk battle FILE --id N. Новый бой начинается прогоном с --new-battle (polk referee --help).`,
      en: `Lists the battles of campaign FILE: number, name, turn and fortress (when given), the number of
runs and the time of the last one. With --json, an array of { id, name, turn, fortress, createdAt,
runCount, lastRunAt }. A battle's record: polk battle FILE --id N. A new battle is opened by a run with
--new-battle (polk referee --help).`,
    },
  },
  battle: {
    summary: { ru: 'запись боя для печати (или отмена последнего прогона)', en: "a battle's printable record (or taking back its last run)" },
    details: {
      ru: `Печатает запись боя N кампании FILE: каждый прогон с вводом, кубиками (введёнными за столом или
брошенными консолью — с зерном), модификаторами, строкой таблицы, итогом и ходом решения; в конце —
прочтения правил, на которые опирались прогоны.

  --format F    md (по умолчанию), html (страница A4, читается и в чёрно-белой печати) или json
                (запись целиком: { id, name, turn, fortress, createdAt, runCount, lastRunAt,
                campaign, runs: [{ seq, ruleset, procedure, input, dice, result, at }] })
  --out PATH    записать в файл вместо экрана
  --undo-run    отменить последний прогон боя (ошибка за столом); отмена приказов бои не трогает`,
      en: `Prints the record of battle N of campaign FILE: every run with its input, dice (typed at the table
or rolled by the console, with the seed), modifiers, table row, outcome and working; at the end, the
readings of the rules the runs relied on.

  --format F    md (default), html (an A4 page, readable in black and white) or json (the whole
                record: { id, name, turn, fortress, createdAt, runCount, lastRunAt, campaign,
                runs: [{ seq, ruleset, procedure, input, dice, result, at }] })
  --out PATH    write to a file instead of the screen
  --undo-run    take back the battle's last run (a slip at the table); undoing orders never touches battles`,
    },
  },
  play: {
    summary: { ru: 'консоль играет один ход армии', en: 'the console plays one army move' },
    details: {
      ru: `Консоль играет весь ход армии, которая сейчас ходит (назначение маршала, если нужно, приказы, конец хода).
Каждое действие записывается в журнал кампании, как ход человека: его можно отменить (polk undo) и проверить (polk verify).
У каждого приказа есть объяснение (см. docs/bots.md).

  --army A            армия, за которую играет консоль (должна ходить сейчас)
  --level L           random (случайный допустимый приказ), greedy (по одному лучшему приказу) или strong (поиск)
  --budget N          бюджет поиска strong: число оценённых позиций (по умолчанию 4000); тот же бюджет и зерно — тот же ход
  --budget-ms N       ограничение по времени в миллисекундах (ход тогда зависит от скорости машины)
  --seed S            зерно выбора (по умолчанию 0)

С --json печатает { "ok": true, "army", "level", "seq", "nodes", "stopped", "ms", "steps": [{ "kind", "order"|"at",
"explanation": { "code", "detail", "ru", "en" } }], "state" }. Коды выхода: 0 — ход сыгран; 2 — действие отклонено
правилами (сделанное уже отменено); 1 — неверные аргументы, не её ход, игра окончена, файл не читается.`,
      en: `The console plays the whole move of the army to move (the marshal's appointment when needed, the orders, the end of move).
Every action goes into the campaign's log like a human's: it can be undone (polk undo) and verified (polk verify).
Every order comes with its reason (see docs/bots.md).

  --army A            the army the console plays (it must be its move)
  --level L           random (a random legal order), greedy (the best order one at a time) or strong (a search)
  --budget N          strong's search budget in evaluated positions (default 4000); same budget and seed, same move
  --budget-ms N       a time cap in milliseconds (the move then depends on the machine's speed)
  --seed S            the seed of the choices (default 0)

With --json prints { "ok": true, "army", "level", "seq", "nodes", "stopped", "ms", "steps": [{ "kind", "order"|"at",
"explanation": { "code", "detail", "ru", "en" } }], "state" }. Exit status: 0 the move is played; 2 an action refused
by the rules (what was recorded is taken back); 1 bad arguments, not its move, the game over, an unreadable file.`,
    },
  },
  match: {
    summary: { ru: 'партии консоли против консоли и таблица результатов', en: 'games of the console against itself and the results table' },
    details: {
      ru: `Играет N целых партий в памяти (файл не создаётся): по уровню на армию, цель «разгром»; уровни
переходят по армиям от партии к партии; партия g начинается с предустановки с зерном S+g.

  --levels L1,L2[,L3] по уровню на армию через запятую: random, greedy, strong
  --armies A,N[,F]    армии партии (по умолчанию A,N)
  --map FILE          карта клуба (polkovodets-map/1) вместо карты по умолчанию
  --games N           число партий (по умолчанию 10)
  --size S            размер армий: small (по умолчанию), standard или large
  --seed S            зерно первой партии (по умолчанию 1)
  --budget N          бюджет поиска strong (число позиций)
  --turn-limit T      число ходов партии (по умолчанию 80)

С --json печатает { "games": N, "wins": { "<уровень>": n, … }, "draws": d, "armies", "seats": [{ "army",
"level", "games", "wins", "draws" }] }. Коды выхода: 0 — сыграно; 1 — неверные аргументы.`,
      en: `Plays N whole games in memory (no file is made): one level per army, goal rout; the levels rotate
over the armies from game to game; game g starts from the preset with seed S+g.

  --levels L1,L2[,L3] one level per army, comma-separated: random, greedy, strong
  --armies A,N[,F]    the armies of the game (default A,N)
  --map FILE          a club map (polkovodets-map/1) instead of the default map
  --games N           the number of games (default 10)
  --size S            the army size: small (default), standard or large
  --seed S            the first game's seed (default 1)
  --budget N          strong's search budget (positions)
  --turn-limit T      the turns of a game (default 80)

With --json prints { "games": N, "wins": { "<level>": n, … }, "draws": d, "armies", "seats": [{ "army",
"level", "games", "wins", "draws" }] }. Exit status: 0 played; 1 bad arguments.`,
    },
  },
  map: MAP_HELP,
  move: MOVE_HELP,
  // The counters on paper (issue 13).
  cards: {
    summary: { ru: 'карточки армий и складов для печати (PDF)', en: 'printable counters of the armies and depot cards (PDF)' },
    details: {
      ru: `Карточки брошюры в PDF: по карточке на часть — маршал, генералы, каждый род войск — размером с
клетку напечатанного поля, с линиями реза, цветом и буквой армии, знаком и сокращением рода войск и
номером части (от 10 мм; на карточках меньше номера нет, род войск крупнее); и карточки складов (полковой 1, дивизионный 2,5, корпусной 5, армейский 10) на запас
каждой армии — меньше всего карточек: нечётная половина — одна дивизионная, остальное — армейские,
корпусные и полковые по убыванию (20 → 2 армейских; 12,5 → 1 армейский + 1 дивизионный).

  --campaign FILE     части и склады текущей позиции кампании
${ARMIES_OPTION}или пресет: армии, --goal rout|fortresses, --size small|standard|large
  --depots D          начальный запас пресета (по умолчанию по размеру: 15, 25, 40)
  --out OUT.pdf       файл PDF
  --paper a4|a3       лист (по умолчанию a4)
  --cell-mm N         сторона карточки = клетка поля в мм (по умолчанию 5, от 3 до 20)
  --grey              в оттенках серого

С --json печатает { "ok": true, "out", "pages", "armies": [{ "army", "cards", "depots" }] }.
Коды выхода: 0 — записано; 1 — неверные аргументы, нечитаемая кампания, нет Chromium.`,
      en: `The brochure's cards as a PDF: one card a unit — the marshal, the generals, every type — the size
of a cell of the printed field, with cut lines, the army's colour and letter, the type's symbol and
abbreviation and the unit's id (from 10 mm; smaller cards print the type larger instead); and the depot cards (regimental 1, divisional 2.5, corps 5, army 10)
for each army's depots — the fewest cards: an odd half takes one divisional card, the rest army,
corps and regimental cards, largest first (20 → 2 army; 12.5 → 1 army + 1 divisional).

  --campaign FILE     the units and depots of a campaign's current position
${ARMIES_OPTION}or a preset: the armies, --goal rout|fortresses, --size small|standard|large
  --depots D          the preset's starting depots (default by size: 15, 25, 40)
  --out OUT.pdf       the PDF file
  --paper a4|a3       the paper (default a4)
  --cell-mm N         a card's side = the field's cell in mm (default 5, 3 to 20)
  --grey              greyscale

With --json prints { "ok": true, "out", "pages", "armies": [{ "army", "cards", "depots" }] }.
Exit status: 0 written; 1 bad arguments, an unreadable campaign, no Chromium.`,
    },
  },
};

const COMMON = {
  ru: `Общие параметры:
  --json        один документ JSON на stdout
  --lang ru|en  язык сообщений (по умолчанию русский)
  --help        справка

Коды выхода: 0 — сделано; 2 — отклонено правилами игры (на stdout JSON
{ "ok": false, "error": { "code", "message" } }); 1 — любая другая ошибка (неверные аргументы,
нечитаемый или повреждённый файл): сообщение в stderr, файлы не изменены.`,
  en: `Common options:
  --json        a single JSON document on stdout
  --lang ru|en  the language of messages (Russian by default)
  --help        help

Exit status: 0 done; 2 refused by the rules of the game (JSON on stdout:
{ "ok": false, "error": { "code", "message" } }); 1 any other failure (bad arguments, an unreadable or
damaged file): a message on stderr, no file changed.`,
};

/** One usage line per form of the command, from its entry in the table. */
export function usageLines(spec: CommandSpec): string[] {
  const option = (name: string): string => {
    if (name === 'json') return '--json';
    const o = spec.options[name];
    if (!o) throw new Error(`polk ${spec.name}: the usage form names an unknown option --${name}`);
    return o.type === 'boolean' ? `--${name}` : `--${name} ${o.shown ?? 'VALUE'}`;
  };
  const part = (token: string): string => {
    const optional = token.startsWith('[') && token.endsWith(']');
    const body = (optional ? token.slice(1, -1) : token).split('|').map((alt) => alt.split(' ').map(option).join(' ')).join('|');
    return optional ? `[${body}]` : body;
  };
  const head = (i: number) => [`polk ${spec.name}`, ...(spec.heads?.[i] !== undefined ? [spec.heads[i]] : spec.positionals.map((p) => p.shown ?? p.name))];
  return spec.forms.map((form, i) => [...head(i), ...form.map(part)].join(' '));
}

export function generalHelp(lang: Lang): string {
  const ru = lang === 'ru';
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  const list = COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${COMMAND_HELP[c.name].summary[lang]}`).join('\n');
  return `${ru ? 'polk — командная строка пульта ведущего «Полководец»' : 'polk — the command line of the Polkovodets game-master console'}

${ru ? 'Использование' : 'Usage'}: polk ${ru ? 'КОМАНДА ФАЙЛ [параметры]' : 'COMMAND FILE [options]'}

${ru ? 'Команды' : 'Commands'}:
${list}

${COMMON[lang]}

${ru ? 'Справка по команде: polk КОМАНДА --help' : 'Help on a command: polk COMMAND --help'}
`;
}

export function commandHelp(command: CommandName, lang: Lang): string {
  const h = COMMAND_HELP[command];
  const ru = lang === 'ru';
  return `polk ${command} — ${h.summary[lang]}

${ru ? 'Использование' : 'Usage'}:
${usageLines(commandSpec(command)).map((u) => `  ${u}`).join('\n')}

${h.details[lang]}

${COMMON[lang]}
`;
}
