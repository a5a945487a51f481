/**
 * Browser mode runs the campaign calls in a worker thread (worker-loop.ts) and forwards them from
 * the HTTP thread, each with a deadline. A call past its deadline is answered with the coded
 * failure `bridge/timeout`; the worker is terminated (a synchronous loop cannot be interrupted any
 * other way) and a new one started, which reopens the campaign that was open. An unfinished action
 * is not saved (its transaction never committed); every acknowledged one is in the file.
 *
 * `app.info` is answered from the last info the worker gave, so it never waits for a long call.
 */
import { Worker } from 'node:worker_threads';
import { CALL_NAMES, type AppInfo, type CallName, type EventPayloads, type Failure, type Handlers, type Reply } from '../../shared/bridge/contract';
import type { FromWorker, WorkerSetup } from './worker-protocol';
import { TRANSPORT_WORDS } from '../../shared/vocab/transport';

export interface CampaignCallsOptions {
  /** The worker's entry: out/web/worker.mjs in production. */
  readonly entry: URL | string;
  readonly setup: Omit<WorkerSetup, 'reopen'>;
  /** A call's deadline (default 60 s: a long PDF of a whole campaign still fits). */
  readonly timeoutMs?: number;
  readonly log?: { warn(message: string, meta?: unknown): void; error(message: string, meta?: unknown): void };
  /** Events the worker sends beside any reply (the computer player's progress and proposals). */
  readonly onEvent?: <E extends 'bots.changed' | 'campaign.changed'>(event: E, payload: EventPayloads[E]) => void;
}

export interface CampaignCalls {
  /** Forwarding handlers for the dispatcher. */
  readonly handlers: Handlers;
  /** Resolves when the first worker is ready. */
  readonly ready: Promise<void>;
  /** The campaign the worker has open (its path), or null. */
  current(): string | null;
  /**
   * Close the open campaign (ending its session) and end the worker, within `graceMs`; a worker
   * that does not answer in time (a stuck call) is terminated. Resolves true when it closed cleanly.
   */
  close(graceMs?: number): Promise<boolean>;
}

export const timeoutFailure = (name: string, ms: number): Failure => ({
  code: 'bridge/timeout',
  message: TRANSPORT_WORDS.timeout(name, Math.round(ms / 1000)),
});

const stoppedFailure = (name: string): Failure => ({
  code: 'bridge/stopped',
  message: TRANSPORT_WORDS.stopped(name),
});

interface Pending {
  readonly name: string;
  settle(reply: unknown): void;
}

interface Live {
  readonly worker: Worker;
  readonly ready: Promise<void>;
  readonly pending: Map<number, Pending>;
  disposed: boolean;
  onDisposed?: () => void;
}

export function startCampaignCalls(options: CampaignCallsOptions): CampaignCalls {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const { log } = options;
  let info: AppInfo | null = null;
  let current: string | null = null;
  let nextId = 1;
  let closing = false;
  let live: Live = spawn();

  function spawn(): Live {
    const worker = new Worker(options.entry, { workerData: { ...options.setup, reopen: current } satisfies WorkerSetup });
    const pending = new Map<number, Pending>();
    let markReady!: () => void;
    const ready = new Promise<void>((r) => (markReady = r));
    const me: Live = { worker, ready, pending, disposed: false };
    worker.on('message', (m: FromWorker) => {
      switch (m.type) {
        case 'ready':
          info = m.info ?? info;
          current = m.current;
          markReady();
          return;
        case 'reply':
          current = m.current;
          pending.get(m.id)?.settle(m.reply);
          return;
        case 'threw': {
          const p = pending.get(m.id);
          if (p) log?.error(`handler ${p.name} threw in the campaign worker`, m.message);
          // Thrown again here, so the dispatcher logs it and answers `bridge/internal` as for any handler.
          p?.settle(new Error(`handler ${p.name} threw`));
          return;
        }
        case 'log':
          log?.warn(m.message);
          return;
        case 'event':
          if (m.event === 'bots.changed') options.onEvent?.(m.event, m.payload);
          else options.onEvent?.(m.event, m.payload);
          return;
        case 'disposed':
          me.disposed = true;
          me.onDisposed?.();
          return;
      }
    });
    const fail = (why: string) => {
      markReady();
      for (const [, p] of pending) p.settle({ ok: false, error: stoppedFailure(p.name) });
      pending.clear();
      if (!closing && live === me) {
        log?.error(`campaign worker ${why}; starting another`);
        live = spawn();
      }
    };
    worker.on('error', (err) => fail(`failed: ${err instanceof Error ? err.message : String(err)}`));
    worker.on('exit', (code) => fail(`exited (${code})`));
    return me;
  }

  async function forward(name: CallName, args: unknown): Promise<Reply<unknown>> {
    if (closing) return { ok: false, error: stoppedFailure(name) };
    const target = live;
    await target.ready;
    if (closing || target !== live) return { ok: false, error: stoppedFailure(name) };
    const id = nextId++;
    const answer = await new Promise<unknown>((resolveCall) => {
      const timer = setTimeout(() => {
        target.pending.delete(id);
        log?.error(`call ${name} passed its deadline (${timeoutMs} ms): restarting the campaign worker`);
        resolveCall({ ok: false, error: timeoutFailure(name, timeoutMs) });
        if (live === target && !closing) {
          live = spawn();
          void target.worker.terminate();
        }
      }, timeoutMs);
      target.pending.set(id, {
        name,
        settle: (reply) => {
          clearTimeout(timer);
          target.pending.delete(id);
          resolveCall(reply);
        },
      });
      target.worker.postMessage({ type: 'call', id, name, args });
    });
    if (answer instanceof Error) throw answer;
    const reply = answer as Reply<unknown>;
    if (reply.ok && (name === 'app.info' || name === 'settings.setLanguage' || name === 'settings.setFollow')) info = reply.value as AppInfo;
    return reply;
  }

  const handlers = Object.fromEntries(
    CALL_NAMES.map((name) => [name, name === 'app.info' ? async () => (info ? { ok: true, value: info } : forward(name, {})) : (args: unknown) => forward(name, args)]),
  ) as unknown as Handlers;

  return {
    handlers,
    ready: live.ready,
    current: () => current,
    async close(graceMs = 3000) {
      closing = true;
      const target = live;
      const exited = new Promise<void>((r) => {
        if (target.worker.threadId < 0) r();
        else target.worker.once('exit', () => r());
      });
      const disposed = new Promise<boolean>((r) => {
        target.onDisposed = () => r(true);
        setTimeout(() => r(false), graceMs).unref();
      });
      target.worker.postMessage({ type: 'dispose' });
      const clean = await disposed;
      // Still stuck in a call: terminate (better-sqlite3 closes the file's handles as the thread ends).
      if (!clean) log?.error('campaign worker did not close in time: terminated');
      await target.worker.terminate();
      await exited;
      return clean;
    },
  };
}
