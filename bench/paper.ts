/**
 * The field and the counters on paper (issue 13), as HTML: the default map tiled over A4 pages at
 * 5 mm cells, and the counters of a large three-army preset (every unit's card with its symbol, and
 * the depot cards). The PDF is Chromium's work and is timed with the summaries.
 */
import { presetScenario } from '../shared/presets';
import { countersFromUnits, renderCountersHtml } from '../shared/print/counters';
import { renderFieldHtml } from '../shared/print/field';
import { DEFAULT_MAP } from '../shared/rules/polkovodets';
import { line, percentile, sample } from './stats';

export async function run(): Promise<void> {
  const ms = (v: number) => `${v.toFixed(3)} ms`;
  const report = (label: string, times: number[], size: string) => line(`${label} (median/p95)`, `${ms(percentile(times, 50))} / ${ms(percentile(times, 95))}, ${size}`);
  let field = '';
  report('field → HTML, default map, A4, 5 mm', sample(() => (field = renderFieldHtml(DEFAULT_MAP, { lang: 'ru' }).html), 200, 20), `${Math.round(field.length / 1024)} KiB`);
  const preset = presetScenario({ armies: ['A', 'N', 'F'], goal: 'rout', size: 'large', seed: 1 });
  const set = countersFromUnits(preset.units, { A: 40, N: 40, F: 40 }, ['A', 'N', 'F'], { kind: 'preset', armies: ['A', 'N', 'F'], goal: 'rout', size: 'large' });
  let cards = '';
  report(`counters → HTML, large 3-army preset (${preset.units.length} cards)`, sample(() => (cards = renderCountersHtml(set, { lang: 'ru' }).html), 500, 50), `${Math.round(cards.length / 1024)} KiB`);
  await Promise.resolve();
}
