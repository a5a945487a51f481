/**
 * The words of the field and the counters on paper (issue 13: `polk map print`, `polk cards`, the
 * window's print of the field and the counters), and of their argument failures, in Russian and
 * English. The game's own words on them — terrain, unit types, armies, depot cards — come from
 * names.ts.
 */
import { plural as pluralOf, type Lang } from './lang';

export const PRINT_WORDS = {
  ru: {
    game: 'Полководец',
    fieldTitle: 'Поле',
    countersTitle: 'Карточки армий',
    page: (n: number, of: number) => `лист ${n} из ${of}`,
    tile: (row: number, col: number) => `ряд ${row}, место ${col}`,
    span: (c0: number, c1: number, r0: number, r1: number) => `столбцы ${c0}–${c1}, строки ${r0}–${r1}`,
    cell: (mm: string) => `клетка ${mm} мм`,
    trueScale: 'печатать в масштабе 100 % (без «вписать в страницу»)',
    legend: 'Условные обозначения',
    fortresses: 'Крепости (столбцы, строки; родная армия)',
    assembly: 'Как сложить листы',
    assemblyNote: (overlap: number) =>
      `Соседние листы повторяют ${overlap === 1 ? 'один столбец (одну строку)' : `${overlap} столбца (строки)`} — серая полоса у координат. Обрежьте лист по краю сетки со стороны полосы, наложите его полосой на ту же полосу соседа, совместив кресты-метки, и подклейте.`,
    scale: (cells: number, mm: string) => `${cells} клеток = ${mm} мм: проверьте линейкой`,
    sheetBorder: 'граница листа поля',
    overlapStrip: 'полоса наложения',
    registration: 'метка совмещения',
    grey: 'оттенки серого',
    // Counters
    cardsOf: (army: string, n: number) => `${army}: ${n} ${plural(n, ['карточка', 'карточки', 'карточек'])}`,
    depotsOf: (army: string, depots: string) => `${army}: склады на ${depots}`,
    depotSection: 'Склады',
    depotSplit: 'Меньше всего карточек: нечётная половина — одна дивизионная (2,5), остальное — армейские (10), корпусные (5), полковые (1) по убыванию.',
    cutHint: 'Режьте по тонким линиям; карточка — одна клетка поля.',
    fromPreset: (armies: string, goal: string, size: string) => `пресет: армии ${armies}, цель — ${goal}, размер — ${size}`,
    fromCampaign: (name: string, turn: number) => `кампания «${name}», позиция хода ${turn}`,
    goals: { rout: 'разгром', fortresses: 'крепости' } as Record<string, string>,
    sizes: { small: 'малый', standard: 'стандартный', large: 'большой' } as Record<string, string>,
    depotWord: 'склад',
    // Argument failures
    badPaper: (v: string) => `Параметр «--paper»: a4 или a3 (указано «${v}»).`,
    badCell: (v: string, min: number, max: number) => `Параметр «--cell-mm»: размер клетки в миллиметрах от ${min} до ${max} (указано «${v}»).`,
    needOut: 'Укажите файл PDF: --out OUT.pdf.',
    badOrientation: (v: string) => `Параметр «--orientation»: portrait (книжная) или landscape (альбомная), указано «${v}».`,
    notAMap: (file: string) => `В файле «${file}» нет карты: нужен файл карты (объект с width, height, rows, fortresses), сценарий с полем map или слово default.`,
    badMapJson: (file: string, reason: string) => `Файл «${file}» — не JSON: ${reason}.`,
    unreadable: (file: string, reason: string) => `Не удалось прочитать «${file}»: ${reason}.`,
    notFound: 'файл не найден',
    isFolder: 'это папка',
    badMap: (reason: string) => `Карта не принята: ${reason}`,
    cardsSource: 'Укажите, для чего карточки: --campaign FILE или --armies A,N --goal G --size S.',
    cardsBoth: 'Либо --campaign, либо --armies/--goal/--size, не вместе.',
    written: (file: string, pages: number) => `Записан ${file} (${pages} ${plural(pages, ['страница', 'страницы', 'страниц'])}).`,
    noCampaign: 'Кампания не открыта: печатать нечего.',
    tooManyPages: (pages: number, max: number) => `Карточек вышло бы больше чем на ${max} страниц (не меньше ${pages}): такой документ не печатается. Уменьшите число складов (--depots) или клетку (--cell-mm), либо возьмите лист A3.`,
  },
  en: {
    game: 'Polkovodets',
    fieldTitle: 'Field',
    countersTitle: 'Army counters',
    page: (n: number, of: number) => `page ${n} of ${of}`,
    tile: (row: number, col: number) => `row ${row}, place ${col}`,
    span: (c0: number, c1: number, r0: number, r1: number) => `columns ${c0}–${c1}, rows ${r0}–${r1}`,
    cell: (mm: string) => `cell ${mm} mm`,
    trueScale: 'print at 100 % (no "fit to page")',
    legend: 'Legend',
    fortresses: 'Fortresses (columns, rows; home army)',
    assembly: 'Putting the pages together',
    assemblyNote: (overlap: number) =>
      `Neighbouring pages repeat ${overlap === 1 ? 'one column (one row)' : `${overlap} columns (rows)`} — the grey strip by the coordinates. Trim a page at the grid's edge on the strip's side, lay its strip over the same strip of its neighbour with the cross marks on each other, and glue.`,
    scale: (cells: number, mm: string) => `${cells} cells = ${mm} mm: check with a ruler`,
    sheetBorder: "border of the field's sheet",
    overlapStrip: 'overlap strip',
    registration: 'registration mark',
    grey: 'greyscale',
    cardsOf: (army: string, n: number) => `${army}: ${n} ${n === 1 ? 'card' : 'cards'}`,
    depotsOf: (army: string, depots: string) => `${army}: depots worth ${depots}`,
    depotSection: 'Depots',
    depotSplit: 'Fewest cards: an odd half takes one divisional card (2.5), the rest army (10), corps (5) and regimental (1) cards, largest first.',
    cutHint: 'Cut along the thin lines; a card is one cell of the field.',
    fromPreset: (armies: string, goal: string, size: string) => `preset: armies ${armies}, goal ${goal}, size ${size}`,
    fromCampaign: (name: string, turn: number) => `campaign "${name}", position of turn ${turn}`,
    goals: { rout: 'rout', fortresses: 'fortresses' } as Record<string, string>,
    sizes: { small: 'small', standard: 'standard', large: 'large' } as Record<string, string>,
    depotWord: 'depot',
    badPaper: (v: string) => `Option "--paper": a4 or a3 (found "${v}").`,
    badCell: (v: string, min: number, max: number) => `Option "--cell-mm": the cell size in millimetres, ${min} to ${max} (found "${v}").`,
    needOut: 'Give the PDF file: --out OUT.pdf.',
    badOrientation: (v: string) => `Option "--orientation": portrait or landscape (found "${v}").`,
    notAMap: (file: string) => `"${file}" holds no map: a map file (an object with width, height, rows, fortresses), a scenario with a map field, or the word default is needed.`,
    badMapJson: (file: string, reason: string) => `"${file}" is not JSON: ${reason}.`,
    unreadable: (file: string, reason: string) => `Could not read "${file}": ${reason}.`,
    notFound: 'file not found',
    isFolder: 'it is a folder',
    badMap: (reason: string) => `The map is refused: ${reason}`,
    cardsSource: 'Say what the counters are for: --campaign FILE, or --armies A,N --goal G --size S.',
    cardsBoth: 'Either --campaign or --armies/--goal/--size, not both.',
    written: (file: string, pages: number) => `Wrote ${file} (${pages} ${pages === 1 ? 'page' : 'pages'}).`,
    noCampaign: 'No campaign is open: there is nothing to print.',
    tooManyPages: (pages: number, max: number) => `The cards would take more than ${max} pages (at least ${pages}): such a document is not printed. Give fewer depots (--depots) or a smaller cell (--cell-mm), or take A3 paper.`,
  },
} as const;

const plural = (n: number, ru: readonly [string, string, string]): string => pluralOf(n, 'ru', { ru, en: ['', ''] });

export type PrintWords = (typeof PRINT_WORDS)[Lang];
export const printWords = (lang: Lang): PrintWords => PRINT_WORDS[lang] as PrintWords;
