/**
 * The map editor's own words outside the window's chrome: its file calls' failures (main/app/
 * mapFiles.ts) and the names it gives a new fortress until the game master names it.
 */
import type { Bilingual } from './lang';

export const EDITOR_FILE_WORDS = {
  unreadable: (name: string, reason: Bilingual): Bilingual => ({ ru: `Файл «${name}» не прочитан: ${reason.ru}.`, en: `"${name}" could not be read: ${reason.en}.` }),
  noSuchFile: { ru: 'нет такого файла', en: 'no such file' } as Bilingual,
  notAMap: (name: string, why: Bilingual): Bilingual => ({ ru: `В файле «${name}» нет карты: ${why.ru}`, en: `"${name}" holds no map: ${why.en}` }),
  notJson: (reason: string): Bilingual => ({ ru: `это не JSON (${reason}).`, en: `it is not JSON (${reason}).` }),
  neither: { ru: 'ни карты, ни сценария.', en: 'neither a map nor a scenario.' } as Bilingual,
  saveAsJson: { ru: 'Карту сохраняют в файл .json, не в кампанию .polk.', en: 'A map is saved as a .json file, not over a .polk campaign.' } as Bilingual,
  /** A refusal of the map validation, with the cells at fault. */
  withCells: (issue: Bilingual, cells: Bilingual): Bilingual => ({ ru: `${issue.ru} Клетки: ${cells.ru}.`, en: `${issue.en} Cells: ${cells.en}.` }),
};

/** A new fortress's names: «Крепость 3» / "Fortress 3". */
export const newFortressNames = (n: number): { name: string; nameEn: string } => ({ name: `Крепость ${n}`, nameEn: `Fortress ${n}` });
