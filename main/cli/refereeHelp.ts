/**
 * `polk referee --help`, `polk referee RULESET --help` and `polk referee RULESET PROCEDURE --help`,
 * generated from the procedures themselves (shared/rules/referee: each `ProcedureDef` declares its
 * input fields with labels, ranges and defaults, and its dice), so the help cannot drift from them.
 */
import { PROCEDURES, RULESETS, RULESET_IDS, referee, sectionText, type InputField, type ProcedureDef, type RulesetId } from '../../shared/rules/referee';
import type { Lang } from '../../shared/vocab';

const num = (n: number, lang: Lang): string => (lang === 'ru' ? String(n).replace('.', ',') : String(n));

/** A field's type and range in words: `целое 1…200`, `number 0…1000 (step 0.5)`, `true | false`, `one of …`. */
export function fieldTypeText(f: InputField, lang: Lang): string {
  const ru = lang === 'ru';
  const s = f.spec;
  const range = (min?: number, max?: number) => (min !== undefined && max !== undefined ? ` ${num(min, lang)}…${num(max, lang)}` : min !== undefined ? (ru ? ` от ${num(min, lang)}` : ` ≥ ${num(min, lang)}`) : max !== undefined ? (ru ? ` до ${num(max, lang)}` : ` ≤ ${num(max, lang)}`) : '');
  switch (s.kind) {
    case 'int':
      return `${ru ? 'целое' : 'whole number'}${range(s.min, s.max)}`;
    case 'number':
      return `${ru ? 'число' : 'number'}${range(s.min, s.max)}${s.step !== undefined ? (ru ? ` (шаг ${num(s.step, lang)})` : ` (step ${num(s.step, lang)})`) : ''}`;
    case 'boolean':
      return 'true | false';
    case 'enum':
      return ru ? 'один из вариантов ниже' : 'one of the options below';
  }
}

function defaultText(f: InputField, lang: Lang): string {
  const ru = lang === 'ru';
  if (f.default === undefined) return ru ? 'обязательное' : 'required';
  const v = typeof f.default === 'string' ? JSON.stringify(f.default) : typeof f.default === 'number' ? String(f.default) : String(f.default);
  return ru ? `по умолчанию ${v}` : `default ${v}`;
}

/** A value for the example: the first option, false, or a number a little above the smallest allowed. */
function exampleValue(f: InputField, step: number): number | boolean | string {
  const s = f.spec;
  if (s.kind === 'enum') return s.options[Math.min(step, s.options.length - 1)];
  if (s.kind === 'boolean') return false;
  const min = s.min ?? 0;
  const value = min + [0, 2, 10][step];
  return s.max !== undefined ? Math.min(value, s.max) : value;
}

/**
 * A command line that runs: the required fields with example values, and console-rolled dice. Only
 * offered when the procedure accepts it (some fields depend on each other): a few tries, else none.
 */
export function procedureExample(def: ProcedureDef): string | null {
  for (const step of [0, 1, 2]) {
    const input: Record<string, number | boolean | string> = {};
    for (const f of def.fields) if (f.default === undefined) input[f.name] = exampleValue(f, step);
    if (referee(def.ruleset, def.id, input, { kind: 'seeded', seed: 1 }).ok) return `polk referee ${def.ruleset} ${def.id} --input '${JSON.stringify(input)}'`;
  }
  return null;
}

