/**
 * The words of a move by correspondence (issue 23): why `polk move in` (and «Ход по почте») refused a
 * move file, and why `polk move out` made no packet. Each says what was wrong and what to do; the
 * campaign is never changed by a refusal.
 */
/** What the words quote (the service's `Detail`, said here again so that the two files do not import each other). */
type Detail = Readonly<Record<string, string | number | boolean | null>>;

const army = (d: Detail) => String(d.army ?? '');

export const MAIL_MESSAGES = {
  'mail/damaged': {
    ru: (d: Detail) => `Файл хода повреждён или это не файл хода (${d.path}: ${d.problem}). Кампания не изменена; попросите игрока сохранить ход заново.`,
    en: (d: Detail) => `The move file is damaged or not a move file (${d.path}: ${d.problem}). The campaign was not changed; ask the player to save the move again.`,
  },
  'mail/other_campaign': {
    ru: (d: Detail) => `Этот файл хода — из другой кампании (${d.campaign}, а открыта ${d.expected}). Кампания не изменена.`,
    en: (d: Detail) => `This move file belongs to another campaign (${d.campaign}; the open one is ${d.expected}). The campaign was not changed.`,
  },
  'mail/wrong_key': {
    ru: (d: Detail) => `Ключ файла хода не выдавался для армии ${army(d)} в этой кампании. Кампания не изменена; выдайте игроку новый пакет.`,
    en: (d: Detail) => `The move file's key was never issued for army ${army(d)} in this campaign. The campaign was not changed; give the player a new packet.`,
  },
  'mail/replaced_key': {
    ru: (d: Detail) => `Ход сделан по старому пакету армии ${army(d)}: после него выдан новый, и ключ старого больше не действует. Кампания не изменена; пусть игрок сходит по новому пакету.`,
    en: (d: Detail) => `The move was made on an older packet of army ${army(d)}: a newer one was handed out since, and the older key no longer counts. The campaign was not changed; the player should move on the newer packet.`,
  },
  'mail/spent_key': {
    ru: (d: Detail) => `Этот ход армии ${army(d)} уже внесён (запись ${d.seq}): ключ пакета израсходован и после отмены не действует. Кампания не изменена.`,
    en: (d: Detail) => `This move of army ${army(d)} was already applied (entry ${d.seq}): the packet's key is spent, and an undo does not revive it. The campaign was not changed.`,
  },
  'mail/not_your_move': {
    ru: (d: Detail) => `Сейчас ходит не армия ${army(d)}${d.toMove ? `, а ${d.toMove}` : ''}: ${d.packet ? 'пакет выдаётся только армии, которая ходит' : 'её ход внести нельзя'}. Кампания не изменена.`,
    en: (d: Detail) => `It is not army ${army(d)}'s move${d.toMove ? ` (${d.toMove} is to move)` : ''}: ${d.packet ? 'a packet is made only for the army to move' : 'its move cannot be applied'}. The campaign was not changed.`,
  },
  'mail/stale': {
    ru: (d: Detail) => `Ход сделан на другой позиции (запись ${d.basedOn}), а кампания теперь на записи ${d.head}${d.hash ? ' или позиция не та' : ''}. Кампания не изменена; выдайте игроку новый пакет.`,
    en: (d: Detail) => `The move was made on another position (entry ${d.basedOn}); the campaign is now at entry ${d.head}${d.hash ? ', or the position differs' : ''}. The campaign was not changed; give the player a new packet.`,
  },
  'mail/too_many': {
    ru: (d: Detail) => `В файле хода ${d.count} действий, а армия может дать не больше ${d.max} (приказы командиров, назначение маршала и конец хода). Кампания не изменена.`,
    en: (d: Detail) => `The move file has ${d.count} actions; the army can give at most ${d.max} (its commanders' orders, a marshal's appointment and the end of its move). The campaign was not changed.`,
  },
  'mail/not_whole': {
    ru: () => 'Файл хода — не целый ход: он должен кончаться концом хода (один раз), а назначение маршала может стоять только первым. Кампания не изменена.',
    en: () => 'The move file is not a whole move: it must end with the end of the move (once), and a marshal\'s appointment may only come first. The campaign was not changed.',
  },
  'mail/refused_at': {
    ru: (d: Detail) => `Действие №${Number(d.index) + 1} (actions[${d.index}]) отклонено правилами: ${d.reason} Ничего из хода не внесено.`,
    en: (d: Detail) => `Action ${Number(d.index) + 1} (actions[${d.index}]) was refused by the rules: ${d.reason} Nothing of the move was applied.`,
  },
  'mail/page_not_written': {
    ru: (d: Detail) => `Пакет хода не записан. ${d.reason} Ключ не выдан: прежний пакет армии ${army(d)}, если был, по-прежнему действует.`,
    en: (d: Detail) => `The move packet was not written. ${d.reason} No key was issued: army ${army(d)}'s earlier packet, if any, still counts.`,
  },
  'mail/page_not_placed': {
    ru: (d: Detail) => `Ключ ${d.keyId} для армии ${army(d)} выдан, но пакет хода не удалось поставить на место. ${d.reason} Прежний пакет армии больше не действует: выполните «polk move out» ещё раз — новый ключ заменит этот.`,
    en: (d: Detail) => `Key ${d.keyId} for army ${army(d)} was issued, but the move packet could not be put in place. ${d.reason} The army's earlier packet no longer counts: run "polk move out" again — a new key replaces this one.`,
  },
} satisfies Record<string, { readonly ru: (d: Detail) => string; readonly en: (d: Detail) => string }>;

