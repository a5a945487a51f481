/** The messages between browser mode's HTTP thread (calls.ts) and its campaign worker (worker-loop.ts). */
import type { AppInfo, CallName, EventPayloads } from '../../shared/bridge/contract';

/** The worker's `workerData`. */
export interface WorkerSetup {
  readonly dataDir: string;
  readonly mode: AppInfo['mode'];
  readonly version: string;
  /** The campaign open before a restart: reopened first. */
  readonly reopen: string | null;
}

export type ToWorker = { readonly type: 'call'; readonly id: number; readonly name: CallName; readonly args: unknown } | { readonly type: 'dispose' };

export type FromWorker =
  | { readonly type: 'ready'; readonly info: AppInfo | null; readonly current: string | null }
  /** `current`: the open campaign's path after the call. */
  | { readonly type: 'reply'; readonly id: number; readonly reply: unknown; readonly current: string | null }
  | { readonly type: 'threw'; readonly id: number; readonly message: string }
  | { readonly type: 'log'; readonly level: 'warn'; readonly message: string }
  /** An event that no call's reply carries (the computer player's progress and finished proposal; another process's commit). */
  | { readonly type: 'event'; readonly event: 'bots.changed'; readonly payload: EventPayloads['bots.changed'] }
  | { readonly type: 'event'; readonly event: 'campaign.changed'; readonly payload: EventPayloads['campaign.changed'] }
  | { readonly type: 'disposed' };
