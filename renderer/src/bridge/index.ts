/**
 * The window's one way to the console. `pickBridge()` takes the Electron preload bridge when
 * `window.polkovodets` exists, else the browser-mode HTTP bridge; nothing else in the renderer knows
 * which. Stores get the bridge through `useBridge()` (provide.ts); tests install a fake there.
 */
import type { Bridge } from '../../../shared/bridge/contract';
import { PRELOAD_GLOBAL, type PreloadApi } from '../../../shared/bridge/wire';
import { httpBridge } from './http';
import { preloadBridge } from './preload';

export type { Bridge };

export function pickBridge(win: Window = window): Bridge {
  const api = (win as unknown as Record<string, unknown>)[PRELOAD_GLOBAL] as PreloadApi | undefined;
  if (api && typeof api === 'object') return preloadBridge(api);
  const token = new URLSearchParams(win.location.search).get('token') ?? '';
  return httpBridge({ token });
}

