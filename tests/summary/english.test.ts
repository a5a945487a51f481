/**
 * The English turn summary and campaign report of the scripted campaign (tests/summary/scripted.ts),
 * as Markdown, as HTML and as the PDF's text (pdftotext): no Cyrillic outside the names the game
 * master typed. Fortresses by the default map's English names (nameEn) — in the tables, the orders,
 * the recruits, the events, the captures and the charts; the Russian name only where a custom map
 * gives no English one. The PDF pages are saved under test-artifacts/summary/ (60 dpi) to look at.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, openPdfRenderer, summariesHtml, type PdfRenderer } from '../../main/summary';
import { buildCampaignReport, buildTurnSummary, renderHtml, renderMarkdown, renderReportHtml, renderReportMarkdown, selectRange, selectTurn, type TurnSummary } from '../../shared/summary';
import { tiny } from '../rules/helpers';
import { Recorder, scriptedCampaign } from './scripted';
import { applyOrder } from '../../shared/rules/polkovodets';
import { skippable } from '../support/skips';

const when = skippable(import.meta.url);

/**
 * What may stay Cyrillic in an English document, and why: the names the game master typed — the
 * campaign's name and the note of his depot correction. Nothing else.
 */
const FALLBACKS: Readonly<Record<string, string>> = {
  'Кампания у Фольварка': "the campaign's name, as the game master typed it",
  'найдена карточка склада': "the game master's own note to his depot correction",
};

const CYRILLIC = /[\u0400-\u04FF]/;
const withoutFallbacks = (text: string): string => Object.keys(FALLBACKS).reduce((rest, name) => rest.split(name).join(''), text);
/** The lines that still hold Cyrillic once the fallbacks are taken out. */
const cyrillicLines = (text: string): string[] => [...new Set(withoutFallbacks(text).split('\n').filter((l) => CYRILLIC.test(l)).map((l) => l.trim()))];
/** An HTML document's text: the tags gone, entities as they are (none is Cyrillic). */
const htmlText = (html: string): string => html.replace(/<[^>]+>/g, '\n');

const campaign = scriptedCampaign();
const RUSSIAN_NAMES = ['Цитадель', 'Белый город', 'Фольварк', 'Загорье', 'Лесной замок', 'Дальний монастырь'];
const ENGLISH_NAMES = ['Citadel', 'White Town', 'Folwark', 'Zagorye', 'Forest Castle', 'Far Monastery'];

function summary(turn: number, army: 'A' | 'N' | 'F' | null = null): TurnSummary {
  const sel = selectTurn(campaign.entries, turn, campaign.current.turn)!;
  return buildTurnSummary({ campaign: campaign.name, start: campaign.states[sel.fromSeq], end: campaign.states[sel.toSeq], entries: sel.entries, ledger: campaign.ledger, army, fromSeq: sel.fromSeq, toSeq: sel.toSeq, printedAt: '2025-03-14 19:05' });
}

function since(): TurnSummary {
  const sel = selectRange(campaign.entries, 1, campaign.entries.length - 1);
  return buildTurnSummary({ campaign: campaign.name, start: campaign.states[1], end: campaign.current, entries: sel.entries, ledger: campaign.ledger, since: { lastClosed: '2025-01-01T10:01:00.000Z', fromSeq: 1, toSeq: sel.toSeq } });
}

const report = buildCampaignReport({ campaign: campaign.name, start: campaign.states[0], current: campaign.current, entries: campaign.entries });

/** Every English document of the campaign, by name: each turn (full and per army), since, the report. */
const documents = (): Record<string, { md: string; html: string }> => ({
  'turn-1-full': { md: renderMarkdown(summary(1), 'en'), html: renderHtml(summary(1), 'en') },
  'turn-2-full': { md: renderMarkdown(summary(2), 'en'), html: renderHtml(summary(2), 'en') },
  'turn-1-armies': { md: (['A', 'N', 'F'] as const).map((a) => renderMarkdown(summary(1, a), 'en')).join('\n'), html: renderHtml((['A', 'N', 'F'] as const).map((a) => summary(1, a)), 'en') },
  since: { md: renderMarkdown(since(), 'en'), html: renderHtml(since(), 'en') },
  report: { md: renderReportMarkdown(report, 'en'), html: renderReportHtml(report, 'en') },
});

