/**
 * A bots' worker for tests (bundled in place of main/bots/worker.ts): a "search" that never ends on
 * its own. It speaks the worker's protocol — progress messages, then the move — and runs until the
 * stop flag is set, so a test of cancelling, or of a search outlasting a call's deadline, stops it
 * itself instead of sizing a budget to outlast a wait (nothing here depends on the machine's speed).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { WorkerReply, WorkerRequest } from '../../main/bots/protocol';

const port = parentPort;
if (port) {
  const { state, level, stop } = workerData as WorkerRequest & { stop: SharedArrayBuffer };
  const flag = new Int32Array(stop);
  const post = (m: WorkerReply) => port.postMessage(m);
  let spent = 0;
  // Wakes at once when the flag is set (Atomics.wait), else every few ms to report progress.
  while (Atomics.load(flag, 0) === 0) {
    spent += 64;
    post({ type: 'progress', spent, budget: 0 });
    Atomics.wait(flag, 0, 0, 5);
  }
  post({ type: 'done', move: { army: state.toMove, level, steps: [], nodes: spent, stopped: 'cancelled' } });
}
