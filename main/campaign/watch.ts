/**
 * Another process's commits to the open campaign (issue 22): `polk end-move` in a terminal, a
 * second console on the same file. SQLite's `PRAGMA data_version` changes on a connection only when
 * another connection committed, so the console's own writes never look like someone else's; every
 * `intervalMs` the watch reads it and, when it moved, tells `onChanged` where the campaign stands now
 * (the shells send it as `campaign.changed`, and the windows sync).
 */
import type { EventPayloads } from '../../shared/bridge/contract';
import type { Campaign } from './service';

export interface OtherWritersWatch {
  stop(): void;
}

export function watchOtherWriters(current: () => Campaign | null, onChanged: (payload: EventPayloads['campaign.changed']) => void, intervalMs = 500): OtherWritersWatch {
  let watched: Campaign | null = null;
  let version = 0;
  const tick = () => {
    const c = current();
    if (!c || !c.isOpen) {
      watched = null;
      return;
    }
    try {
      const now = c.dataVersion();
      if (c !== watched) {
        // A campaign opened since the last tick: told from where it stood when it was opened.
        watched = c;
        version = c.openedAtVersion();
      }
      if (now === version) return;
      version = now;
      onChanged({ path: c.path, seq: c.seq() });
    } catch {
      // A file that another process damaged is met, with its message, by the window's next call.
    }
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
