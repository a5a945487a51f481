/**
 * What the referee says, in both languages, over every procedure: the titles, fields, options and
 * dice help, and the words of thousands of runs and refusals with inputs drawn at random (fixed
 * seed). Nothing shows the workshop — no «сид», «семя», "seed" for the rules' text, no file names —
 * and in English, as the views show it (refereeText, sectionText), no Cyrillic at all.
 */
import { describe, expect, it } from 'vitest';
import { PROCEDURES, refereeText, RULESET_IDS, RULESETS, runProcedure, sectionText, type Bilingual, type InputField } from '../../shared/rules/referee';
import { MutableRandom } from '../../shared/rules/random';
import { procedureHelp, refereeOverview, rulesetHelp } from '../../main/cli/refereeHelp';

const CYRILLIC = /[\u0400-\u04FF]/;
/** The rules' text called by the name of the file it came from, or a "seed" (the generator's seed is another matter: it is never a rule). */
const WORKSHOP = /сид|семя|семени|\bseeds?\b(?! \d)|\.txt|\b00[0-4]_|shared\/seeds/i;

interface Said {
  readonly where: string;
  readonly text: Bilingual;
}

function randomValue(f: InputField, rng: MutableRandom): number | boolean | string {
  const s = f.spec;
  if (s.kind === 'enum') return s.options[rng.int(s.options.length)];
  if (s.kind === 'boolean') return rng.int(3) === 0;
  const min = s.min ?? 0;
  const max = Math.min(s.max ?? min + 100, min + 60);
  const v = min + (rng.int(1000) / 1000) * (max - min);
  return s.kind === 'int' ? Math.round(v) : Math.round(v * 2) / 2;
}

/** Everything the procedures say, statically and in runs. */
function everythingSaid(runsPerProcedure: number): { said: Said[]; sections: Set<string>; runs: number; refusals: number } {
  const said: Said[] = [];
  const sections = new Set<string>();
  const rng = new MutableRandom(20251201);
  let runs = 0;
  let refusals = 0;
  for (const r of RULESET_IDS) {
    said.push({ where: `${r} title`, text: RULESETS[r].title }, { where: `${r} mark`, text: RULESETS[r].mark });
    for (const p of PROCEDURES[r]) {
      const w = `${r}/${p.id}`;
      said.push({ where: `${w} title`, text: p.title }, { where: `${w} dice`, text: p.diceHelp });
      sections.add(p.section);
      for (const f of p.fields) {
        said.push({ where: `${w} ${f.name}`, text: f.label });
        if (f.help) said.push({ where: `${w} ${f.name} help`, text: f.help });
        if (f.spec.kind === 'enum') for (const o of f.spec.options) said.push({ where: `${w} ${f.name}=${o}`, text: f.spec.optionLabels?.[o] ?? { ru: o, en: o } });
      }
      for (let i = 0; i < runsPerProcedure; i++) {
        const input: Record<string, unknown> = {};
        for (const f of p.fields) if (f.default === undefined || rng.int(2) === 0) input[f.name] = randomValue(f, rng);
        const o = runProcedure(p, input, { kind: 'seeded', seed: i });
        if (!o.ok) {
          refusals++;
          said.push({ where: `${w} refusal ${o.error.code}`, text: o.error.message });
          if (o.error.section) sections.add(o.error.section);
          continue;
        }
        runs++;
        const res = o.result;
        said.push({ where: `${w} outcome`, text: res.summary });
        if (res.tableRow) said.push({ where: `${w} table row`, text: res.tableRow });
        for (const d of res.dice) said.push({ where: `${w} die`, text: d.purpose });
        for (const m of res.modifiers) {
          said.push({ where: `${w} modifier`, text: m.reason });
          if (m.section) sections.add(m.section);
        }
        for (const s of res.steps) {
          said.push({ where: `${w} step`, text: s.text });
          if (s.section) sections.add(s.section);
        }
        for (const x of res.readings) said.push({ where: `${w} reading`, text: x });
      }
    }
  }
  return { said, sections, runs, refusals };
}

describe('the referee speaks of rules, not of its workshop, and English without Cyrillic', () => {
  const { said, sections, runs, refusals } = everythingSaid(400);

  it('covers a good share of runs and refusals', () => {
    expect(runs).toBeGreaterThan(2000);
    expect(refusals).toBeGreaterThan(1000);
    expect(sections.size).toBeGreaterThan(40);
  });

  it('never names the seeds or their files, in either language', () => {
    const offenders = said.filter((s) => WORKSHOP.test(s.text.ru) || WORKSHOP.test(s.text.en)).map((s) => `${s.where}: ${s.text.ru} | ${s.text.en}`);
    expect([...new Set(offenders)]).toEqual([]);
  });

  it('says everything in English without a Cyrillic letter, section marks included', () => {
    const offenders = said.filter((s) => CYRILLIC.test(refereeText(s.text, 'en'))).map((s) => `${s.where}: ${refereeText(s.text, 'en')}`);
    expect([...new Set(offenders)]).toEqual([]);
    const marks = [...sections].map((s) => sectionText(s, 'en')).filter((s) => CYRILLIC.test(s));
    expect(marks).toEqual([]);
  });

  it('shows section marks without the rule set\'s file number', () => {
    expect(sectionText('002 §Рукопашная схватка', 'ru')).toBe('Рукопашная схватка');
    expect(sectionText('002 §Артиллерийский огонь/2/Огневые факторы артиллерии', 'en')).toBe('Artillery fire/2/Artillery fire factors');
    expect(sectionText('003 §STŘELBA/1 HOD', 'en')).toBe('STŘELBA/1 HOD');
    expect(sectionText('1-2б, 1-3а', 'ru')).toBe('1-2б, 1-3а');
    expect(sectionText('1-2б, 1-3а', 'en')).toBe('1-2b, 1-3a');
    expect(sectionText('вступление', 'en')).toBe('introduction');
    expect([...sections].filter((s) => /\d{3}\s*§/.test(sectionText(s, 'ru')))).toEqual([]);
    expect(refereeText({ ru: 'по 1-3а', en: 'as 1-3а says; 3-4г' }, 'en')).toBe('as 1-3a says; 3-4g');
  });

  it("polk referee's help names no seed file, and in English holds no Cyrillic", () => {
    const helps = [refereeOverview('ru'), refereeOverview('en'), ...RULESET_IDS.flatMap((r) => [rulesetHelp(r, 'ru'), rulesetHelp(r, 'en')]), ...RULESET_IDS.flatMap((r) => PROCEDURES[r].flatMap((p) => [procedureHelp(p, 'ru'), procedureHelp(p, 'en')]))];
    expect(helps.filter((h) => /\.txt|shared\/seeds|сид/.test(h))).toEqual([]);
    const english = [refereeOverview('en'), ...RULESET_IDS.map((r) => rulesetHelp(r, 'en')), ...RULESET_IDS.flatMap((r) => PROCEDURES[r].map((p) => procedureHelp(p, 'en')))];
    expect(english.flatMap((h) => h.split('\n').filter((l) => CYRILLIC.test(l)))).toEqual([]);
  });
});
