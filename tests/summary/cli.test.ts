/**
 * `polk summary` through the real campaign service and the command line (in-process): the scripted
 * campaign is played with `polk new` and `polk order`/`end-move` (the correction through the
 * service), and its summaries are the same model the engine-built campaign gives — one implementation.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../main/cli/polk';
import { CampaignService } from '../../main/campaign/service';
import { renderSinceLastSession, renderReport, summaryFileName, summaryHtml, summaryRender, turnSummaries } from '../../main/summary';
import { buildTurnSummary, renderMarkdown, selectTurn, toJson } from '../../shared/summary';
import { SCRIPTED_SCENARIO, scriptedCampaign } from './scripted';

const dir = mkdtempSync(join(tmpdir(), 'polk-summary-'));
const file = join(dir, 'folwark.polk');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function polk(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await run(argv, { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

async function ok(...argv: string[]): Promise<string> {
  const r = await polk(...argv);
  if (r.code !== 0) throw new Error(`polk ${argv.join(' ')} → ${r.code}: ${r.err}${r.out}`);
  return r.out;
}

const service = () => new CampaignService({ appVersion: 'test', mode: 'test' });

beforeAll(async () => {
  const scenario = join(dir, 'folwark.json');
  writeFileSync(scenario, JSON.stringify(SCRIPTED_SCENARIO));
  await ok('new', file, '--scenario', scenario, '--name', 'Кампания у Фольварка');
  // Turn 1
  await ok('order', file, '--commander', 'A-G1', '--unit', 'A2', '--to', '44,9');
  await ok('order', file, '--commander', 'A-M', '--recruit', 'cuirassier', '--at', '12,19');
  await ok('order', file, '--commander', 'A-G2', '--unit', 'A3', '--to', '33,18');
  await ok('end-move', file);
  await ok('order', file, '--commander', 'N-G1', '--unit', 'N2', '--to', '38,22');
  await ok('end-move', file);
  await ok('order', file, '--commander', 'F-M', '--step', '77,11');
  await ok('end-move', file);
  // Turn 2
  await ok('order', file, '--commander', 'A-G1', '--step', '41,11');
  await ok('end-move', file);
  const c = service().open(file);
  if (!c.ok) throw new Error(c.error.code);
  const corrected = c.value.correctDepots('N', 2.5, 'найдена карточка склада');
  c.value.close();
  if (!corrected.ok) throw new Error(corrected.error.code);
  await ok('order', file, '--commander', 'N-G1', '--unit', 'N3', '--to', '44,21');
  await ok('end-move', file);
  await ok('end-move', file);
});

/** The same campaign built with the engine alone. */
const engine = scriptedCampaign();
function engineSummary(turn: number) {
  const sel = selectTurn(engine.entries, turn, engine.current.turn)!;
  return buildTurnSummary({ campaign: engine.name, start: engine.states[sel.fromSeq], end: engine.states[sel.toSeq], entries: sel.entries, ledger: engine.ledger, turn, fromSeq: sel.fromSeq, toSeq: sel.toSeq });
}

