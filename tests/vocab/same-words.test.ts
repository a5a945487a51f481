/**
 * The command line, the printed summary and the window say the same words for the same event: one
 * scripted campaign (tests/summary/scripted.ts: moves, a strike, a recruitment, a river warning,
 * drowning, a hold and a capture, a correction, a battery's fire) rendered through all three.
 */
import { describe, expect, it } from 'vitest';
import { describeEvent } from '../../main/cli/describe';
import { createWords } from '../../renderer/src/i18n/words';
import { i18n } from '../../renderer/src/i18n';
import type { GameEvent } from '../../shared/rules/polkovodets';
import { buildTurnSummary, renderHtml, renderMarkdown, selectTurn, type TurnSummary } from '../../shared/summary';
import { esc, mdEsc } from '../../shared/summary/escape';
import { gameEventOf } from '../../shared/summary/text';
import { eventLine, type Lang } from '../../shared/vocab';
import { scriptedCampaign } from '../summary/scripted';

const campaign = scriptedCampaign();
const map = campaign.current.map;
const allEvents: { seq: number; event: GameEvent }[] = campaign.entries.flatMap((h) => h.events.map((event) => ({ seq: h.seq, event })));

function summaryOf(turn: number): TurnSummary {
  const sel = selectTurn(campaign.entries, turn, campaign.current.turn);
  if (!sel) throw new Error(`no turn ${turn}`);
  return buildTurnSummary({ campaign: campaign.name, start: campaign.states[sel.fromSeq], end: campaign.states[sel.toSeq], entries: sel.entries, ledger: campaign.ledger, army: null, fromSeq: sel.fromSeq, toSeq: sel.toSeq });
}

const windowWords = (lang: Lang) => createWords(() => lang, i18n.global.t as (key: string, ...args: unknown[]) => string, () => map);

describe.each(['ru', 'en'] as const)('the same words for the same event (%s)', (lang) => {
  const window = windowWords(lang);

  it('the scripted campaign has events of many kinds', () => {
    expect(new Set(allEvents.map((e) => e.event.type)).size).toBeGreaterThanOrEqual(10);
  });

  it('the command line and the window say every event with the same sentence', () => {
    for (const { event } of allEvents) {
      const cli = describeEvent(event, lang, map);
      expect(window.event(event), event.type).toBe(cli);
      expect(cli).toBe(eventLine(event, lang, map));
    }
  });

  it('the printed summary says each of its events with that sentence, for the event the log holds', () => {
    let checked = 0;
    for (const turn of [1, 2]) {
      const s = summaryOf(turn);
      const md = renderMarkdown(s, lang);
      const html = renderHtml(s, lang);
      for (const se of s.events) {
        const { event } = gameEventOf(se);
        // The summary's event stands for an event the log really holds.
        const logged = allEvents.filter((e) => e.seq === se.seq).map((e) => e.event);
        expect(logged, `${se.type} at ${se.seq}`).toContainEqual(expect.objectContaining(event));
        const cli = describeEvent(event, lang, map);
        expect(window.event(event)).toBe(cli);
        // The summary line begins with exactly that sentence (and may add the balance left).
        expect(md.split('\n').some((l) => l.startsWith(`- ▸ ${mdEsc(cli)}`)), `${cli}\n---\n${md}`).toBe(true);
        expect(html.includes(`>${esc(cli)}`), cli).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(6);
  });

  it('the ledger reason is one word in the window, the summary and the event line', () => {
    const correction = allEvents.find((e) => e.event.type === 'depots' && e.event.reason === 'correction')!.event;
    const reason = window.reason('correction');
    expect(describeEvent(correction, lang, map)).toContain(reason);
    const md = renderMarkdown(summaryOf(2), lang);
    expect(md).toContain(`| ${reason} — `);
    expect(reason).toBe(lang === 'ru' ? 'поправка ведущего' : "game master's correction");
  });
});

describe('fortress names: the English form in English everywhere, the Russian name as the identifier', () => {
  it('in the window, the command line and the printed summary', () => {
    expect(windowWords('en').fortress('Фольварк')).toBe('Folwark');
    expect(windowWords('ru').fortress('Фольварк')).toBe('Фольварк');
    const hold = allEvents.find((e) => e.event.type === 'hold')!.event;
    expect(describeEvent(hold, 'en', map)).toBe('Russia holds Folwark: 1/2');
    const md = renderMarkdown(summaryOf(2), 'en');
    expect(md).toContain('| **Folwark** |');
    expect(md).not.toContain('| **Фольварк** |');
    const html = renderHtml(summaryOf(2), 'en');
    expect(html).toContain('<b>Folwark</b>');
    // The summary's JSON keeps the identifier and carries the English form beside it.
    expect(summaryOf(2).fortresses.find((f) => f.name === 'Фольварк')?.nameEn).toBe('Folwark');
  });
});
