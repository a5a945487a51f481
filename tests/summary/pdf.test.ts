/**
 * PDFs made in Debian's Chromium (/usr/bin/chromium through playwright-core): the Cyrillic text
 * survives (pdftotext), per-army output has one page per army (pdfinfo), the map is there (the page
 * rendered with pdftoppm has ink in the map's area, drawn as vectors: pdfimages lists no raster).
 * Every page is saved as a PNG under test-artifacts/summary/ for a person to look at.
 * Without Chromium these tests report themselves skipped, with the reason.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../main/cli/polk';
import { chromiumAvailable, openPdfRenderer, summariesHtml, type PdfRenderer } from '../../main/summary';
import { fontFaceCss } from '../../main/summary/fonts';
import { buildCampaignReport, buildTurnSummary, renderReportHtml, selectRange, selectTurn, type TurnSummary } from '../../shared/summary';
import { presetScenario } from '../../shared/presets';
import { gameFromScenario } from '../../shared/rules/polkovodets';
import { MutableRandom } from '../../shared/rules/random';
import { randomStep } from '../support/randomPlay';
import { Recorder, SCRIPTED_SCENARIO, scriptedCampaign } from './scripted';
import { skippable } from '../support/skips';

const when = skippable(import.meta.url);

const HAVE_CHROMIUM = chromiumAvailable();
const ART = join(process.cwd(), 'test-artifacts', 'summary');
const tmp = mkdtempSync(join(tmpdir(), 'polk-pdf-'));
const campaign = scriptedCampaign();
let renderer: PdfRenderer | null = null;

beforeAll(async () => {
  mkdirSync(ART, { recursive: true });
  if (HAVE_CHROMIUM) renderer = await openPdfRenderer();
});
afterAll(async () => {
  await renderer?.close();
  rmSync(tmp, { recursive: true, force: true });
});

function summary(turn: number, army: 'A' | 'N' | 'F' | null = null): TurnSummary {
  const sel = selectTurn(campaign.entries, turn, campaign.current.turn)!;
  return buildTurnSummary({ campaign: campaign.name, start: campaign.states[sel.fromSeq], end: campaign.states[sel.toSeq], entries: sel.entries, ledger: campaign.ledger, army, printedAt: '2025-03-14 19:05' });
}

/** Make the PDF, keep a copy and a PNG of every page in the artifacts. */
async function pdf(name: string, html: string): Promise<string> {
  const bytes = await renderer!.render(html);
  for (const old of readdirSync(ART)) if (old.startsWith(`${name}-`) && old.endsWith('.png')) rmSync(join(ART, old));
  const file = join(ART, `${name}.pdf`);
  writeFileSync(file, bytes);
  writeFileSync(join(ART, `${name}.html`), html);
  execFileSync('pdftoppm', ['-r', '110', '-png', file, join(ART, name)]);
  return file;
}

const text = (file: string, page?: number): string =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', ...(page ? ['-f', String(page), '-l', String(page)] : []), file, '-']).toString('utf8').replace(/[ \t]+/g, ' ');
const pages = (file: string): number => Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file]).toString())![1]);

/** Page `page` in grey at 40 dpi: the share of inked pixels (darker than `level`) in a band of the page's height. */
function ink(file: string, page: number, top: number, bottom: number, level: number): number {
  const out = join(tmp, `ink-${page}`);
  execFileSync('pdftoppm', ['-gray', '-r', '40', '-f', String(page), '-l', String(page), '-singlefile', file, out]);
  const buf = readFileSync(`${out}.pgm`);
  // P5 header: magic, width, height, maxval, each separated by whitespace.
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(buf.subarray(0, 40).toString('latin1'))!;
  const [w, h] = [Number(header[1]), Number(header[2])];
  const data = buf.subarray(header[0].length);
  let inked = 0;
  let all = 0;
  for (let y = Math.floor(h * top); y < Math.floor(h * bottom); y++) {
    for (let x = 0; x < w; x++) {
      all++;
      if (data[y * w + x] < level) inked++;
    }
  }
  return inked / all;
}

