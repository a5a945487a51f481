/**
 * The frame every tabletop-referee procedure is written in (issue 7).
 *
 * A procedure is a pure function of explicit inputs and explicit dice. The dice come from a
 * `DiceCup`: either the values the game master typed (as rolled at the table) or a seeded
 * generator whose seed is recorded. Every result shows its working: each die, each modifier and
 * why, the table row used, the outcome and the rule's section number. Inputs the rules forbid are
 * refused with a stable code and a reason in Russian and English.
 */
import { createRandom, rollDie, type RandomState } from '../random';

/** Text in both languages of the console. */
export interface Bilingual {
  readonly ru: string;
  readonly en: string;
}

export const bi = (ru: string, en: string): Bilingual => ({ ru, en });

/** One die as it was used. */
export interface DieRecord {
  readonly sides: number;
  readonly value: number;
  /** What the die was for ("fire", "hit location", "rally"…). */
  readonly purpose: Bilingual;
}

/** One modifier applied to a roll, and why. */
export interface ModifierRecord {
  readonly value: number;
  readonly reason: Bilingual;
  /** The seed's section that gives this modifier. */
  readonly section?: string;
}

/** One line of the worked procedure, in order. */
export interface StepRecord {
  readonly text: Bilingual;
  readonly section?: string;
}

export interface ProcedureResult<Outcome = unknown> {
  readonly ruleset: RulesetId;
  readonly procedure: string;
  /** The main rule section the procedure follows. */
  readonly section: string;
  readonly dice: readonly DieRecord[];
  readonly modifiers: readonly ModifierRecord[];
  /** The table row or threshold used, in words. */
  readonly tableRow: Bilingual | null;
  /** The outcome as data (for the record and the tests). */
  readonly outcome: Outcome;
  /** The outcome in one sentence. */
  readonly summary: Bilingual;
  /** The working, step by step. */
  readonly steps: readonly StepRecord[];
  /** Readings we chose where the seed is silent or unclear, shown with the result. */
  readonly readings: readonly Bilingual[];
  /** The seed of the generator, when the console rolled the dice. */
  readonly seed: number | null;
}

export interface ProcedureRefusal {
  readonly code: string;
  readonly message: Bilingual;
  /** The input field at fault, when there is one. */
  readonly field?: string;
  readonly section?: string;
}

export type ProcedureOutcome<Outcome = unknown> =
  | { readonly ok: true; readonly result: ProcedureResult<Outcome> }
  | { readonly ok: false; readonly error: ProcedureRefusal };

export type RulesetId = 'club' | 'buildings' | 'pravidla' | 'skirmishers';

/**
 * The rule sets: each one's own title, a short mark for the picker, and the language its text is
 * quoted in (`ruleText` is the rule set's own words, never translated).
 */
export const RULESETS: Readonly<Record<RulesetId, { readonly title: Bilingual; readonly mark: Bilingual; readonly textLang: 'ru' | 'cs' }>> = {
  club: { title: bi('Правила клуба: огонь, движение, рукопашная, пленные, штаб', 'Club rules: fire, movement, melee, prisoners, general staff'), mark: bi('Клуб', 'Club'), textLang: 'ru' },
  buildings: { title: bi('Приложение: здания и мосты', 'Appendix: buildings and bridges'), mark: bi('Дома', 'Bldg'), textLang: 'ru' },
  pravidla: { title: bi('PRAVIDLA: очки действия, таблица попаданий, инициатива', 'PRAVIDLA: action points, hit table, initiative'), mark: bi('PRAV', 'PRAV'), textLang: 'cs' },
  skirmishers: { title: bi('Глава XI: стрелки (застрельщики)', 'Chapter XI: skirmishers'), mark: bi('XI', 'XI'), textLang: 'ru' },
};

// ---------------------------------------------------------------------------------------------
// Dice

/** Where the dice come from: typed at the table, or rolled by the console from a seed. */
export type DiceSource =
  | { readonly kind: 'typed'; readonly values: readonly number[] }
  | { readonly kind: 'seeded'; readonly seed: number };

export class DiceShortage extends Error {
  constructor(readonly needed: number, readonly given: number) {
    super(`not enough dice typed: needed more than ${given}`);
  }
}

export class BadDie extends Error {
  constructor(readonly value: number, readonly sides: number) {
    super(`die value ${value} is not a face of a d${sides}`);
  }
}

