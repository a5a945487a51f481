/**
 * The bot's worker thread: runs one search off the main thread (never blocking the window or the
 * server). In: { state, level, options } as workerData and a shared stop flag. Out: progress
 * messages, then the move. The stop flag is read between nodes (the search is one synchronous loop,
 * so a message could not reach it): set it and the search stops at once, reporting `cancelled`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { botMove, type BotLevel } from '../../shared/bots';
import type { GameState } from '../../shared/rules/polkovodets';
import { STOP_CANCEL, STOP_NOW, type WorkerReply, type WorkerRequest } from './protocol';

const port = parentPort;
if (port) {
  const { state, level, options, stop } = workerData as WorkerRequest & { stop: SharedArrayBuffer };
  const flag = new Int32Array(stop);
  // The first progress goes out at once (a search that has started says so), then at most every 50 ms.
  let lastProgress = Number.NEGATIVE_INFINITY;
  const post = (m: WorkerReply) => port.postMessage(m);
  try {
    const move = botMove(level as BotLevel, state as GameState, {
      ...options,
      clock: () => performance.now(),
      shouldStop: () => Atomics.load(flag, 0) === STOP_CANCEL,
      shouldFinish: () => Atomics.load(flag, 0) === STOP_NOW,
      onProgress: (spent, budget) => {
        const now = performance.now();
        if (now - lastProgress < 50) return;
        lastProgress = now;
        post({ type: 'progress', spent, budget });
      },
    });
    post({ type: 'done', move });
  } catch (e) {
    post({ type: 'error', message: e instanceof Error ? e.message : String(e) });
  }
}
