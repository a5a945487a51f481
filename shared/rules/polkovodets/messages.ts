/**
 * One table turns every refusal code of the engine into Russian and English words
 * (e.g. «Недостаточно складов: нужно 4, есть 3,5»). Codes are stable: the command line, the
 * bridge and the tests speak codes; people read these texts.
 */
import type { Lang } from './depots';
import type { Army, Refusal, UnitType } from './types';
import { COSSACK_NAMES } from './units';
import { TERRAIN_NAMES } from './board';

export const ARMY_NAMES: Readonly<Record<Army, { ru: string; en: string; ruGenitive: string }>> = {
  A: { ru: 'Россия', en: 'Russia', ruGenitive: 'России' },
  N: { ru: 'Франция', en: 'France', ruGenitive: 'Франции' },
  F: { ru: 'Австрия', en: 'Austria', ruGenitive: 'Австрии' },
};

export const UNIT_NAMES: Readonly<Record<UnitType, { ru: string; en: string }>> = {
  musketeer: { ru: 'мушкетёры', en: 'musketeers' },
  grenadier: { ru: 'гренадеры', en: 'grenadiers' },
  jager: { ru: 'егеря', en: 'jägers' },
  dragoon: { ru: 'драгуны', en: 'dragoons' },
  hussar: { ru: 'гусары', en: 'hussars' },
  uhlan: { ru: 'уланы', en: 'uhlans' },
  cossack: { ru: 'казаки', en: 'cossacks' },
  cuirassier: { ru: 'кирасиры', en: 'cuirassiers' },
  battery: { ru: 'орудие', en: 'foot battery' },
  horse_battery: { ru: 'конная артиллерия', en: 'horse battery' },
  general: { ru: 'генерал', en: 'general' },
  marshal: { ru: 'маршал', en: 'marshal' },
};

/** The unit's name, with the cossack class named as its army calls it. */
export function unitName(type: UnitType, lang: Lang, army?: Army): string {
  if (type === 'cossack' && army) return COSSACK_NAMES[army][lang];
  return UNIT_NAMES[type][lang];
}

const num = (v: unknown, lang: Lang): string => {
  if (typeof v !== 'number') return String(v);
  const s = Number.isInteger(v) ? String(v) : String(v);
  return lang === 'ru' ? s.replace('.', ',') : s;
};

const armyName = (v: unknown, lang: Lang): string => (typeof v === 'string' && v in ARMY_NAMES ? ARMY_NAMES[v as Army][lang] : lang === 'ru' ? 'никто' : 'nobody');
const typeName = (v: unknown, lang: Lang): string => (typeof v === 'string' && v in UNIT_NAMES ? UNIT_NAMES[v as UnitType][lang] : String(v));
const terrainName = (v: unknown, lang: Lang): string => (typeof v === 'string' && v in TERRAIN_NAMES ? TERRAIN_NAMES[v as keyof typeof TERRAIN_NAMES][lang] : lang === 'ru' ? 'крепость' : 'a fortress');

type D = Refusal['detail'];
type Template = (d: D, lang: Lang) => string;

const T2 = (ru: Template, en: Template) => ({ ru, en });

