/**
 * The words of every refusal code of the engine, in Russian and English (e.g. «Недостаточно
 * складов: нужно 4, есть 3,5»). The table is typed by `RefusalDetails`: a code without words, or
 * words for a code the engine does not have, does not compile, and each template reads exactly
 * its code's detail.
 */
import type { RefusalCode, RefusalDetails, Refusal, UnitType } from '../rules/polkovodets/types';
import { capitalise, formatLarge, formatNumber, type Lang } from './lang';
import { armiesInPlayCount, armyGenitive, armyLetters, fortressName, sideName, terrainName, unitName, type FortressNames } from './names';

type Template<C extends RefusalCode> = (d: RefusalDetails[C], lang: Lang, map?: FortressNames) => string;
export type RefusalWords = { readonly [C in RefusalCode]: { readonly ru: Template<C>; readonly en: Template<C> } };

const w = <C extends RefusalCode>(ru: Template<C>, en: Template<C>) => ({ ru, en });

const num = (v: number | string, lang: Lang): string => (typeof v === 'number' ? formatNumber(v, lang) : String(v));
const typeWord = (t: UnitType | string, lang: Lang): string => unitName(t as UnitType, lang);
const terrainWord = (t: string, lang: Lang): string => terrainName(t, lang);

/**
 * How each unit type moves and strikes, as the brochure's table says it (rulings.md, "Movement and
 * strikes"): what a refusal of a move or strike off the pattern quotes. The refusal does not say
 * whether a move or a strike was tried, so the rule gives both; the horse battery names the
 * scenario's variant, which the refusal does not carry either. The cossack class is named by its
 * class name (the refusal carries the type, not the army).
 */
export const PATTERN_RULES: Readonly<Record<UnitType, { readonly ru: string; readonly en: string }>> = {
  musketeer: { ru: 'мушкетёры ходят на 1 клетку в любую сторону, а бьют только по диагонали, на 1 клетку', en: 'musketeers move 1 cell in any direction and strike only diagonally, 1 cell' },
  jager: { ru: 'егеря ходят на 1 клетку в любую сторону, а бьют только по диагонали, на 1 клетку', en: 'jägers move 1 cell in any direction and strike only diagonally, 1 cell' },
  grenadier: { ru: 'гренадеры ходят и бьют на 1 клетку в любую сторону', en: 'grenadiers move and strike 1 cell in any direction' },
  dragoon: { ru: 'драгуны ходят и бьют по диагонали до 2 клеток или прямо на 1 клетку', en: 'dragoons move and strike diagonally up to 2 cells, or 1 cell straight' },
  hussar: { ru: 'гусары ходят и бьют только по диагонали, до 3 клеток', en: 'hussars move and strike only diagonally, up to 3 cells' },
  uhlan: { ru: 'уланы ходят и бьют только по диагонали, до 3 клеток', en: 'uhlans move and strike only diagonally, up to 3 cells' },
  cossack: { ru: 'казаки (и конные егеря, и лёгкие драгуны) ходят и бьют только по диагонали, до 3 клеток', en: 'the cossack class (cossacks, mounted jägers, light dragoons) moves and strikes only diagonally, up to 3 cells' },
  cuirassier: { ru: 'кирасиры ходят и бьют только прямо, не по диагонали, до 4 клеток', en: 'cuirassiers move and strike only straight, never diagonally, up to 4 cells' },
  battery: { ru: 'орудие ходит на 1 клетку в любую сторону, а стреляет по прямой линии в любую из 8 сторон, до 5 клеток', en: 'a foot battery moves 1 cell in any direction and fires along a straight line in any of the 8 directions, up to 5 cells' },
  horse_battery: {
    ru: 'конная артиллерия ходит как драгуны — по диагонали до 2 клеток или прямо на 1 (в варианте сценария — на 1 клетку в любую сторону), а стреляет по прямой линии в любую из 8 сторон, до 5 клеток',
    en: "a horse battery moves as dragoons do, diagonally up to 2 cells or 1 cell straight (in the scenario's variant, 1 cell in any direction), and fires along a straight line in any of the 8 directions, up to 5 cells",
  },
  general: { ru: 'генерал ходит только своим приказом, шагом на 1 клетку, и не бьёт', en: 'a general moves only by his own order, one step of 1 cell, and never strikes' },
  marshal: { ru: 'маршал ходит только своим приказом, шагом на 1 клетку, и не бьёт', en: 'the marshal moves only by his own order, one step of 1 cell, and never strikes' },
};

