/**
 * The words for the campaign service's own failures, in Russian and English. Each file message says
 * what happened, which file, and what the game master can do; none asks them to delete anything.
 */
import type { Bilingual } from './lang';
import { MAIL_MESSAGES } from './mail';

/**
 * What can go wrong with a campaign file, as stable codes: the one list of them. The campaign file
 * layer (db/errors.ts) throws them; the words below say each in Russian and English.
 */
export type FileProblemCode =
  | 'file/not_found'
  | 'file/empty'
  | 'file/not_a_campaign'
  | 'file/truncated'
  | 'file/newer_version'
  | 'file/locked'
  | 'file/corrupt'
  | 'file/exists'
  | 'file/access_denied'
  | 'file/read_only'
  | 'file/disk_full'
  /** The file opens, but a table, a trigger or a stored value is not what the console wrote. */
  | 'file/damaged'
  | 'file/io_error'
  | 'file/inconsistent'
  /** An existing path that is not a regular file (a symlink as an output, a device, a FIFO, a socket, a folder as an input). */
  | 'file/not_regular'
  /** An input file past its kind's documented size (`what`: scenario, map, moves; `limit` in bytes). */
  | 'file/too_large'
  /** A text input (JSON) that is not valid UTF-8. */
  | 'file/bad_text'
  /** A path whose name is longer than the file system allows. */
  | 'file/name_too_long'
  /** A folder on the path is a file (a file named `backups` beside the campaign). */
  | 'file/not_a_folder';

/** What a file problem's words quote (the file, a table, a backup…). */
export type Detail = Readonly<Record<string, string | number | boolean | null>>;
export type Words = { readonly ru: (d: Detail) => string; readonly en: (d: Detail) => string };

const q = (v: unknown) => `«${String(v)}»`;
const dq = (v: unknown) => `"${String(v)}"`;

/** The sentence that offers the newest good backup (or says there is none). */
/** Where a damaged value lives: «значение log.payload, запись №5», or the schema. */
function damagedPlace(d: Detail, lang: 'ru' | 'en'): string {
  if (typeof d.table !== 'string') return lang === 'ru' ? 'его схема (таблицы и триггеры)' : 'its schema (tables and triggers)';
  const column = typeof d.column === 'string' ? `.${d.column}` : '';
  const row = typeof d.seq === 'number' ? (lang === 'ru' ? `, запись №${d.seq}` : `, entry ${d.seq}`) : '';
  return lang === 'ru' ? `значение ${d.table}${column}${row}` : `the value ${d.table}${column}${row}`;
}

function backupHint(d: Detail): Bilingual {
  if (typeof d.backup === 'string') {
    return {
      ru: ` Последняя исправная резервная копия: ${q(d.backup)} — импортируйте её как кампанию или скопируйте на место файла.`,
      en: ` The newest good backup is ${dq(d.backup)}: import it as a campaign, or copy it in place of the file.`,
    };
  }
  if (d.backup === null) {
    return { ru: ' Исправных резервных копий (папка backups рядом с файлом) не найдено.', en: ' No good backup was found (in the backups folder beside the file).' };
  }
  return { ru: '', en: '' };
}

/** What a path is, when it is not a regular file. */
const KIND_WORDS: Readonly<Record<string, Bilingual>> = {
  symlink: { ru: 'символическая ссылка', en: 'a symbolic link' },
  device: { ru: 'файл устройства', en: 'a device' },
  fifo: { ru: 'именованный канал (FIFO)', en: 'a named pipe (FIFO)' },
  socket: { ru: 'сокет', en: 'a socket' },
  directory: { ru: 'папка', en: 'a folder' },
};
const kindOf = (d: Detail): Bilingual => KIND_WORDS[String(d.kind)] ?? { ru: 'не обычный файл', en: 'not a regular file' };

/** Whose limit a too-large input passed. */
const INPUT_WORDS: Readonly<Record<string, Bilingual>> = {
  scenario: { ru: 'файла сценария', en: 'a scenario file' },
  map: { ru: 'файла карты', en: 'a map file' },
  moves: { ru: 'файла хода', en: 'a move file' },
};
const inputOf = (d: Detail): Bilingual => INPUT_WORDS[String(d.what)] ?? { ru: 'файла', en: 'a file' };
const mb = (bytes: unknown) => `${Math.round((Number(bytes) / 1_000_000) * 10) / 10}`;