describe('polk summary', () => {
  it.each([1, 2])('turn %i as JSON is the model of the engine-built campaign, exactly', async (turn) => {
    const out = join(dir, `t${turn}.json`);
    await ok('summary', file, '--turn', String(turn), '--format', 'json', '--out', out);
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual(JSON.parse(toJson(engineSummary(turn))));
  });

  it.each([1, 2])('turn %i as Markdown (to the screen without --out) is the same text', async (turn) => {
    const md = await ok('summary', file, '--turn', String(turn), '--format', 'md');
    expect(md).toBe(renderMarkdown(engineSummary(turn), 'ru'));
    const en = await ok('summary', file, '--turn', String(turn), '--format', 'md', '--lang', 'en');
    expect(en).toBe(renderMarkdown(engineSummary(turn), 'en'));
  });

  it('--army A: that army\'s sheet only', async () => {
    const out = join(dir, 'a.json');
    await ok('summary', file, '--turn', '2', '--army', 'N', '--format', 'json', '--out', out);
    const s = JSON.parse(readFileSync(out, 'utf8'));
    expect(s.army).toBe('N');
    expect(s.armies.map((a: { army: string }) => a.army)).toEqual(['N']);
    expect(s.armies[0].ledger).toEqual([{ seq: 11, turn: 2, army: 'N', amount: 2.5, balance: 15, reason: 'correction', note: 'найдена карточка склада', cards: { army: 1, corps: 1, divisional: 0, regimental: 0, remainder: 0 } }]);
  });

  it('html: one self-contained document with the fonts embedded', async () => {
    const out = join(dir, 't2.html');
    const r = await polk('summary', file, '--turn', '2', '--format', 'html', '--out', out, '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ ok: true, contentType: 'text/html; charset=utf-8' });
    const html = readFileSync(out, 'utf8');
    expect(html).toMatch(/@font-face \{ font-family: 'PT Sans'[^}]*src: url\(data:font\/woff2;base64,/);
    expect(html).not.toMatch(/(src|href)="https?:/);
    expect(html).toContain('Фольварк');
  });

  it('a turn not played: exit status 1 and a clear message, no file', async () => {
    const out = join(dir, 'none.md');
    const r = await polk('summary', file, '--turn', '9', '--format', 'md', '--out', out, '--json');
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out).error.code).toBe('summary/no_such_turn');
    expect(r.err).toContain('Хода 9 в этой кампании нет');
    expect(() => readFileSync(out)).toThrow();
  });

  it('pdf without Chromium: exit status 1, code summary/no_chromium, in the chosen language', async () => {
    const saved = process.env.POLK_CHROMIUM;
    process.env.POLK_CHROMIUM = join(dir, 'no-such-chromium');
    try {
      const r = await polk('summary', file, '--turn', '1', '--format', 'pdf', '--out', join(dir, 'x.pdf'), '--json', '--lang', 'en');
      expect(r.code).toBe(1);
      expect(JSON.parse(r.out).error).toMatchObject({ code: 'summary/no_chromium' });
      expect(r.err).toContain('A PDF summary needs Chromium');
      expect(() => readFileSync(join(dir, 'x.pdf'))).toThrow();
    } finally {
      if (saved === undefined) delete process.env.POLK_CHROMIUM;
      else process.env.POLK_CHROMIUM = saved;
    }
  });
});

describe('the service-side functions the window and the browser mode call', () => {
  it('summaryHtml: a turn, since the last session, the report; per-army pages', () => {
    const c = service().open(file);
    if (!c.ok) throw new Error(c.error.code);
    try {
      const sheets = summaryHtml(c.value, { turn: 1, army: 'each', lang: 'ru', printedAt: '2025-03-14 19:05' });
      expect(sheets.match(/<section class="page sheet">/g)).toHaveLength(3);
      expect(sheets).toContain('Напечатано 2025-03-14 19:05');
      const since = summaryHtml(c.value, { since: true, lang: 'en' });
      expect(since).toContain('Since the last session');
      const report = summaryHtml(c.value, { report: true, lang: 'ru' });
      expect(report).toContain('Отчёт о кампании');
      expect(turnSummaries(c.value, { turn: 2, army: ['A', 'N'] }).map((s) => s.army)).toEqual(['A', 'N']);
    } finally {
      c.value.close();
    }
  });

  it('since last session: everything after the previous session began', async () => {
    const svc = service();
    const first = svc.open(file, { session: true });
    if (!first.ok) throw new Error(first.error.code);
    first.value.close();
    const c = svc.open(file, { session: true });
    if (!c.ok) throw new Error(c.error.code);
    try {
      const r = await renderSinceLastSession(c.value, { format: 'json', lang: 'ru' });
      const s = JSON.parse(String(r.body));
      expect(s.kind).toBe('since');
      expect(s.since.lastClosed).not.toBeNull();
      const report = await renderReport(c.value, { format: 'json', lang: 'ru' });
      expect(JSON.parse(String(report.body)).depots).toEqual({ A: [20, 16, 26], N: [12.5, 12.5, 15], F: [15, 15, 15] });
    } finally {
      c.value.close();
    }
  });
});

describe('summary.render (for a bridge call)', () => {
  it('renders a turn, the report, and refuses a turn not played or no campaign, as values', async () => {
    const c = service().open(file);
    if (!c.ok) throw new Error(c.error.code);
    try {
      const md = await summaryRender(c.value, { kind: 'turn', turn: 2, format: 'md', lang: 'ru' });
      expect(md.ok && md.value).toMatchObject({ contentType: 'text/markdown; charset=utf-8', encoding: 'utf8', fileName: 'Кампания у Фольварка — ход 2.md' });
      const report = await summaryRender(c.value, { kind: 'report', format: 'json', lang: 'en' });
      expect(report.ok && JSON.parse(report.value.body).format).toBe('polkovodets-report/1');
      const none = await summaryRender(c.value, { kind: 'turn', turn: 40, format: 'html', lang: 'en' });
      expect(none.ok ? null : none.error.code).toBe('summary/no_such_turn');
      const army = await summaryRender(c.value, { kind: 'turn', turn: 1, army: ['A', 'X' as 'A'], format: 'json', lang: 'en' });
      expect(army.ok ? null : army.error.code).toBe('summary/no_such_army');
    } finally {
      c.value.close();
    }
    const closed = await summaryRender(null, { kind: 'turn', format: 'html', lang: 'ru' });
    expect(closed.ok ? null : closed.error.code).toBe('summary/no_campaign');
    expect(summaryFileName('Кампания: «Ф/2»', { kind: 'turn', turn: 3, army: 'N', format: 'pdf', lang: 'ru' })).toBe('Кампания «Ф 2» — ход 3 — Франция.pdf');
  });
});
