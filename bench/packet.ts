/**
 * The move packet's page (issue 23 item 7): its size, fonts included (target: under 2 MB), and the
 * time it takes to open in Debian's Chromium from the disk — from `goto` to the board drawn and the
 * fonts ready — every request that is not the file itself aborted and counted (there must be none).
 * Made by the built `polk move out` on the large three-army preset of the default map.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../tests/support/webServer';
import { chromiumAvailable, launch } from '../tests/e2e/support';
import { line, percentile } from './stats';

const OPENS = 10;

export async function run(): Promise<void> {
  if (!chromiumAvailable()) {
    console.log('  /usr/bin/chromium is missing: skipped');
    return;
  }
  execFileSync(process.execPath, [join(REPO_ROOT, 'scripts', 'build.mjs'), 'node', 'packet'], { cwd: REPO_ROOT, stdio: 'pipe' });
  const dir = mkdtempSync(join(tmpdir(), 'polk-bench-packet-'));
  const polk = (...args: string[]) => spawnSync(process.execPath, [join(REPO_ROOT, 'bin', 'polk.mjs'), ...args, '--json'], { cwd: dir, encoding: 'utf8' });
  const browser = await launch();
  try {
    polk('new', 'c.polk', '--armies', 'A,N,F', '--goal', 'rout', '--size', 'large', '--seed', '5');
    const toMove = JSON.parse(polk('state', 'c.polk').stdout).toMove as string;
    polk('move', 'out', 'c.polk', '--army', toMove, '--out', 'packet.html');
    const file = join(dir, 'packet.html');
    const size = statSync(file).size;
    line('packet page, large preset (bytes)', `${size} (${(size / 1024).toFixed(0)} KB)`, '< 2 MB', size < 2 * 1024 * 1024);
    const times: number[] = [];
    let outside = 0;
    for (let i = 0; i < OPENS + 2; i++) {
      const page = await browser.newPage({ viewport: { width: 1366, height: 768 }, locale: 'ru-RU' });
      page.on('request', (r) => !/^(file|data|blob):/.test(r.url()) && outside++);
      await page.route('**/*', (route) => (route.request().url().startsWith('file:') ? route.continue() : route.abort()));
      const t = performance.now();
      await page.goto(pathToFileURL(file).href);
      await page.locator('body[data-ready=true]').waitFor({ state: 'attached' });
      await page.evaluate('document.fonts.ready');
      if (i >= 2) times.push(performance.now() - t);
      await page.close();
    }
    times.sort((a, b) => a - b);
    line('packet page: open to drawn (median, p95)', `${percentile(times, 50).toFixed(0)} ms, ${percentile(times, 95).toFixed(0)} ms`);
    line('requests other than the file', String(outside), '0', outside === 0);
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
