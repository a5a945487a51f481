/**
 * `polk map new|validate|print`: the club's own boards from the command line. `new` writes a map
 * file (`polkovodets-map/1`) from a template or from an existing map; `validate` checks a map file
 * or a scenario's map (exit 2 on a refusal, 0 with its warnings listed, `--strict` making warnings
 * fail); `print` (mapPrint.ts) prints the field on paper. Each action takes only its own options.
 */
import { readHead } from '../campaign/inputs';
import { readMapJson } from './mapInput';
import { resolve } from 'node:path';
import {
  ARMIES, DEFAULT_SHEET, DEFAULT_SHEETS, MAX_SHEETS, SCENARIO_FORMAT, UNIT_SPECS, defaultMapForEditing, draftOf, mapFromScenario, newMap,
  newMapProblem, readMapDraft, serializeMap, validateMap, type MapDef, type MapDeploymentUnit, type MapIssue, type SetupError,
} from '../../shared/rules/polkovodets';
import { describeRefusal } from '../../shared/vocab';
import { describeMapIssue, mapIssueCells, MAP_CLI_LINES, MAP_SEVERITY_WORDS } from '../../shared/vocab/mapIssues';
import { writeOutputFile } from '../campaign/output';
import { intArg, usage, type OptionSpec } from './args';
import { mapPrint, MAP_PRINT_HELP, MAP_PRINT_OPTIONS } from './mapPrint';
import { printJson, readCampaign, type Command } from './output';

const value = (shown: string): OptionSpec => ({ type: 'string', shown });

/** Every action's options (the command table's `map` entry takes their union). */
export const MAP_ACTION_OPTIONS = {
  new: { sheets: value('N'), 'sheet-size': value('WxH'), from: value('default|SCENARIO|CAMPAIGN') },
  validate: { strict: { type: 'boolean' } as OptionSpec },
  print: MAP_PRINT_OPTIONS,
} as const satisfies Record<string, Readonly<Record<string, OptionSpec>>>;
export type MapAction = keyof typeof MAP_ACTION_OPTIONS;
export const MAP_ACTIONS = Object.keys(MAP_ACTION_OPTIONS) as MapAction[];
export const MAP_OPTIONS: Readonly<Record<string, OptionSpec>> = Object.assign({}, ...Object.values(MAP_ACTION_OPTIONS));

/** The usage line of each action: its positionals, then its options (help.ts). */
export const MAP_FORMS: readonly { readonly head: string; readonly options: readonly string[] }[] = [
  { head: 'new OUT.json', options: ['[sheets]', '[sheet-size]', '[from]'] },
  { head: 'validate FILE', options: ['[strict]', '[json]'] },
  { head: 'print FILE', options: Object.keys(MAP_PRINT_OPTIONS).map((o) => `[${o}]`) },
];

export const mapCommand: Command = (p, service, io) => {
  const action = p.positionals[0];
  if (!(MAP_ACTIONS as string[]).includes(action)) {
    throw usage('cli/unknown_action', `Неизвестное действие «${action}» команды map: new, validate или print. Справка: polk map --help`, `Unknown map action "${action}": new, validate or print. Help: polk map --help`);
  }
  const own = MAP_ACTION_OPTIONS[action as MapAction] as Readonly<Record<string, OptionSpec>>;
  for (const flag of p.flags.keys()) {
    if (!(flag in own)) throw usage('cli/unknown_option', `Параметр «--${flag}» не относится к действию map ${action}. Справка: polk map --help`, `Option "--${flag}" is not one of map ${action}'s. Help: polk map --help`);
  }
  if (action === 'new') return mapNew(p, service, io);
  if (action === 'validate') return mapValidate(p, service, io);
  return mapPrint(p, service, io);
};

// ---------------------------------------------------------------------------------------------
// new

