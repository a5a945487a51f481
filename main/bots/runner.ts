/**
 * Runs a bot's search in a worker thread (issue 15): progress messages, cancellation, and the move
 * as plain data — nothing is applied here. The caller (the campaign service, the command line)
 * records an accepted move through the service like a human one; a cancelled or rejected search
 * leaves the campaign as it was, because the worker never touches it.
 */
import { Worker } from 'node:worker_threads';
import type { BotLevel, BotMove } from '../../shared/bots';
import type { GameState } from '../../shared/rules/polkovodets';
import { STOP_CANCEL, STOP_NOW, type WorkerOptions, type WorkerReply, type WorkerRequest } from './protocol';

export interface BotSearch {
  /** The move, or null when the search was cancelled. Rejects when the worker failed. */
  readonly result: Promise<BotMove | null>;
  /** Stop the search now: `result` then resolves to null. */
  cancel(): void;
  /** End the search now with the best move found so far («Готово сейчас»): `result` resolves to it. */
  finishNow(): void;
}

export interface RunnerOptions extends WorkerOptions {
  readonly onProgress?: (spent: number, budget: number) => void;
  /**
   * The worker script: by default the built out/bots/worker.mjs next to the running bundle
   * (out/cli, out/main, out/web all sit beside out/bots). Tests pass the TypeScript source with a loader.
   */
  readonly workerUrl?: URL;
  readonly execArgv?: string[];
}

export const defaultWorkerUrl = (): URL => new URL('../bots/worker.mjs', import.meta.url);

export function startBotSearch(state: GameState, level: BotLevel, options: RunnerOptions = {}): BotSearch {
  const stop = new SharedArrayBuffer(4);
  const flag = new Int32Array(stop);
  const { onProgress, workerUrl, execArgv, ...search } = options;
  const request: WorkerRequest & { stop: SharedArrayBuffer } = { state, level, options: search, stop };
  const worker = new Worker(workerUrl ?? defaultWorkerUrl(), { workerData: request, execArgv });
  let cancelled = false;
  const result = new Promise<BotMove | null>((resolve, reject) => {
    worker.on('message', (m: WorkerReply) => {
      if (m.type === 'progress') onProgress?.(m.spent, m.budget);
      else if (m.type === 'done') resolve(cancelled || m.move.stopped === 'cancelled' ? null : m.move);
      else reject(new Error(m.message));
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (cancelled) resolve(null);
      else if (code !== 0) reject(new Error(`bot worker exited with ${code}`));
    });
  });
  return {
    result: result.finally(() => void worker.terminate()),
    cancel() {
      cancelled = true;
      Atomics.store(flag, 0, STOP_CANCEL);
    },
    finishNow() {
      if (!cancelled) Atomics.store(flag, 0, STOP_NOW);
    },
  };
}
