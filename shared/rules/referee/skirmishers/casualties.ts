/**
 * 11.6: casualties of a deployed light battalion go to its command companies first, but those never
 * drop below one company (or full base); after that the skirmish line takes them. No dice.
 */
import { bi, type ProcedureDef, type StepRecord } from '../procedure';
import { RULESET, enFigures, int, intField, refuse, ruFigures, step } from './common';
import { READINGS } from './readings';
import * as TEXT from './text';

export interface CasualtiesOutcome {
  readonly toCommand: number;
  readonly toLine: number;
  readonly commandAfter: number;
  readonly lineAfter: number;
}

export const commandCompanyCasualties: ProcedureDef<CasualtiesOutcome> = {
  ruleset: RULESET,
  id: 'command-company-casualties',
  title: bi('Потери лёгкого батальона: сначала командные роты', 'Light battalion casualties: command companies first'),
  section: '11.6',
  ruleText: TEXT.casualties,
  fields: [
    intField('commandFigures', 0, 300, bi('Фигур в командных ротах', 'Figures in the command companies')),
    intField('lineFigures', 0, 300, bi('Фигур в линии застрельщиков', 'Figures in the skirmish line')),
    intField('companyFigures', 1, 40, bi('Фигур в одной роте (полной базе)', 'Figures in one company (full base)')),
    intField('casualties', 0, 300, bi('Потери', 'Casualties')),
  ],
  diceHelp: bi('Кубики не нужны.', 'No dice.'),
  body: (v) => {
    const command = int(v, 'commandFigures');
    const line = int(v, 'lineFigures');
    const company = int(v, 'companyFigures');
    const casualties = int(v, 'casualties');
    if (casualties > command + line) {
      return refuse('casualties_exceed_strength', '11.6',
        `Потерь (${casualties}) больше, чем фигур в батальоне (${command + line}).`,
        `More casualties (${casualties}) than figures in the battalion (${command + line}).`, 'casualties');
    }
    // The command companies give figures only down to one company; then the line; then (reading) the rest.
    const floor = Math.min(command, company);
    const first = Math.min(casualties, command - floor);
    const second = Math.min(casualties - first, line);
    const third = casualties - first - second;
    const toCommand = first + third;
    const toLine = second;
    const steps: StepRecord[] = [
      step('11.6', `Командные роты: ${command}, линия: ${line}; командные роты не опускаются ниже одной роты (${company}).`,
        `Command companies: ${command}, line: ${line}; the command companies do not drop below one company (${company}).`),
      step('11.6', `На командные роты: ${first}.`, `To the command companies: ${first}.`),
      step('11.6', `На линию застрельщиков: ${second}.`, `To the skirmish line: ${second}.`),
    ];
    if (third > 0) steps.push(step('11.6', `Линия уничтожена; остаток снова на командные роты: ${third}.`, `The line is gone; the rest again to the command companies: ${third}.`));
    return {
      ok: true,
      outcome: { toCommand, toLine, commandAfter: command - toCommand, lineAfter: line - toLine },
      summary: bi(
        `Командные роты: ${command} → ${command - toCommand}; линия застрельщиков: ${line} → ${line - toLine} (${ruFigures(casualties)} потерь).`,
        `Command companies: ${command} → ${command - toCommand}; skirmish line: ${line} → ${line - toLine} (${enFigures(casualties)} lost).`,
      ),
      steps,
      tableRow: null,
      readings: third > 0 ? [READINGS.secondCopy, READINGS.casualtiesAfterLine] : [READINGS.secondCopy],
    };
  },
};