/** What `polk move out` and `polk move in` print when they did their work, and their own argument failures. */
export const MAIL_LINES = {
  packetWritten: (army: string, out: string, bytes: number) => ({
    ru: `Пакет хода для армии ${army} записан: ${out} (${Math.round(bytes / 1024)} КБ). Прежний пакет этой армии, если был, больше не действует.`,
    en: `The move packet for army ${army} was written: ${out} (${Math.round(bytes / 1024)} KB). This army's earlier packet, if any, no longer counts.`,
  }),
  moveApplied: (army: string, actions: number, seq: number) => ({
    ru: `Ход армии ${army} по почте внесён (действий: ${actions}), последняя запись №${seq}.`,
    en: `Army ${army}'s move by mail was applied: ${actions} actions, the head is now entry ${seq}.`,
  }),
  unknownAction: (action: string) => ({
    ru: `Неизвестное действие «${action}» команды move: out или in. Справка: polk move --help`,
    en: `Unknown move action "${action}": out or in. Help: polk move --help`,
  }),
  notForAction: (flag: string, action: string) => ({
    ru: `Параметр «--${flag}» не относится к действию move ${action}. Справка: polk move --help`,
    en: `Option "--${flag}" is not one of move ${action}'s. Help: polk move --help`,
  }),
  badFormat: (v: string) => ({ ru: `--format: ожидается html или json, указано «${v}».`, en: `--format: expected html or json, found "${v}".` }),
  badArmy: (v: string) => ({ ru: `--army: ожидается буква армии (A, N, F), указано «${v}».`, en: `--army: expected an army's letter (A, N, F), found "${v}".` }),
  missingMove: { ru: 'Не указан файл хода (MOVE.json). Использование: polk move --help', en: 'Missing the move file (MOVE.json). Usage: polk move --help' },
  extraArgument: (arg: string) => ({ ru: `Лишний аргумент «${arg}» у move out. Справка: polk move --help`, en: `Extra argument "${arg}" for move out. Help: polk move --help` }),
  armyOption: { ru: 'армия', en: 'the army' },
  outOption: { ru: 'файл пакета', en: 'the packet file' },
  noPage: (path: string) => ({
    ru: `Страница пакета не собрана (нет ${path}). Выполните npm run build или запишите данные пакета: --format json.`,
    en: `The packet page is not built (${path} is missing). Run npm run build, or write the packet's data: --format json.`,
  }),
} as const;

/** `polk move --help`: its summary and details (main/cli/help.ts shows them). */
export const MOVE_HELP_WORDS = {
  summary: { ru: 'ход по почте: пакет хода для игрока (out) и его файл хода (in)', en: "a move by correspondence: a move packet for a player (out) and his move file (in)" },
  details: {
    ru: `move out пишет пакет хода для армии, которая ходит: одну страницу (позиция, карта, что произошло
после её прошлого хода, движок), которую игрок открывает в браузере на компьютере, отдаёт приказы и
сохраняет файл хода. Страница не обращается к сети. Новый пакет той же армии отменяет ключ прежнего.

  --army A            армия, которая сейчас ходит
  --out PACKET.html   куда записать пакет
  --format html|json  страница (по умолчанию) или только данные пакета (polkovodets-packet/1)

move in вносит файл хода (polkovodets-move/1, не больше 1 МБ) целиком, одной записью, если он сделан
на текущей позиции с ключом, выданным этой армии; иначе ничего не меняет. Код выхода: 0 внесён;
2 действие отклонено правилами (сообщение называет его номер), ничего не внесено; 1 всё прочее
(другая кампания, другая позиция, чужой, старый или израсходованный ключ, не её ход, файл повреждён).
Ключ защищает от путаницы, устаревших и повторно присланных файлов, но не от того, у кого пакет.

Пример:  polk move out осень1812.polk --army N --out ход-N.html
         polk move in осень1812.polk ход-N.json`,
    en: `move out writes a move packet for the army to move: one page (the position, the map, what happened
since its last move, the engine) that the player opens in a desktop browser, gives his orders on and
saves as a move file. The page makes no network request. A new packet for the same army voids the key
of the earlier one.

  --army A            the army to move
  --out PACKET.html   where to write the packet
  --format html|json  the page (the default) or the packet's data only (polkovodets-packet/1)

move in applies a move file (polkovodets-move/1, at most 1 MB) whole, in one write, when it was made on
the current position with the key issued to that army; otherwise it changes nothing. Exit status:
0 applied; 2 an action refused by the rules (the message names its number), nothing applied; 1 anything
else (another campaign, another position, a wrong, older or spent key, not its move, a damaged file).
The key guards against mix-ups, stale and replayed files, not against whoever holds the packet.

Example:  polk move out autumn1812.polk --army N --out move-N.html
          polk move in autumn1812.polk move-N.json`,
  },
};