describe('the English summary and report of the scripted campaign', () => {
  const docs = documents();

  it('has no Cyrillic in Markdown or HTML outside the names the game master typed', () => {
    for (const [name, d] of Object.entries(docs)) {
      expect(cyrillicLines(d.md), `${name}.md`).toEqual([]);
      expect(cyrillicLines(htmlText(d.html)), `${name}.html`).toEqual([]);
    }
    // The fallbacks are really there (the check above is not vacuous).
    expect(docs['turn-2-full'].md).toContain('Кампания у Фольварка');
    expect(docs['turn-2-full'].md).toContain('найдена карточка склада');
  });

  it('names every fortress in English: tables, recruits, events, captures, charts', () => {
    const t1 = docs['turn-1-full'];
    for (const name of ENGLISH_NAMES) expect(t1.md).toContain(name);
    for (const name of RUSSIAN_NAMES) expect(withoutFallbacks(t1.html)).not.toContain(name);
    // The recruit in White Town (turn 1), the capture of Folwark (turn 2, the report).
    expect(t1.md).toMatch(/cuirassiers A6 — raised \(12, 19\) «White Town», 4/);
    expect(t1.html).toContain('«White Town»');
    expect(docs['turn-2-full'].md).toContain('Russia captured Folwark from France');
    expect(docs.report.md).toContain('Turn 2: Russia — «Folwark» (France), +10');
    expect(htmlText(docs.report.html)).toContain('Folwark');
  });

  it('keeps the Russian name only for a fortress a custom map gives no English name', () => {
    const s0 = tiny({
      fortresses: [{ name: 'Цитадель', nameEn: 'Citadel', cells: [[2, 2], [3, 2]] }, { name: 'Хутор', cells: [[6, 2], [7, 2]] }],
      fortressOwners: { Цитадель: 'A', Хутор: 'A' },
      depots: { A: 20, N: 10 },
      units: [
        { id: 'AM', army: 'A', type: 'marshal', x: 5, y: 3 },
        { id: 'NM', army: 'N', type: 'marshal', x: 14, y: 14 },
      ],
    });
    const rec = new Recorder(s0, []);
    const r = applyOrder(s0, { kind: 'recruit', commander: 'AM', recruit: 'musketeer', to: [6, 2] });
    if (!r.ok) throw new Error(r.error.code);
    rec.record('order', { kind: 'recruit', commander: 'AM', recruit: 'musketeer', to: [6, 2] }, r.value.events, r.value.state);
    const c = rec.done('Custom');
    const sel = selectTurn(c.entries, 1, c.current.turn)!;
    const md = renderMarkdown(buildTurnSummary({ campaign: c.name, start: c.states[sel.fromSeq], end: c.states[sel.toSeq], entries: sel.entries, ledger: c.ledger, fromSeq: sel.fromSeq, toSeq: sel.toSeq }), 'en');
    expect(md).toContain('Citadel');
    expect(md).toContain('«Хутор»');
    expect(withoutFallbacks(md).split('Хутор').join('')).not.toMatch(CYRILLIC);
  });
});

const HAVE_CHROMIUM = chromiumAvailable();
const ART = join(process.cwd(), 'test-artifacts', 'summary');
let renderer: PdfRenderer | null = null;

describe('the English PDFs (pdftotext)', () => {
  beforeAll(async () => {
    mkdirSync(ART, { recursive: true });
    if (HAVE_CHROMIUM) renderer = await openPdfRenderer();
  });
  afterAll(async () => {
    await renderer?.close();
  });

  async function pdfText(name: string, html: string): Promise<string> {
    const file = join(ART, `${name}.pdf`);
    writeFileSync(file, await renderer!.render(html));
    for (const old of readdirSync(ART)) if (old.startsWith(`${name}-`) && old.endsWith('.png')) rmSync(join(ART, old));
    execFileSync('pdftoppm', ['-r', '60', '-png', file, join(ART, name)]);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString('utf8');
  }

  it('turn 2 (the full copy), turn 1 (one sheet per army) and the report: English but for the typed names', async (ctx) => {
    when.skipIn(ctx, { 'no-chromium': !HAVE_CHROMIUM });
    const full = await pdfText('turn-2-full-en', summariesHtml([summary(2)], 'en'));
    const sheets = await pdfText('turn-1-armies-en', summariesHtml((['A', 'N', 'F'] as const).map((a) => summary(1, a)), 'en'));
    const rep = await pdfText('report-en', renderReportHtml(report, 'en'));
    for (const [name, t] of [['turn-2-full-en', full], ['turn-1-armies-en', sheets], ['report-en', rep]] as const) {
      expect(t, name).not.toMatch(/\uFFFD/);
      expect(cyrillicLines(t), name).toEqual([]);
    }
    expect(full).toContain('Folwark');
    expect(sheets).toContain('White Town');
    expect(rep).toContain('Folwark');
    expect(full).toContain('Кампания у Фольварка');
  }, 60_000);
});
