/**
 * Turn-summary figures (issue 6): a whole large three-army game played at random to the end through
 * the campaign service (a real campaign file), then the summary of its last turn (turn 80) rendered
 * from the file — HTML and PDF (Debian Chromium) separately — and the campaign report.
 * Target: under 2 s for the summary of turn 80.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { CampaignService, type Campaign } from '../main/campaign/service';
import { chromiumAvailable, chromiumPath, openPdfRenderer, renderReport, renderSummary, turnSummaries } from '../main/summary';
import { MutableRandom } from '../shared/rules/random';
import { randomStep } from '../tests/support/randomPlay';
import { line, percentile } from './stats';

async function time<T>(fn: () => Promise<T> | T, runs: number): Promise<{ median: number; p95: number; last: T }> {
  const out: number[] = [];
  let last!: T;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    last = await fn();
    out.push(performance.now() - t);
  }
  out.sort((a, b) => a - b);
  return { median: percentile(out, 50), p95: percentile(out, 95), last };
}

/** Play the whole game through the service, with the random player of the engine's tests. */
function playToTheEnd(c: Campaign, seed: number): number {
  const rng = new MutableRandom(seed);
  let actions = 0;
  for (;;) {
    const step = randomStep(c.state(), rng, 0.08);
    if (!step) break;
    const appointed = step.events.find((e) => e.type === 'marshal_appointed');
    const r = step.kind === 'order' ? c.submitOrder(step.order!) : step.kind === 'end' ? c.endMove() : c.appointMarshal(appointed?.type === 'marshal_appointed' ? appointed.at : [0, 0]);
    if (!r.ok) throw new Error(`bench: ${r.error.code}`);
    actions++;
  }
  return actions;
}

export async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'polk-bench-summary-'));
  try {
    const service = new CampaignService({ appVersion: 'bench', mode: 'bench', backups: false });
    const file = join(dir, 'large.polk');
    const created = service.create(file, { name: 'Большая игра', preset: { armies: ['A', 'N', 'F'], goal: 'rout', size: 'large', seed: 80 } });
    if (!created.ok) throw new Error(created.error.code);
    const t = performance.now();
    const actions = playToTheEnd(created.value, 80);
    const state = created.value.state();
    created.value.close();
    line('whole large 3-army game through the service', `${actions} log entries, ended in turn ${state.turn} (${state.status}, winner ${state.winner}), ${((performance.now() - t) / 1000).toFixed(1)} s`);

    const opened = service.open(file);
    if (!opened.ok) throw new Error(opened.error.code);
    const c = opened.value;
    const turn = c.state().turn;
    try {
      const model = await time(() => turnSummaries(c, { turn }), 10);
      line(`turn ${turn} summary model (log, states, build)`, `${model.median.toFixed(1)} ms (p95 ${model.p95.toFixed(1)} ms), ${model.last[0].orders.length} orders, ${model.last[0].events.length} events`);
      const html = await time(() => renderSummary(c, { turn, format: 'html', lang: 'ru' }), 10);
      line(`turn ${turn} summary → HTML, all armies`, `${html.median.toFixed(1)} ms (p95 ${html.p95.toFixed(1)} ms), ${(String(html.last.body).length / 1024).toFixed(0)} KiB`, '< 2 s', html.median < 2000);
      const sheets = await time(() => renderSummary(c, { turn, army: 'each', format: 'html', lang: 'ru' }), 10);
      line(`turn ${turn} summary → HTML, one sheet per army`, `${sheets.median.toFixed(1)} ms`, '< 2 s', sheets.median < 2000);
      const md = await time(() => renderSummary(c, { turn, format: 'md', lang: 'ru' }), 10);
      line(`turn ${turn} summary → Markdown`, `${md.median.toFixed(1)} ms`);
      const report = await time(() => renderReport(c, { format: 'html', lang: 'ru' }), 5);
      line(`campaign report (${turn} turns) → HTML`, `${report.median.toFixed(1)} ms`);

      if (!chromiumAvailable()) {
        line('PDF', `not measured: no Chromium at ${chromiumPath()}`);
        return;
      }
      const cold = await time(() => renderSummary(c, { turn, format: 'pdf', lang: 'ru' }), 3);
      line(`turn ${turn} summary → PDF (starts Chromium, as polk does)`, `${cold.median.toFixed(0)} ms (p95 ${cold.p95.toFixed(0)} ms), ${((cold.last.body as Uint8Array).length / 1024).toFixed(0)} KiB`, '< 2 s', cold.median < 2000);
      const renderer = await openPdfRenderer();
      try {
        const warm = await time(() => renderSummary(c, { turn, format: 'pdf', lang: 'ru', pdf: { renderer } }), 5);
        line(`turn ${turn} summary → PDF (Chromium already running)`, `${warm.median.toFixed(0)} ms (p95 ${warm.p95.toFixed(0)} ms)`, '< 2 s', warm.median < 2000);
        const each = await time(() => renderSummary(c, { turn, army: 'each', format: 'pdf', lang: 'ru', pdf: { renderer } }), 3);
        line(`turn ${turn} sheets → PDF, one page per army (warm)`, `${each.median.toFixed(0)} ms`, '< 2 s', each.median < 2000);
      } finally {
        await renderer.close();
      }
    } finally {
      c.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
