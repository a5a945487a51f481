/**
 * The access and events of every call of the contract (contract.ts): kept beside it, one entry per
 * call. contract.ts checks that every call has its spec and no spec names an unknown call, so a
 * call added without its spec fails to compile.
 */
import type { EventName } from './events';

/**
 * What each call does: `access` — 'read' when it only looks at the console's state; 'write' when it
 * changes it (the open campaign, which one is open, its battles, the settings) or acts on the game
 * master's machine (writes a file, prints, opens a dialog, hands out capabilities). A view token may
 * make read calls only (issue 14; the dispatcher refuses the rest); `emits` — the events the
 * dispatcher sends after it succeeds.
 */
export interface CallSpec {
  /** `order`: a write that a claimed device of an order code may also make, for its army during its move. */
  readonly access: 'read' | 'order' | 'write';
  readonly emits: readonly EventName[];
}

const read = { access: 'read', emits: [] } as const;
/** A write that changes no campaign position (no event): a file written, a dialog, a capability. */
const gameMasterOnly = { access: 'write', emits: [] } as const;
const changesCampaign = { access: 'write', emits: ['campaign.changed'] } as const;
// An army's own action: the game master's, or a player's claimed order code's (issue 23).
const armyAction = { access: 'order', emits: ['campaign.changed'] } as const;

// `satisfies Record<CallName, …>`: a call added to the contract without its spec fails to compile.
export const callSpecs = {
  'app.info': read,
  // Opens a native dialog on the game master's screen.
  'app.chooseFile': gameMasterOnly,
  'settings.setLanguage': { access: 'write', emits: ['settings.changed'] },
  'settings.setFollow': gameMasterOnly,
  'campaign.listRecent': read,
  'campaign.listFolder': read,
  'campaign.create': changesCampaign,
  'campaign.open': changesCampaign,
  'campaign.current': read,
  'campaign.sync': read,
  'campaign.close': changesCampaign,
  // Writing a copy or a scenario file, printing: writes (a view may only look).
  'campaign.export': gameMasterOnly,
  'campaign.import': changesCampaign,
  'campaign.exportScenario': gameMasterOnly,
  'campaign.editSetup': changesCampaign,
  'game.legalOrders': read,
  'game.order': armyAction,
  'game.endMove': armyAction,
  'game.appointMarshal': armyAction,
  'game.undo': changesCampaign,
  // A player's own last order, while nothing came after it (the game master has undo).
  'game.takeBack': armyAction,
  'game.redo': changesCampaign,
  'game.undoPreview': read,
  'game.correctDepots': changesCampaign,
  'history.entries': read,
  'history.stateAt': read,
  'ledger.entries': read,
  'session.sinceLast': read,
  // Battles change beside the position: their `campaign.changed` keeps the seq and names the battle.
  'referee.battles': read,
  'referee.createBattle': changesCampaign,
  'referee.battle': read,
  'referee.run': changesCampaign,
  'referee.undoRun': changesCampaign,
  'summary.render': read,
  'summary.print': gameMasterOnly,
  // Printing counts as a write (issue 14): the native dialog is the game master's; rendering to show is a read.
  'print.render': read,
  'print.print': gameMasterOnly,
  // The map editor is the game master's: it reads files of the campaigns folder and writes map files.
  'editor.listFiles': gameMasterOnly,
  'editor.readMap': gameMasterOnly,
  'editor.saveMap': gameMasterOnly,
  // Who the caller is: every view asks it first.
  'access.whoami': read,
  // Handing out, listing and revoking capabilities, and opening the network, are the game master's.
  'access.list': gameMasterOnly,
  'access.mint': gameMasterOnly,
  'access.revoke': gameMasterOnly,
  'access.setLan': gameMasterOnly,
  'access.claim': read, // a device token only for an order code not claimed yet
  'access.dropDevice': gameMasterOnly,
  'access.setPolicy': gameMasterOnly,
  // A player's move as a proposal (issue 23): sent by his device, decided by the game master.
  'players.propose': { access: 'order', emits: ['players.changed'] },
  'players.proposals': read,
  'players.check': gameMasterOnly,
  'players.accept': { access: 'write', emits: ['campaign.changed', 'players.changed'] },
  'players.reject': { access: 'write', emits: ['players.changed'] },
  // A seat or a proposal changes beside the position: `bots.changed` tells the other windows.
  'bots.seats': read,
  'bots.setSeat': { access: 'write', emits: ['bots.changed'] },
  'bots.propose': { access: 'write', emits: ['bots.changed'] },
  'bots.job': read,
  'bots.cancel': { access: 'write', emits: ['bots.changed'] },
  // The kept steps' dry run writes nothing, but unticking steps is the game master's.
  'bots.check': gameMasterOnly,
  'bots.accept': { access: 'write', emits: ['campaign.changed', 'bots.changed'] },
  // A move by correspondence (issue 23): handing out packets is the game master's (a key is written,
  // the position is not); a move file applied changes the campaign like any move.
  'mail.list': gameMasterOnly,
  'mail.packet': gameMasterOnly,
  'mail.moveIn': changesCampaign,
} as const satisfies Record<string, CallSpec>;

