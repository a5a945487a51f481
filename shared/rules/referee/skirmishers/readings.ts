/**
 * Every reading the console takes where chapter XI is silent or unclear, in one place, so the
 * procedures, the report and the rules document quote the same words.
 */
import { bi, type Bilingual } from '../procedure';

export const READINGS = {
  secondCopy: bi(
    'Глава XI дошла до нас в двух списках. Следуем второму (в дюймах, с пометками редактора «ДОБАВИЛ ОТ СЕБЯ», «ПЕРЕНЕС ИЗ ДОПОЛНИТЕЛЬНОЙ ГЛАВЫ») как более поздней редакции; расхождения с первым списком названы там, где они важны.',
    'Chapter XI has come down in two copies. We follow the second (inches, with the editor\'s marked additions) as the later revision; where the first copy differs in a way that matters, the reading says so.',
  ),
  cmScale: bi(
    'Сантиметры — масштаб первого списка: везде 5 см на 3″ (30 см [18″], 20 см (12″), 10 см (6″), 15 см (9″)). Пределы второго списка пересчитываются тем же масштабом (2″ = 3⅓ см).',
    'Centimetres follow the first copy\'s scale, always 5 cm for 3″ (30 cm [18″], 20 cm (12″), 10 cm (6″), 15 cm (9″)). Limits of the second copy are scaled the same way (2″ = 3⅓ cm).',
  ),
  equalCompanies: bi(
    'Роты (базы) батальона считаются равными. «До 50 % / 75 % численности» — столько целых рот, сколько помещается в этот процент, с округлением вниз; должна остаться хотя бы одна командная рота.',
    'A battalion\'s companies (bases) are taken as equal. "Up to 50 % / 75 % of the strength" means as many whole companies as fit inside that share, rounded down; at least one command company stays.',
  ),
  lightCapInScreen: bi(
    'Предел 11.1 b (50 % / 75 %) применяем и к ротам лёгкого батальона, выделенным в Бригадный экран, нарастающим итогом от полной численности батальона (до первого выделения).',
    'The 11.1 b cap (50 % / 75 %) also applies to a light battalion\'s companies detached to the Brigade screen, cumulatively, against the battalion\'s full strength before any detachment.',
  ),
  oneLightCompany: bi(
    'У линейного батальона одна лёгкая рота (вольтижеры, британская лёгкая рота — по одной роте в примерах 11.3): больше одной роты в экран он не выделяет.',
    'A line battalion has one light company (voltigeurs, the British light company — one company each in the examples of 11.3): it detaches no more than one company to the screen.',
  ),
  thirdRankCap: bi(
    'Для третьей шеренги глава XI предела не даёт; консоль требует только разрешения устава (глава 2) и чтобы у батальона осталась хотя бы одна рота.',
    'Chapter XI gives no cap for the third rank; the console only requires the army\'s regulations to allow it (chapter 2) and that the battalion keeps at least one company.',
  ),
  parentKeepsCompany: bi(
    'Батальон не выделяет в экран последнюю роту: у родительского батальона остаётся хотя бы одна рота.',
    'A battalion does not send its last company to the screen: the parent battalion keeps at least one company.',
  ),
  formSameTurn: bi(
    'Несколько батальонов могут выделить роты в один ход формирования (пример A 11.3): экран до этой роты может быть уже не пуст.',
    'Several battalions may give companies in the same forming turn (example A of 11.3): the screen may already hold figures.',
  ),
  generalIsSupport: bi(
    '18″ меряются до ближайшего поддерживающего подразделения бригады; Бригадный генерал сам поддерживает экран, поэтому ведомый им экран может уйти дальше 18″ от пехоты, но не дальше 18″ от генерала.',
    'The 18″ are measured to the nearest supporting unit of the brigade; the brigade general is himself a support, so a screen he leads may be more than 18″ from the infantry but not more than 18″ from him.',
  ),
  mountedSpacing: bi(
    'Для конных застрельщиков 11.9 d даёт минимум 3″; максимум 6″ из 11.6 (2) действует для них через 11.9 a.',
    'For mounted skirmishers 11.9 d gives the 3″ minimum; the 6″ maximum of 11.6 (2) applies through 11.9 a.',
  ),
  editorsLineOfSight: bi(
    'Пункт 11.6 (5) о линии видимости редактор пометил «ДОБАВИЛ ОТ СЕБЯ»; он есть только во втором списке, и консоль его применяет.',
    'Item 11.6 (5) on line of sight is marked by the editor as his own addition; it exists only in the second copy, and the console applies it.',
  ),
  guardRally: bi(
    'Гвардии нет в таблице 11.8; она собирается на 7+, как Элита (в 11.1 и 11.5 Гвардия и Элита идут вместе).',
    'The Guard is missing from the table of 11.8; it rallies on 7+ like the Elite (11.1 and 11.5 group Guard with Elite).',
  ),
  qualityNames: bi(
    'Призывники (11.1) и Новобранцы (11.5, 11.8, 11.12) — один уровень; «Регулярные» и «Гарнизонные» первого списка 11.8 — это Линейные и Второразрядные.',
    'Conscripts (11.1) and recruits (11.5, 11.8, 11.12) are one level, conscripts; the first copy\'s "Regulars" and "Garrison" in 11.8 are Line and Second-rate.',
  ),
  rallyEnemy: bi(
    'Первый список: сбор невозможен, если враг «достигает командных рот»; второй: если враг «на дистанции атаки» от них. Следуем второму; враг у командных рот тем более на дистанции атаки, поэтому отказ в обоих случаях.',
    'First copy: no rally when the enemy "reaches the command companies"; second copy: when the enemy is "within charge distance" of them. We follow the second; an enemy on the command companies is a fortiori within charge distance, so both are refused.',
  ),
  rallyRetry: bi(
    'Повторная попытка сбора в следующие ходы (11.7) — без штрафа: глава XI модификатора не даёт.',
    'A repeated rally attempt in later turns (11.7) carries no penalty: chapter XI gives no modifier.',
  ),
  rallyGeneral: bi(
    '+1 — только за Генерала с Превосходными навыками, присоединённого к застрельщикам; прочий генерал ничего не даёт. Автоматических успехов и провалов (2, 12) глава XI не называет.',
    '+1 only for a general with Superior skills attached to the skirmishers; any other general gives nothing. Chapter XI names no automatic success or failure (2, 12).',
  ),
  austriaLight: bi(
    'Для Австрии «лёгкая пехота» — это егеря (11.11: «австрийские (только егеря)»); прочие австрийские застрельщики — грынычары, иррегуляры, третьи шеренги — второй класс.',
    'For Austria "light infantry" means Jäger (11.11: "Austrian (Jäger only)"); other Austrian skirmishers — Grenzer, irregulars, third ranks — are second class.',
  ),
  lineAndAbove: bi(
    '«Уровня Линейные и выше» (11.11) относится ко всем названным там армиям; 11.12 а прямо делает Второразрядных и Новобранцев вторым классом у всех.',
    '"Line and above" (11.11) applies to every army named there; 11.12 a makes Second-rate and Conscripts second class everywhere.',
  ),
  otherNations: bi(
    'Армии, не названные ни в 11.11, ни в 11.12 (португальцы, голландцы, шведы…), — второй класс: список первого класса закрыт.',
    'Armies named neither in 11.11 nor in 11.12 (Portuguese, Dutch, Swedes…) are second class: the first-class list is closed.',
  ),
  riflesYear: bi('«После 1808 года» (11.13) — с 1809 года.', '"After 1808" (11.13) means from 1809.'),
  riflesAnyQuality: bi(
    'Отборные стрелки 95-го полка — особый класс при любом уровне подготовки: 11.13 уровня не называет.',
    'Sharpshooters of the 95th are their own class at any quality: 11.13 names no quality.',
  ),
  riflesLimit: bi(
    'Предел 12 фигур (11.13) — на всю британскую армию; консоль проверяет введённое число фигур.',
    'The 12-figure cap (11.13) is for the whole British army; the console checks the figures entered.',
  ),
  majority: bi(
    '«Показатель большинства» (11.10) — класс с наибольшим числом фигур (отборные стрелки 11.13 — третий класс). При равенстве берём худший из равных (больше фигур на 2D6).',
    '"The majority\'s rating" (11.10) is the class with most figures (the sharpshooters of 11.13 being a third class). On a tie we take the worse of the tied classes (more figures per 2D6).',
  ),
  leftover: bi(
    '«Любые застрельщики, в количестве более одного» (11.14): остаток после полных групп из 2 и более фигур даёт один добавочный D6; одна оставшаяся фигура кубика не даёт.',
    '"Any skirmishers, more than one in number" (11.14): a remainder of 2 or more figures after the full groups adds one extra D6; a single remaining figure adds none.',
  ),
  doubleSix: bi(
    'Пара 6+6 — это два попадания (каждая «6» — попадание, 11.15) и отметка «Дубль шесть». Что она влечёт, решает не глава XI (примечание к 11.22 связывает её с Принудительным Отступлением); консоль только отмечает. Добавочный D6 дубля не даёт.',
    'A 6+6 pair is two hits (every "6" hits, 11.15) and the "Double six" mark. What the mark causes is not in chapter XI (the note to 11.22 ties it to a Forced Retreat); the console only marks it. The extra D6 cannot make a double six.',
  ),
  coverHalf: bi(
    'Потери по строениям и укрытиям (11.15) делятся пополам с округлением вниз; отметка «Дубль шесть» остаётся.',
    'Casualties against buildings and cover (11.15) are halved rounding down; the "Double six" mark stays.',
  ),
  coveredArms: bi(
    'Застрельщики прикрывают пехоту (11.19). Кавалерию — нет (прямо сказано); артиллерию — тоже нет: глава XI называет только пехоту.',
    'Skirmishers cover infantry (11.19). Not cavalry (stated); not artillery either: chapter XI names infantry only.',
  ),
  coverDistance: bi(
    'Первый список 11.20 и 11.26 B: 5 см (3″); второй: 2″. Следуем второму.',
    'First copy of 11.20 and 11.26 B: 5 cm (3″); second copy: 2″. We follow the second.',
  ),
  approachFirstCopy: bi(
    'Первый список 11.21: 5 см (3″) только до линейной пехоты и без исключения для местности; второй: построенная пехота или артиллерия, с исключением для пересечённой местности, укрытий и застроенных областей. Следуем второму.',
    'First copy of 11.21: 5 cm (3″) from line infantry only, with no terrain exception; second copy: formed infantry or artillery, with the rough ground, cover and built-up exception. We follow the second.',
  ),
  approachCossacks: bi(
    'Казаки — кавалерия: 9″ из 11.21 действуют и для них (11.21 исключения для казаков не делает, в отличие от 11.22 и 11.24).',
    'Cossacks are cavalry: the 9″ of 11.21 apply to them too (11.21 makes no cossack exception, unlike 11.22 and 11.24).',
  ),
  noContact: bi(
    'Базовый контакт с противником в сомкнутом строю и с казаками (11.24 a: их нельзя атаковать) запрещён и в пересечённой местности (11.22); с застрельщиками противника — разрешён (11.23 a).',
    'Base contact with a closed-order enemy, and with cossacks (11.24 a: they may not be charged), is forbidden in rough ground too (11.22); with enemy skirmishers it is allowed (11.23 a).',
  ),
  withdrawDistance: bi(
    'Отход (11.22) — за 3″ от противника, а в открытой местности — и за предел 11.21 (9″ от кавалерии); «нужная дистанция» — это пределы 11.21.',
    'The withdrawal (11.22) goes beyond 3″ of the enemy, and in the open also beyond the 11.21 limit (9″ from cavalry); "the required distance" is taken as the limits of 11.21.',
  ),
  artilleryClosedOrder: bi(
    'Артиллерия считается подразделением в сомкнутом строю для 11.22 (11.21 ставит её рядом с построенной пехотой).',
    'Artillery counts as a closed-order unit for 11.22 (11.21 puts it beside formed infantry).',
  ),
  casualtiesAfterLine: bi(
    'Когда линия застрельщиков уничтожена, дальнейшие потери снова идут на командные роты (батальон — одно подразделение, 11.6). Больше потерь, чем фигур, ввести нельзя.',
    'Once the skirmish line is gone, further casualties fall on the command companies again (the battalion is one unit, 11.6). More casualties than figures cannot be entered.',
  ),
  cossacksStand: bi(
    '«Могут стрелять или встретить Атаку казаков стоя на месте» (11.24 a) — один выбор: не уклоняться, а стоять (можно дать огонь процедурой «skirmish-fire»).',
    '"May fire or meet the cossacks\' charge standing" (11.24 a) is one choice: stand instead of evading (they may fire with the "skirmish-fire" procedure).',
  ),
  halfStrength: bi(
    'Половина численности против казаков в открытой местности (11.24 a) — с округлением вниз; застроенная область считается не открытой (полная сила).',
    'Half strength against cossacks in the open (11.24 a) rounds down; a built-up area is not open ground (full strength).',
  ),
  noEvasionFromSkirmishers: bi(
    'От застрельщиков противника глава XI уклонения не даёт: схватка рассчитывается в обычном порядке (11.23 b).',
    'Chapter XI gives no evasion from enemy skirmishers: the melee is fought as usual (11.23 b).',
  ),
  lightInBuildings: bi(
    'Лёгкий батальон в рассыпном строю в застроенной области не обязан уклоняться (исключение 11.24 b) и дерётся как целое подразделение; на следующий ход он перестраивается в сомкнутый строй.',
    'A light battalion in skirmish order in a built-up area need not evade (exception 11.24 b) and fights as a whole unit; the next turn it re-forms in closed order.',
  ),
  mountedCharge: bi(
    'Конные застрельщики (11.9 g) атакуют в пересечённой местности и противника в сомкнутом строю (но не казаков, 11.24 a), без модификатора за Атаку; в открытой местности, как пешие, — только застрельщиков (11.23 a через 11.9 a); в застроенной области — только застрельщиков, и тоже без модификатора за Атаку.',
    'Mounted skirmishers (11.9 g) may charge a closed-order enemy in rough ground (never cossacks, 11.24 a), without the charge modifier; in the open, like foot skirmishers, only skirmishers (11.23 a through 11.9 a); in a built-up area only skirmishers, again without the charge modifier.',
  ),
} as const satisfies Record<string, Bilingual>;

export type ReadingKey = keyof typeof READINGS;
