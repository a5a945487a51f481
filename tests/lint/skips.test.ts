/**
 * Skips that cannot hide (issue 21 item 3): the lint refuses a bare conditional skip anywhere in
 * tests/ (planted text linted under a virtual name, nothing written), and the one helper refuses a
 * skip its reasons file does not list — an unknown reason, or a test the reason does not name.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import REASONS from '../support/skip-reasons.json';
import { skippable } from '../support/skips';
import { ROOT } from './graph';

const eslint = new ESLint({ cwd: ROOT });
async function refusals(text: string, filePath = 'tests/web/planted.test.ts'): Promise<string[]> {
  const [r] = await eslint.lintText(text, { filePath: `${ROOT}/${filePath}` });
  return r.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('a bare skip is refused by the lint', () => {
  // Each line is planted TEXT handed to ESLint.lintText under a virtual file name: never collected by
  // vitest, never run. The bare .skip and .only lines are here to prove the lint refuses them.
  it.each([
    ["describe.skipIf(!ok)('x', () => {});"],
    ["it.runIf(ok)('x', () => {});"],
    ["it('x', (ctx) => { ctx.skip(); });"],
    ["it('x', (context) => { if (!ok) context.skip(); });"],
    ["it.skip('x', () => {});"],
    ["describe.skip('x', () => {});"],
    // Joined here so that the planted line is not itself a focused test in this file's text.
    [`test.${'only'}('x', () => {});`],
  ])('%s', async (line) => {
    expect((await refusals(`import { describe, it, test } from 'vitest';\nconst ok = true;\n${line}\n`)).length).toBe(1);
  });
  it('and the helper passes', async () => {
    const text = "import { skippable } from '../support/skips';\nconst when = skippable(import.meta.url);\nwhen.describe({ 'no-chromium': false })('x', () => {});\n";
    expect(await refusals(text)).toEqual([]);
  });
});

describe('the helper takes only the skips its reasons file lists', () => {
  const when = skippable(import.meta.url);
  it('refuses a reason the file does not have', () => {
    expect(() => when.describe({ 'no-such-reason': true } as never)('x', () => {})).toThrow(/not in tests\/support\/skip-reasons\.json/);
  });
  it('refuses a test the reason does not list, whether it would skip or not', () => {
    expect(() => when.it({ 'no-chromium': false })('a test of its own', () => {})).toThrow(/may not skip for "no-chromium"/);
    expect(() => when.it({ 'no-electron': true })('a test of its own', () => {})).toThrow(/list it under that reason/);
  });
  it('every reason says why, and whether CI may skip for it; on CI only the machine-bound ones may', () => {
    for (const [reason, r] of Object.entries(REASONS)) {
      expect(r.why.length, reason).toBeGreaterThan(10);
      expect(typeof r.mayOnCI, reason).toBe('boolean');
    }
    const onCI = Object.entries(REASONS).filter(([, r]) => r.mayOnCI).map(([k]) => k).sort();
    expect(onCI).toEqual(['no-electron', 'no-external-interface', 'no-seeds', 'no-small-mount', 'not-root-or-no-setpriv', 'windows']);
  });
});
