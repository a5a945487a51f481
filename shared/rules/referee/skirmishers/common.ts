/**
 * Shared vocabulary of chapter XI (skirmishers): qualities, nations, distances, field builders and
 * the small helpers every procedure of the chapter uses. Pure; no dice here.
 */
import { bi, type Bilingual, type InputField, type InputValues, type ProcedureRefusal, type StepRecord } from '../procedure';

export const RULESET = 'skirmishers' as const;

// ---------------------------------------------------------------------------------------------
// Values

export const int = (v: InputValues, name: string): number => v[name] as number;
/** A measured distance (not necessarily whole). */
export const num = (v: InputValues, name: string): number => v[name] as number;
export const flag = (v: InputValues, name: string): boolean => v[name] as boolean;
export const pick = <T extends string>(v: InputValues, name: string): T => v[name] as T;

/** The ids of a list of choices: its labels' keys, in their order (each id is written once, with its words). */
export const optionsOf = <T extends string>(labels: Readonly<Record<T, Bilingual>>): readonly T[] => Object.keys(labels) as T[];

/** A choice among the keys of `optionLabels`, offered in their order. */
export const enumField = <T extends string>(
  name: string,
  optionLabels: Readonly<Record<T, Bilingual>>,
  label: Bilingual,
  extra?: { default?: NoInfer<T>; help?: Bilingual },
): InputField => ({
  name,
  spec: { kind: 'enum', options: optionsOf(optionLabels), optionLabels },
  label,
  ...(extra?.help === undefined ? {} : { help: extra.help }),
  ...(extra?.default === undefined ? {} : { default: extra.default }),
});

export const step = (section: string, ru: string, en: string): StepRecord => ({ text: bi(ru, en), section });

export interface Refused {
  readonly ok: false;
  readonly error: ProcedureRefusal;
}

/** A refusal with a stable `skirmishers/…` code. */
export function refuse(code: string, section: string, ru: string, en: string, field?: string): Refused {
  const error: ProcedureRefusal = field === undefined
    ? { code: `skirmishers/${code}`, message: bi(ru, en), section }
    : { code: `skirmishers/${code}`, message: bi(ru, en), section, field };
  return { ok: false, error };
}

// ---------------------------------------------------------------------------------------------
// Qualities (11.1, 11.5, 11.8, 11.11, 11.12)

export const QUALITY_LABELS = {
  guard: bi('Гвардия', 'Guard'),
  elite: bi('Элита', 'Elite'),
  veteran: bi('Ветераны', 'Veterans'),
  line: bi('Линейные', 'Line'),
  'second-rate': bi('Второразрядные', 'Second-rate'),
  conscript: bi('Новобранцы (призывники)', 'Conscripts'),
} as const satisfies Record<string, Bilingual>;
export type Quality = keyof typeof QUALITY_LABELS;
export const QUALITIES = optionsOf<Quality>(QUALITY_LABELS);

export const qualityField: InputField = {
  name: 'quality',
  spec: { kind: 'enum', options: QUALITIES, optionLabels: QUALITY_LABELS },
  label: bi('Уровень подготовки', 'Quality'),
};

// ---------------------------------------------------------------------------------------------
// Nations (11.11, 11.12, 11.13)

export const NATION_LABELS = {
  france: bi('Франция', 'France'),
  britain: bi('Британия', 'Britain'),
  prussia: bi('Пруссия', 'Prussia'),
  austria: bi('Австрия', 'Austria'),
  'minor-german': bi('Малые германские государства', 'Minor German states'),
  russia: bi('Россия', 'Russia'),
  spain: bi('Испания', 'Spain'),
  naples: bi('Неаполь', 'Naples'),
  other: bi('Другая армия', 'Another army'),
} as const satisfies Record<string, Bilingual>;
export type Nation = keyof typeof NATION_LABELS;
export const NATIONS = optionsOf<Nation>(NATION_LABELS);

export const nationField = (defaultNation?: Nation): InputField => ({
  name: 'nation',
  spec: { kind: 'enum', options: NATIONS, optionLabels: NATION_LABELS },
  label: bi('Армия', 'Army'),
  ...(defaultNation === undefined ? {} : { default: defaultNation }),
});

// ---------------------------------------------------------------------------------------------
// Arm (11.9: mounted skirmishers are an optional rule)