const mapNew: Command = (p, service, io) => {
  const out = resolve(p.positionals[1]);
  const from = p.flags.get('from');
  if (from !== undefined && (p.flags.has('sheets') || p.flags.has('sheet-size'))) {
    throw usage('cli/conflicting_options', 'Укажите либо --from, либо --sheets/--sheet-size, но не то и другое.', 'Give either --from or --sheets/--sheet-size, not both.');
  }
  const write = (map: MapDef, origin: string): number => {
    writeOutputFile(out, serializeMap(map));
    if (p.json) printJson(io, { ok: true, out, from: origin, width: map.width, height: map.height, sheets: map.sheets ?? null, fortresses: map.fortresses.length });
    else io.out(`${MAP_CLI_LINES.written(map.width, map.height, out)[p.lang]}\n`);
    return 0;
  };
  if (from === undefined) {
    const sheets = p.flags.has('sheets') ? intArg('sheets', p.flags.get('sheets') as string, 1) : DEFAULT_SHEETS.count;
    const [sheetWidth, sheetHeight] = p.flags.has('sheet-size') ? sizeArg(p.flags.get('sheet-size') as string) : [DEFAULT_SHEET.width, DEFAULT_SHEET.height];
    const options = { sheets, sheetWidth, sheetHeight };
    const problem = newMapProblem(options);
    if (problem === 'sheets') throw usage('cli/bad_number', `Параметр «--sheets»: от 1 до ${MAX_SHEETS} листов, указано ${sheets}.`, `Option "--sheets": 1 to ${MAX_SHEETS} sheets, found ${sheets}.`);
    if (problem) throw usage('cli/bad_size', `Параметр «--sheet-size»: поле не шире и не выше 200 клеток (листов ${sheets} по ${sheetWidth}×${sheetHeight}).`, `Option "--sheet-size": the map is at most 200 cells wide and high (${sheets} sheets of ${sheetWidth}×${sheetHeight}).`);
    return write(newMap(options), 'template');
  }
  if (from === 'default') return write(defaultMapForEditing(), 'default');
  const source = resolve(from);
  if (isSqlite(source)) {
    return readCampaign({ ...p, positionals: [source] }, service, io, (c) => {
      const state = c.state();
      return write(state.mapRef === 'default' ? defaultMapForEditing() : state.map, 'campaign');
    });
  }
  const json = readMapJson(source);
  const map = isScenario(json) ? mapFromScenario(json) : readMapDraft(json);
  if (!map.ok) throw setupUsage(map.error, source);
  return write(map.value, isScenario(json) ? 'scenario' : 'map');
};

function sizeArg(v: string): [number, number] {
  const m = /^\s*(\d+)\s*[x×X]\s*(\d+)\s*$/.exec(v);
  if (!m) throw usage('cli/bad_size', `Параметр «--sheet-size»: нужен размер ШxВ в клетках (например 30x40), указано «${v}».`, `Option "--sheet-size": a size WxH in cells is required (e.g. 30x40), found "${v}".`);
  return [Number(m[1]), Number(m[2])];
}

// ---------------------------------------------------------------------------------------------
// validate

/** The map and the deployment (a scenario's units) that `validate` checks. */
export function mapAndDeployment(json: unknown): { ok: true; map: MapDef; deployment: MapDeploymentUnit[] } | { ok: false; error: SetupError } {
  if (!isScenario(json)) {
    const map = readMapDraft(json);
    return map.ok ? { ok: true, map: map.value, deployment: [] } : map;
  }
  const raw = (json as Record<string, unknown>).map;
  const map = raw === 'default' ? { ok: true as const, value: defaultMapForEditing() } : draftOf(raw, 'map');
  if (!map.ok) return map;
  const units = (json as Record<string, unknown>).units;
  const deployment: MapDeploymentUnit[] = [];
  if (Array.isArray(units)) {
    for (const u of units as unknown[]) {
      if (typeof u !== 'object' || u === null) continue;
      const { id, army, type, x, y } = u as Record<string, unknown>;
      // A unit the scenario parser would refuse anyway is its business (polk new --scenario), not the map's.
      if (!(ARMIES as readonly unknown[]).includes(army) || typeof type !== 'string' || !Object.prototype.hasOwnProperty.call(UNIT_SPECS, type) || !Number.isInteger(x) || !Number.isInteger(y)) continue;
      deployment.push({ ...(typeof id === 'string' ? { id } : {}), army: army as MapDeploymentUnit['army'], type: type as MapDeploymentUnit['type'], x: x as number, y: y as number });
    }
  }
  return { ok: true, map: map.value, deployment };
}