/**
 * Hands out dice in order and records each one. Mutable by design (a cup is used once, inside one
 * procedure run); `runProcedure` turns its exceptions into refusals.
 */
export class DiceCup {
  private readonly typed: readonly number[] | null;
  private next = 0;
  private rng: RandomState | null;
  readonly records: DieRecord[] = [];
  readonly seed: number | null;

  constructor(source: DiceSource) {
    if (source.kind === 'typed') {
      this.typed = source.values;
      this.rng = null;
      this.seed = null;
    } else {
      this.typed = null;
      this.rng = createRandom(source.seed);
      this.seed = source.seed;
    }
  }

  /** One die of `sides` faces (d6 by default). */
  roll(purpose: Bilingual, sides = 6): number {
    let value: number;
    if (this.typed) {
      if (this.next >= this.typed.length) throw new DiceShortage(this.next + 1, this.typed.length);
      value = this.typed[this.next++];
      if (!Number.isInteger(value) || value < 1 || value > sides) throw new BadDie(value, sides);
    } else {
      const [v, r] = rollDie(this.rng as RandomState, sides);
      this.rng = r;
      value = v;
    }
    this.records.push({ sides, value, purpose });
    return value;
  }

  rollMany(count: number, purpose: Bilingual, sides = 6): number[] {
    const out: number[] = [];
    for (let i = 0; i < count; i++) out.push(this.roll(purpose, sides));
    return out;
  }

  /** Typed dice left over after the procedure (reported, since it usually means a typing slip). */
  get unusedTyped(): number {
    return this.typed ? this.typed.length - this.next : 0;
  }
}

// ---------------------------------------------------------------------------------------------
// Inputs: a small declarative schema, used to validate, to document the command line and to build
// the referee tab's forms.

export type FieldSpec =
  | { readonly kind: 'int'; readonly min?: number; readonly max?: number }
  | { readonly kind: 'number'; readonly min?: number; readonly max?: number; readonly step?: number }
  | { readonly kind: 'boolean' }
  | { readonly kind: 'enum'; readonly options: readonly string[]; readonly optionLabels?: Readonly<Record<string, Bilingual>> };

export interface InputField {
  readonly name: string;
  readonly spec: FieldSpec;
  readonly label: Bilingual;
  readonly help?: Bilingual;
  /** When present the field is optional and takes this value when absent. */
  readonly default?: number | boolean | string;
}

export type InputValues = Record<string, number | boolean | string>;

/** Validate `input` against the fields; unknown fields are refused too (they are usually typos). */
export function validateInput(fields: readonly InputField[], input: unknown): { ok: true; values: InputValues } | { ok: false; error: ProcedureRefusal } {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, error: { code: 'referee/bad_input', message: bi('Ввод должен быть объектом JSON с полями процедуры.', 'The input must be a JSON object with the procedure\'s fields.') } };
  }
  const record = input as Record<string, unknown>;
  const known = new Set(fields.map((f) => f.name));
  for (const key of Object.keys(record)) {
    if (!known.has(key)) {
      return { ok: false, error: { code: 'referee/unknown_field', field: key, message: bi(`Неизвестное поле «${key}».`, `Unknown field "${key}".`) } };
    }
  }
  const values: InputValues = {};
  for (const f of fields) {
    const raw = record[f.name];
    if (raw === undefined) {
      if (f.default === undefined) {
        return { ok: false, error: { code: 'referee/missing_field', field: f.name, message: bi(`Не указано поле «${f.label.ru}».`, `Missing field "${f.label.en}".`) } };
      }
      values[f.name] = f.default;
      continue;
    }
    // The label names the field; the field's key goes in `field` (the command line, whose --input uses it, names it too).
    const bad = (ru: string, en: string) => ({ ok: false as const, error: { code: 'referee/bad_field', field: f.name, message: bi(`«${f.label.ru}»: ${ru}`, `"${f.label.en}": ${en}`) } });
    const s = f.spec;
    switch (s.kind) {
      case 'int':
      case 'number': {
        if (typeof raw !== 'number' || !Number.isFinite(raw)) return bad('нужно число.', 'a number is required.');
        if (s.kind === 'int' && !Number.isInteger(raw)) return bad('нужно целое число.', 'a whole number is required.');
        if (s.min !== undefined && raw < s.min) return bad(`не меньше ${s.min}.`, `must be at least ${s.min}.`);
        if (s.max !== undefined && raw > s.max) return bad(`не больше ${s.max}.`, `must be at most ${s.max}.`);
        values[f.name] = raw;
        break;
      }
      case 'boolean':
        if (typeof raw !== 'boolean') return bad('нужно true или false.', 'true or false is required.');
        values[f.name] = raw;
        break;
      case 'enum':
        if (typeof raw !== 'string' || !s.options.includes(raw)) return bad(`одно из: ${s.options.join(', ')}.`, `one of: ${s.options.join(', ')}.`);
        values[f.name] = raw;
        break;
    }
  }
  return { ok: true, values };
}

