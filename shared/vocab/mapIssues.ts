/**
 * The words of the map check (shared/rules/polkovodets/mapValidate.ts), in Russian and English:
 * one sentence per issue code, reading exactly that code's detail, and the cells at fault after it.
 * A code without words, or words for a code the check does not have, does not compile.
 */
import type { MapIssue, MapIssueCode, MapIssueDetails } from '../rules/polkovodets/mapValidate';
import type { Cell } from '../rules/polkovodets/types';
import { countOf, type Lang, type PluralForms } from './lang';
import { armyName, CELL, fortressName, terrainName, unitName, type FortressNames } from './names';

type Template<C extends MapIssueCode> = (d: MapIssueDetails[C], lang: Lang, map?: FortressNames) => string;
export type MapIssueWords = { readonly [C in MapIssueCode]: { readonly ru: Template<C>; readonly en: Template<C> } };

const PART: PluralForms = { ru: ['часть', 'части', 'частей'], en: ['part', 'parts'] };
const FORTRESS: PluralForms = { ru: ['крепость', 'крепости', 'крепостей'], en: ['fortress', 'fortresses'] };

const w = <C extends MapIssueCode>(ru: Template<C>, en: Template<C>) => ({ ru, en });
const q = (s: string, lang: Lang) => (lang === 'ru' ? `«${s}»` : `"${s}"`);
const fort = (name: string, lang: Lang, map?: FortressNames) => q(fortressName(name, lang, map), lang);
const NAME_PROBLEM = {
  length: { ru: 'пустое или длиннее 60 знаков', en: 'empty or longer than 60 characters' },
  characters: { ru: 'в нём управляющие или невидимые знаки', en: 'it holds control or invisible characters' },
  spaces: { ru: 'пробелы в начале или в конце', en: 'spaces at its start or end' },
} as const;

export const MAP_ISSUE_WORDS: MapIssueWords = {
  'map/size': w((d) => `Размер поля ${d.width}×${d.height}: ширина и высота — целые числа от 1 до ${d.max}.`, (d) => `The map is ${d.width}×${d.height}: width and height are whole numbers from 1 to ${d.max}.`),
  'map/rows_count': w((d) => `Строк на поле ${d.found}, а по высоте нужно ${d.expected}.`, (d) => `The map has ${d.found} rows; its height needs ${d.expected}.`),
  'map/row_width': w((d) => `Строка ${d.y}: ${countOf(d.found, 'ru', CELL)}, а по ширине нужно ${d.expected}.`, (d) => `Row ${d.y}: ${countOf(d.found, 'en', CELL)}; the width needs ${d.expected}.`),
  'map/unknown_char': w((d) => `Неизвестный знак «${d.char}» (${countOf(d.count, 'ru', CELL)}); допустимы . = M T S ~ #.`, (d) => `Unknown character "${d.char}" (${countOf(d.count, 'en', CELL)}); allowed: . = M T S ~ #.`),
  'map/sheets': w(
    (d) => `Листы (число листов ${d.count}, каждый ${d.width}×${d.height}) не покрывают поле ${d.mapWidth}×${d.mapHeight}: листов от 1 до ${d.maxCount}, они лежат рядом слева направо.`,
    (d) => `The sheets (${d.count}, each ${d.width}×${d.height}) do not cover the ${d.mapWidth}×${d.mapHeight} map: 1 to ${d.maxCount} sheets, side by side from left to right.`,
  ),
  'map/bridge_not_on_river': w(() => 'Мост не на реке: река должна проходить через мост (речные клетки по обе его стороны).', () => 'A bridge not on the river: the river must run through it (river cells on two opposite sides).'),
  'map/bridge_no_road': w(() => 'К мосту не подходит дорога с обоих берегов.', () => 'No road reaches the bridge from both banks.'),
  'map/too_many_fortresses': w((d) => `Крепостей ${d.count}, а можно не больше ${d.max}.`, (d) => `${d.count} fortresses; at most ${d.max} are allowed.`),
  'map/fortress_name': w(
    (d) => `Название крепости №${d.index + 1} (${d.lang === 'ru' ? 'русское' : 'английское'}) ${q(d.name, 'ru')}: ${NAME_PROBLEM[d.problem].ru}.`,
    (d) => `Fortress no. ${d.index + 1}'s ${d.lang === 'ru' ? 'Russian' : 'English'} name ${q(d.name, 'en')}: ${NAME_PROBLEM[d.problem].en}.`,
  ),
  'map/fortress_name_duplicate': w(
    (d) => `${d.lang === 'ru' ? 'Русское' : 'Английское'} название ${q(d.name, 'ru')} носят ${countOf(d.indexes.length, 'ru', FORTRESS)}: названия должны различаться.`,
    (d) => `${d.indexes.length} fortresses share the ${d.lang === 'ru' ? 'Russian' : 'English'} name ${q(d.name, 'en')}: names must differ.`,
  ),
  'map/fortress_size': w(
    (d, l, m) => `Крепость ${fort(d.name, l, m)}: ${countOf(d.size, 'ru', CELL)}, а нужно от ${d.min} до ${d.max}.`,
    (d, l, m) => `Fortress ${fort(d.name, l, m)}: ${countOf(d.size, 'en', CELL)}; it needs ${d.min} to ${d.max}.`,
  ),
  'map/fortress_disconnected': w(
    (d, l, m) => `Крепость ${fort(d.name, l, m)} распалась на ${countOf(d.parts, 'ru', PART)}: её клетки должны соединяться сторонами.`,
    (d, l, m) => `Fortress ${fort(d.name, l, m)} falls into ${countOf(d.parts, 'en', PART)}: its cells must join by their sides.`,
  ),
  'map/fortress_off_map': w((d, l, m) => `Клетка (${d.x}, ${d.y}) крепости ${fort(d.name, l, m)} вне поля.`, (d, l, m) => `Cell (${d.x}, ${d.y}) of fortress ${fort(d.name, l, m)} is off the map.`),
  'map/fortress_cell_repeated': w((d, l, m) => `Клетка (${d.x}, ${d.y}) указана у крепости ${fort(d.name, l, m)} дважды.`, (d, l, m) => `Cell (${d.x}, ${d.y}) is listed twice for fortress ${fort(d.name, l, m)}.`),
  'map/fortress_overlap': w((d, l, m) => `Крепости ${fort(d.name, l, m)} и ${fort(d.other, l, m)} делят клетку.`, (d, l, m) => `Fortresses ${fort(d.name, l, m)} and ${fort(d.other, l, m)} share a cell.`),
  'map/fortress_terrain': w(
    (d, l, m) => `Клетка крепости ${fort(d.name, l, m)} — ${terrainName(d.terrain, 'ru')}: крепость стоит на открытой местности или дороге.`,
    (d, l, m) => `A cell of fortress ${fort(d.name, l, m)} is ${terrainName(d.terrain, 'en')}: a fortress stands on open ground or road.`,
  ),
  'map/unit_off_map': w(
    (d) => `${armyName(d.army, 'ru')}: ${unitName(d.type, 'ru', d.army)} ${d.unit} стоит вне нового поля (${d.x}, ${d.y}).`,
    (d) => `${armyName(d.army, 'en')}: ${unitName(d.type, 'en', d.army)} ${d.unit} stands off the new map (${d.x}, ${d.y}).`,
  ),
  'map/unit_terrain': w(
    (d) => `${armyName(d.army, 'ru')}: ${unitName(d.type, 'ru', d.army)} ${d.unit} стоит там, куда ему теперь нельзя (${terrainName(d.terrain, 'ru')}).`,
    (d) => `${armyName(d.army, 'en')}: ${unitName(d.type, 'en', d.army)} ${d.unit} stands where it may no longer be (${terrainName(d.terrain, 'en')}).`,
  ),
  'map/fortress_isolated': w((d, l, m) => `Крепость ${fort(d.name, l, m)} не связана дорогой ни с одной другой.`, (d, l, m) => `No road joins fortress ${fort(d.name, l, m)} to any other.`),
  'map/river_no_bridge': w((d) => `Река без моста (${countOf(d.size, 'ru', CELL)}).`, (d) => `A river without a bridge (${countOf(d.size, 'en', CELL)}).`),
  'map/sheet_empty': w((d) => `Лист ${d.sheet + 1} (столбцы ${d.x0}–${d.x1}) пуст: ни местности, ни крепостей.`, (d) => `Sheet ${d.sheet + 1} (columns ${d.x0}–${d.x1}) is empty: no terrain, no fortress.`),
  'map/no_fortresses': w(() => 'На поле нет ни одной крепости: армиям негде формировать войска и назначать маршала.', () => 'The map has no fortress: the armies have nowhere to recruit or appoint a marshal.'),
};

