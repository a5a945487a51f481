/** Turns the menu data (main/policy/menu.ts) into Electron's template, wiring commands to `onCommand`. */
import type { MenuItemConstructorOptions } from 'electron';
import type { MenuCommand } from '../../shared/bridge/contract';
import type { MenuItemSpec } from '../policy/menu';

export function toElectronTemplate(items: readonly MenuItemSpec[], onCommand: (command: MenuCommand) => void): MenuItemConstructorOptions[] {
  return items.map((item): MenuItemConstructorOptions => {
    const out: MenuItemConstructorOptions = { id: item.id };
    if (item.type) out.type = item.type;
    if (item.label !== undefined) out.label = item.label;
    if (item.accelerator) out.accelerator = item.accelerator;
    if (item.role) out.role = item.role;
    if (item.checked !== undefined) out.checked = item.checked;
    if (item.enabled !== undefined) out.enabled = item.enabled;
    if (item.submenu) out.submenu = toElectronTemplate(item.submenu, onCommand);
    const command = item.command;
    if (command) out.click = () => onCommand(command);
    return out;
  });
}