/** The working of one run: steps, modifiers and readings, in order. Local to one body call;
 * a procedure body fills one and hands its lists to the result. */
export class Worksheet {
  readonly steps: StepRecord[] = [];
  readonly modifiers: ModifierRecord[] = [];
  readonly readings: Bilingual[] = [];

  step(section: string, ruText: string, enText: string): void {
    this.steps.push({ text: bi(ruText, enText), section });
  }

  modifier(value: number, section: string, ruReason: string, enReason: string): void {
    this.modifiers.push({ value, reason: bi(ruReason, enReason), section });
  }

  reading(ruText: string, enText: string): void {
    this.readings.push(bi(ruText, enText));
  }
}

/** What a procedure's body returns: a result without the frame's bookkeeping, or a refusal. */
export type ProcedureBody<Outcome> = (
  values: InputValues,
  cup: DiceCup,
) =>
  | {
      readonly ok: true;
      readonly outcome: Outcome;
      readonly summary: Bilingual;
      readonly steps: readonly StepRecord[];
      readonly modifiers?: readonly ModifierRecord[];
      readonly tableRow?: Bilingual | null;
      readonly readings?: readonly Bilingual[];
    }
  | { readonly ok: false; readonly error: ProcedureRefusal };

export interface ProcedureDef<Outcome = unknown> {
  readonly ruleset: RulesetId;
  /** Stable id used on the command line: `polk referee club musket-fire`. */
  readonly id: string;
  readonly title: Bilingual;
  readonly section: string;
  /** The seed's own words for this procedure (original language), shown beside the form. */
  readonly ruleText: string;
  readonly fields: readonly InputField[];
  /** How many dice, in words, for the form and the command line's help. */
  readonly diceHelp: Bilingual;
  readonly body: ProcedureBody<Outcome>;
}

/** Run a procedure: validate the input, draw the dice, wrap the result. Never throws for bad input or dice. */
export function runProcedure<Outcome>(def: ProcedureDef<Outcome>, input: unknown, dice: DiceSource): ProcedureOutcome<Outcome> {
  const parsed = validateInput(def.fields, input);
  if (!parsed.ok) return parsed;
  const cup = new DiceCup(dice);
  let body: ReturnType<ProcedureBody<Outcome>>;
  try {
    body = def.body(parsed.values, cup);
  } catch (e) {
    if (e instanceof DiceShortage) {
      return { ok: false, error: { code: 'referee/not_enough_dice', message: bi(`Введено кубиков: ${e.given}; процедуре нужно больше. Нужны: ${def.diceHelp.ru}`, `${e.given} dice typed; the procedure needs more. It needs: ${def.diceHelp.en}`) } };
    }
    if (e instanceof BadDie) {
      return { ok: false, error: { code: 'referee/bad_die', message: bi(`Значение ${e.value} не может выпасть на кубике d${e.sides}.`, `${e.value} is not a face of a d${e.sides}.`) } };
    }
    throw e;
  }
  if (!body.ok) return body;
  if (cup.unusedTyped > 0) {
    return { ok: false, error: { code: 'referee/too_many_dice', message: bi(`Лишние кубики: ${cup.unusedTyped}. Нужны: ${def.diceHelp.ru}`, `${cup.unusedTyped} dice too many. It needs: ${def.diceHelp.en}`) } };
  }
  return {
    ok: true,
    result: {
      ruleset: def.ruleset,
      procedure: def.id,
      section: def.section,
      dice: cup.records,
      modifiers: body.modifiers ?? [],
      tableRow: body.tableRow ?? null,
      outcome: body.outcome,
      summary: body.summary,
      steps: body.steps,
      readings: body.readings ?? [],
      seed: cup.seed,
    },
  };
}
