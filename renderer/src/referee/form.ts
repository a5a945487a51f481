/**
 * The referee tab's forms, built from a procedure's declarative fields (shared/rules/referee): the
 * values a form starts with, the input sent to the console, the dice typed at the table. Pure, so
 * the tests need no DOM; every message comes in both languages, like the rules' own refusals.
 *
 * The rules stay the judge: ranges, options and everything the seeds forbid are checked by the
 * procedure when the console runs it. Here only what a form cannot send is stopped — an empty
 * required field, text where a number belongs, a die that is not a whole number.
 */
import { bi, type Bilingual, type FieldSpec, type InputField, type ProcedureDef } from '../../../shared/rules/referee';
import { parseDecimal } from '../input/number';

/** A value as a form holds it: numbers as typed (text, or a number from a number input), yes/no, an option ('' = none chosen). */
export type FormValue = string | number | boolean;
export type FormValues = Record<string, FormValue>;
export type InputValue = number | boolean | string;

/** The values a new form starts with: each field's default; an empty box where the rules want an answer. */
export function initialValues(def: Pick<ProcedureDef, 'fields'>): FormValues {
  const out: FormValues = {};
  for (const f of def.fields) {
    if (f.default !== undefined) out[f.name] = f.spec.kind === 'boolean' || f.spec.kind === 'enum' ? f.default : String(f.default);
    else out[f.name] = f.spec.kind === 'boolean' ? false : '';
  }
  return out;
}

/** A field the game master must fill in (the rules give it no default). */
export const isRequired = (f: InputField): boolean => f.default === undefined && f.spec.kind !== 'boolean';

/**
 * A number as typed, read by the console's one parser (renderer/src/input/number.ts): «2,5» and
 * «2.5» alike in either language, the language's thousands separators, a typographic minus; null
 * when it is not a number.
 */
export function parseNumber(v: FormValue, locale: string): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string') return null;
  const r = parseDecimal(v, locale);
  return r.ok ? r.value : null;
}

/**
 * What a number field will send, shown under it before the run: the value read, or why it cannot be
 * read. A whole-number field with a fraction is flagged here; ranges stay the rules' to judge.
 */
export type NumberPreview =
  | { readonly kind: 'empty' }
  | { readonly kind: 'read'; readonly value: number }
  | { readonly kind: 'notWhole'; readonly value: number }
  | { readonly kind: 'notANumber'; readonly text: string };

export function numberPreview(f: InputField, raw: FormValue | undefined, locale: string): NumberPreview {
  if (raw === undefined || isBlank(raw)) return { kind: 'empty' };
  const value = parseNumber(raw, locale);
  if (value === null) return { kind: 'notANumber', text: String(raw).trim() };
  if (f.spec.kind === 'int' && !Number.isInteger(value)) return { kind: 'notWhole', value };
  return { kind: 'read', value };
}

const isBlank = (v: FormValue | undefined): boolean => v === undefined || (typeof v === 'string' && v.trim() === '');

export type InputBuilt = { readonly ok: true; readonly input: Record<string, InputValue> } | { readonly ok: false; readonly field: string; readonly message: Bilingual };

/**
 * The input sent to the console: every required field, and every other field whose value differs
 * from its default (the record then shows the rest as "by default", as `polk referee` does).
 */
export function buildInput(def: Pick<ProcedureDef, 'fields'>, values: FormValues, locale: string): InputBuilt {
  const input: Record<string, InputValue> = {};
  for (const f of def.fields) {
    const raw = values[f.name];
    const s = f.spec;
    let value: InputValue;
    if (s.kind === 'boolean') {
      value = raw === true;
    } else if (s.kind === 'enum') {
      if (isBlank(raw)) {
        if (f.default !== undefined) continue;
        return { ok: false, field: f.name, message: bi(`Выберите: «${f.label.ru}».`, `Choose: "${f.label.en}".`) };
      }
      value = String(raw);
    } else {
      if (isBlank(raw)) {
        if (f.default !== undefined) continue;
        return { ok: false, field: f.name, message: bi(`Заполните поле «${f.label.ru}».`, `Fill in "${f.label.en}".`) };
      }
      const n = parseNumber(raw as FormValue, locale);
      if (n === null) return { ok: false, field: f.name, message: bi(`«${f.label.ru}»: нужно число, введено «${String(raw)}».`, `"${f.label.en}": a number is required, found "${String(raw)}".`) };
      value = n;
    }
    if (f.default !== undefined && value === f.default) continue;
    input[f.name] = value;
  }
  return { ok: true, input };
}

export type DiceParsed = { readonly ok: true; readonly dice: number[] } | { readonly ok: false; readonly message: Bilingual };

/** The dice rolled at the table, as typed: «6, 3, 1», «6 3 1» or «6;3;1». Empty: no dice. */
export function parseDice(text: string): DiceParsed {
  const parts = text.split(/[\s,;]+/).filter((p) => p !== '');
  const dice: number[] = [];
  for (const p of parts) {
    if (!/^\d{1,4}$/.test(p)) return { ok: false, message: bi(`«${p}» — не кубик: вводите целые числа через запятую, например 6, 3, 1.`, `"${p}" is not a die: type whole numbers separated by commas, e.g. 6, 3, 1.`) };
    dice.push(Number(p));
  }
  if (dice.length > 1000) return { ok: false, message: bi('Больше 1000 кубиков за один прогон — разбейте его на несколько.', 'More than 1000 dice in one run: split it into several.') };
  return { ok: true, dice };
}

/** The procedure never rolls (its dice help says so): the form shows no dice box. */
export const needsNoDice = (def: Pick<ProcedureDef, 'diceHelp'>): boolean => /^no dice\b/i.test(def.diceHelp.en.trim());

/** The range a number field accepts, in words («от 1 до 200», «не меньше 0»), or null. */
export function rangeText(spec: FieldSpec, lang: 'ru' | 'en'): string | null {
  if (spec.kind !== 'int' && spec.kind !== 'number') return null;
  const n = (x: number) => (lang === 'ru' ? String(x).replace('.', ',') : String(x));
  const { min, max } = spec;
  if (min !== undefined && max !== undefined) return lang === 'ru' ? `от ${n(min)} до ${n(max)}` : `${n(min)} to ${n(max)}`;
  if (min !== undefined) return lang === 'ru' ? `не меньше ${n(min)}` : `at least ${n(min)}`;
  if (max !== undefined) return lang === 'ru' ? `не больше ${n(max)}` : `at most ${n(max)}`;
  return null;
}

/** An option's label in the language, or the option itself. */
export const optionLabel = (spec: FieldSpec, option: string, lang: 'ru' | 'en'): string => (spec.kind === 'enum' ? (spec.optionLabels?.[option]?.[lang] ?? option) : option);

/** A field's default in words, for the hint under it; null when it has none. */
export function defaultText(f: InputField, lang: 'ru' | 'en'): string | null {
  if (f.default === undefined) return null;
  if (typeof f.default === 'boolean') return f.default ? (lang === 'ru' ? 'да' : 'yes') : lang === 'ru' ? 'нет' : 'no';
  if (typeof f.default === 'number') return lang === 'ru' ? String(f.default).replace('.', ',') : String(f.default);
  return optionLabel(f.spec, f.default, lang);
}