const FORTRESSES = ['Цитадель', 'Белый город', 'Фольварк', 'Загорье', 'Лесной замок', 'Дальний монастырь'];

describe('PDF in Debian Chromium', () => {
  it('turn 2, the full copy: Cyrillic intact — fortresses, units, numbers — and the map drawn', async (ctx) => {
    when.skipIn(ctx, { 'no-chromium': !HAVE_CHROMIUM });
    const file = await pdf('turn-2-full-ru', summariesHtml([summary(2)], 'ru'));
    const t = text(file);
    for (const f of FORTRESSES) expect(t).toContain(f);
    for (const s of ['Кампания «Кампания у Фольварка»', 'Ход 2 из 80', 'осталось ходов: 78', 'мушкетёры A3', 'казаки A5', 'орудие N3', 'генерал A-G1', 'трофеи +10; остаток 26', 'Склады (Франция): +2,5 → 15 (поправка ведущего', 'найдена карточка склада', 'Утонули', 'ВЗЯТА', 'Сейчас впереди: Россия']) {
      expect(t).toContain(s);
    }
    expect(t).not.toMatch(/\uFFFD/);
    // The map: ink in its band of page 1 (below the header, above the tables), drawn as vectors.
    expect(ink(file, 1, 0.13, 0.4, 235)).toBeGreaterThan(0.08);
    expect(ink(file, 1, 0.13, 0.4, 110)).toBeGreaterThan(0.004);
    expect(execFileSync('pdfimages', ['-list', file]).toString().trim().split('\n').length).toBe(2); // header lines only: no raster images
  });

  it('per army: one page for each of the three armies (and two for two)', async (ctx) => {
    when.skipIn(ctx, { 'no-chromium': !HAVE_CHROMIUM });
    const file = await pdf('turn-1-armies-ru', summariesHtml((['A', 'N', 'F'] as const).map((a) => summary(1, a)), 'ru'));
    expect(pages(file)).toBe(3);
    expect(text(file, 1)).toContain('Россия · Кампания «Кампания у Фольварка»');
    expect(text(file, 2)).toContain('Франция · Кампания «Кампания у Фольварка»');
    expect(text(file, 3)).toContain('Австрия · Кампания «Кампания у Фольварка»');
    for (let p = 1; p <= 3; p++) {
      const t = text(file, p);
      for (const f of FORTRESSES) expect(t).toContain(f);
      expect(t).toContain('кирасиры A6');
      expect(t).toContain('Ход 1 из 80');
      expect(ink(file, p, 0.1, 0.4, 235)).toBeGreaterThan(0.08);
    }
    expect(text(file, 1)).toMatch(/На начало: 20 → На конец: 16/);
    expect(text(file, 2)).toMatch(/На начало: 12,5 → На конец: 12,5/);
    const two = await pdf('turn-2-armies-A-N-ru', summariesHtml([summary(2, 'A'), summary(2, 'N')], 'ru'));
    expect(pages(two)).toBe(2);
  });

  it('a busy turn of a large three-army game (18 orders) still gives one page per army', async (ctx) => {
    when.skipIn(ctx, { 'no-chromium': !HAVE_CHROMIUM });
    const g = gameFromScenario(presetScenario({ armies: ['A', 'N', 'F'], goal: 'rout', size: 'large', seed: 2 }));
    if (!g.ok) throw new Error(g.error.code);
    const rec = new Recorder(g.value, []);
    const rng = new MutableRandom(2);
    while (rec.state.turn <= 4) {
      const step = randomStep(rec.state, rng, 0.02)!;
      rec.record(step.kind === 'end' ? 'end_move' : step.kind, step.order ?? null, step.events, step.after);
    }
    const c = rec.done('Большая игра');
    const sel = selectTurn(c.entries, 4, c.current.turn)!;
    const base = { campaign: c.name, start: c.states[sel.fromSeq], end: c.states[sel.toSeq], entries: sel.entries, ledger: c.ledger, printedAt: '2025-03-14 19:05' };
    expect(buildTurnSummary(base).orders.length).toBeGreaterThanOrEqual(15);
    const file = await pdf('large-turn-4-armies-ru', summariesHtml(c.current.armies.map((a) => buildTurnSummary({ ...base, army: a })), 'ru'));
    expect(pages(file)).toBe(3);
    // Every army's own orders are listed in full on its sheet.
    for (const [i, army] of c.current.armies.entries()) {
      const t = text(file, i + 1);
      for (const o of buildTurnSummary(base).orders.filter((x) => x.army === army)) expect(t).toContain(o.unit.id);
    }
    const full = await pdf('large-turn-4-full-ru', summariesHtml([buildTurnSummary(base)], 'ru'));
    const all = text(full);
    for (const o of buildTurnSummary(base).orders) expect(all).toContain(`${o.unit.id}`);
  });

  it('an army sheet in English', async (ctx) => {
    when.skipIn(ctx, { 'no-chromium': !HAVE_CHROMIUM });
    const file = await pdf('turn-2-army-A-en', summariesHtml([summary(2, 'A')], 'en'));
    expect(pages(file)).toBe(1);
    const t = text(file);
    for (const s of ['Turn 2 of 80', 'turns left: 78', 'Russia captured Folwark from France', 'Drowned: musketeers A3', 'Can raise']) expect(t).toContain(s);
  });

  it('since the last session and the campaign report', async (ctx) => {
    when.skipIn(ctx, { 'no-chromium': !HAVE_CHROMIUM });
    const sel = selectRange(campaign.entries, 3, campaign.entries.length - 1);
    const since = buildTurnSummary({ campaign: campaign.name, start: campaign.states[3], end: campaign.current, entries: sel.entries, ledger: campaign.ledger, since: { lastClosed: '2025-03-10T21:40:00.000Z', fromSeq: 3, toSeq: sel.toSeq }, printedAt: '2025-03-14 19:05' });
    const s = await pdf('since-last-session-ru', summariesHtml([since], 'ru'));
    expect(text(s)).toContain('СВОДКА С ПРОШЛОЙ ВСТРЕЧИ');
    expect(text(s)).toContain('Ходы 1–2 из 80');
    const report = buildCampaignReport({ campaign: campaign.name, start: campaign.states[0], current: campaign.current, entries: campaign.entries, printedAt: '2025-03-14 19:05' });
    const r = await pdf('report-ru', renderReportHtml(report, 'ru', { fontCss: fontFaceCss() }));
    const t = text(r);
    for (const w of ['Склады по ходам', 'Сила по ходам', 'Потери по ходам', 'Владение крепостями по ходам', 'ВЗЯТИЯ КРЕПОСТЕЙ', 'Фольварк']) expect(t).toContain(w);
    expect(ink(r, 1, 0.2, 0.9, 200)).toBeGreaterThan(0.01);
  });

  it('`polk summary --format pdf` writes the PDF', async (ctx) => {
    when.skipIn(ctx, { 'no-chromium': !HAVE_CHROMIUM });
    const file = join(tmp, 'c.polk');
    const scenario = join(tmp, 's.json');
    writeFileSync(scenario, JSON.stringify(SCRIPTED_SCENARIO));
    const io = { out: () => undefined, err: () => undefined };
    expect(await run(['new', file, '--scenario', scenario, '--name', 'Проба'], io)).toBe(0);
    expect(await run(['order', file, '--commander', 'A-G1', '--unit', 'A2', '--to', '44,9'], io)).toBe(0);
    expect(await run(['end-move', file], io)).toBe(0);
    const out = join(ART, 'cli-turn-1-army-A.pdf');
    expect(await run(['summary', file, '--turn', '1', '--army', 'A', '--format', 'pdf', '--out', out], io)).toBe(0);
    expect(readFileSync(out).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pages(out)).toBe(1);
    expect(text(out)).toContain('Россия удерживает «Фольварк»: 1/2');
  });
});
