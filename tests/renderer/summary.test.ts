/**
 * The turn summary view's logic: which turn it opens on, the call it makes for each choice, the
 * preview (a later choice wins), the files (a PDF arrives base64-encoded), printing through the
 * console or the frame; and the helpers that put a rendered document in a sandboxed frame.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import type { HistoryEntry } from '../../shared/bridge/contract';
import { setBridge } from '../../renderer/src/bridge/provide';
import { useCampaignStore } from '../../renderer/src/stores/campaign';
import { defaultTurn, summaryArgs, useSummaryStore } from '../../renderer/src/stores/summary';
import { useUiStore } from '../../renderer/src/stores/ui';
import { documentBytes, fileNameOf, splitStyles } from '../../renderer/src/print/document';
import { renderBattleHtml } from '../../shared/summary/battle';
import { FakeConsole } from './support/fakeConsole';
import { smallScenario } from './support/scenarios';

const entry = (seq: number, turn: number, kind: HistoryEntry['kind']): HistoryEntry => ({ seq, turn, army: 'A', kind, payload: null, events: [], at: '2025-01-01T10:00:00Z' });

describe('the summary view\'s choices', () => {
  it('opens on the current turn once something happened in it, else on the last turn finished', () => {
    expect(defaultTurn([entry(0, 1, 'create')], 1)).toBe(1);
    expect(defaultTurn([entry(0, 1, 'create'), entry(1, 1, 'order'), entry(2, 1, 'end_move'), entry(3, 1, 'end_move')], 2)).toBe(1);
    expect(defaultTurn([entry(0, 1, 'create'), entry(1, 1, 'end_move'), entry(2, 2, 'order')], 2)).toBe(2);
    expect(defaultTurn([entry(0, 1, 'create'), entry(1, 1, 'setup')], 3)).toBe(2);
  });

  it('asks the console for exactly what was chosen', () => {
    expect(summaryArgs({ kind: 'turn', turn: 4, army: 'all', lang: 'ru' }, 'html')).toEqual({ kind: 'turn', turn: 4, format: 'html', lang: 'ru' });
    expect(summaryArgs({ kind: 'turn', turn: 4, army: 'N', lang: 'en' }, 'pdf')).toEqual({ kind: 'turn', turn: 4, army: 'N', format: 'pdf', lang: 'en' });
    expect(summaryArgs({ kind: 'since', turn: 4, army: 'each', lang: 'ru' }, 'md')).toEqual({ kind: 'since', army: 'each', format: 'md', lang: 'ru' });
    // The campaign report is one document for everybody.
    expect(summaryArgs({ kind: 'report', turn: 4, army: 'A', lang: 'ru' }, 'json')).toEqual({ kind: 'report', format: 'json', lang: 'ru' });
  });
});

describe('summary store', () => {
  let fake: FakeConsole;

  beforeEach(async () => {
    fake = new FakeConsole();
    setBridge(fake.bridge());
    setActivePinia(createPinia());
    const campaign = useCampaignStore();
    await campaign.init();
    expect((await campaign.create({ name: 'Малая', scenario: smallScenario() })).ok).toBe(true);
    await campaign.endMove();
    await campaign.endMove();
    expect(campaign.view!.state.turn).toBe(2);
  });

  function opened() {
    const campaign = useCampaignStore();
    const summary = useSummaryStore();
    summary.open({ history: campaign.history, currentTurn: campaign.view!.state.turn, language: 'ru' });
    return summary;
  }

  it('opens on the last turn finished, for the whole campaign, in the window\'s language', async () => {
    const summary = opened();
    expect([summary.kind, summary.turn, summary.army, summary.lang]).toEqual(['turn', 1, 'all', 'ru']);
    await summary.refresh();
    expect(summary.preview!.body).toContain('<h1>turn 1 all ru</h1>');
    expect(summary.preview!.encoding).toBe('utf8');
    expect(summary.loading).toBe(false);
  });

  it('a later choice wins over an answer still on its way', async () => {
    const summary = opened();
    const first = summary.refresh();
    summary.army = 'N';
    summary.lang = 'en';
    const second = summary.refresh();
    await Promise.all([first, second]);
    expect(summary.preview!.body).toContain('<h1>turn 1 N en</h1>');
  });

  it('keeps the console\'s refusal in words (a turn not begun)', async () => {
    const summary = opened();
    summary.turn = 9;
    await summary.refresh();
    expect(summary.failure!.code).toBe('summary/no_such_turn');
    expect(summary.failure!.message.ru).toContain('Ход 9');
    summary.turn = 2;
    await summary.refresh();
    expect(summary.failure).toBeNull();
  });

  it('makes the files: a PDF as base64 bytes that start with %PDF, Markdown and JSON as text', async () => {
    const summary = opened();
    summary.army = 'each';
    const pdf = await summary.file('pdf');
    expect(pdf.ok).toBe(true);
    if (!pdf.ok) return;
    expect(pdf.value.fileName).toBe('Малая — turn 1 each ru.pdf');
    const bytes = documentBytes(pdf.value.body, pdf.value.encoding);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const md = await summary.file('md');
    expect(md.ok && new TextDecoder().decode(documentBytes(md.value.body, md.value.encoding))).toBe('# turn 1 each ru\n');
    summary.kind = 'report';
    const json = await summary.file('json');
    expect(json.ok && JSON.parse(json.value.body)).toEqual({ kind: 'report', lang: 'ru' });
    expect(summary.saving).toBeNull();
  });

  it('printing: the console\'s own dialog when it has one, else the window prints its frame', async () => {
    const summary = opened();
    expect(await summary.printNative()).toEqual({ ok: true, value: false });
    const call = fake.calls.filter((c) => c.name === 'summary.print').at(-1)!;
    expect(call.args).toEqual({ kind: 'turn', turn: 1, lang: 'ru' });
    fake.handlers['summary.print'] = () => ({ ok: true, value: { printed: true } });
    expect(await summary.printNative()).toEqual({ ok: true, value: true });
  });
});

describe('the window\'s views', () => {
  it('Esc closes the print view first, then the summary view', () => {
    setActivePinia(createPinia());
    const ui = useUiStore();
    expect(ui.screen).toBe('map');
    ui.summary = true;
    ui.printing = { title: 'Запись боя', html: '<p>x</p>', fileName: 'x.html' };
    expect(ui.closeTop()).toBe(true);
    expect([ui.printing, ui.summary]).toEqual([null, true]);
    expect(ui.closeTop()).toBe(true);
    expect(ui.summary).toBe(false);
    expect(ui.closeTop()).toBe(false);
  });
});

describe('documents in a sandboxed frame', () => {
  it('takes every <style> out of the document (the window\'s CSP would refuse them) and keeps its rules', () => {
    const html = '<!DOCTYPE html><html><head><style>@page { size: A4 }\nbody { color: #000 }</style></head><body><svg><style>.fl{font-size:8px}</style><text class="fl">Цитадель</text></svg><p>&lt;style&gt; stays text</p></body></html>';
    const split = splitStyles(html);
    expect(split.html).not.toMatch(/<style/i);
    expect(split.html).toContain('<text class="fl">Цитадель</text>');
    expect(split.html).toContain('&lt;style&gt; stays text');
    expect(split.css).toBe('@page { size: A4 }\nbody { color: #000 }\n.fl{font-size:8px}');
  });

  it('the battle record renders in the window for its print view, with its A4 styles', () => {
    const html = renderBattleHtml({ id: 1, name: 'Бой', turn: 2, fortress: 'Форт', createdAt: '2025-01-01T10:00:00Z', runCount: 0, lastRunAt: null, campaign: 'Малая', runs: [] }, 'ru');
    const split = splitStyles(html);
    expect(split.css).toContain('@page');
    expect(split.html).toContain('Бой «Бой»');
    expect(split.html).not.toMatch(/<script/i);
  });

  it('decodes base64 and UTF-8 bodies to bytes; file names are safe', () => {
    expect([...documentBytes(btoa('%PDF-1.7'), 'base64').slice(0, 4)]).toEqual([0x25, 0x50, 0x44, 0x46]);
    expect(new TextDecoder().decode(documentBytes('Ход 1', 'utf8'))).toBe('Ход 1');
    expect(fileNameOf('Кампания: «Бой» / 1', 'html')).toBe('Кампания «Бой» 1.html');
  });
});