const TABLE: Record<string, { ru: Template; en: Template }> = {
  'game/finished': T2(() => 'Игра окончена: приказы больше не принимаются.', () => 'The game is over: no more orders.'),
  'order/needs_marshal': T2((d) => `Армия ${ARMY_NAMES[d.army as Army]?.ruGenitive ?? d.army} без маршала: сначала назначьте нового (15 складов).`, (d, l) => `${armyName(d.army, l)} has no marshal: appoint a new one first (15 depots).`),
  'marshal/appoint_first': T2((d) => `Ход нельзя закончить: армия ${ARMY_NAMES[d.army as Army]?.ruGenitive ?? d.army} должна сначала назначить маршала.`, (d, l) => `The move cannot end: ${armyName(d.army, l)} must first appoint a marshal.`),
  'marshal/not_needed': T2(() => 'Маршал жив: назначать нового не нужно.', () => 'The marshal is alive: no appointment is needed.'),
  'order/malformed': T2((d) => `Приказ составлен неверно (поле «${d.field}»).`, (d) => `The order is malformed (field "${d.field}").`),
  'order/unknown_commander': T2((d) => `Нет командира «${d.commander}».`, (d) => `No commander "${d.commander}".`),
  'order/not_a_commander': T2((d, l) => `«${d.commander}» — не командир (${typeName(d.unitType, l)}): приказы отдают только генералы и маршал.`, (d, l) => `"${d.commander}" is not a commander (${typeName(d.unitType, l)}): only generals and the marshal give orders.`),
  'order/not_your_move': T2((d, l) => `Сейчас ходит ${armyName(d.toMove, l)}, а «${d.commander}» — командир армии: ${armyName(d.army, l)}.`, (d, l) => `It is ${armyName(d.toMove, l)}'s move; "${d.commander}" commands ${armyName(d.army, l)}.`),
  'order/commander_already_ordered': T2((d) => `Командир «${d.commander}» уже отдал приказ в этом ходу.`, (d) => `Commander "${d.commander}" has already given his order this move.`),
  'order/commander_just_recruited': T2((d) => `Генерал «${d.commander}» сформирован в этом ходу и приказов ещё не отдаёт.`, (d) => `General "${d.commander}" was raised this move and gives no order yet.`),
  'order/off_map': T2((d) => `Клетка (${d.x}, ${d.y}) вне поля ${d.width}×${d.height}.`, (d) => `Cell (${d.x}, ${d.y}) is off the ${d.width}×${d.height} field.`),
  'order/unknown_unit': T2((d) => `Нет части «${d.unit}».`, (d) => `No unit "${d.unit}".`),
  'order/not_own_unit': T2((d, l) => `Часть «${d.unit}» принадлежит армии: ${armyName(d.army, l)}.`, (d, l) => `Unit "${d.unit}" belongs to ${armyName(d.army, l)}.`),
  'order/use_step': T2(() => 'Командир сам не двигает себя чужим приказом: это его шаг (приказ «шаг»).', () => 'A commander moves himself by a step order.'),
  'order/commander_not_orderable': T2((d) => `«${d.unit}» — командир: он ходит только своим приказом.`, (d) => `"${d.unit}" is a commander: he moves only by his own order.`),
  'order/unit_already_acted': T2((d) => `Часть «${d.unit}» уже действовала в этом ходу.`, (d) => `Unit "${d.unit}" has already acted this move.`),
  'order/out_of_command_square': T2((d) => `Вне квадрата 13×13 командира «${d.commander}»: расстояние ${d.distance}, а можно не больше ${d.radius}.`, (d) => `Outside commander "${d.commander}"'s 13×13 square: distance ${d.distance}, at most ${d.radius} allowed.`),
  'order/cell_occupied': T2((d) => `Клетка (${d.x}, ${d.y}) занята («${d.by}»)${d.enemy ? ': чтобы атаковать, нужен удар' : ''}.`, (d) => `Cell (${d.x}, ${d.y}) is occupied ("${d.by}")${d.enemy ? ': to attack it, strike' : ''}.`),
  'order/terrain_closed': T2((d, l) => `${cap(typeName(d.unitType, l))} не могут войти на клетку: ${terrainName(d.terrain, l)}.`, (d, l) => `${cap(typeName(d.unitType, l))} cannot enter ${terrainName(d.terrain, l)}.`),
  'order/battery_river': T2(() => 'Артиллерия не переходит реку: только по мосту.', () => 'Artillery cannot enter the river: only by the bridge.'),
  'order/not_in_pattern': T2((d, l) => `${cap(typeName(d.unitType, l))} так не ходят и не бьют.`, (d, l) => `${cap(typeName(d.unitType, l))} cannot move or strike that way.`),
  'order/road_unreachable': T2((d) => `Туда не дойти ни обычным ходом, ни маршем по дороге (не дальше ${d.limit} клеток по дороге).`, (d) => `Not reachable by a normal move nor by a road march (at most ${d.limit} road cells).`),
  'order/blocked_path': T2((d) => `Путь прегражден на клетке (${d.x}, ${d.y})${d.by === 'unit' ? ': там стоят войска' : ': местность непроходима'} — перепрыгивать нельзя.`, (d) => `The way is blocked at (${d.x}, ${d.y})${d.by === 'unit' ? ' by troops' : ' by impassable ground'}: no jumping.`),
  'order/commanders_never_strike': T2(() => 'Командиры не бьют.', () => 'Commanders never strike.'),
  'order/no_target': T2((d) => `На клетке (${d.x}, ${d.y}) нет противника.`, (d) => `No enemy at (${d.x}, ${d.y}).`),
  'order/own_target': T2((d) => `На клетке (${d.x}, ${d.y}) свои войска («${d.target}»).`, (d) => `Own troops at (${d.x}, ${d.y}) ("${d.target}").`),
  'order/out_of_range': T2((d) => `Орудие бьёт не дальше ${d.range} клеток, а до цели ${d.distance}.`, (d) => `A battery fires at most ${d.range} cells; the target is ${d.distance} away.`),
  'order/terrain_forbids_strike': T2((d, l) => (d.battery ? `Пушки не стреляют по клетке: ${terrainName(d.terrain, l)}.` : `${cap(typeName(d.unitType, l))} не воюют в местности: ${terrainName(d.terrain, l)} — там воюют только егеря и казаки.`), (d, l) => (d.battery ? `Batteries cannot fire at ${terrainName(d.terrain, l)}.` : `${cap(typeName(d.unitType, l))} cannot fight in ${terrainName(d.terrain, l)}: only jägers and the cossack class fight there.`)),
  'order/line_of_fire_blocked': T2((d, l) => `Линия огня закрыта на клетке (${d.x}, ${d.y}): ${d.by === 'unit' ? 'войска' : terrainName(d.by, l)}.`, (d, l) => `The line of fire is blocked at (${d.x}, ${d.y}) by ${d.by === 'unit' ? 'troops' : terrainName(d.by, l)}.`),
  'order/step_one_cell': T2((d) => `Командир шагает ровно на одну клетку (а тут ${d.distance}).`, (d) => `A commander steps exactly one cell (this is ${d.distance}).`),
  'order/unknown_unit_type': T2((d) => `Неизвестный род войск «${d.unitType}».`, (d) => `Unknown unit type "${d.unitType}".`),
  'order/marshal_not_recruited': T2(() => 'Маршала не формируют приказом: его назначают за 15 складов, когда прежний погиб.', () => 'A marshal is not recruited by an order: he is appointed for 15 depots when the old one is lost.'),
  'order/not_a_fortress': T2((d) => `Клетка (${d.x}, ${d.y}) — не крепость.`, (d) => `Cell (${d.x}, ${d.y}) is not a fortress.`),
  'order/not_own_fortress': T2((d, l) => `Крепость «${d.fortress}» не ваша (владеет: ${armyName(d.owner, l)}).`, (d, l) => `Fortress "${d.fortress}" is not yours (owner: ${armyName(d.owner, l)}).`),
  'order/not_enough_depots': T2((d, l) => `Недостаточно складов: нужно ${num(d.need, l)}, есть ${num(d.have, l)}.`, (d, l) => `Not enough depots: ${num(d.need, l)} needed, ${num(d.have, l)} held.`),
  'order/illegal': T2(() => 'Такой приказ правилами не допускается.', () => 'The rules do not allow this order.'),
  // Scenario files and setups: every message names the field at fault.
  'setup/not_json': T2((d) => `Файл сценария — не JSON: ${d.reason}`, (d) => `The scenario file is not JSON: ${d.reason}`),
  'setup/not_object': T2(() => 'Сценарий должен быть объектом JSON.', () => 'A scenario must be a JSON object.'),
  'setup/unknown_field': T2((d) => `Неизвестное поле «${d.field}».`, (d) => `Unknown field "${d.field}".`),
  'setup/format': T2((d) => `Поле «format»: ожидается «${d.expected}», а указано «${d.found}».`, (d) => `Field "format": expected "${d.expected}", found "${d.found}".`),
  'setup/type': T2((d) => `Поле «${d.field}»: ожидается ${d.expected}, а указано ${d.found}.`, (d) => `Field "${d.field}": expected ${d.expected}, found ${d.found}.`),
  'setup/map': T2(() => 'Поле «map»: нужно "default" или описание карты.', () => 'Field "map": "default" or a map object is required.'),
  'setup/map_size': T2((d) => `Поле «${d.field}»: размер должен быть целым от 1 до ${d.max} (указано ${d.value}).`, (d) => `Field "${d.field}": the size must be a whole number from 1 to ${d.max} (found ${d.value}).`),
  'setup/map_rows': T2((d) => `Поле «map.rows»: нужно строк ${d.expected}, а их ${d.found}.`, (d) => `Field "map.rows": ${d.expected} rows required, found ${d.found}.`),
  'setup/map_row_width': T2((d) => `Поле «${d.field}»: длина строки должна быть ${d.expected}, а она ${d.found}.`, (d) => `Field "${d.field}": the row must be ${d.expected} characters long, found ${d.found}.`),
  'setup/map_char': T2((d) => `Поле «${d.field}»: неизвестный знак «${d.char}» в клетке (${d.x}, ${d.y}); допустимы . = M T S ~ #`, (d) => `Field "${d.field}": unknown character "${d.char}" at (${d.x}, ${d.y}); allowed: . = M T S ~ #`),
  'setup/fortress_name': T2((d) => `Поле «${d.field}»: у крепости должно быть своё непустое имя (указано «${d.name}»).`, (d) => `Field "${d.field}": a fortress needs a unique, non-empty name (found "${d.name}").`),
  'setup/fortress_cells': T2((d) => `Поле «${d.field}»: у крепости должна быть хотя бы одна клетка.`, (d) => `Field "${d.field}": a fortress needs at least one cell.`),
  'setup/fortress_terrain': T2((d, l) => `Поле «${d.field}»: клетка крепости (${d.x}, ${d.y}) должна быть «.» или «=», а там ${terrainName(d.terrain, l)}.`, (d, l) => `Field "${d.field}": fortress cell (${d.x}, ${d.y}) must be "." or "=", found ${terrainName(d.terrain, l)}.`),
  'setup/fortress_overlap': T2((d) => `Поле «${d.field}»: клетка (${d.x}, ${d.y}) уже принадлежит другой крепости.`, (d) => `Field "${d.field}": cell (${d.x}, ${d.y}) already belongs to another fortress.`),
  'setup/fortress_unknown': T2((d) => `Поле «${d.field}»: на карте нет крепости «${d.name}».`, (d) => `Field "${d.field}": the map has no fortress "${d.name}".`),
  'setup/army_unknown': T2((d) => `Поле «${d.field}»: армия «${d.army}» не участвует (армии: A, N, F — из списка «armies»).`, (d) => `Field "${d.field}": army "${d.army}" is not in play (armies: A, N, F, as listed in "armies").`),
  'setup/army_duplicate': T2((d) => `Поле «${d.field}»: армия «${d.army}» указана дважды.`, (d) => `Field "${d.field}": army "${d.army}" is listed twice.`),
  'setup/armies_count': T2((d) => `Поле «armies»: играют две или три армии, а указано ${d.count}.`, (d) => `Field "armies": two or three armies play, found ${d.count}.`),
  'setup/to_move': T2((d) => `Поле «toMove»: армия «${d.army}» не может ходить (её нет в игре).`, (d) => `Field "toMove": army "${d.army}" cannot move (not in play).`),
  'setup/turn_limit': T2((d) => `Поле «turnLimit»: нужно целое число не меньше 1 (указано ${d.value}).`, (d) => `Field "turnLimit": a whole number of at least 1 is required (found ${d.value}).`),
  'setup/turn_range': T2((d) => `Поле «turn»: ход должен быть от 1 до ${d.turnLimit} (указано ${d.turn}).`, (d) => `Field "turn": the turn must be from 1 to ${d.turnLimit} (found ${d.turn}).`),
  'setup/goal': T2((d) => `Поле «goal»: «rout» или «fortresses» (указано «${d.goal}»).`, (d) => `Field "goal": "rout" or "fortresses" (found "${d.goal}").`),
  'setup/horse_battery_move': T2((d) => `Поле «horseBatteryMove»: «dragoon» или «battery» (указано «${d.value}»).`, (d) => `Field "horseBatteryMove": "dragoon" or "battery" (found "${d.value}").`),
  'setup/depots_negative': T2((d, l) => `Поле «${d.field}»: склады не могут быть отрицательными (${num(d.value, l)}).`, (d, l) => `Field "${d.field}": depots cannot be negative (${num(d.value, l)}).`),
  'setup/depots_half': T2((d, l) => `Поле «${d.field}»: склады считаются с точностью до 0,5 (указано ${num(d.value, l)}).`, (d, l) => `Field "${d.field}": depots must be a multiple of 0.5 (found ${num(d.value, l)}).`),
  'setup/hold_count': T2((d) => `Поле «${d.field}»: счёт удержания может быть только 1 (указано ${d.value}).`, (d) => `Field "${d.field}": a hold count can only be 1 (found ${d.value}).`),
  'setup/hold_own_fortress': T2((d) => `Поле «${d.field}»: армия не удерживает собственную крепость «${d.name}».`, (d) => `Field "${d.field}": an army does not hold its own fortress "${d.name}".`),
  'setup/unit_id': T2((d) => `Поле «${d.field}»: у части должен быть непустой id до 40 знаков (указано «${d.id}»).`, (d) => `Field "${d.field}": a unit needs a non-empty id of at most 40 characters (found "${d.id}").`),
  'setup/unit_id_duplicate': T2((d) => `Поле «${d.field}»: id «${d.id}» уже занят другой частью.`, (d) => `Field "${d.field}": id "${d.id}" is used by another unit.`),
  'setup/unit_type': T2((d) => `Поле «${d.field}»: неизвестный род войск «${d.type}».`, (d) => `Field "${d.field}": unknown unit type "${d.type}".`),
  'setup/off_map': T2((d) => `Поле «${d.field}»: клетка (${d.x}, ${d.y}) вне поля.`, (d) => `Field "${d.field}": cell (${d.x}, ${d.y}) is off the map.`),
  'setup/cell_taken': T2((d) => `Поле «${d.field}»: на клетке (${d.x}, ${d.y}) уже стоит «${d.other}».`, (d) => `Field "${d.field}": "${d.other}" already stands at (${d.x}, ${d.y}).`),
  'setup/terrain_closed': T2((d, l) => `Поле «${d.field}»: ${typeName(d.type, l)} не могут стоять на клетке (${d.x}, ${d.y}): ${terrainName(d.terrain, l)}.`, (d, l) => `Field "${d.field}": ${typeName(d.type, l)} cannot stand at (${d.x}, ${d.y}): ${terrainName(d.terrain, l)}.`),
  'setup/battery_river': T2((d) => `Поле «${d.field}»: артиллерия не может стоять на реке (${d.x}, ${d.y}).`, (d) => `Field "${d.field}": artillery cannot stand on the river (${d.x}, ${d.y}).`),
  'setup/river_moves': T2((d) => `Поле «${d.field}»: «riverMoves» бывает 0 или 1, и 1 — только на клетке реки (указано ${d.value}).`, (d) => `Field "${d.field}": "riverMoves" is 0 or 1, and 1 only on a river cell (found ${d.value}).`),
  'setup/acted': T2((d) => `Поле «${d.field}»: «acted» бывает только у частей армии, которая ходит.`, (d) => `Field "${d.field}": only units of the army to move can have "acted".`),
  'setup/out_army_has_units': T2((d) => `Поле «${d.field}»: армия «${d.army}» выбыла, но у неё есть части на поле.`, (d) => `Field "${d.field}": army "${d.army}" is out but still has units on the map.`),
  'setup/out_army_owns': T2((d) => `Поле «${d.field}»: армия «${d.army}» выбыла и не может владеть крепостью «${d.name}» или удерживать её.`, (d) => `Field "${d.field}": army "${d.army}" is out and can neither own nor hold fortress "${d.name}".`),
  'setup/ordered': T2((d) => `Поле «${d.field}»: «${d.id}» — не командир армии, которая ходит.`, (d) => `Field "${d.field}": "${d.id}" is not a commander of the army to move.`),
  'setup/status': T2((d) => `Поле «status»: «playing» или «finished» (указано «${d.value}»).`, (d) => `Field "status": "playing" or "finished" (found "${d.value}").`),
  'setup/winner': T2(() => 'Поля «status» и «winner» не согласованы: победитель бывает только у оконченной игры.', () => 'Fields "status" and "winner" disagree: only a finished game has a winner.'),
  'depots/unknown_army': T2((d) => `Армии «${d.army}» нет в этой кампании.`, (d) => `Army "${d.army}" is not in this campaign.`),
  'depots/bad_amount': T2(() => 'Поправка должна быть ненулевой и кратной 0,5.', () => 'A correction must be non-zero and a multiple of 0.5.'),
  'depots/reason_required': T2(() => 'Укажите причину поправки: она попадёт в журнал.', () => 'Give a reason for the correction: it goes into the log.'),
  'depots/army_out': T2((d, l) => `Армия ${armyName(d.army, l)} выбыла из игры: её склады больше не меняются.`, (d, l) => `${armyName(d.army, l)} is out of the game: its depots no longer change.`),
  'depots/marshal_unpayable': T2((d, l) => `Армия ждёт назначения маршала за ${num(d.need, l)}: после поправки ${num(d.amount, l)} у неё останется меньше (есть ${num(d.have, l)}). Сначала назначьте маршала.`, (d, l) => `The army is waiting to appoint a marshal for ${num(d.need, l)}: after a correction of ${num(d.amount, l)} it would hold less (now ${num(d.have, l)}). Appoint the marshal first.`),
  'depots/below_zero': T2((d, l) => `Склады не могут стать меньше нуля: есть ${num(d.have, l)}, поправка ${num(d.amount, l)}.`, (d, l) => `Depots cannot go below zero: ${num(d.have, l)} held, correction ${num(d.amount, l)}.`),
  // ---- Scenario hardening (issue 11): ranges, sizes, plain-data names and ids. Begin. ----
  'setup/too_large': T2((d, l) => `Файл сценария слишком велик: ${big(d.length, l)} знаков, а можно не больше ${big(d.max, l)}.`, (d, l) => `The scenario file is too large: ${big(d.length, l)} characters, at most ${big(d.max, l)} allowed.`),
  'setup/out_of_range': T2((d, l) => `Поле «${d.field}»: значение должно быть от ${big(d.min, l)} до ${big(d.max, l)} (указано ${d.value}).`, (d, l) => `Field "${d.field}": the value must be from ${big(d.min, l)} to ${big(d.max, l)} (found ${d.value}).`),
  'setup/too_many': T2((d, l) => `Поле «${d.field}»: не больше ${big(d.max, l)} элементов, а указано ${big(d.count, l)}.`, (d, l) => `Field "${d.field}": at most ${big(d.max, l)} entries, found ${big(d.count, l)}.`),
  'setup/name_text': T2((d) => `Поле «${d.field}»: имя — простой текст от 1 до ${d.max} знаков, без управляющих знаков и без пробелов по краям (указано «${d.name}»).`, (d) => `Field "${d.field}": a name is plain text of 1 to ${d.max} characters, with no control characters and no spaces at either end (found "${d.name}").`),
  'setup/unit_id_chars': T2((d) => `Поле «${d.field}»: id части состоит из букв, цифр и знаков «-», «_», «.» (указано «${d.id}»).`, (d) => `Field "${d.field}": a unit id consists of letters, digits and "-", "_", "." (found "${d.id}").`),
  'setup/unit_id_number': T2((d, l) => `Поле «${d.field}»: номер в id «${d.id}» больше ${big(d.max, l)}.`, (d, l) => `Field "${d.field}": the number in id "${d.id}" is above ${big(d.max, l)}.`),
  'setup/ordered_duplicate': T2((d) => `Поле «${d.field}»: командир «${d.id}» указан в «ordered» дважды.`, (d) => `Field "${d.field}": commander "${d.id}" is listed in "ordered" twice.`),
  // ---- Scenario hardening (issue 11). End. ----
};

/** Issue 11 block's helper: 1 000 000 in Russian, 1,000,000 in English (limits are large numbers). */
function big(v: unknown, lang: Lang): string {
  if (typeof v !== 'number' || !Number.isInteger(v)) return String(v);
  const digits = String(Math.abs(v)).replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'ru' ? ' ' : ',');
  return v < 0 ? `-${digits}` : digits;
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The words for a refusal. Unknown codes still get a readable line (and are a bug to report). */
export function describeRefusal(refusal: Refusal, lang: Lang): string {
  const entry = TABLE[refusal.code];
  if (!entry) return lang === 'ru' ? `Отказ: ${refusal.code}` : `Refused: ${refusal.code}`;
  return entry[lang](refusal.detail, lang);
}

/** Every code the table knows (tests check that the engine uses no other). */
export const KNOWN_REFUSAL_CODES: readonly string[] = Object.keys(TABLE);
