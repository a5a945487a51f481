/**
 * Who is calling (issue 14): the game master, or a read-only view — the table screen (a second
 * monitor, a TV) or one army's view (a player's phone). The game master's token can do everything;
 * a view's token can call only the contract's `access: 'read'` calls and receive events. Views are
 * opened by a short code the console mints; codes live in memory and end with the launch.
 */
import type { Action, Army } from '../rules/polkovodets';

/**
 * What the game master lets an order code do (issue 23): give orders straight into the campaign
 * (the default), send the whole move to wait on the console as a proposal, or only look (he took over).
 */
export type OrderPolicy = 'direct' | 'propose' | 'read';
export const ORDER_POLICIES = ['direct', 'propose', 'read'] as const satisfies readonly OrderPolicy[];

export type Viewer =
  | { readonly role: 'gm' }
  | { readonly role: 'table' }
  | {
      readonly role: 'army';
      readonly army: Army;
      /**
       * An order code's (issue 23): beside reading, its army's own actions during its move. The code
       * itself only reads and claims; the device token the claim hands out (`device`) may act.
       */
      readonly orders?: true;
      /** The id of the code this viewer came by (order codes only). */
      readonly codeId?: string;
      /** The claimed device's id: present on the device token's calls only. */
      readonly device?: string;
      /** An order code's policy (absent: 'direct'); 'read' leaves `orders` off, so nothing it sends writes. */
      readonly policy?: OrderPolicy;
    };

/** A player who may give his army's orders now: a claimed device of an order code. */
export const isPlayerDevice = (v: Viewer): v is Extract<Viewer, { role: 'army' }> & { readonly orders: true; readonly device: string; readonly codeId: string } =>
  v.role === 'army' && v.orders === true && typeof v.device === 'string' && typeof v.codeId === 'string';

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
  /** An order code: spent by its first claim, which gives the claiming device its own token. */
  readonly claimed?: boolean;
  /** The devices that claimed it (one: a code is claimed once), which the game master can drop. */
  readonly devices?: readonly { readonly id: string; readonly created: string }[];
  /** An order code's policy (absent: 'direct'). */
  readonly policy?: OrderPolicy;
}

/**
 * A player's whole move waiting on the console (the 'propose' policy): the actions in order, made on
 * the head `basedOn`. The game master accepts it (all or the steps he keeps), or rejects it.
 */
export interface PlayerProposal {
  readonly army: Army;
  readonly codeId: string;
  readonly basedOn: number;
  readonly actions: readonly Action[];
  /** ISO time it was sent. */
  readonly at: string;
}

/** What `access.claim` gives the phone that opens an order code first: its own token. */
export interface DeviceGrant {
  readonly token: string;
  readonly device: string;
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

/** The dry run of a waiting move's kept steps: the head it ran from and the steps refused (indices into the proposal). */
export interface PlayerStepCheck {
  readonly seq: number;
  readonly refused: readonly { readonly index: number; readonly code: string; readonly message: { readonly ru: string; readonly en: string } }[];
}
