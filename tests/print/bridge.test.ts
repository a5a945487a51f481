/**
 * The field and the counters over the bridge: `print.render` on a real campaign (its map, its
 * position's counters), on a preset and on a map given (the editor's), a real PDF from Chromium in
 * browser mode, `print.print` answered by the window in browser mode, the Electron wrapper printing
 * and making PDFs from the same HTML, and the argument schema refusing what it must.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../main/app/core';
import { withNativeShell } from '../../main/app/native';
import { chromiumAvailable } from '../../main/summary';
import { validateCall, type Handlers } from '../../shared/bridge/contract';
import { DEFAULT_MAP } from '../../shared/rules/polkovodets';
import { skippable } from '../support/skips';

const when = skippable(import.meta.url);

let dir: string;
let core: Core;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'polk-print-calls-'));
  core = createCore({ dataDir: dir, mode: 'browser', version: '0.0.0-test' });
});
afterAll(() => {
  core.close();
  rmSync(dir, { recursive: true, force: true });
});

const html = async (args: Parameters<Handlers['print.render']>[0]): Promise<string> => {
  const r = await core.handlers['print.render'](args);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message.en}`);
  expect(r.value.encoding).toBe('utf8');
  return r.value.body;
};

describe('print.render', () => {
  it('without a campaign: the default field, a preset\'s counters; no counters of nothing', async () => {
    const field = await html({ document: 'field', format: 'html', lang: 'ru' });
    for (const f of DEFAULT_MAP.fortresses) expect(field).toContain(f.name);
    const cards = await html({ document: 'counters', format: 'html', lang: 'en', preset: { armies: ['A', 'N'], goal: 'rout', size: 'small' } });
    // The preset's two armies (at the default 5 mm the cards carry no ids: the headings name the armies).
    expect(cards).toContain('Russia: ');
    expect(cards).toContain('France: ');
    expect(cards).not.toContain('Austria: ');
    const none = await core.handlers['print.render']({ document: 'counters', format: 'html', lang: 'ru' });
    expect(none.ok ? null : none.error.code).toBe('print/no_campaign');
  });

  it("with a campaign: its map and its position's counters, the file named after it", async () => {
    const created = await core.handlers['campaign.create']({ name: 'Поле клуба', preset: { armies: ['A', 'F'], goal: 'rout', size: 'small', seed: 2 } });
    if (!created.ok) throw new Error(created.error.code);
    const units = created.value.state.units;
    // Cards of 10 mm and more carry the units' ids.
    const r = await core.handlers['print.render']({ document: 'counters', format: 'html', lang: 'ru', cellMm: 12, grey: true });
    if (!r.ok) throw new Error(r.error.code);
    for (const u of units) expect(r.value.body).toContain(`>${u.id}<`);
    expect(r.value.body).not.toContain('>N-M<');
    expect(r.value.fileName).toBe('Поле клуба — Карточки армий.html');
  });

  it('prints a map it is given (the editor\'s), and refuses one the map parser refuses', async () => {
    const small = { width: 6, height: 4, rows: ['......', '..==..', '......', '......'], fortresses: [{ name: 'Кремль', nameEn: 'Kremlin', cells: [[1, 1], [2, 1]] }] };
    const en = await html({ document: 'field', format: 'html', lang: 'en', map: { format: 'polkovodets-map/1', ...small } });
    expect(en).toContain('Kremlin');
    const bad = await core.handlers['print.render']({ document: 'field', format: 'html', lang: 'en', map: { ...small, rows: ['..'] } });
    expect(bad.ok ? null : bad.error.code).toBe('print/bad_map');
  });

  when.it({ 'no-chromium': !chromiumAvailable() })('makes a real PDF in browser mode', async () => {
    const r = await core.handlers['print.render']({ document: 'field', format: 'pdf', lang: 'ru', paper: 'a3' });
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.encoding).toBe('base64');
    expect(Buffer.from(r.value.body, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(r.value.fileName).toMatch(/\.pdf$/);
  });

  it('print.print is the window\'s business in browser mode', async () => {
    const r = await core.handlers['print.print']({ document: 'field', lang: 'ru' });
    expect(r.ok ? null : r.error.code).toBe('summary/print_in_window');
  });

  it('the schema refuses a cell out of range, an unknown document or paper', () => {
    expect(validateCall('print.render', { document: 'field', format: 'pdf', lang: 'ru', cellMm: 5 }).ok).toBe(true);
    for (const bad of [
      { document: 'field', format: 'pdf', lang: 'ru', cellMm: 1 },
      { document: 'board', format: 'pdf', lang: 'ru' },
      { document: 'field', format: 'pdf', lang: 'ru', paper: 'letter' },
      { document: 'field', format: 'md', lang: 'ru' },
      { document: 'counters', format: 'html', lang: 'ru', preset: { armies: ['A'], goal: 'rout', size: 'huge' } },
    ]) expect(validateCall('print.render', bad).ok).toBe(false);
  });
});

describe('Electron printing wrapper', () => {
  it('prints and makes PDFs of the field and the counters from their HTML with the native functions', async () => {
    const printed: string[] = [];
    const handlers: Handlers = withNativeShell(core.handlers, {
      print: async (page) => {
        printed.push(page);
        return true;
      },
      pdf: async (page) => new TextEncoder().encode(`%PDF-fake ${page.length}`),
      chooseFile: async () => null,
    });
    expect(await handlers['print.print']({ document: 'field', lang: 'ru' })).toEqual({ ok: true, value: { printed: true } });
    expect(printed[0]).toContain('@page { size: A4 portrait; margin: 0; }');
    const pdf = await handlers['print.render']({ document: 'counters', format: 'pdf', lang: 'en' });
    if (!pdf.ok) throw new Error(pdf.error.code);
    expect(Buffer.from(pdf.value.body, 'base64').toString()).toMatch(/^%PDF-fake \d+$/);
    expect(pdf.value.fileName).toMatch(/\.pdf$/);
  });
});