const wrap = (text: string, width: number, indent: string): string[] => {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      out.push(indent + line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(indent + line);
  return out;
};

const DICE_OPTIONS = {
  ru: `Параметры:
  --input JSON        поля процедуры, объект JSON (ниже); без --input — {}
  --dice 1,4,6,…      кубики, брошенные за столом, по порядку (пусто: --dice "" — для процедур без
                      кубиков); лишние или недостающие кубики отклоняются
  --seed N            бросает консоль с зерном N (0…4294967295): то же зерно — те же кубики.
                      Без --dice и --seed консоль бросает сама со случайным зерном и печатает его
  --campaign FILE     записать прогон в бой кампании FILE:
    --battle ID         в бой №ID (список: polk battles FILE), или
    --new-battle NAME   в новый бой NAME [--turn N] [--fortress ИМЯ — крепость карты кампании]
                      Отклонённый правилами прогон не записывается.`,
  en: `Options:
  --input JSON        the procedure's fields as a JSON object (below); without --input, {}
  --dice 1,4,6,…      the dice rolled at the table, in order (none: --dice "" for a procedure without
                      dice); too many or too few dice are refused
  --seed N            the console rolls with seed N (0…4294967295): the same seed, the same dice.
                      Without --dice and --seed the console rolls with a random seed and prints it
  --campaign FILE     record the run in a battle of campaign FILE:
    --battle ID         in battle ID (the list: polk battles FILE), or
    --new-battle NAME   in a new battle NAME [--turn N] [--fortress NAME — a fortress of the map]
                      A run the rules refuse is not recorded.`,
};

const REFEREE_EXIT = {
  ru: `Вывод: каждый кубик, каждый модификатор с причиной и пунктом правил, строка таблицы, итог и
прочтения правил — по шагам. С --json: { ok, ruleset, procedure, input, dice, result } (с --campaign
ещё battle, seq, at); dice — { kind: "typed", values } или { kind: "seeded", seed }.
Коды выхода: 0 — готово; 2 — отклонено правилами (неверное поле, мало артиллеристов, не те кубики…),
на stdout { "ok": false, "error": { "code", "message" } }; 1 — неверные аргументы (нечитаемый JSON,
неизвестный свод или процедура, нет файла кампании).`,
  en: `Output: every die, every modifier with its reason and rule section, the table row, the outcome
and the readings of the rules, step by step. With --json: { ok, ruleset, procedure, input, dice, result }
(with --campaign also battle, seq, at); dice is { kind: "typed", values } or { kind: "seeded", seed }.
Exit status: 0 done; 2 refused by the rules (a bad field, too few gunners, dice that do not fit…),
with { "ok": false, "error": { "code", "message" } } on stdout; 1 bad arguments (unparsable JSON, an
unknown rule set or procedure, no campaign file).`,
};

function procedureList(ruleset: RulesetId, lang: Lang, indent: string): string[] {
  const list = PROCEDURES[ruleset];
  const width = Math.max(...list.map((p) => p.id.length));
  return list.map((p) => `${indent}${p.id.padEnd(width)}  ${p.title[lang]} (§ ${sectionText(p.section, lang)})`);
}

/** `polk referee --help`: the command, then every rule set with its procedures. */
export function refereeOverview(lang: Lang): string {
  const ru = lang === 'ru';
  const sets = RULESET_IDS.flatMap((r) => ['', `  ${r} — ${RULESETS[r].title[lang]}`, ...procedureList(r, lang, '    ')]);
  return `polk referee — ${ru ? 'судья настольного боя: процедура правил с кубиками и ходом решения' : 'the tabletop referee: one procedure of the rules, with its dice and its working'}

${ru ? 'Использование' : 'Usage'}:
  polk referee RULESET PROCEDURE --input JSON [--dice 1,4,6,…] [--seed N] [--json]
  polk referee RULESET PROCEDURE --input JSON … --campaign FILE --battle ID|--new-battle NAME
  polk referee RULESET --help                 ${ru ? 'процедуры свода' : "the rule set's procedures"}
  polk referee RULESET PROCEDURE --help       ${ru ? 'поля ввода и кубики процедуры' : "the procedure's input fields and dice"}

${DICE_OPTIONS[lang]}

${REFEREE_EXIT[lang]}

${ru ? 'Своды правил и процедуры' : 'Rule sets and procedures'}:${sets.join('\n')}
`;
}

/** `polk referee RULESET --help`. */
export function rulesetHelp(ruleset: RulesetId, lang: Lang): string {
  const ru = lang === 'ru';
  const lines = PROCEDURES[ruleset].flatMap((p) => [`  ${p.id} — ${p.title[lang]} (§ ${sectionText(p.section, lang)})`, ...wrap(`${ru ? 'Кубики' : 'Dice'}: ${p.diceHelp[lang]}`, 96, '      ')]);
  return `polk referee ${ruleset} — ${RULESETS[ruleset].title[lang]}

${ru ? 'Процедуры' : 'Procedures'}:
${lines.join('\n')}

${ru ? 'Поля процедуры' : "A procedure's fields"}: polk referee ${ruleset} PROCEDURE --help
`;
}

/** `polk referee RULESET PROCEDURE --help`: every input field (name, type, range, default, label) and the dice. */
export function procedureHelp(def: ProcedureDef, lang: Lang): string {
  const ru = lang === 'ru';
  const width = Math.max(12, ...def.fields.map((f) => f.name.length));
  const pad = ' '.repeat(width + 4);
  const fields: string[] = [];
  for (const f of def.fields) {
    fields.push(`  ${f.name.padEnd(width)}  ${fieldTypeText(f, lang)}; ${defaultText(f, lang)}`);
    fields.push(...wrap(f.label[lang] + (f.help ? `. ${f.help[lang]}` : ''), 96 - pad.length, pad));
    if (f.spec.kind === 'enum') {
      const ow = Math.max(...f.spec.options.map((o) => o.length));
      for (const o of f.spec.options) fields.push(`${pad}  ${o.padEnd(ow)}  ${f.spec.optionLabels?.[o]?.[lang] ?? ''}`.trimEnd());
    }
  }
  const example = procedureExample(def);
  return `polk referee ${def.ruleset} ${def.id} — ${def.title[lang]}
${ru ? 'Свод' : 'Rule set'}: ${def.ruleset} — ${RULESETS[def.ruleset].title[lang]}
${ru ? 'Пункты правил' : 'Rule sections'}: § ${sectionText(def.section, lang)}

${ru ? 'Использование' : 'Usage'}:
  polk referee ${def.ruleset} ${def.id} --input JSON [--dice 1,4,6,…] [--seed N] [--json]
  polk referee ${def.ruleset} ${def.id} --input JSON … --campaign FILE --battle ID|--new-battle NAME

${ru ? 'Поля ввода (--input, объект JSON)' : 'Input fields (--input, a JSON object)'}:
${fields.join('\n')}

${ru ? 'Кубики' : 'Dice'}:
${wrap(def.diceHelp[lang], 94, '  ').join('\n')}
${example ? `\n${ru ? 'Пример' : 'Example'}:\n  ${example}\n` : ''}
${DICE_OPTIONS[lang]}

${REFEREE_EXIT[lang]}
`;
}