export const FILE_WORDS: Readonly<Record<FileProblemCode, Words>> = {
  'file/not_regular': {
    ru: (d) =>
      d.output
        ? `${q(d.file)} — ${kindOf(d).ru}, а не обычный файл: записывать в него консоль не станет, ничего не изменено. Укажите путь к обычному файлу.`
        : `${q(d.file)} — ${kindOf(d).ru}, а не обычный файл: читать его консоль не станет. Укажите обычный файл.`,
    en: (d) =>
      d.output
        ? `${dq(d.file)} is ${kindOf(d).en}, not a regular file: the console will not write to it, and nothing was changed. Give the path of a regular file.`
        : `${dq(d.file)} is ${kindOf(d).en}, not a regular file: the console will not read it. Give a regular file.`,
  },
  'file/too_large': {
    ru: (d) => `Файл ${q(d.file)} слишком велик: предел ${inputOf(d).ru} — ${mb(d.limit)} МБ (${d.limit} байт). Файл не прочитан дальше предела.`,
    en: (d) => `File ${dq(d.file)} is too large: the limit of ${inputOf(d).en} is ${mb(d.limit)} MB (${d.limit} bytes). Nothing past the limit was read.`,
  },
  'file/bad_text': {
    ru: (d) => `Файл ${q(d.file)} — не текст в UTF-8 (неверная последовательность байтов около байта ${d.offset}). Сохраните его в кодировке UTF-8.`,
    en: (d) => `File ${dq(d.file)} is not UTF-8 text (an invalid byte sequence near byte ${d.offset}). Save it as UTF-8.`,
  },
  'file/name_too_long': {
    ru: (d) => `Имя ${q(d.file)} длиннее, чем позволяет файловая система (обычно 255 байт на имя). Выберите имя короче; ничего не записано.`,
    en: (d) => `The name ${dq(d.file)} is longer than the file system allows (usually 255 bytes a name). Choose a shorter name; nothing was written.`,
  },
  'file/not_a_folder': {
    ru: (d) => `${q(d.file)} — файл, а консоли на этом месте нужна папка${d.during === 'backup' ? ' для резервных копий кампании' : ''}. Переименуйте или перенесите этот файл.${d.during === 'backup' ? ' Действие сохранено в файле кампании; не сделана только резервная копия.' : ' Ничего не записано.'}`,
    en: (d) => `${dq(d.file)} is a file where the console needs a folder${d.during === 'backup' ? ' for the campaign\'s backups' : ''}. Rename or move that file.${d.during === 'backup' ? ' The action is saved in the campaign file; only the backup was not made.' : ' Nothing was written.'}`,
  },
  'file/not_found': {
    ru: (d) =>
      d.during === 'output' ? `Нельзя записать ${q(d.file)}: такой папки нет. Проверьте путь.` : `Файл ${q(d.file)} не найден. Проверьте путь или выберите файл кампании (.polk) заново.`,
    en: (d) =>
      d.during === 'output' ? `${dq(d.file)} cannot be written: there is no such folder. Check the path.` : `File ${dq(d.file)} was not found. Check the path, or choose the campaign file (.polk) again.`,
  },
  'file/empty': {
    ru: (d) => `Файл ${q(d.file)} пуст (0 байт): кампании в нём нет — вероятно, копирование или запись прервались. Файл не изменён.${backupHint(d).ru}`,
    en: (d) => `File ${dq(d.file)} is empty (0 bytes): it holds no campaign — a copy or a save was probably interrupted. The file was left as it is.${backupHint(d).en}`,
  },
  'file/not_a_campaign': {
    ru: (d) =>
      d.reason === 'directory'
        ? `${q(d.file)} — это папка, а не файл кампании. Выберите файл .polk.`
        : d.reason === 'other_database'
          ? `Файл ${q(d.file)} — база данных SQLite другой программы, а не кампания «Полководца». Выберите файл кампании (.polk); этот файл не изменён.`
          : `Файл ${q(d.file)} — не файл кампании «Полководца»: это не база SQLite. Возможно, выбран не тот файл (сценарий .json открывается командой «новая кампания»). Файл не изменён.`,
    en: (d) =>
      d.reason === 'directory'
        ? `${dq(d.file)} is a folder, not a campaign file. Choose a .polk file.`
        : d.reason === 'other_database'
          ? `File ${dq(d.file)} is another program's SQLite database, not a Polkovodets campaign. Choose a campaign file (.polk); this file was left as it is.`
          : `File ${dq(d.file)} is not a Polkovodets campaign file: it is not an SQLite database. Perhaps the wrong file was chosen (a .json scenario is opened with "new campaign"). The file was left as it is.`,
  },
  'file/truncated': {
    ru: (d) =>
      `Файл ${q(d.file)} обрезан${typeof d.expectedBytes === 'number' ? `: в нём ${d.sizeBytes} байт из ${d.expectedBytes}` : ` (${d.sizeBytes} байт)`} — похоже, копирование прервалось на полпути. Скопируйте файл заново из источника. Файл не изменён.${backupHint(d).ru}`,
    en: (d) =>
      `File ${dq(d.file)} is cut short${typeof d.expectedBytes === 'number' ? `: it has ${d.sizeBytes} of ${d.expectedBytes} bytes` : ` (${d.sizeBytes} bytes)`} — a copy probably stopped half-way. Copy the file again from its source. The file was left as it is.${backupHint(d).en}`,
  },
  'file/newer_version': {
    ru: (d) => `Файл ${q(d.file)} записан более новой версией консоли (схема ${d.fileVersion}, эта версия знает схемы до ${d.supportedVersion}). Обновите консоль, чтобы открыть его; файл не изменён.`,
    en: (d) => `File ${dq(d.file)} was written by a newer version of the console (schema ${d.fileVersion}; this version knows schemas up to ${d.supportedVersion}). Update the console to open it; the file was left as it is.`,
  },
  'file/locked': {
    ru: (d) => `Файл ${q(d.file)} сейчас занят другой программой, которая в него пишет (другое окно консоли или polk). Дождитесь, пока она закончит, или закройте её и повторите. Ничего не записано.`,
    en: (d) => `File ${dq(d.file)} is busy: another program is writing to it (another console window, or polk). Wait for it to finish, or close it, and try again. Nothing was written.`,
  },
  'file/corrupt': {
    ru: (d) =>
      `Файл ${q(d.file)} повреждён${d.what ? ` (SQLite: ${d.what})` : ''}.${typeof d.movedTo === 'string' ? ` Он перенесён в ${q(d.movedTo)} вместе с файлами -wal и -shm — ничего не удалено.` : ' Файл не изменён.'}${backupHint(d).ru}`,
    en: (d) =>
      `File ${dq(d.file)} is damaged${d.what ? ` (SQLite: ${d.what})` : ''}.${typeof d.movedTo === 'string' ? ` It was moved to ${dq(d.movedTo)} together with its -wal and -shm files; nothing was deleted.` : ' The file was left as it is.'}${backupHint(d).en}`,
  },
  'file/exists': {
    ru: (d) => `Файл ${q(d.file)} уже существует — ничего не перезаписано. Выберите другое имя.`,
    en: (d) => `File ${dq(d.file)} already exists; nothing was overwritten. Choose another name.`,
  },
  'file/access_denied': {
    ru: (d) => `Нет доступа к ${q(d.file)}: не хватает прав или путь недоступен. Проверьте права или выберите другую папку.`,
    en: (d) => `Cannot access ${dq(d.file)}: permission denied or the path is unavailable. Check the permissions, or choose another folder.`,
  },
  'file/read_only': {
    ru: (d) => `${q(d.file)} доступен только для чтения: записать изменения нельзя. Скопируйте кампанию в папку, где можно писать.`,
    en: (d) => `${dq(d.file)} is read-only: changes cannot be written. Copy the campaign to a folder you can write to.`,
  },
  'file/disk_full': {
    ru: (d) =>
      d.during === 'backup'
        ? `Нет места на диске для резервной копии ${q(d.file)}. Действие сохранено в файле кампании; не удалось только сделать резервную копию. Освободите место — следующая копия будет сделана в конце следующего хода.`
        : d.during === 'create'
          ? `Нет места на диске, чтобы создать ${q(d.file)}: кампания не создана, ничего не оставлено. Освободите место и повторите.`
          : d.during === 'output'
            ? `Нет места на диске для записи ${q(d.file)}: файл не записан (прежний, если был, цел), кампания не изменена. Освободите место и повторите.`
            : `Нет места на диске для записи ${q(d.file)}. Освободите место и повторите: последнее действие не сохранено, прежние — целы.`,
    en: (d) =>
      d.during === 'backup'
        ? `The disk is full: the backup ${dq(d.file)} could not be written. The action is saved in the campaign file; only the backup failed. Free some space: the next backup is made at the end of the next turn.`
        : d.during === 'create'
          ? `The disk is full: ${dq(d.file)} could not be created. No campaign was made and nothing was left behind. Free some space and try again.`
          : d.during === 'output'
            ? `The disk is full: ${dq(d.file)} was not written (an earlier file of that name is intact) and the campaign is unchanged. Free some space and try again.`
            : `The disk is full while writing ${dq(d.file)}. Free some space and try again: the last action was not saved, everything before it is intact.`,
  },
  'file/damaged': {
    ru: (d) =>
      `Файл ${q(d.file)} повреждён: ${damagedPlace(d, 'ru')} не то, что записала консоль${d.what ? ` (${d.what})` : ''}. Файл не изменён. Выполните «polk verify», чтобы увидеть подробности, или откройте резервную копию.${backupHint(d).ru}`,
    en: (d) =>
      `File ${dq(d.file)} is damaged: ${damagedPlace(d, 'en')} is not what the console wrote${d.what ? ` (${d.what})` : ''}. The file was left as it is. Run "polk verify" for the details, or open a backup.${backupHint(d).en}`,
  },
  'file/io_error': {
    ru: (d) => `Ошибка чтения или записи ${q(d.file)}${d.sqlite || d.system ? ` (${d.sqlite ?? d.system})` : ''}. Проверьте диск (съёмный диск не извлечён?) и повторите.`,
    en: (d) => `Read or write error on ${dq(d.file)}${d.sqlite || d.system ? ` (${d.sqlite ?? d.system})` : ''}. Check the disk (was a removable drive taken out?) and try again.`,
  },
  'file/inconsistent': {
    ru: (d) => `Текущая позиция в файле ${q(d.file)} не сходится с журналом приказов (запись №${d.seq}). Файл не изменён. Выполните «polk verify», чтобы увидеть подробности, или откройте резервную копию.${backupHint(d).ru}`,
    en: (d) => `The current position in ${dq(d.file)} does not match the order log (entry ${d.seq}). The file was left as it is. Run "polk verify" for the details, or open a backup.${backupHint(d).en}`,
  },
};

