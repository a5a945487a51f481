/** The events main sends the window (and browser mode's views): their names and payloads. */
import type { BotJobView } from './bots';
import type { Language } from './data';
import type { Army } from '../rules/polkovodets';

export type MenuCommand = 'new' | 'open' | 'import' | 'export' | 'print' | 'undo' | 'redo' | 'endMove' | 'language:ru' | 'language:en' | `recent:${string}` | TableCommand;
/** The desktop console's table screen (issue 14): open it on a display, or close it. Handled by the Electron layer. */
export type TableCommand = `table:${number}` | 'table:close';

export interface EventPayloads {
  /**
   * The open campaign changed (an order, an undo, another window of the same console…). `battle`:
   * a battle record changed (created, a run added or taken back) — the position did not.
   */
  'campaign.changed': { path: string; seq: number; battle?: number };
  /** A native menu item was chosen; the window decides what to show. */
  'menu.command': { command: MenuCommand };
  'settings.changed': { language: Language };
  /** This view's code was revoked (issue 14): sent to that view alone, just before its stream ends. */
  'access.revoked': { code: 'web/revoked' };
  /**
   * The console's computer player: a seat changed, or a proposal started, progressed (at most 4 a
   * second), finished, failed, was cancelled or accepted. `proposal`: the job as `bots.job` shows it
   * (absent after a seat change or an accept). Sent to the game master's windows only.
   */
  'bots.changed': { path: string; job: number | null; proposal?: BotJobView };
  /**
   * The players' order codes (issue 23): a proposal sent, accepted or rejected, a code claimed or its
   * policy changed. `army`: the army concerned (null: a code's). Sent to every window and view.
   */
  'players.changed': { army: Army | null };
}

export type EventName = keyof EventPayloads;
export const EVENT_NAMES: readonly EventName[] = ['campaign.changed', 'menu.command', 'settings.changed', 'access.revoked', 'bots.changed', 'players.changed'];
