/** The desktop console's menu (and its keys): each command chosen there, for the window to carry out. */
import { useBridge } from '../bridge/provide';

/** Hear the menu's commands until the returned function is called. */
export function onMenuCommand(handler: (command: string) => void): () => void {
  return useBridge().on('menu.command', ({ command }) => handler(command));
}