export const ARM_LABELS = {
  infantry: bi('Пехота', 'Infantry'),
  'light-cavalry': bi('Лёгкая кавалерия (11.9)', 'Light cavalry (11.9)'),
  cossacks: bi('Казаки (11.9)', 'Cossacks (11.9)'),
  'other-cavalry': bi('Прочая кавалерия', 'Other cavalry'),
} as const satisfies Record<string, Bilingual>;
export type Arm = keyof typeof ARM_LABELS;

export const armField: InputField = enumField('arm', ARM_LABELS, bi('Род войск', 'Arm'), {
  help: bi('Конные застрельщики — дополнительное правило 11.9.', 'Mounted skirmishers are the optional rule 11.9.'),
  default: 'infantry',
});

/** 11.9 b: only light cavalry and cossacks may have skirmishers. */
export function refuseArm(arm: Arm): Refused | null {
  if (arm !== 'other-cavalry') return null;
  return refuse('cavalry_cannot_skirmish', '11.9',
    'Застрельщики бывают только у лёгкой кавалерии и казаков (11.9 b).',
    'Only light cavalry and cossacks may have skirmishers (11.9 b).', 'arm');
}

// ---------------------------------------------------------------------------------------------
// Distances. The second copy of the chapter (which we follow) measures in inches; the first copy
// gives centimetres with inches in brackets, always 5 cm for 3″ (30 см [18″], 20 см (12″), 10 см (6″),
// 15 см (9″)) — a table scale rather than a conversion, so 'cm' uses that same 5 : 3 scale.

export const UNIT_LABELS = { in: bi('дюймы', 'inches'), cm: bi('сантиметры (масштаб 5 см = 3″)', 'centimetres (scale 5 cm = 3″)') } as const satisfies Record<string, Bilingual>;
export type Units = keyof typeof UNIT_LABELS;

export const unitsField: InputField = enumField('units', UNIT_LABELS, bi('Единицы', 'Units'), { default: 'in' });

/** A limit the seed gives in inches, in the units the game master measures in. */
export const limitIn = (units: Units, inches: number): number => (units === 'in' ? inches : (inches * 5) / 3);

const trim = (x: number): string => String(Math.round(x * 100) / 100);

export const showDistance = (units: Units, value: number): Bilingual =>
  units === 'in' ? bi(`${trim(value)}″`, `${trim(value)}″`) : bi(`${trim(value)} см`, `${trim(value)} cm`);

export const distanceField = (name: string, label: Bilingual, help?: Bilingual): InputField => ({
  name,
  spec: { kind: 'number', min: 0, max: 1000, step: 0.1 },
  label,
  ...(help === undefined ? {} : { help }),
});

// ---------------------------------------------------------------------------------------------
// Field builders

export const intField = (name: string, min: number, max: number, label: Bilingual, extra?: { default?: number; help?: Bilingual }): InputField => ({
  name,
  spec: { kind: 'int', min, max },
  label,
  ...(extra?.help === undefined ? {} : { help: extra.help }),
  ...(extra?.default === undefined ? {} : { default: extra.default }),
});

export const boolField = (name: string, label: Bilingual, defaultValue: boolean, help?: Bilingual): InputField => ({
  name,
  spec: { kind: 'boolean' },
  label,
  default: defaultValue,
  ...(help === undefined ? {} : { help }),
});


/** "1 фигура / 2 фигуры / 5 фигур" — Russian plural for counts in summaries. */
export function ruPlural(n: number, one: string, few: string, many: string): string {
  const m10 = n % 10;
  const m100 = n % 100;
  if (m10 === 1 && m100 !== 11) return `${n} ${one}`;
  if (m10 >= 2 && m10 <= 4 && (m100 < 12 || m100 > 14)) return `${n} ${few}`;
  return `${n} ${many}`;
}

export const ruFigures = (n: number): string => ruPlural(n, 'фигура', 'фигуры', 'фигур');
export const enFigures = (n: number): string => `${n} figure${n === 1 ? '' : 's'}`;
export const ruCompanies = (n: number): string => ruPlural(n, 'рота', 'роты', 'рот');
export const enCompanies = (n: number): string => `${n} compan${n === 1 ? 'y' : 'ies'}`;
