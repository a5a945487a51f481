/**
 * The battle record printed (issue 7, part 2): as plain text for the terminal, as Markdown for notes,
 * and as one A4 HTML document in the frame of the turn summaries (`htmlDocument`), readable in black
 * and white. Pure: no I/O, no clock; fonts come from the caller. The record's types are the
 * referee's (shared/rules/referee/record.ts).
 */
import { findProcedure, refereeText, RULESETS, sectionText, validateInput, type Bilingual, type DiceSource, type InputField, type ProcedureDef } from '../rules/referee';
import { withCurrentWords } from '../rules/referee/judgement';
import type { BattleRecord, BattleRun, RecordLang, RunLike } from '../rules/referee/record';
import { esc, mdEsc } from './escape';
import { htmlDocument } from './page';
import { BATTLE_WORDS as WORDS } from '../vocab/battle';
import { fortressName, type FortressNames } from '../vocab/names';

// ---------------------------------------------------------------------------------------------
// Words: the catalog's (shared/vocab/battle.ts)

export const refereeWords = (lang: RecordLang) => WORDS[lang];

const num = (n: number, lang: RecordLang): string => (lang === 'ru' ? String(n).replace('.', ',') : String(n));

/** A modifier's value with its sign (a true minus sign). */
export const signedValue = (n: number, lang: RecordLang): string => (n > 0 ? `+${num(n, lang)}` : n < 0 ? `−${num(-n, lang)}` : num(0, lang));

/** An ISO time as `2025-01-31 10:20 UTC` (the record carries no time zone of its own). */
export const shortTime = (iso: string): string => (/^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(iso) ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : iso);

/** The procedure's title, or its id when this console no longer knows it. */
export function procedureTitle(ruleset: string, procedure: string, lang: RecordLang): string {
  return findProcedure(ruleset, procedure)?.title[lang] ?? procedure;
}

/** Where the dice came from, in words. */
export function diceText(dice: DiceSource, rolled: number, lang: RecordLang): string {
  const w = WORDS[lang];
  if (dice.kind === 'seeded') return rolled === 0 ? w.noDice : w.seeded(dice.seed);
  return dice.values.length ? `${w.typed}: ${dice.values.join(', ')}` : w.noDice;
}

