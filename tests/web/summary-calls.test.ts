/**
 * The summary over the bridge: `summary.render` in every format on a real campaign, `summary.print`
 * answered by the window in browser mode, and the Electron wrapper that prints and makes PDFs itself.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../main/app/core';
import { withNativeShell } from '../../main/app/native';
import type { Handlers } from '../../shared/bridge/contract';
import { skippable } from '../support/skips';

const when = skippable(import.meta.url);

let dir: string;
let core: Core;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'polk-summary-calls-'));
  core = createCore({ dataDir: dir, mode: 'browser', version: '0.0.0-test' });
  const created = await core.handlers['campaign.create']({ name: 'Сводка', preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 3 } });
  expect(created.ok).toBe(true);
  const legal = await core.handlers['game.legalOrders']({});
  if (!legal.ok) throw new Error(legal.error.code);
  const move = legal.value.find((o) => o.kind === 'move')!;
  expect((await core.handlers['game.order']({ order: { ...move, to: [move.to[0], move.to[1]] } })).ok).toBe(true);
  expect((await core.handlers['game.endMove']({})).ok).toBe(true);
});

afterAll(() => {
  core.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('summary.render', () => {
  it('renders turn 1 as HTML with the campaign name and the order given', async () => {
    const r = await core.handlers['summary.render']({ kind: 'turn', turn: 1, format: 'html', lang: 'ru' });
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.encoding).toBe('utf8');
    expect(r.value.contentType).toMatch(/text\/html/);
    expect(r.value.body).toContain('Сводка');
    expect(r.value.fileName).toMatch(/\.html$/);
  });

  it('renders JSON, Markdown and the campaign report', async () => {
    const json = await core.handlers['summary.render']({ kind: 'turn', turn: 1, format: 'json', lang: 'en' });
    expect(json.ok && JSON.parse(json.value.body)).toBeTruthy();
    const md = await core.handlers['summary.render']({ kind: 'turn', turn: 1, army: 'A', format: 'md', lang: 'ru' });
    expect(md.ok && md.value.body).toMatch(/Россия/);
    const report = await core.handlers['summary.render']({ kind: 'report', format: 'html', lang: 'en' });
    expect(report.ok && report.value.body).toMatch(/<svg/);
  });

  when.it({ 'no-chromium': !existsSync('/usr/bin/chromium') })('renders a PDF through Debian\'s Chromium (base64)', async () => {
    const r = await core.handlers['summary.render']({ kind: 'turn', turn: 1, format: 'pdf', lang: 'ru' });
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.encoding).toBe('base64');
    expect(Buffer.from(r.value.body, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  }, 60_000);

  it('refuses a turn that has not happened', async () => {
    const r = await core.handlers['summary.render']({ kind: 'turn', turn: 70, format: 'html', lang: 'ru' });
    expect(r.ok ? null : r.error.code).toBe('summary/no_such_turn');
  });

  it('browser mode leaves printing to the window', async () => {
    const r = await core.handlers['summary.print']({ kind: 'turn', turn: 1, lang: 'ru' });
    expect(r.ok ? null : r.error.code).toBe('summary/print_in_window');
  });
});

describe('file dialogs', () => {
  it('browser mode has none: the window asks for a typed path', async () => {
    const r = await core.handlers['app.chooseFile']({ purpose: 'open' });
    expect(r.ok ? null : r.error.code).toBe('app/no_file_dialog');
  });

  it('the desktop shell answers with the chosen path, or null when cancelled', async () => {
    const asked: unknown[] = [];
    const handlers = withNativeShell(core.handlers, { print: async () => true, pdf: async () => new Uint8Array(), chooseFile: async (a) => (asked.push(a), a.purpose === 'open' ? '/x/камп.polk' : null) });
    expect(await handlers['app.chooseFile']({ purpose: 'open' })).toEqual({ ok: true, value: { path: '/x/камп.polk' } });
    expect(await handlers['app.chooseFile']({ purpose: 'export', defaultPath: '/x/e.polk' })).toEqual({ ok: true, value: { path: null } });
    expect(asked).toEqual([{ purpose: 'open' }, { purpose: 'export', defaultPath: '/x/e.polk' }]);
  });
});

describe('Electron printing wrapper', () => {
  it('prints and makes PDFs from the summary HTML with the native functions', async () => {
    const printed: string[] = [];
    const handlers: Handlers = withNativeShell(core.handlers, {
      print: async (html) => {
        printed.push(html);
        return true;
      },
      pdf: async (html) => new TextEncoder().encode(`%PDF-fake ${html.length}`),
      chooseFile: async () => null,
    });
    const p = await handlers['summary.print']({ kind: 'turn', turn: 1, army: 'each', lang: 'ru' });
    expect(p).toEqual({ ok: true, value: { printed: true } });
    expect(printed[0]).toContain('<html');
    const pdf = await handlers['summary.render']({ kind: 'turn', turn: 1, format: 'pdf', lang: 'en' });
    if (!pdf.ok) throw new Error(pdf.error.code);
    expect(Buffer.from(pdf.value.body, 'base64').toString()).toMatch(/^%PDF-fake \d+$/);
    expect(pdf.value.fileName).toMatch(/\.pdf$/);
  });

  it('a failed print is a value, not a throw', async () => {
    const handlers = withNativeShell(core.handlers, { print: async () => { throw new Error('no printer'); }, pdf: async () => new Uint8Array(), chooseFile: async () => null });
    const r = await handlers['summary.print']({ kind: 'report', lang: 'en' });
    expect(r).toMatchObject({ ok: false, error: { code: 'summary/print_failed' } });
  });
});
