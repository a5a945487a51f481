/** polk summary --army: one army, a list, each (a page per army in the PDF), and a refusal. */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skippable } from '../support/skips';

const when = skippable(import.meta.url);

const root = join(__dirname, '../..');
const polk = (...args: string[]) => spawnSync(process.execPath, [join(root, 'bin/polk.mjs'), ...args], { encoding: 'utf8' });
let dir: string;
let file: string;

beforeAll(() => {
  execFileSync(process.execPath, [join(root, 'scripts/build.mjs'), 'node'], { stdio: 'ignore' });
  dir = mkdtempSync(join(tmpdir(), 'polk-summary-army-'));
  file = join(dir, 'c.polk');
  expect(polk('new', file, '--armies', 'A,N,F', '--size', 'small', '--seed', '5').status).toBe(0);
  expect(polk('end-move', file).status).toBe(0);
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('polk summary --army', () => {
  it('A,N gives the two armies\' sheets in Markdown', () => {
    const r = polk('summary', file, '--turn', '1', '--army', 'A,N', '--format', 'md');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Россия');
    expect(r.stdout).toContain('Франция');
  });

  it('a bad army list is refused with exit 1 and no file', () => {
    const out = join(dir, 'x.md');
    const r = polk('summary', file, '--turn', '1', '--army', 'A,X', '--format', 'md', '--out', out);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('--army');
    expect(existsSync(out)).toBe(false);
  });

  when.it({ 'no-chromium': !existsSync('/usr/bin/chromium'), 'no-poppler': !existsSync('/usr/bin/pdfinfo') })('each gives a PDF page per army (needs Debian\'s Chromium and poppler)', () => {
    const out = join(dir, 'each.pdf');
    const r = polk('summary', file, '--turn', '1', '--army', 'each', '--format', 'pdf', '--out', out);
    expect(r.status).toBe(0);
    expect(readFileSync(out).subarray(0, 5).toString()).toBe('%PDF-');
    const info = execFileSync('pdfinfo', [out], { encoding: 'utf8' });
    expect(Number(/Pages:\s+(\d+)/.exec(info)?.[1])).toBe(3);
  }, 60_000);
});
