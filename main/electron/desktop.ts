/**
 * The desktop console's composition, without Electron's runtime, so that plain Node composes it as
 * main.ts does (tests/electron/desktop.test.ts): the campaign core over the data folder, wrapped by
 * the native shell (print, PDF, file dialogs), behind the players' listener (main/net, issue 23).
 *
 * One dispatcher for everyone: the game master's calls come to it over the preload bridge (IPC,
 * main.ts registers them), the players' over HTTP once the club network is switched on from
 * «Экраны для стола и игроков» (`access.setLan`, the same contract call as in browser mode). So a
 * phone's orders and the game master's are queued one after the other on the same campaign. Until
 * the switch is on nothing listens; the game master's token opens nothing over HTTP.
 */
import type { CallName } from '../../shared/bridge/contract';
import { createCore, type Core } from '../app/core';
import type { Dispatcher, EventSink } from '../app/dispatch';
import { withNativeShell, type NativeShell } from '../app/native';
import { createNet, type Net, type ServerLog } from '../net/listener';

/** The renders a view may ask for: at most one per screen in flight, two in all (as in browser mode). */
const RENDER_CALLS: ReadonlySet<CallName> = new Set<CallName>(['summary.render', 'print.render']);

export interface DesktopOptions {
  /** Electron's `userData`. */
  readonly dataDir: string;
  readonly version: string;
  /** The built renderer (out/renderer): the page the phones load. */
  readonly staticDir: string;
  readonly log: ServerLog;
  /** Where `log` writes bugs (main.log), named in the answer to one. */
  readonly logFile?: string;
  /** The console's own windows: every event goes to them (over IPC) and to the pages' streams. */
  readonly toWindows: EventSink;
  /** The native print, PDF and file dialogs, given the campaigns folder. */
  readonly shell: (campaignsDir: string) => NativeShell;
  /** The machine's interface addresses (tests); default `os.networkInterfaces()`. */
  readonly interfaces?: () => string[];
  /** The bots' worker script (tests from sources); default out/bots/worker.mjs. */
  readonly botWorkerUrl?: URL;
}

export interface Desktop {
  readonly core: Core;
  /** The one door: IPC calls and the listener's calls alike. */
  readonly dispatcher: Dispatcher;
  readonly net: Net;
  /**
   * Stop listening and close the open campaign (on quit). Both happen before it returns (the
   * listeners stop accepting at once, the campaign's session ends); the promise is the sockets' end.
   */
  close(): Promise<void>;
}

export function composeDesktop(options: DesktopOptions): Desktop {
  let net: Net | null = null;
  // The core's own news (a search's progress, another process's commit) goes to windows and pages alike.
  const toAll: EventSink = (event, payload) => {
    options.toWindows(event, payload);
    net?.emit(event, payload);
  };
  const core = createCore({
    dataDir: options.dataDir,
    mode: 'electron',
    version: options.version,
    log: options.log,
    ...(options.botWorkerUrl ? { botWorkerUrl: options.botWorkerUrl } : {}),
    onBotsChanged: (payload) => toAll('bots.changed', payload),
    onOtherWriter: (payload) => toAll('campaign.changed', payload),
  });
  const ready = createNet({
    handlers: withNativeShell(core.handlers, options.shell(core.campaignsDir)),
    staticDir: options.staticDir,
    log: options.log,
    logFile: options.logFile,
    // The dispatcher's events reach the pages through the net itself, the windows through this.
    onEvent: options.toWindows,
    desktop: true,
    heavy: RENDER_CALLS,
    interfaces: options.interfaces,
  });
  net = ready;
  let closed = false;
  return {
    core,
    dispatcher: ready.dispatcher,
    net: ready,
    close() {
      if (closed) return Promise.resolve();
      closed = true;
      const stopped = ready.close();
      core.close();
      return stopped;
    },
  };
}