/** The issue's sentence in a language (the map lends the English fortress names). */
export function describeMapIssue(issue: MapIssue, lang: Lang, map?: FortressNames): string {
  const words = MAP_ISSUE_WORDS[issue.code] as { ru: Template<MapIssueCode>; en: Template<MapIssueCode> };
  return words[lang](issue.detail as never, lang, map);
}

/** The cells at fault, shown: `(3, 4), (5, 6)` and, past `max`, how many more. */
export function mapIssueCells(cells: readonly Cell[], lang: Lang, max = 8): string {
  const shown = cells.slice(0, max).map(([x, y]) => `(${x}, ${y})`).join(', ');
  const more = cells.length - max;
  return more > 0 ? `${shown} ${lang === 'ru' ? `и ещё ${more}` : `and ${more} more`}` : shown;
}

/** Severity words. */
export const MAP_SEVERITY_WORDS = {
  refusal: { ru: 'ошибка', en: 'error' },
  warning: { ru: 'предупреждение', en: 'warning' },
} as const;

/** `polk map`'s result lines. */
export const MAP_CLI_LINES = {
  written: (width: number, height: number, file: string) => ({ ru: `Карта ${width}×${height} записана: ${file}`, en: `A ${width}×${height} map written: ${file}` }),
  cells: { ru: 'Клетки', en: 'Cells' },
  totals: (refusals: number, warnings: number) => ({ ru: `ошибок ${refusals}, предупреждений ${warnings}`, en: `${refusals} error(s), ${warnings} warning(s)` }),
  accepted: (totals: string, file: string) => ({ ru: `Карта принята (${totals}): ${file}`, en: `The map is accepted (${totals}): ${file}` }),
  refused: (totals: string, file: string) => ({ ru: `карта не принята (${totals}): ${file}`, en: `the map is refused (${totals}): ${file}` }),
} as const;
