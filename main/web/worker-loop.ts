/**
 * The campaign side of browser mode: inside a worker thread, the console's core (the campaign
 * service and the window-facing handlers over the data folder) answers the calls the HTTP thread
 * forwards (main/web/calls.ts). The HTTP thread has validated them already. Because the campaign
 * lives here, a call that never ends stalls only this thread: the HTTP thread answers its deadline,
 * terminates this thread (better-sqlite3 closes its handles when a thread ends) and starts another.
 */
import { basename } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { invoke, type CallName, type CheckedCall, type Handlers } from '../../shared/bridge/contract';
import { createCore } from '../app/core';
import type { FromWorker, ToWorker, WorkerSetup } from './worker-protocol';

/** Calls after which another campaign (or none) may be open. */
const CHANGES_CURRENT: ReadonlySet<CallName> = new Set<CallName>(['campaign.create', 'campaign.open', 'campaign.import', 'campaign.close']);

/**
 * Serve calls on this thread's port. `wrap` exists for tests only (a handler made to spin): the
 * production entry (worker.ts) passes none, and a client cannot choose the entry.
 */
export async function runCampaignWorker(wrap?: (handlers: Handlers) => Handlers): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('runCampaignWorker: not in a worker thread');
  const setup = workerData as WorkerSetup;
  const post = (message: FromWorker) => port.postMessage(message);
  const core = createCore({ dataDir: setup.dataDir, mode: setup.mode, version: setup.version, log: { warn: (m, meta) => post({ type: 'log', level: 'warn', message: `${m} ${meta === undefined ? '' : String(meta)}` }) }, onBotsChanged: (payload) => post({ type: 'event', event: 'bots.changed', payload }), onOtherWriter: (payload) => post({ type: 'event', event: 'campaign.changed', payload }) });
  const handlers = wrap ? wrap(core.handlers) : core.handlers;

  const currentPath = async (): Promise<string | null> => {
    const reply = await handlers['campaign.current']({});
    return reply.ok && reply.value ? reply.value.path : null;
  };

  // A restart reopens the campaign that was open (in browser mode, by its name in the folder).
  let current: string | null = null;
  if (setup.reopen) {
    const reply = await handlers['campaign.open']({ path: setup.mode === 'browser' ? basename(setup.reopen) : setup.reopen });
    if (reply.ok) current = reply.value.path;
    else post({ type: 'log', level: 'warn', message: `reopen failed: ${reply.error.code}` });
  }
  const info = await handlers['app.info']({});
  port.on('message', (message: ToWorker) => {
    if (message.type === 'dispose') {
      core.close();
      post({ type: 'disposed' });
      port.close();
      return;
    }
    void (async () => {
      let reply: unknown;
      try {
        reply = await invoke(handlers, { name: message.name, args: message.args } as CheckedCall);
      } catch (err) {
        // The dispatcher in the HTTP thread logs it and answers `bridge/internal`.
        post({ type: 'threw', id: message.id, message: err instanceof Error ? (err.stack ?? err.message) : String(err) });
        return;
      }
      if (CHANGES_CURRENT.has(message.name)) current = await currentPath();
      post({ type: 'reply', id: message.id, reply, current });
    })();
  });
  post({ type: 'ready', info: info.ok ? info.value : null, current });
}
