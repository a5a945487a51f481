/** Where the stores find the bridge: main.ts installs `pickBridge()`, tests install a fake. */
import type { Bridge } from '../../../shared/bridge/contract';

let current: Bridge | null = null;

export function setBridge(bridge: Bridge): void {
  current = bridge;
}

export function useBridge(): Bridge {
  if (!current) throw new Error('useBridge: no bridge installed (call setBridge first)');
  return current;
}