/** What is wrong with a campaign's or a battle's name (`reason`: empty, length, characters). */
function nameWords(lang: 'ru' | 'en', what: string, d: Detail): string {
  if (d.reason === 'length') return lang === 'ru' ? `${what} слишком длинное: ${d.length} знаков, можно не больше ${d.max}.` : `${what} is too long: ${d.length} characters, at most ${d.max}.`;
  if (d.reason === 'characters') return lang === 'ru' ? `${what} — простой текст: управляющие знаки и разрывы строк в нём не допускаются.` : `${what} must be plain text: control characters and line breaks are not allowed.`;
  return lang === 'ru' ? `${what} не может быть пустым (до ${d.max ?? 120} знаков).` : `${what} cannot be empty (at most ${d.max ?? 120} characters).`;
}

export const SERVICE_MESSAGES = {
  ...MAIL_MESSAGES,
  'campaign/none_open': {
    ru: () => 'Кампания не открыта: откройте или создайте кампанию.',
    en: () => 'No campaign is open: open or create one.',
  },
  'campaign/setup_closed': {
    ru: (d: Detail) => `Расстановку можно менять только до первого действия, а в журнале уже ${d.entries} записей. Чтобы изменить её, отмените их все.`,
    en: (d: Detail) => `The deployment can be changed only before the first action; the log already has ${d.entries} entries. Undo them all to change it.`,
  },
  'campaign/no_actions': {
    ru: () => 'Нечего записывать: не дано ни одного действия.',
    en: () => 'Nothing to record: no actions were given.',
  },
  'bots/stale': {
    ru: (d: Detail) => `Позиция изменилась: действия готовились к записи ${d.basedOn}, а последняя запись теперь ${d.head}. Ничего не записано; подготовьте ход заново.`,
    en: (d: Detail) => `The position changed: the actions were prepared at entry ${d.basedOn}, and the head is now entry ${d.head}. Nothing was written; prepare the move again.`,
  },
  'access/not_your_move': {
    ru: (d: Detail) => `Сейчас ходит не эта армия: действие дано за ${d.army}, а ходит ${d.toMove}. Ничего не записано.`,
    en: (d: Detail) => `It is not this army's move: the action was given for ${d.army}, and ${d.toMove} is to move. Nothing was written.`,
  },
  'game/moved_on': {
    ru: (d: Detail) => `После того, что вы видели (запись ${d.since}), записано ещё: последняя запись теперь ${d.head}. Ничего не записано; посмотрите новую позицию и повторите.`,
    en: (d: Detail) => `More was recorded after what you saw (entry ${d.since}): the head is now entry ${d.head}. Nothing was written; look at the new position and try again.`,
  },
  'access/not_your_order': {
    ru: () => 'Вернуть можно только свой последний приказ, пока после него ничего не записано. Ничего не изменено.',
    en: () => 'You can take back only your own last order, while nothing was recorded after it. Nothing was changed.',
  },
  'campaign/bad_name': {
    ru: (d: Detail) => nameWords('ru', 'Название кампании', d),
    en: (d: Detail) => nameWords('en', 'The campaign name', d),
  },
  'undo/nothing_to_undo': {
    ru: () => 'Отменять нечего: кампания в начальной позиции.',
    en: () => 'Nothing to undo: the campaign is at its start.',
  },
  'undo/too_far': {
    ru: (d: Detail) => `Можно отменить не больше ${d.available} шагов (до начала кампании), а запрошено ${d.steps}.`,
    en: (d: Detail) => `At most ${d.available} steps can be undone (back to the start); ${d.steps} were asked for.`,
  },
  'undo/bad_steps': {
    ru: (d: Detail) => `Число шагов отмены — целое число не меньше 1 (указано ${d.steps}).`,
    en: (d: Detail) => `The number of steps to undo is a whole number of at least 1 (found ${d.steps}).`,
  },
  'undo/nothing_to_redo': {
    ru: () => 'Повторять нечего: последних отменённых действий нет (после отмены было сделано новое действие, или ничего не отменяли).',
    en: () => 'Nothing to redo: there are no undone actions to bring back (a new action was taken after the undo, or nothing was undone).',
  },
  'redo/too_far': {
    ru: (d: Detail) => `Можно повторить не больше ${d.available} отменённых шагов, а запрошено ${d.steps}.`,
    en: (d: Detail) => `At most ${d.available} undone steps can be redone; ${d.steps} were asked for.`,
  },
  'history/out_of_range': {
    ru: (d: Detail) => `В журнале нет записи №${d.seq}: записи идут от 0 до ${d.last}.`,
    en: (d: Detail) => `The log has no entry ${d.seq}: entries run from 0 to ${d.last}.`,
  },
  'scenario/unreadable': {
    ru: (d: Detail) => `Не удалось прочитать ${d.what === 'map' ? 'файл карты' : 'файл сценария'} ${q(d.file)}: ${d.reason === 'not_found' ? 'файл не найден' : d.reason === 'directory' ? 'это папка' : d.reason}. Проверьте путь.`,
    en: (d: Detail) => `Could not read the ${d.what === 'map' ? 'map file' : 'scenario file'} ${dq(d.file)}: ${d.reason === 'not_found' ? 'file not found' : d.reason === 'directory' ? 'it is a folder' : d.reason}. Check the path.`,
  },
  'verify/mismatch': {
    ru: (d: Detail) => `Проверка ${q(d.file)} не сошлась: ${d.problemsRu ?? d.problems}. Файл не изменён; откройте резервную копию или сообщите об ошибке.`,
    en: (d: Detail) => `Verification of ${dq(d.file)} failed: ${d.problems}. The file was left as it is; open a backup or report the problem.`,
  },
  'battle/not_found': {
    ru: (d: Detail) => `В кампании нет боя №${d.id}.${d.known ? ` Есть: ${d.known}.` : ' Боёв пока нет: начните новый.'}`,
    en: (d: Detail) => `The campaign has no battle ${d.id}.${d.known ? ` Known: ${d.known}.` : ' It has no battles yet: open a new one.'}`,
  },
  'battle/bad_name': {
    ru: (d: Detail) => nameWords('ru', 'Название боя', d),
    en: (d: Detail) => nameWords('en', 'The battle name', d),
  },
  'battle/bad_turn': {
    ru: (d: Detail) => `Ход боя — целое число от 1 до текущего хода кампании (${d.current}); указано ${d.turn}.`,
    en: (d: Detail) => `The battle's turn is a whole number from 1 to the campaign's current turn (${d.current}); found ${d.turn}.`,
  },
  'battle/unknown_fortress': {
    ru: (d: Detail) => `На карте кампании нет крепости ${q(d.fortress)}. Есть: ${d.known}.`,
    en: (d: Detail) => `The campaign map has no fortress ${dq(d.fortress)}. Known: ${d.known}.`,
  },
  'battle/nothing_to_undo': {
    ru: (d: Detail) => `В бою №${d.id} нет прогонов — отменять нечего.`,
    en: (d: Detail) => `Battle ${d.id} has no runs: nothing to undo.`,
  },
  'referee/dice_and_seed': {
    ru: () => 'Укажите либо кубики, брошенные за столом, либо зерно, но не то и другое.',
    en: () => 'Give either the dice rolled at the table or a seed, not both.',
  },
  'referee/bad_seed': {
    ru: (d: Detail) => `Зерно — целое число от 0 до 4294967295; указано ${d.seed}.`,
    en: (d: Detail) => `A seed is a whole number from 0 to 4294967295; found ${d.seed}.`,
  },
} satisfies Record<string, Words>;

export type ServiceCode = keyof typeof SERVICE_MESSAGES;
