/**
 * The preload script: exposes `window.polkovodets` with exactly the contract's calls and events as
 * named functions (shared/bridge/wire.ts). The window never sees `ipcRenderer`, a generic invoke,
 * a channel name, or Electron's IPC event object.
 *
 * Runs sandboxed, so it is bundled into one CommonJS file that requires nothing but `electron`.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { PRELOAD_CALLS, PRELOAD_EVENTS, PRELOAD_GLOBAL, type PreloadApi } from '../shared/bridge/wire';

function buildApi(): PreloadApi {
  const api: Record<string, unknown> = {};
  for (const { method, channel } of PRELOAD_CALLS) {
    // One argument only; the main process validates it against the contract.
    api[method] = (args: unknown) => ipcRenderer.invoke(channel, args);
  }
  for (const { method, channel } of PRELOAD_EVENTS) {
    api[method] = (listener: unknown) => {
      if (typeof listener !== 'function') throw new TypeError(`${method}: a listener function is required`);
      // The payload only: the IPC event (with its sender) stays on this side.
      const relay = (_event: IpcRendererEvent, payload: unknown) => {
        (listener as (p: unknown) => void)(payload);
      };
      ipcRenderer.on(channel, relay);
      return () => {
        ipcRenderer.removeListener(channel, relay);
      };
    };
  }
  return Object.freeze(api) as unknown as PreloadApi;
}

contextBridge.exposeInMainWorld(PRELOAD_GLOBAL, buildApi());
