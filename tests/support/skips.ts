/**
 * The one way a test skips on a condition (issue 21 item 3). Every conditional skip names a reason
 * from tests/support/skip-reasons.json, where each reason lists the test files and test (or suite)
 * names that may skip for it, why, and whether it may skip on CI. A skip that is not listed there
 * fails the file when it is collected, so a suite cannot start skipping for a new reason unseen; the
 * lint refuses a bare `skipIf`, `runIf` or `ctx.skip` anywhere else in tests/. Each skip taken is
 * printed with its reason, and appended to `$POLK_SKIP_LOG` when set: `.ci/run` lists them and, with
 * CI=true, fails on a reason that may not skip on CI (`.ci/skips.mjs`).
 *
 *   const when = skippable(import.meta.url);
 *   when.describe({ 'no-chromium': !chromiumAvailable() })('the map in Chromium', () => { … });
 *   when.it({ 'no-seeds': !existsSync(SEED) })('quotes the seed', () => { … });
 *   it('…', (ctx) => { when.skipIn(ctx, { 'no-chromium': !HAVE_CHROMIUM }); … });
 */
import { appendFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it, type TestContext } from 'vitest';
import REASONS from './skip-reasons.json';

export type SkipReason = keyof typeof REASONS;
/** Reasons and whether each holds now; the first that holds is the one the test skips for. */
export type SkipConditions = Partial<Record<SkipReason, boolean>>;

export interface SkipRecord {
  readonly file: string;
  readonly test: string;
  readonly reason: SkipReason;
}

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const listed = (reason: SkipReason): Readonly<Record<string, readonly string[]>> => (REASONS[reason] as { tests: Record<string, string[]> }).tests;

/** The reason a test skips for now, after checking that every reason it names lists it. */
function decide(file: string, names: readonly string[], conditions: SkipConditions): SkipReason | null {
  let chosen: SkipReason | null = null;
  for (const [reason, holds] of Object.entries(conditions) as [SkipReason, boolean | undefined][]) {
    if (!(reason in REASONS)) throw new Error(`${file}: skip reason "${reason}" is not in tests/support/skip-reasons.json`);
    const allowed = listed(reason)[file] ?? [];
    if (!names.some((n) => allowed.some((a) => n.startsWith(a)))) {
      throw new Error(`${file}: "${names[0]}" may not skip for "${reason}": list it under that reason in tests/support/skip-reasons.json`);
    }
    if (holds && chosen === null) chosen = reason;
  }
  return chosen;
}

function record(file: string, test: string, reason: SkipReason): string {
  const why = REASONS[reason].why;
  console.warn(`SKIPPED ${file} › ${test}: ${reason} — ${why}`);
  const log = process.env.POLK_SKIP_LOG;
  if (log) appendFileSync(log, JSON.stringify({ file, test, reason } satisfies SkipRecord) + '\n');
  return `${reason}: ${why}`;
}

export function skippable(moduleUrl: string) {
  const file = relative(ROOT, fileURLToPath(moduleUrl)).split('\\').join('/');
  return {
    /** A suite that runs unless one of the conditions holds. */
    describe(conditions: SkipConditions): (name: string, ...rest: unknown[]) => void {
      return (name, ...rest) => {
        const reason = decide(file, [name], conditions);
        const run = reason ? describe.skip : describe;
        if (reason) record(file, name, reason);
        (run as (n: string, ...r: unknown[]) => void)(reason ? `${name} — skipped: ${reason}` : name, ...rest);
      };
    },
    /** A test that runs unless one of the conditions holds. */
    it(conditions: SkipConditions): (name: string, ...rest: unknown[]) => void {
      return (name, ...rest) => {
        const reason = decide(file, [name], conditions);
        if (reason) record(file, name, reason);
        ((reason ? it.skip : it) as (n: string, ...r: unknown[]) => void)(reason ? `${name} — skipped: ${reason}` : name, ...rest);
      };
    },
    /** Inside a test: skip it now when one of the conditions holds (the test or one of its suites is listed). */
    skipIn(ctx: TestContext, conditions: SkipConditions): void {
      const names: string[] = [ctx.task.name];
      for (let s = ctx.task.suite; s; s = s.suite) if (s.name) names.push(s.name);
      const reason = decide(file, names, conditions);
      if (reason) ctx.skip(record(file, ctx.task.name, reason));
    },
  };
}
