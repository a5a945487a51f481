/**
 * Shared pieces of the club rules (rule set 000): figure kinds, movement allowances, field builders,
 * the working log and refusals. Everything here is pure.
 */
import { bi, type Bilingual, type InputField, type InputValues, type ModifierRecord, type ProcedureRefusal, type StepRecord } from '../procedure';

// ---------------------------------------------------------------------------------------------
// Reading typed values (validateInput has already checked the kinds)

export function num(values: InputValues, name: string): number {
  const v = values[name];
  if (typeof v !== 'number') throw new TypeError(`club: field ${name} is not a number after validation`);
  return v;
}

export function flag(values: InputValues, name: string): boolean {
  const v = values[name];
  if (typeof v !== 'boolean') throw new TypeError(`club: field ${name} is not a boolean after validation`);
  return v;
}

export function choice<T extends string>(values: InputValues, name: string, options: readonly T[]): T {
  const v = values[name];
  if (typeof v !== 'string' || !(options as readonly string[]).includes(v)) throw new TypeError(`club: field ${name} is not one of its options after validation`);
  return v as T;
}

// ---------------------------------------------------------------------------------------------
// Field builders

export function boolField(name: string, label: Bilingual, defaultValue?: boolean, help?: Bilingual): InputField {
  return { name, spec: { kind: 'boolean' }, label, ...(defaultValue === undefined ? {} : { default: defaultValue }), ...(help ? { help } : {}) };
}

export function intField(name: string, label: Bilingual, min: number, max: number, defaultValue?: number, help?: Bilingual): InputField {
  return { name, spec: { kind: 'int', min, max }, label, ...(defaultValue === undefined ? {} : { default: defaultValue }), ...(help ? { help } : {}) };
}

export function cmField(name: string, label: Bilingual, defaultValue?: number, help?: Bilingual): InputField {
  return { name, spec: { kind: 'number', min: 0, max: 1000, step: 0.5 }, label, ...(defaultValue === undefined ? {} : { default: defaultValue }), ...(help ? { help } : {}) };
}

export function enumField<T extends string>(name: string, label: Bilingual, options: Readonly<Record<T, Bilingual>>, defaultValue?: T, help?: Bilingual): InputField {
  return {
    name,
    spec: { kind: 'enum', options: Object.keys(options), optionLabels: options },
    label,
    ...(defaultValue === undefined ? {} : { default: defaultValue }),
    ...(help ? { help } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// The working log and refusals

/** Collects the steps, modifiers and readings of one run, in order. */
export class Working {
  readonly steps: StepRecord[] = [];
  readonly modifiers: ModifierRecord[] = [];

  step(section: string, ru: string, en: string): void {
    this.steps.push({ text: bi(ru, en), section });
  }

  modifier(value: number, section: string, ru: string, en: string): ModifierRecord {
    const record: ModifierRecord = { value, reason: bi(ru, en), section };
    this.modifiers.push(record);
    return record;
  }
}

export type Refusal = { readonly ok: false; readonly error: ProcedureRefusal };

/**
 * A refusal with a `club/…` code. The reason is the message; the section goes beside it (the views
 * show it once, as for the other rule sets).
 */
export function refuse(code: string, section: string, ru: string, en: string, field?: string): Refusal {
  return {
    ok: false,
    error: { code: `club/${code}`, section, message: bi(ru, en), ...(field ? { field } : {}) },
  };
}

export const signed = (n: number): string => (n > 0 ? `+${n}` : `${n}`);

/** Capitalises the first letter, for a label that opens a sentence. */
export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

// ---------------------------------------------------------------------------------------------
// Figures

/** Who a figure is, for arms (1-2б, 1-2в) and prisoners (3-5). Mounted or not is asked separately. */
export const RANKS = {
  soldier: bi('рядовой солдат', 'private soldier'),
  'junior-officer': bi('младший офицер или унтер-офицер', 'junior officer or NCO'),
  musician: bi('музыкант', 'musician'),
  'standard-bearer': bi('знаменосец', 'standard bearer'),
  'senior-officer': bi('старший офицер', 'senior officer'),
  general: bi('генерал (генералитет)', 'general (general officers)'),
  gunner: bi('артиллерист', 'gunner'),
} as const satisfies Record<string, Bilingual>;

export type Rank = keyof typeof RANKS;
export const RANK_IDS = Object.keys(RANKS) as Rank[];

/** 3-5: the losers a winner may declare prisoner. */
export function mayBeTakenPrisoner(rank: Rank): boolean {
  return rank === 'standard-bearer' || rank === 'senior-officer' || rank === 'general';
}

// ---------------------------------------------------------------------------------------------
// Movement (2-1, 2-2, 2-3)

export interface MoveClassInfo {
  readonly label: Bilingual;
  readonly cm: number;
  readonly section: string;
  /** 1-1б: cavalry may fire before moving; infantry and artillery either move or fire. */
  readonly firesBeforeMoving: boolean;
}

export const MOVE_CLASSES = {
  infantry: { label: bi('пехота', 'infantry'), cm: 12, section: '2-1', firesBeforeMoving: false },
  'foot-artillery': { label: bi('пешая артиллерия', 'foot artillery'), cm: 12, section: '2-1', firesBeforeMoving: false },
  'heavy-cavalry': { label: bi('тяжёлая конница (драгуны, кирасиры и пр.)', 'heavy cavalry (dragoons, cuirassiers etc.)'), cm: 24, section: '2-2', firesBeforeMoving: true },
  'horse-artillery': { label: bi('конная артиллерия', 'horse artillery'), cm: 24, section: '2-2', firesBeforeMoving: false },
  'light-cavalry': { label: bi('лёгкая конница (гусары, уланы, казаки, конные егеря и пр.)', 'light cavalry (hussars, uhlans, cossacks, chasseurs à cheval etc.)'), cm: 30, section: '2-3', firesBeforeMoving: true },
  'general-staff': { label: bi('генералитет (генералы, маршалы, адъютанты и пр.)', 'general officers (generals, marshals, aides etc.)'), cm: 30, section: '2-3', firesBeforeMoving: true },
} as const satisfies Record<string, MoveClassInfo>;

export type MoveClass = keyof typeof MOVE_CLASSES;
export const MOVE_CLASS_IDS = Object.keys(MOVE_CLASSES) as MoveClass[];
export const MOVE_CLASS_LABELS: Record<MoveClass, Bilingual> = Object.fromEntries(MOVE_CLASS_IDS.map((id) => [id, MOVE_CLASSES[id].label])) as Record<MoveClass, Bilingual>;

// ---------------------------------------------------------------------------------------------
// Distances (cm) the seed gives

export const MUSKET_RANGE_CM = 90; // 1-2б
export const PISTOL_RANGE_CM = 40; // 1-2в
export const CANNON_TARGET_RANGE_CM = 80; // 1-2а
export const CANNON_MODEL_RANGE_CM = 160; // 1-2а
export const MELEE_DISTANCE_CM = 2; // 3-1
export const HOSPITAL_RETURN_CM = 12; // 4-4
export const OFFICER_TAKES_COMMAND_CM = 6; // 5-3а
export const GUNNERS_TO_FIRE = 2; // 1-1в
export const SOLDIERS_TO_MOVE_GUN = 3; // 2-1
export const GUN_TURN_FREE_DEGREES = 90; // 2-1: a turn of more than this is a move