/** A field's value in words: an option's label, yes/no, a number with the language's decimal mark. */
export function fieldValueText(field: InputField, value: unknown, lang: RecordLang): string {
  const s = field.spec;
  if (typeof value === 'boolean') return value ? WORDS[lang].yes : WORDS[lang].no;
  if (typeof value === 'number') return num(value, lang);
  if (s.kind === 'enum' && typeof value === 'string') {
    return s.optionLabels?.[value]?.[lang] ?? value;
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export interface InputLine {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  /** The field was not given: its default was used. */
  readonly defaulted: boolean;
}

/**
 * The run's inputs, one line per field of the procedure with the defaults filled in; the given
 * values as they are when this console no longer knows the procedure or its fields.
 */
export function inputLines(run: Pick<RunLike, 'ruleset' | 'procedure' | 'input'>, lang: RecordLang): InputLine[] {
  const def: ProcedureDef | undefined = findProcedure(run.ruleset, run.procedure);
  const given = typeof run.input === 'object' && run.input !== null && !Array.isArray(run.input) ? (run.input as Record<string, unknown>) : {};
  const parsed = def ? validateInput(def.fields, given) : null;
  if (!def || !parsed || !parsed.ok) return Object.entries(given).map(([name, v]) => ({ name, label: name, value: typeof v === 'string' ? v : JSON.stringify(v), defaulted: false }));
  return def.fields.map((f) => ({ name: f.name, label: f.label[lang], value: fieldValueText(f, parsed.values[f.name], lang), defaulted: !(f.name in given) }));
}

const sectionMark = (section: string | undefined, lang: RecordLang): string => (section ? ` [${sectionText(section, lang)}]` : '');

/** A result's words in the language, the club's paragraph marks in Latin letters in English. */
const say = (text: Bilingual, lang: RecordLang): string => refereeText(text, lang);


/** Where the printed record gets the fortresses' English names: the campaign's map. */
export interface BattleTextOptions {
  readonly fortressNames?: FortressNames;
}

// ---------------------------------------------------------------------------------------------
// Plain text (the terminal)

/** One run with its working, step by step, for the terminal. */
export function runText(stored: RunLike, lang: RecordLang): string {
  const run = withCurrentWords(stored);
  const w = WORDS[lang];
  const r = run.result;
  const out: string[] = [];
  const head = `${run.seq !== undefined ? `${run.seq}. ` : ''}${procedureTitle(run.ruleset, run.procedure, lang)} (§ ${sectionText(r.section, lang)})`;
  out.push(head + (run.at ? ` — ${shortTime(run.at)}` : ''));
  const lines = inputLines(run, lang);
  out.push(`${w.input}:`);
  for (const l of lines.filter((x) => !x.defaulted)) out.push(`  ${l.label}: ${l.value}`);
  const defaulted = lines.filter((x) => x.defaulted);
  if (defaulted.length) out.push(`  ${w.defaults}: ${defaulted.map((l) => `${l.label}: ${l.value}`).join('; ')}`);
  out.push(`${w.dice}: ${diceText(run.dice, r.dice.length, lang)}`);
  const dw = String(r.dice.length).length;
  r.dice.forEach((d, i) => out.push(`  ${String(i + 1).padStart(dw)}. d${d.sides} = ${d.value} — ${say(d.purpose, lang)}`));
  out.push(`${w.modifiers}:${r.modifiers.length ? '' : ` ${w.noModifiers}`}`);
  for (const m of r.modifiers) out.push(`  ${signedValue(m.value, lang)} — ${say(m.reason, lang)}${sectionMark(m.section, lang)}`);
  out.push(`${w.working}:`);
  const width = String(r.steps.length).length;
  r.steps.forEach((s, i) => out.push(`  ${String(i + 1).padStart(width)}.${sectionMark(s.section, lang)} ${say(s.text, lang)}`));
  if (r.tableRow) out.push(`${w.tableRow}: ${say(r.tableRow, lang)}`);
  out.push(`${w.outcome}: ${say(r.summary, lang)}`);
  if (r.readings.length) {
    out.push(`${w.readings}:`);
    for (const reading of r.readings) out.push(`  • ${say(reading, lang)}`);
  }
  return out.join('\n') + '\n';
}

// ---------------------------------------------------------------------------------------------
// The battle's heading and the readings gathered once for the whole record

/** The record's runs in today's words, where today's console judges them the same (judgement.ts). */
const inTodaysWords = (b: BattleRecord): BattleRecord => ({ ...b, runs: b.runs.map((r) => withCurrentWords(r)) });

function battleMeta(b: BattleRecord, lang: RecordLang, o: BattleTextOptions): string[] {
  const w = WORDS[lang];
  return [
    `${w.campaign} «${b.campaign}»`,
    ...(b.turn !== null ? [`${w.turn} ${b.turn}`] : []),
    ...(b.fortress !== null ? [`${w.fortress} «${fortressName(b.fortress, lang, o.fortressNames)}»`] : []),
    `${w.opened} ${shortTime(b.createdAt)}`,
    `${w.runs}: ${b.runs.length}`,
  ];
}

/** Every reading used in the battle once, with the runs that relied on it (they repeat otherwise). */
function gatherReadings(b: BattleRecord): { reading: Bilingual; runs: number[] }[] {
  const byText = new Map<string, { reading: Bilingual; runs: number[] }>();
  for (const run of b.runs) {
    for (const reading of run.result.readings) {
      const key = reading.ru + '\u0000' + reading.en;
      const entry = byText.get(key) ?? { reading, runs: [] };
      if (!entry.runs.includes(run.seq)) entry.runs.push(run.seq);
      byText.set(key, entry);
    }
  }
  return [...byText.values()];
}

// ---------------------------------------------------------------------------------------------
// Markdown

const mdRow = (cells: string[]): string => `| ${cells.map((c) => mdEsc(c)).join(' | ')} |`;

export function renderBattleMarkdown(stored: BattleRecord, lang: RecordLang, options: BattleTextOptions = {}): string {
  const b = inTodaysWords(stored);
  const w = WORDS[lang];
  const out: string[] = [`# ${mdEsc(`${w.battle} «${b.name}»`)}`, '', mdEsc(battleMeta(b, lang, options).join(' · ')), ''];
  if (!b.runs.length) out.push(mdEsc(w.noRuns), '');
  for (const run of b.runs) {
    const r = run.result;
    out.push(`## ${mdEsc(`${run.seq}. ${procedureTitle(run.ruleset, run.procedure, lang)}`)}`, '');
    out.push(`*${mdEsc(`§ ${sectionText(r.section, lang)} · ${shortTime(run.at)}`)}*`, '');
    out.push(`**${mdEsc(w.outcome)}:** ${mdEsc(say(r.summary, lang))}`, '');
    out.push(`**${mdEsc(w.dice)}:** ${mdEsc(diceText(run.dice, r.dice.length, lang))}`, '');
    const lines = inputLines(run, lang);
    const given = lines.filter((l) => !l.defaulted);
    const defaulted = lines.filter((l) => l.defaulted);
    if (given.length) {
      out.push(mdRow([w.field, w.value]), '|---|---|');
      for (const l of given) out.push(mdRow([l.label, l.value]));
      out.push('');
    }
    if (defaulted.length) out.push(`*${mdEsc(w.defaultsLong)}:* ${mdEsc(defaulted.map((l) => `${l.label}: ${l.value}`).join('; '))}`, '');
    if (r.dice.length) {
      out.push(mdRow(['№', w.die, w.purpose]), '|---:|---:|---|');
      r.dice.forEach((d, i) => out.push(mdRow([String(i + 1), `d${d.sides}: ${d.value}`, say(d.purpose, lang)])));
      out.push('');
    }
    out.push(`**${mdEsc(w.modifiers)}:**${r.modifiers.length ? '' : ` ${mdEsc(w.noModifiers)}`}`, '');
    for (const m of r.modifiers) out.push(`- **${mdEsc(signedValue(m.value, lang))}** — ${mdEsc(say(m.reason, lang))}${mdEsc(sectionMark(m.section, lang))}`);
    if (r.modifiers.length) out.push('');
    if (r.tableRow) out.push(`**${mdEsc(w.tableRow)}:** ${mdEsc(say(r.tableRow, lang))}`, '');
    out.push(`**${mdEsc(w.working)}:**`, '');
    r.steps.forEach((s, i) => out.push(`${i + 1}. ${s.section ? `\\[${mdEsc(sectionText(s.section, lang))}\\] ` : ''}${mdEsc(say(s.text, lang))}`));
    out.push('');
  }
  const readings = gatherReadings(b);
  if (readings.length) {
    out.push(`## ${mdEsc(w.readings)}`, '', `*${mdEsc(w.readingsNote)}*`, '');
    for (const { reading, runs } of readings) out.push(`- ${mdEsc(say(reading, lang))} *(${mdEsc(w.inRuns(runs))})*`);
    out.push('');
  }
  return out.join('\n');
}

// ---------------------------------------------------------------------------------------------
// HTML (A4, black and white)

const RECORD_CSS = `
.run { margin-top: 3mm; }
.run h2 { display: flex; justify-content: space-between; gap: 3mm; align-items: baseline; }
.run h2 .id { font-size: 7.6pt; font-weight: 400; text-transform: none; letter-spacing: 0; white-space: nowrap; }
.outcome { border: 1.2pt solid #000; padding: 1mm 1.6mm; margin: 1mm 0 1.4mm; font-size: 10pt; font-weight: 700; break-inside: avoid; }
.runcols { display: grid; grid-template-columns: 1fr 1fr; gap: 0 5mm; }
.runcols > div { min-width: 0; }
.die { display: inline-block; min-width: 5mm; border: .9pt solid #000; border-radius: .8mm; text-align: center; font-weight: 700; padding: 0 .6mm; }
td.sec, span.sec { white-space: nowrap; font-size: 7.6pt; }
span.sec { display: inline-block; min-width: 12mm; color: #333; }
ol.steps { margin: .4mm 0 1mm; padding-left: 6mm; }
ol.steps li { margin: .25mm 0; break-inside: avoid; }
.defaults { margin: .8mm 0; color: #333; }
ul.readings li { margin: .4mm 0; }
p.dicesrc { margin: .6mm 0; }
`;

function runHtml(run: BattleRun, lang: RecordLang): string {
  const w = WORDS[lang];
  const r = run.result;
  const lines = inputLines(run, lang);
  const given = lines.filter((l) => !l.defaulted);
  const defaulted = lines.filter((l) => l.defaulted);
  // The fields left at their defaults go in one small paragraph: the table shows what was typed.
  const inputs =
    (given.length ? `<table><tbody>${given.map((l) => `<tr><td>${esc(l.label)}</td><td>${esc(l.value)}</td></tr>`).join('')}</tbody></table>` : '') +
    (defaulted.length ? `<p class="defaults tiny"><i>${esc(w.defaultsLong)}:</i> ${defaulted.map((l) => `${esc(l.label)}: <b>${esc(l.value)}</b>`).join('; ')}</p>` : '');
  const dice = r.dice.length
    ? `<table><thead><tr><th class="num">#</th><th class="num">${esc(w.die)}</th><th>${esc(w.purpose)}</th></tr></thead><tbody>${r.dice
        .map((d, i) => `<tr><td class="num">${i + 1}</td><td class="num">d${d.sides} <span class="die">${d.value}</span></td><td>${esc(say(d.purpose, lang))}</td></tr>`)
        .join('')}</tbody></table>`
    : '';
  const modifiers = r.modifiers.length
    ? `<table><thead><tr><th class="num">±</th><th>${esc(w.reason)}</th><th>${esc(w.section)}</th></tr></thead><tbody>${r.modifiers
        .map((m) => `<tr><td class="num"><b>${esc(signedValue(m.value, lang))}</b></td><td>${esc(say(m.reason, lang))}</td><td class="sec">${esc(m.section ? sectionText(m.section, lang) : '')}</td></tr>`)
        .join('')}</tbody></table>`
    : `<p class="muted">${esc(w.noModifiers)}</p>`;
  const steps = r.steps.map((s) => `<li>${s.section ? `<span class="sec">[${esc(sectionText(s.section, lang))}]</span> ` : ''}${esc(say(s.text, lang))}</li>`).join('');
  return `<section class="run">
<h2><span>${run.seq}. ${esc(procedureTitle(run.ruleset, run.procedure, lang))}</span><span class="id">${esc(`§ ${sectionText(r.section, lang)} · ${shortTime(run.at)}`)}</span></h2>
<div class="outcome">${esc(w.outcome)}: ${esc(say(r.summary, lang))}</div>
<div class="runcols">
<div><h3>${esc(w.input)}</h3>${inputs}</div>
<div><h3>${esc(w.dice)}</h3><p class="dicesrc">${esc(diceText(run.dice, r.dice.length, lang))}</p>${dice}
<h3>${esc(w.modifiers)}</h3>${modifiers}
${r.tableRow ? `<h3>${esc(w.tableRow)}</h3><p>${esc(say(r.tableRow, lang))}</p>` : ''}</div>
</div>
<h3>${esc(w.working)}</h3>
<ol class="steps">${steps}</ol>
</section>`;
}

export interface BattleHtmlOptions extends BattleTextOptions {
  /** @font-face rules for 'PT Sans' (data: URLs), as for the turn summaries; generic fallbacks without. */
  readonly fontCss?: string;
}

/** The battle record as one self-contained A4 HTML document, in the turn summaries' frame. */
export function renderBattleHtml(stored: BattleRecord, lang: RecordLang, options: BattleHtmlOptions = {}): string {
  const b = inTodaysWords(stored);
  const w = WORDS[lang];
  const readings = gatherReadings(b);
  const meta = battleMeta(b, lang, options);
  const rulesets = [...new Set(b.runs.map((r) => r.ruleset))].map((id) => RULESETS[id]?.title[lang] ?? id);
  const body = `<div class="page">
<div class="head"><div><div class="brand">${esc(w.brand)}</div><h1>${esc(`${w.battle} «${b.name}»`)}</h1><div class="small">${esc(meta[0])}</div></div>
<div class="turnbox">${b.turn !== null ? `<div class="big">${esc(`${w.turn} ${b.turn}`)}</div>` : ''}<div class="small">${esc(meta.slice(b.turn !== null ? 2 : 1).join(' · '))}</div></div></div>
${rulesets.length ? `<p class="meta"><b>${esc(w.ruleset)}:</b> ${esc(rulesets.join('; '))}</p>` : ''}
${b.runs.length ? b.runs.map((run) => runHtml(run, lang)).join('\n') : `<p>${esc(w.noRuns)}</p>`}
${
  readings.length
    ? `<section class="run"><h2>${esc(w.readings)}</h2><p class="muted small">${esc(w.readingsNote)}</p><ul class="plain readings">${readings
        .map(({ reading, runs }) => `<li>${esc(say(reading, lang))} <span class="muted">(${esc(w.inRuns(runs))})</span></li>`)
        .join('')}</ul></section>`
    : ''
}
<div class="foot"><span>${esc(`${w.battle} «${b.name}» · ${meta[0]}`)}</span><span>${esc(w.printed)}</span></div>
</div>`;
  // The page footer is a CSS string inside <style>: no typed text goes there (a name could close the element).
  return htmlDocument({ lang, title: `${w.battle} «${b.name}»`, fontCss: options.fontCss, css: RECORD_CSS, body, footer: `${w.brand} · ${w.battle} №${b.id}` });
}
