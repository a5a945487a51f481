/**
 * Composition of the console's core for a shell (Electron or browser mode): the campaign service
 * over a data folder, and the window-facing handlers. Campaigns go to `<dataDir>/campaigns` by
 * default; any file elsewhere can be opened by path.
 */
import { mkdirSync } from 'node:fs';
import type { AppInfo, EventPayloads, Handlers } from '../../shared/bridge/contract';
import { createHandlers } from './handlers';
import { CampaignService } from '../campaign/service';
import { dataFolderStores } from './settings';
import { campaignsDirOf } from '../policy/paths';

export interface CoreOptions {
  /** Electron: `userData`; browser mode: `$POLK_DATA_DIR` or the platform's data folder. */
  readonly dataDir: string;
  readonly mode: AppInfo['mode'];
  readonly version: string;
  readonly log?: { warn(message: string, meta?: unknown): void; info?(message: string, meta?: unknown): void };
  /** The bots' worker script; default out/bots/worker.mjs beside the running bundle (tests from sources pass one). */
  readonly botWorkerUrl?: URL;
  /** Where the computer player's background news goes (`bots.changed`: progress, a finished proposal). */
  readonly onBotsChanged?: (payload: EventPayloads['bots.changed']) => void;
  /** Where another process's commits to the open campaign go (`campaign.changed`: `polk end-move` in a terminal). */
  readonly onOtherWriter?: (payload: EventPayloads['campaign.changed']) => void;
}

export interface Core {
  readonly handlers: Handlers;
  readonly campaignsDir: string;
  /** Close the open campaign (ends its session); call on quit. */
  close(): void;
}

export function createCore(options: CoreOptions): Core {
  const campaignsDir = campaignsDirOf(options.dataDir);
  mkdirSync(campaignsDir, { recursive: true });
  const service = new CampaignService({
    appVersion: options.version,
    ...dataFolderStores(options.dataDir),
    mode: options.mode,
    // Not fatal (a backup that could not be written): logged.
    onWarning: (warning) => options.log?.warn(`campaign warning: ${warning.code}`, warning.message.en),
    // The seeds of the console's own referee rolls (also stored with each run).
    onInfo: (message, detail) => options.log?.info?.(message, detail),
  });
  const handlers = createHandlers(service, { appVersion: options.version, mode: options.mode, campaignsDir, ...(options.botWorkerUrl ? { bots: { workerUrl: options.botWorkerUrl } } : {}), onBotsChanged: options.onBotsChanged, onOtherWriter: options.onOtherWriter });
  let closed = false;
  return {
    handlers,
    campaignsDir,
    close() {
      if (closed) return;
      closed = true;
      handlers.dispose();
    },
  };
}
