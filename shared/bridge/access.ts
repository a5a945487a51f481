/**
 * Who is calling (issue 14): the game master, or a read-only view — the table screen (a second
 * monitor, a TV) or one army's view (a player's phone). The game master's token can do everything;
 * a view's token can call only the contract's `access: 'read'` calls and receive events. Views are
 * opened by a short code the console mints; codes live in memory and end with the launch.
 */
import type { Army } from '../rules/polkovodets';

export type Viewer = { readonly role: 'gm' } | { readonly role: 'table' } | { readonly role: 'army'; readonly army: Army };

/** What a view token shows (never the game master). */
export type ViewKind = Exclude<Viewer, { role: 'gm' }>;

export const GAME_MASTER: Viewer = Object.freeze({ role: 'gm' });

export interface ViewToken {
  /** Stable id for listing and revoking (not the code). */
  readonly id: string;
  /** The short code, grouped for typing: `K7M2Q-9XHPA`; also the token of its URL (`/v/CODE`). */
  readonly code: string;
  readonly view: ViewKind;
  /** ISO time it was minted. */
  readonly created: string;
}

export interface AccessList {
  /** False where views cannot be served (the desktop console without browser mode). */
  readonly available: boolean;
  readonly tokens: readonly ViewToken[];
  /** `http://127.0.0.1:PORT`: views opened on this machine. */
  readonly loopback: string | null;
  /** The club network's listener, when switched on: `http://ADDRESS:PORT`. */
  readonly lan: { readonly address: string; readonly origin: string } | null;
  /** The machine's interface addresses the network switch may use (IPv4, not loopback). */
  readonly addresses: readonly string[];
}

/** The path a view's short code opens (`/v/K7M2Q-9XHPA`): the server sends it on to the page. */
export const VIEW_PATH = '/v/';

export const viewUrl = (origin: string, code: string): string => `${origin}${VIEW_PATH}${code}`;
