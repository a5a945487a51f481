/**
 * Who may call the main process over IPC (VS Code's electron-main/ipcMain.ts checks every message's
 * sender the same way). Pure: works on plain objects shaped like Electron's IPC event, so the tests
 * use fakes.
 */
import { isAppUrl } from './urls';

/** The parts of Electron's `WebFrameMain` we look at. */
export interface FrameLike {
  readonly url: string;
  readonly parent: unknown;
}

/** The parts of Electron's `IpcMainInvokeEvent` we look at. */
export interface IpcEventLike {
  readonly senderFrame: FrameLike | null;
  readonly sender?: { readonly id: number } | null;
}

export interface SenderPolicy {
  /** When given, only these webContents (our windows) may call. */
  readonly webContentsIds?: ReadonlySet<number>;
}

/**
 * True only for the main frame of one of our windows showing our own `app://` page. Never throws:
 * a destroyed frame, an iframe, a navigated-away page or a malformed event are all refused.
 */
export function isTrustedSender(event: unknown, policy: SenderPolicy = {}): event is IpcEventLike {
  try {
    if (typeof event !== 'object' || event === null) return false;
    const frame = (event as { senderFrame?: unknown }).senderFrame;
    if (typeof frame !== 'object' || frame === null) return false;
    const { url, parent } = frame as { url?: unknown; parent?: unknown };
    // Only the top frame: an iframe (even one of ours) has a parent.
    if (parent !== null) return false;
    if (!isAppUrl(url)) return false;
    if (policy.webContentsIds) {
      const sender = (event as { sender?: unknown }).sender;
      const id = typeof sender === 'object' && sender !== null ? (sender as { id?: unknown }).id : undefined;
      if (typeof id !== 'number' || !policy.webContentsIds.has(id)) return false;
    }
    return true;
  } catch {
    // Electron's getters throw on a disposed frame.
    return false;
  }
}
