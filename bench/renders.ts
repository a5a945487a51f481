/**
 * Issue 25, item 4: the game master's call while views render. Browser mode (the built
 * out/web/serve.mjs, with its render process) serves a campaign; two views each ask for the field of
 * a 200×200 map at 20 mm as a PDF (the heaviest print there is: Chromium for tens of seconds, and
 * issue 25 saw the game master wait 13.3 s behind one, 54.8 s behind four); meanwhile the game
 * master's `game.legalOrders` is timed, one call after another. Target: at most 1 s each.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { newMap, serializeMap } from '../shared/rules/polkovodets';
import { rawRequest } from '../tests/support/http';
import { line, percentile } from './stats';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

export async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'polk-bench-renders-'));
  const child = spawn(process.execPath, [join(ROOT, 'out', 'web', 'serve.mjs'), '--port', '0', '--data-dir', join(dir, 'data')], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const { port, token } = await new Promise<{ port: number; token: string }>((resolve, reject) => {
      let printed = '';
      child.stdout.on('data', (c: Buffer) => {
        printed += c.toString();
        const m = printed.match(/127\.0\.0\.1:(\d+)\/\?token=([A-Za-z0-9_-]+)/);
        if (m) resolve({ port: Number(m[1]), token: m[2]! });
      });
      child.once('exit', () => reject(new Error('serve exited (npm run build first)')));
    });
    const api = async (name: string, body: unknown, key = token) => {
      const r = await rawRequest({ port, path: `/api/call/${name}`, method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Polk-Token': key }, body: JSON.stringify(body) });
      return { status: r.status, body: JSON.parse(r.body) as { ok: boolean; value?: { code?: string }; error?: { code: string } } };
    };
    await api('campaign.create', { name: 'Bench', preset: { armies: ['A', 'N', 'F'], goal: 'rout', size: 'large', seed: 1 } });
    const map = JSON.parse(serializeMap(newMap({ sheets: 4, sheetWidth: 50, sheetHeight: 200 })));
    const views = [(await api('access.mint', { kind: 'table' })).body.value!.code!, (await api('access.mint', { kind: 'table' })).body.value!.code!];
    const t0 = performance.now();
    let rendering = views.length;
    const renders = views.map((v) => api('print.render', { document: 'field', format: 'pdf', lang: 'ru', cellMm: 20, map }, v).then((r) => (rendering--, { ...r, ms: performance.now() - t0 })));
    // A third view's render meanwhile: refused at once (two overall).
    const third = await api('print.render', { document: 'field', format: 'html', lang: 'ru', map }, (await api('access.mint', { kind: 'table' })).body.value!.code!);
    const times: number[] = [];
    while (rendering > 0) {
      const t = performance.now();
      const r = await api('game.legalOrders', {});
      if (!r.body.ok) throw new Error(`legalOrders: ${JSON.stringify(r.body)}`);
      times.push(performance.now() - t);
      await new Promise((res) => setTimeout(res, 100));
    }
    const done = await Promise.all(renders);
    times.sort((a, b) => a - b);
    const worst = times[times.length - 1] ?? NaN;
    line('two views render a 200×200 field at 20 mm (PDF)', done.map((d) => `${(d.ms / 1000).toFixed(1)} s ${d.body.ok ? 'ok' : d.body.error?.code}`).join(', '));
    line('a third view meanwhile', `HTTP ${third.status} ${third.body.error?.code ?? 'ok'}`);
    line(`game master's legalOrders meanwhile (${times.length} calls, median/max)`, `${percentile(times, 50).toFixed(1)} / ${worst.toFixed(1)} ms`, '≤ 1 s', worst <= 1000);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}
