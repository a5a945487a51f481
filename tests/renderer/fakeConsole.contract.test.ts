/**
 * One console for the renderer's tests (issue 21 item 4): the window's stores are tested against
 * tests/renderer/support/fakeConsole.ts, an in-memory stand-in. This contract test runs one named
 * scripted evening — «вечер за столом» — through the fake and through the real handlers
 * (main/app/handlers.ts over a real campaign file, in-process) and compares every reply. What may
 * differ, and only that, is normalised, listed in NORMALISED below: the campaign's path and the
 * campaigns folder, the times of entries, the console's version. A reply the fake gets wrong fails
 * here, so the stores' tests cannot drift from the console they stand for.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '../../main/app/handlers';
import type { CallArgs, CallName, Handlers, Reply } from '../../shared/bridge/contract';
import { service, tempDir } from '../db/helpers';
import { FakeConsole } from './support/fakeConsole';

/** What may differ between the two, replaced by a placeholder (and nothing else). */
const NORMALISED = {
  /** The campaign's file: the fake's is a made-up path. */
  path: '<path>',
  /** Times of the log and ledger (the fake's clock ticks a minute a call). */
  at: '<time>',
  /** The folder new campaigns go to. */
  campaignsDir: '<campaigns>',
} as const;

function normalise(value: unknown, paths: readonly string[]): unknown {
  if (typeof value === 'string') return paths.includes(value) ? NORMALISED.path : value;
  if (Array.isArray(value)) return value.map((v) => normalise(v, paths));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (k === 'at' && typeof v === 'string') out[k] = NORMALISED.at;
      else if (k === 'campaignsDir') out[k] = NORMALISED.campaignsDir;
      else out[k] = normalise(v, paths);
    }
    return out;
  }
  return value;
}

type Step = { [K in CallName]: { name: K; args: (previous: Reply<unknown>[]) => CallArgs<K> } }[CallName];
const step = <K extends CallName>(name: K, args: CallArgs<K> | ((previous: Reply<unknown>[]) => CallArgs<K>)): Step =>
  ({ name, args: typeof args === 'function' ? args : () => args }) as Step;

/** The first legal order of the last `game.legalOrders` reply. */
const firstLegal = (previous: Reply<unknown>[]) => {
  const r = [...previous].reverse().find((p) => p.ok && Array.isArray(p.value) && (p.value as { kind?: string }[])[0]?.kind) as { value: { kind: string }[] };
  const { road: _road, target: _target, ...order } = r.value.find((o) => o.kind === 'move') as Record<string, unknown>;
  return order as CallArgs<'game.order'>['order'];
};

/** «Вечер за столом»: a campaign from presets, an order, a refused order, undo and redo, the end of a move, a correction, the log and the ledger. */
const EVENING: readonly Step[] = [
  step('campaign.current', {}),
  step('campaign.create', { name: 'Вечер за столом', preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 5 } }),
  step('game.legalOrders', {}),
  step('game.order', (p) => ({ order: firstLegal(p), since: 0 })),
  step('game.order', (p) => ({ order: firstLegal(p.slice(0, 3)), since: 1 })),
  step('game.undoPreview', { steps: 1 }),
  step('game.undo', { steps: 1, since: 1 }),
  step('game.redo', { steps: 1, since: 0 }),
  step('game.endMove', { since: 1 }),
  step('game.undo', { steps: 5 }),
  step('game.correctDepots', { army: 'A', amount: 2.5, reason: 'штраф за опоздание' }),
  step('game.correctDepots', { army: 'A', amount: -1000, reason: 'слишком много' }),
  step('game.appointMarshal', { at: [0, 0] }),
  step('campaign.sync', { since: 0 }),
  step('history.stateAt', { seq: 1 }),
  step('campaign.exportScenario', {}),
  step('history.entries', {}),
  step('ledger.entries', {}),
  step('campaign.current', {}),
  step('campaign.close', {}),
  step('campaign.current', {}),
];

async function run(handlers: Partial<Handlers>): Promise<Reply<unknown>[]> {
  const replies: Reply<unknown>[] = [];
  for (const s of EVENING) {
    const handler = handlers[s.name] as ((a: unknown) => Reply<unknown> | Promise<Reply<unknown>>) | undefined;
    if (!handler) throw new Error(`the fake has no ${s.name}`);
    replies.push(await handler(s.args(replies)));
  }
  return replies;
}

describe('the fake console against the real handlers: «вечер за столом»', () => {
  it('every reply is the same, but for the normalised paths and times', async () => {
    const dir = tempDir('fake-contract');
    const real = createHandlers(service({ dataDir: join(dir, 'data') }), { appVersion: '9.9.9', mode: 'browser', campaignsDir: join(dir, 'campaigns') });
    const fake = new FakeConsole();
    const [mine, theirs] = [await run(real), await run(fake.handlers)];
    real.dispose();
    const pathsOf = (replies: Reply<unknown>[]) => replies.flatMap((r) => (r.ok && r.value && typeof r.value === 'object' && 'path' in r.value ? [String((r.value as { path: unknown }).path)] : []));
    EVENING.forEach((s, i) => {
      expect(normalise(theirs[i], pathsOf(theirs)), `step ${i + 1}: ${s.name}`).toEqual(normalise(mine[i], pathsOf(mine)));
    });
  });
});
