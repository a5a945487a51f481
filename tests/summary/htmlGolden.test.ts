/**
 * The printed HTML byte for byte against files kept beside this test (tests/summary/golden/): the
 * scripted campaign's turn summaries (the game master's copy, one sheet per army, since the last
 * session), its campaign report, in Russian and English. Written before shared/summary/html.ts was
 * split into its parts, so the split is proved to change nothing. A deliberate change of the
 * printed page rewrites the files with `POLK_WRITE_GOLDEN=1 npx vitest run tests/summary/htmlGolden.test.ts`
 * and shows its diff in the commit.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCampaignReport, buildTurnSummary, renderHtml, renderReportHtml, selectRange, selectTurn, type TurnSummary } from '../../shared/summary';
import { scriptedCampaign } from './scripted';

const GOLDEN = join(import.meta.dirname, 'golden');
const WRITE = process.env.POLK_WRITE_GOLDEN === '1';
const campaign = scriptedCampaign();
const FONT = '@font-face { font-family: "PT Sans"; src: url(data:font/woff2;base64,AAAA) }';

function summaryOf(turn: number, army: 'A' | 'N' | 'F' | null = null): TurnSummary {
  const sel = selectTurn(campaign.entries, turn, campaign.current.turn)!;
  return buildTurnSummary({ campaign: campaign.name, start: campaign.states[sel.fromSeq], end: campaign.states[sel.toSeq], entries: sel.entries, ledger: campaign.ledger, army, fromSeq: sel.fromSeq, toSeq: sel.toSeq, printedAt: '2025-01-02T09:30:00.000Z' });
}

function since(): TurnSummary {
  const sel = selectRange(campaign.entries, 3, campaign.entries.length - 1);
  return buildTurnSummary({ campaign: campaign.name, start: campaign.states[3], end: campaign.current, entries: sel.entries, ledger: campaign.ledger, since: { lastClosed: '2025-01-01T10:03:00.000Z', fromSeq: 3, toSeq: sel.toSeq } });
}

const report = buildCampaignReport({ campaign: campaign.name, start: campaign.states[0], current: campaign.current, entries: campaign.entries });

const DOCUMENTS: Record<string, () => string> = {
  'turn1-full.ru.html': () => renderHtml(summaryOf(1), 'ru', { fontCss: FONT }),
  'turn2-full.en.html': () => renderHtml(summaryOf(2), 'en'),
  'turn1-each.ru.html': () => renderHtml((['A', 'N', 'F'] as const).map((a) => summaryOf(1, a)), 'ru'),
  'since.ru.html': () => renderHtml(since(), 'ru'),
  'report.ru.html': () => renderReportHtml(report, 'ru', { fontCss: FONT }),
  'report.en.html': () => renderReportHtml(report, 'en'),
};

describe('the printed HTML is unchanged, byte for byte', () => {
  for (const [file, render] of Object.entries(DOCUMENTS)) {
    it(file, () => {
      const html = render();
      const path = join(GOLDEN, file);
      if (WRITE) {
        mkdirSync(GOLDEN, { recursive: true });
        writeFileSync(path, html);
      }
      expect(existsSync(path), `${file} is missing: write it with POLK_WRITE_GOLDEN=1`).toBe(true);
      // toEqual, so a change shows as a diff of the two texts.
      expect(html, `${file} differs from the kept copy`).toEqual(readFileSync(path, 'utf8'));
      // Rendering twice gives the same bytes (no counter leaks from one document into the next).
      expect(render()).toBe(html);
    });
  }
});