/** The rule of a unit type's pattern; an unknown type (a newer file) gets its plain name. */
const patternRule = (t: UnitType | string, lang: Lang): string => PATTERN_RULES[t as UnitType]?.[lang] ?? `${typeWord(t, lang)}: ${lang === 'ru' ? 'не по образцу хода' : 'off its pattern'}`;

export const REFUSAL_WORDS: RefusalWords = {
  'game/finished': w(() => 'Игра окончена: приказы больше не принимаются.', () => 'The game is over: no more orders.'),
  'order/needs_marshal': w((d) => `Армия ${armyGenitive(d.army, 'ru')} без маршала: сначала назначьте нового (15 складов).`, (d, l) => `${sideName(d.army, l)} has no marshal: appoint a new one first (15 depots).`),
  'marshal/appoint_first': w((d) => `Ход нельзя закончить: армия ${armyGenitive(d.army, 'ru')} должна сначала назначить маршала.`, (d, l) => `The move cannot end: ${sideName(d.army, l)} must first appoint a marshal.`),
  'marshal/not_needed': w(() => 'Маршал жив: назначать нового не нужно.', () => 'The marshal is alive: no appointment is needed.'),
  'order/malformed': w((d) => `Приказ составлен неверно (поле «${d.field}»).`, (d) => `The order is malformed (field "${d.field}").`),
  'order/unknown_commander': w((d) => `Нет командира «${d.commander}».`, (d) => `No commander "${d.commander}".`),
  'order/not_a_commander': w((d, l) => `«${d.commander}» — не командир (${typeWord(d.unitType, l)}): приказы отдают только генералы и маршал.`, (d, l) => `"${d.commander}" is not a commander (${typeWord(d.unitType, l)}): only generals and the marshal give orders.`),
  'order/not_your_move': w((d, l) => `Сейчас ходит ${sideName(d.toMove, l)}, а «${d.commander}» — командир армии: ${sideName(d.army, l)}.`, (d, l) => `It is ${sideName(d.toMove, l)}'s move; "${d.commander}" commands ${sideName(d.army, l)}.`),
  'order/commander_already_ordered': w((d) => `Командир «${d.commander}» уже отдал приказ в этом ходу.`, (d) => `Commander "${d.commander}" has already given his order this move.`),
  'order/commander_just_recruited': w((d) => `Генерал «${d.commander}» сформирован в этом ходу и приказов ещё не отдаёт.`, (d) => `General "${d.commander}" was raised this move and gives no order yet.`),
  'order/off_map': w((d) => `Клетка (${d.x}, ${d.y}) вне поля ${d.width}×${d.height}.`, (d) => `Cell (${d.x}, ${d.y}) is off the ${d.width}×${d.height} field.`),
  'order/unknown_unit': w((d) => `Нет части «${d.unit}».`, (d) => `No unit "${d.unit}".`),
  'order/not_own_unit': w((d, l) => `Часть «${d.unit}» принадлежит армии: ${sideName(d.army, l)}.`, (d, l) => `Unit "${d.unit}" belongs to ${sideName(d.army, l)}.`),
  'order/use_step': w(() => 'Командир сам не двигает себя чужим приказом: это его шаг (приказ «шаг»).', () => 'A commander moves himself by a step order.'),
  'order/commander_not_orderable': w((d) => `«${d.unit}» — командир: он ходит только своим приказом.`, (d) => `"${d.unit}" is a commander: he moves only by his own order.`),
  'order/unit_already_acted': w((d) => `Часть «${d.unit}» уже действовала в этом ходу.`, (d) => `Unit "${d.unit}" has already acted this move.`),
  'order/out_of_command_square': w((d) => `Вне квадрата 13×13 командира «${d.commander}»: расстояние ${d.distance}, а можно не больше ${d.radius}.`, (d) => `Outside commander "${d.commander}"'s 13×13 square: distance ${d.distance}, at most ${d.radius} allowed.`),
  'order/cell_occupied': w((d) => `Клетка (${d.x}, ${d.y}) занята («${d.by}»)${d.enemy ? ': чтобы атаковать, нужен удар' : ''}.`, (d) => `Cell (${d.x}, ${d.y}) is occupied ("${d.by}")${d.enemy ? ': to attack it, strike' : ''}.`),
  'order/terrain_closed': w((d, l) => `${capitalise(typeWord(d.unitType, l))} не могут войти на клетку: ${terrainWord(d.terrain, l)}.`, (d, l) => `${capitalise(typeWord(d.unitType, l))} cannot enter ${terrainWord(d.terrain, l)}.`),
  'order/battery_river': w(() => 'Артиллерия не переходит реку: только по мосту.', () => 'Artillery cannot enter the river: only by the bridge.'),
  'order/not_in_pattern': w((d) => `Так нельзя: ${patternRule(d.unitType, 'ru')}.`, (d) => `Not that way: ${patternRule(d.unitType, 'en')}.`),
  'order/road_unreachable': w((d) => `Туда не дойти ни обычным ходом, ни маршем по дороге (не дальше ${d.limit} клеток по дороге).`, (d) => `Not reachable by a normal move nor by a road march (at most ${d.limit} road cells).`),
  'order/blocked_path': w((d) => `Путь прегражден на клетке (${d.x}, ${d.y})${d.by === 'unit' ? ': там стоят войска' : ': местность непроходима'} — перепрыгивать нельзя.`, (d) => `The way is blocked at (${d.x}, ${d.y})${d.by === 'unit' ? ' by troops' : ' by impassable ground'}: no jumping.`),
  'order/commanders_never_strike': w(() => 'Командиры не бьют.', () => 'Commanders never strike.'),
  'order/no_target': w((d) => `На клетке (${d.x}, ${d.y}) нет противника.`, (d) => `No enemy at (${d.x}, ${d.y}).`),
  'order/own_target': w((d) => `На клетке (${d.x}, ${d.y}) свои войска («${d.target}»).`, (d) => `Own troops at (${d.x}, ${d.y}) ("${d.target}").`),
  'order/out_of_range': w((d) => `Орудие бьёт не дальше ${d.range} клеток, а до цели ${d.distance}.`, (d) => `A battery fires at most ${d.range} cells; the target is ${d.distance} away.`),
  'order/terrain_forbids_strike': w((d, l) => (d.battery ? `Пушки не стреляют по клетке: ${terrainWord(d.terrain, l)}.` : `${capitalise(typeWord(d.unitType, l))} не воюют в местности: ${terrainWord(d.terrain, l)} — там воюют только егеря и казаки.`), (d, l) => (d.battery ? `Batteries cannot fire at ${terrainWord(d.terrain, l)}.` : `${capitalise(typeWord(d.unitType, l))} cannot fight in ${terrainWord(d.terrain, l)}: only jägers and the cossack class fight there.`)),
  'order/line_of_fire_blocked': w((d, l) => `Линия огня закрыта на клетке (${d.x}, ${d.y}): ${d.by === 'unit' ? 'войска' : terrainWord(d.by, l)}.`, (d, l) => `The line of fire is blocked at (${d.x}, ${d.y}) by ${d.by === 'unit' ? 'troops' : terrainWord(d.by, l)}.`),
  'order/step_one_cell': w((d) => `Командир шагает ровно на одну клетку (а тут ${d.distance}).`, (d) => `A commander steps exactly one cell (this is ${d.distance}).`),
  'order/unknown_unit_type': w((d) => `Неизвестный род войск «${d.unitType}».`, (d) => `Unknown unit type "${d.unitType}".`),
  'order/marshal_not_recruited': w(() => 'Маршала не формируют приказом: его назначают за 15 складов, когда прежний погиб.', () => 'A marshal is not recruited by an order: he is appointed for 15 depots when the old one is lost.'),
  'order/not_a_fortress': w((d) => `Клетка (${d.x}, ${d.y}) — не крепость.`, (d) => `Cell (${d.x}, ${d.y}) is not a fortress.`),
  'order/not_own_fortress': w((d, l, map) => `Крепость «${fortressName(d.fortress, l, map)}» не ваша (владеет: ${sideName(d.owner, l)}).`, (d, l, map) => `Fortress "${fortressName(d.fortress, l, map)}" is not yours (owner: ${sideName(d.owner, l)}).`),
  'order/not_enough_depots': w((d, l) => `Недостаточно складов: нужно ${num(d.need, l)}, есть ${num(d.have, l)}.`, (d, l) => `Not enough depots: ${num(d.need, l)} needed, ${num(d.have, l)} held.`),
  'order/illegal': w(() => 'Такой приказ правилами не допускается.', () => 'The rules do not allow this order.'),
  'log/malformed_entry': w((d) => `Запись журнала повреждена (поле «${d.field}»): файл кампании испорчен.`, (d) => `A log entry is damaged (field "${d.field}"): the campaign file is corrupt.`),
  'log/start_entry_in_the_middle': w((d) => `В середине журнала — запись начала кампании («${d.kind}»): файл кампании испорчен.`, (d) => `A campaign start entry ("${d.kind}") stands in the middle of the log: the campaign file is corrupt.`),
  // Scenario files and setups: every message names the field at fault.
  'setup/not_json': w((d) => `Файл сценария — не JSON: ${d.reason}`, (d) => `The scenario file is not JSON: ${d.reason}`),
  'setup/not_object': w(() => 'Сценарий должен быть объектом JSON.', () => 'A scenario must be a JSON object.'),
  'setup/unknown_field': w((d) => `Неизвестное поле «${d.field}».`, (d) => `Unknown field "${d.field}".`),
  'setup/format': w((d) => `Поле «format»: ожидается «${d.expected}», а указано «${d.found}».`, (d) => `Field "format": expected "${d.expected}", found "${d.found}".`),
  'setup/type': w((d) => `Поле «${d.field}»: ожидается ${d.expected}, а указано ${d.found}.`, (d) => `Field "${d.field}": expected ${d.expected}, found ${d.found}.`),
  'setup/map': w(() => 'Поле «map»: нужно "default" или описание карты.', () => 'Field "map": "default" or a map object is required.'),
  'setup/map_size': w((d) => `Поле «${d.field}»: размер должен быть целым от 1 до ${d.max} (указано ${d.value}).`, (d) => `Field "${d.field}": the size must be a whole number from 1 to ${d.max} (found ${d.value}).`),
  'setup/map_rows': w((d) => `Поле «map.rows»: нужно строк ${d.expected}, а их ${d.found}.`, (d) => `Field "map.rows": ${d.expected} rows required, found ${d.found}.`),
  'setup/map_row_width': w((d) => `Поле «${d.field}»: длина строки должна быть ${d.expected}, а она ${d.found}.`, (d) => `Field "${d.field}": the row must be ${d.expected} characters long, found ${d.found}.`),
  'setup/map_char': w((d) => `Поле «${d.field}»: неизвестный знак «${d.char}» в клетке (${d.x}, ${d.y}); допустимы . = M T S ~ #`, (d) => `Field "${d.field}": unknown character "${d.char}" at (${d.x}, ${d.y}); allowed: . = M T S ~ #`),
  'setup/map_sheets': w((d) => `Поле «${d.field}»: листы (число листов ${d.count}, каждый ${d.width}×${d.height} клеток) не покрывают поле ${d.mapWidth}×${d.mapHeight}: листы лежат рядом слева направо.`, (d) => `Field "${d.field}": ${d.count} sheet(s) of ${d.width}×${d.height} cells do not cover the ${d.mapWidth}×${d.mapHeight} map (sheets lie side by side, left to right).`),
  'setup/fortress_name': w((d) => `Поле «${d.field}»: у крепости должно быть своё непустое имя (указано «${d.name}»).`, (d) => `Field "${d.field}": a fortress needs a unique, non-empty name (found "${d.name}").`),
  'setup/fortress_cells': w((d) => `Поле «${d.field}»: у крепости должна быть хотя бы одна клетка.`, (d) => `Field "${d.field}": a fortress needs at least one cell.`),
  'setup/fortress_terrain': w((d, l) => `Поле «${d.field}»: клетка крепости (${d.x}, ${d.y}) должна быть «.» или «=», а там ${terrainWord(d.terrain, l)}.`, (d, l) => `Field "${d.field}": fortress cell (${d.x}, ${d.y}) must be "." or "=", found ${terrainWord(d.terrain, l)}.`),
  'setup/fortress_overlap': w((d) => `Поле «${d.field}»: клетка (${d.x}, ${d.y}) уже принадлежит другой крепости.`, (d) => `Field "${d.field}": cell (${d.x}, ${d.y}) already belongs to another fortress.`),
  'setup/fortress_unknown': w((d) => `Поле «${d.field}»: на карте нет крепости «${d.name}».`, (d) => `Field "${d.field}": the map has no fortress "${d.name}".`),
  'setup/army_unknown': w((d) => `Поле «${d.field}»: армия «${d.army}» не участвует (армии: ${armyLetters('ru')} — из списка «armies»).`, (d) => `Field "${d.field}": army "${d.army}" is not in play (armies: ${armyLetters('en')}, as listed in "armies").`),
  'setup/army_duplicate': w((d) => `Поле «${d.field}»: армия «${d.army}» указана дважды.`, (d) => `Field "${d.field}": army "${d.army}" is listed twice.`),
  'setup/armies_count': w((d) => `Поле «armies»: играют ${armiesInPlayCount('ru')} армии, а указано ${d.count}.`, (d) => `Field "armies": ${armiesInPlayCount('en')} armies play, found ${d.count}.`),
  'setup/to_move': w((d) => `Поле «toMove»: армия «${d.army}» не может ходить (её нет в игре).`, (d) => `Field "toMove": army "${d.army}" cannot move (not in play).`),
  'setup/turn_limit': w((d) => `Поле «turnLimit»: нужно целое число не меньше 1 (указано ${d.value}).`, (d) => `Field "turnLimit": a whole number of at least 1 is required (found ${d.value}).`),
  'setup/turn_range': w((d) => `Поле «turn»: ход — целое число от 1 до ${d.turnLimit} (указано ${d.turn}).`, (d) => `Field "turn": the turn must be a whole number from 1 to ${d.turnLimit} (found ${d.turn}).`),
  'setup/goal': w((d) => `Поле «goal»: «rout» или «fortresses» (указано «${d.goal}»).`, (d) => `Field "goal": "rout" or "fortresses" (found "${d.goal}").`),
  'setup/horse_battery_move': w((d) => `Поле «horseBatteryMove»: «dragoon» или «battery» (указано «${d.value}»).`, (d) => `Field "horseBatteryMove": "dragoon" or "battery" (found "${d.value}").`),
  'setup/depots_negative': w((d, l) => `Поле «${d.field}»: склады не могут быть отрицательными (${num(d.value, l)}).`, (d, l) => `Field "${d.field}": depots cannot be negative (${num(d.value, l)}).`),
  'setup/depots_half': w((d, l) => `Поле «${d.field}»: склады считаются с точностью до 0,5 (указано ${num(d.value, l)}).`, (d, l) => `Field "${d.field}": depots must be a multiple of 0.5 (found ${num(d.value, l)}).`),
  'setup/hold_count': w((d) => `Поле «${d.field}»: счёт удержания может быть только 1 (указано ${d.value}).`, (d) => `Field "${d.field}": a hold count can only be 1 (found ${d.value}).`),
  'setup/hold_own_fortress': w((d) => `Поле «${d.field}»: армия не удерживает собственную крепость «${d.name}».`, (d) => `Field "${d.field}": an army does not hold its own fortress "${d.name}".`),
  'setup/unit_id': w((d) => `Поле «${d.field}»: у части должен быть непустой id до 40 знаков (указано «${d.id}»).`, (d) => `Field "${d.field}": a unit needs a non-empty id of at most 40 characters (found "${d.id}").`),
  'setup/unit_id_duplicate': w((d) => `Поле «${d.field}»: id «${d.id}» уже занят другой частью.`, (d) => `Field "${d.field}": id "${d.id}" is used by another unit.`),
  'setup/unit_type': w((d) => `Поле «${d.field}»: неизвестный род войск «${d.type}».`, (d) => `Field "${d.field}": unknown unit type "${d.type}".`),
  'setup/off_map': w((d) => `Поле «${d.field}»: клетка (${d.x}, ${d.y}) вне поля.`, (d) => `Field "${d.field}": cell (${d.x}, ${d.y}) is off the map.`),
  'setup/cell_taken': w((d) => `Поле «${d.field}»: на клетке (${d.x}, ${d.y}) уже стоит «${d.other}».`, (d) => `Field "${d.field}": "${d.other}" already stands at (${d.x}, ${d.y}).`),
  'setup/terrain_closed': w((d, l) => `Поле «${d.field}»: ${typeWord(d.type, l)} не могут стоять на клетке (${d.x}, ${d.y}): ${terrainWord(d.terrain, l)}.`, (d, l) => `Field "${d.field}": ${typeWord(d.type, l)} cannot stand at (${d.x}, ${d.y}): ${terrainWord(d.terrain, l)}.`),
  'setup/battery_river': w((d) => `Поле «${d.field}»: артиллерия не может стоять на реке (${d.x}, ${d.y}).`, (d) => `Field "${d.field}": artillery cannot stand on the river (${d.x}, ${d.y}).`),
  'setup/river_moves': w((d) => `Поле «${d.field}»: «riverMoves» бывает 0 или 1, и 1 — только на клетке реки (указано ${d.value}).`, (d) => `Field "${d.field}": "riverMoves" is 0 or 1, and 1 only on a river cell (found ${d.value}).`),
  'setup/acted': w((d) => `Поле «${d.field}»: «acted» бывает только у частей армии, которая ходит.`, (d) => `Field "${d.field}": only units of the army to move can have "acted".`),
  'setup/out_army_has_units': w((d) => `Поле «${d.field}»: армия «${d.army}» выбыла, но у неё есть части на поле.`, (d) => `Field "${d.field}": army "${d.army}" is out but still has units on the map.`),
  'setup/out_army_owns': w((d) => `Поле «${d.field}»: армия «${d.army}» выбыла и не может владеть крепостью «${d.name}» или удерживать её.`, (d) => `Field "${d.field}": army "${d.army}" is out and can neither own nor hold fortress "${d.name}".`),
  'setup/ordered': w((d) => `Поле «${d.field}»: «${d.id}» — не командир армии, которая ходит.`, (d) => `Field "${d.field}": "${d.id}" is not a commander of the army to move.`),
  'setup/status': w((d) => `Поле «status»: «playing» или «finished» (указано «${d.value}»).`, (d) => `Field "status": "playing" or "finished" (found "${d.value}").`),
  'setup/winner': w(() => 'Поля «status» и «winner» не согласованы: победитель бывает только у оконченной игры.', () => 'Fields "status" and "winner" disagree: only a finished game has a winner.'),
  'depots/unknown_army': w((d) => `Армии «${d.army}» нет в этой кампании.`, (d) => `Army "${d.army}" is not in this campaign.`),
  'depots/bad_amount': w(() => 'Поправка должна быть ненулевой и кратной 0,5.', () => 'A correction must be non-zero and a multiple of 0.5.'),
  'depots/reason_required': w(() => 'Укажите причину поправки: она попадёт в журнал.', () => 'Give a reason for the correction: it goes into the log.'),
  'depots/army_out': w((d, l) => `Армия ${sideName(d.army, l)} выбыла из игры: её склады больше не меняются.`, (d, l) => `${sideName(d.army, l)} is out of the game: its depots no longer change.`),
  'depots/marshal_unpayable': w((d, l) => `Армия ждёт назначения маршала за ${num(d.need, l)}: после поправки ${num(d.amount, l)} у неё останется меньше (есть ${num(d.have, l)}). Сначала назначьте маршала.`, (d, l) => `The army is waiting to appoint a marshal for ${num(d.need, l)}: after a correction of ${num(d.amount, l)} it would hold less (now ${num(d.have, l)}). Appoint the marshal first.`),
  'depots/below_zero': w((d, l) => `Склады не могут стать меньше нуля: есть ${num(d.have, l)}, поправка ${num(d.amount, l)}.`, (d, l) => `Depots cannot go below zero: ${num(d.have, l)} held, correction ${num(d.amount, l)}.`),
  // ---- Scenario hardening (issue 11): ranges, sizes, plain-data names and ids. Begin. ----
  'setup/too_large': w((d, l) => `Файл сценария слишком велик: ${formatLarge(d.length, l)} знаков, а можно не больше ${formatLarge(d.max, l)}.`, (d, l) => `The scenario file is too large: ${formatLarge(d.length, l)} characters, at most ${formatLarge(d.max, l)} allowed.`),
  'setup/out_of_range': w((d, l) => `Поле «${d.field}»: значение должно быть от ${formatLarge(d.min, l)} до ${formatLarge(d.max, l)} (указано ${d.value}).`, (d, l) => `Field "${d.field}": the value must be from ${formatLarge(d.min, l)} to ${formatLarge(d.max, l)} (found ${d.value}).`),
  'setup/too_many': w((d, l) => `Поле «${d.field}»: не больше ${formatLarge(d.max, l)} элементов, а указано ${formatLarge(d.count, l)}.`, (d, l) => `Field "${d.field}": at most ${formatLarge(d.max, l)} entries, found ${formatLarge(d.count, l)}.`),
  'setup/name_text': w((d) => `Поле «${d.field}»: имя — простой текст от 1 до ${d.max} знаков, без управляющих знаков и без пробелов по краям (указано «${d.name}»).`, (d) => `Field "${d.field}": a name is plain text of 1 to ${d.max} characters, with no control characters and no spaces at either end (found "${d.name}").`),
  'setup/unit_id_chars': w((d) => `Поле «${d.field}»: id части состоит из букв, цифр и знаков «-», «_», «.» (указано «${d.id}»).`, (d) => `Field "${d.field}": a unit id consists of letters, digits and "-", "_", "." (found "${d.id}").`),
  'setup/unit_id_number': w((d, l) => `Поле «${d.field}»: номер в id «${d.id}» больше ${formatLarge(d.max, l)}.`, (d, l) => `Field "${d.field}": the number in id "${d.id}" is above ${formatLarge(d.max, l)}.`),
  'setup/ordered_duplicate': w((d) => `Поле «${d.field}»: командир «${d.id}» указан в «ordered» дважды.`, (d) => `Field "${d.field}": commander "${d.id}" is listed in "ordered" twice.`),
  // ---- Scenario hardening (issue 11). End. ----
};

/** Every refusal code (the catalog's keys; the type guarantees it is every code of the engine). */
export const REFUSAL_CODES = Object.keys(REFUSAL_WORDS) as RefusalCode[];

/** The words for a refusal; `map` gives fortress names their English forms. */
export function describeRefusal(refusal: Refusal, lang: Lang, map?: FortressNames): string {
  const entry = REFUSAL_WORDS[refusal.code] as { ru: Template<RefusalCode>; en: Template<RefusalCode> } | undefined;
  // A code from a newer file or a bug still gets a readable line.
  if (!entry) return lang === 'ru' ? `Отказ: ${String(refusal.code)}` : `Refused: ${String(refusal.code)}`;
  return entry[lang](refusal.detail, lang, map);
}