const mapValidate: Command = (p, _service, io) => {
  const file = resolve(p.positionals[1]);
  const read = mapAndDeployment(readMapJson(file));
  if (!read.ok) throw setupUsage(read.error, file);
  const { refusals, warnings } = validateMap(read.map, read.deployment);
  const strict = p.flags.has('strict');
  const failing = refusals.length ? refusals : strict ? warnings : [];
  const shown = (i: MapIssue) => ({ code: i.code, severity: i.severity, message: describeMapIssue(i, p.lang, read.map), detail: i.detail, cells: i.cells });
  if (p.json) {
    const doc = { refusals: refusals.map(shown), warnings: warnings.map(shown) };
    if (failing.length) printJson(io, { ok: false, error: { code: failing[0].code, message: describeMapIssue(failing[0], p.lang, read.map) }, ...doc });
    else printJson(io, { ok: true, file, ...doc });
  } else {
    const line = (i: MapIssue) => `${MAP_SEVERITY_WORDS[i.severity][p.lang]} ${i.code}: ${describeMapIssue(i, p.lang, read.map)} ${MAP_CLI_LINES.cells[p.lang]}: ${mapIssueCells(i.cells, p.lang)}\n`;
    for (const i of [...refusals, ...warnings]) (failing.length ? io.err : io.out)(line(i));
    const total = MAP_CLI_LINES.totals(refusals.length, warnings.length)[p.lang];
    if (failing.length) {
      // As every refusal (output.ts report): the contract's JSON on stdout, the words on stderr.
      printJson(io, { ok: false, error: { code: failing[0].code, message: describeMapIssue(failing[0], p.lang, read.map) } });
      io.err(`polk: ${MAP_CLI_LINES.refused(total, file)[p.lang]}\n`);
    }
    else io.out(`${MAP_CLI_LINES.accepted(total, file)[p.lang]}\n`);
  }
  return failing.length ? 2 : 0;
};

// ---------------------------------------------------------------------------------------------
// Reading files

/** A scenario (its `format`, or a `units` list beside a `map`), not a map file. */
const isScenario = (json: unknown): boolean => typeof json === 'object' && json !== null && !Array.isArray(json) && ((json as Record<string, unknown>).format === SCENARIO_FORMAT || ('map' in json && 'units' in json));

function isSqlite(file: string): boolean {
  return readHead(file, 16)?.toString('latin1') === 'SQLite format 3\0';
}


/** A map or scenario the reader refused (its shape): exit 1, the field named. */
const setupUsage = (error: SetupError, file: string) => usage(error.code, `${file}: ${describeRefusal(error, 'ru')}`, `${file}: ${describeRefusal(error, 'en')}`);

// ---------------------------------------------------------------------------------------------
// Help

export const MAP_HELP = {
  summary: { ru: 'карты своего поля: создать (new), проверить (validate), напечатать (print)', en: "the club's own maps: create (new), check (validate), print (print)" },
  details: {
    ru: `Файл карты — формат polkovodets-map/1 (docs/polk.md): объект map сценария (width, height, rows,
fortresses с name, nameEn, home; sheets) и поле "format" (при чтении необязательно).

polk map new OUT.json — записывает новую карту:
  --sheets N          число листов, от 1 до ${MAX_SHEETS} (по умолчанию ${DEFAULT_SHEETS.count}); листы лежат рядом слева направо
  --sheet-size WxH    размер листа в клетках (по умолчанию ${DEFAULT_SHEET.width}x${DEFAULT_SHEET.height})
  --from F            взять карту: default (поле пульта), файл сценария или карты, файл кампании

polk map validate FILE — проверяет карту (файл карты или сценарий; у сценария — и расстановку):
  --strict            предупреждения тоже считаются ошибками
  Код выхода 2, если есть ошибки (карту нельзя сохранить и играть); 0 — иначе, предупреждения
  перечислены. Каждая запись называет клетки.
${MAP_PRINT_HELP.ru}`,
    en: `A map file is the polkovodets-map/1 format (docs/polk.md): a scenario's map object (width, height,
rows, fortresses with name, nameEn, home; sheets) and a "format" field (optional when reading).

polk map new OUT.json — writes a new map:
  --sheets N          the number of sheets, 1 to ${MAX_SHEETS} (default ${DEFAULT_SHEETS.count}); sheets lie side by side, left to right
  --sheet-size WxH    the sheet size in cells (default ${DEFAULT_SHEET.width}x${DEFAULT_SHEET.height})
  --from F            take a map: default (the console's field), a scenario or map file, a campaign file

polk map validate FILE — checks a map (a map file or a scenario; for a scenario, its deployment too):
  --strict            warnings fail as well
  Exit status 2 when there are errors (the map cannot be saved or played); 0 otherwise, with the
  warnings listed. Every entry names its cells.
${MAP_PRINT_HELP.en}`,
  },
};
