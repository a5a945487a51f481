/**
 * The one contract between the window and the main process (issue 4): every call the window may
 * make, with its argument schema (checked at runtime in main, before anything reaches the service)
 * and its result type; and every event the window may receive.
 *
 * Expected failures (a refused order, a locked file) come back as values: `{ ok: false, error }`
 * with a stable code and the message in Russian and English. Throws are for bugs.
 *
 * Three transports carry it: Electron IPC (preload/), HTTP + server-sent events (browser mode),
 * and direct calls (tests). Nothing else in the renderer knows which one it talks to.
 */
import { z } from 'zod';
import { ARMIES, MAX_ARMIES, MIN_ARMIES, UNIT_TYPES, type Army, type GameState, type LegalOrder, type Order, type ScenarioJson, type UnitType } from '../rules/polkovodets';
import type { BattleInfo, BattleRecord, BattleRun } from '../rules/referee/record';
import type { BotJobView, BotSeatsView, BotStepCheck } from './bots';
import { ORDER_POLICIES, type AccessList, type DeviceGrant, type PlayerProposal, type PlayerStepCheck, type Viewer, type ViewToken } from './access';
import { callSpecs, type CallSpec } from './callSpecs';
import type { MailList } from './mail';
import type { AppInfo, CampaignView, Download, EditorMapSource, Failure, FolderFile, HistoryEntry, LedgerEntry, Played, RecentCampaign, Reply, SinceLastSession, SummaryRendered, Synced, UndoPreview } from './data';
import { TRANSPORT_WORDS } from '../vocab/transport';
export type * from './data';
export type * from './access';
export type * from './bots';
export type * from './events';
export { EVENT_NAMES } from './events';
import type { EventName, EventPayloads } from './events';

// The battle record of the tabletop referee (issue 7): its types live with the referee.
export type { BattleInfo, BattleRecord, BattleRun } from '../rules/referee/record';

// ---------------------------------------------------------------------------------------------
// Argument schemas (runtime validation in main)

// The schemas at the trust boundary are checked against the engine's own types below (`Same`), so
// an order field added, renamed or dropped on either side fails to compile. The armies and the unit
// types are the engine's lists, never spelt again here.
const army = z.enum(ARMIES) satisfies z.ZodType<Army>;
const cell = z.tuple([z.number().int().min(0).max(10_000), z.number().int().min(0).max(10_000)]).readonly();
const id = z.string().min(1).max(64);
// A NUL byte would be cut off by the file system: refused here, before anything is written.
const path = z.string().min(1).max(4096).refine((p) => !p.includes('\u0000'), 'NUL byte in a path');
/** A file the browser uploads: its own name (only shown, never a path) and its bytes, base64. */
const upload = z.object({ fileName: z.string().min(1).max(255), body: z.string().min(1).max(22_000_000) }).strict();
const unitType = z.enum(UNIT_TYPES);
/** Some of the armies: one at least, no more than there are. */
const someArmies = z.array(army).min(1).max(MAX_ARMIES);
/** The caller's last applied seq: the reply carries only what came after it. */
const since = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional();
const steps = z.number().int().min(1).max(100_000).optional();

export const orderSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('move'), commander: id, unit: id, to: cell, road: z.boolean().optional() }).strict(),
  z.object({ kind: z.literal('strike'), commander: id, unit: id, to: cell, target: id.optional() }).strict(),
  z.object({ kind: z.literal('step'), commander: id, unit: id.optional(), to: cell }).strict(),
  z.object({ kind: z.literal('recruit'), commander: id, recruit: unitType, to: cell }).strict(),
]) satisfies z.ZodType<Order>;

/** A player's own action in a proposed move (issue 23): orders, the end of the move, an appointment. */
const playerAction = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('order'), order: orderSchema }).strict(),
  z.object({ kind: z.literal('end_move') }).strict(),
  z.object({ kind: z.literal('appoint'), at: cell }).strict(),
]);
/** Indices of a proposal's steps kept, in order (absent: all of them). */
const keptSteps = z.array(z.number().int().min(0).max(1000)).max(1000).optional();

/** True only when A and B are the same type (each assignable to the other). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// Both ways: a schema that accepts less than `Order` (a kind missing) fails here, not only one that accepts more.
const _orderSchemaIsOrder: Same<z.output<typeof orderSchema>, Order> = true;
const _unitTypeIsUnitType: Same<z.output<typeof unitType>, UnitType> = true;
const _armyIsArmy: Same<z.output<typeof army>, Army> = true;
void [_orderSchemaIsOrder, _unitTypeIsUnitType, _armyIsArmy];

export const presetSchema = z
  .object({
    armies: z.array(army).min(MIN_ARMIES).max(MAX_ARMIES),
    goal: z.enum(['rout', 'fortresses']),
    size: z.enum(['small', 'standard', 'large']),
    seed: z.number().int().min(0).max(2 ** 31 - 1),
    depots: z.number().min(0).max(100_000).optional(),
    turnLimit: z.number().int().min(1).max(10_000).optional(),
    horseBatteryMove: z.enum(['dragoon', 'battery']).optional(),
  })
  .strict();

const name = z.string().trim().min(1).max(120);
const empty = z.object({}).strict();
const battleId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const summaryRequest = z.object({
  kind: z.enum(['turn', 'since', 'report']),
  turn: z.number().int().min(1).max(100_000).optional(),
  // One army, several (a page each), 'each' army, or absent for the game master's full copy.
  army: z.union([army, someArmies, z.literal('each')]).optional(),
  lang: z.enum(['ru', 'en']),
});

// The field and the counters on paper (issue 13): the open campaign's map (or the one given: the
// editor's, a map file's; checked by the map parser) and its position's counters (or a preset's).
const printRequest = z.object({
  document: z.enum(['field', 'counters']),
  lang: z.enum(['ru', 'en']),
  paper: z.enum(['a4', 'a3']).optional(),
  cellMm: z.number().min(3).max(20).optional(),
  grey: z.boolean().optional(),
  preset: z.object({ armies: someArmies, goal: z.enum(['rout', 'fortresses']), size: z.enum(['small', 'standard', 'large']) }).strict().optional(),
  map: z.unknown().optional(),
});

export const callSchemas = {
  'app.info': empty,
  // The native open/save dialog (Electron). Browser mode answers 'app/no_file_dialog': paths are typed.
  'app.chooseFile': z.object({ purpose: z.enum(['open', 'import', 'export', 'exportScenario', 'openMap', 'saveMap']), defaultPath: path.optional() }).strict(),
  'settings.setLanguage': z.object({ language: z.enum(['ru', 'en']) }).strict(),
  // Whether the console's map follows the move (frames the army to move when it passes).
  'settings.setFollow': z.object({ follow: z.boolean() }).strict(),
  'campaign.listRecent': empty,
  // The campaign files in the campaigns folder (what browser mode can open by name).
  'campaign.listFolder': empty,
  // In browser mode every `path` below is a file name in the campaigns folder (no folders, no `..`):
  // files from elsewhere are uploaded, copies for elsewhere downloaded. Electron passes real paths.
  'campaign.create': z.union([
    z.object({ name, preset: presetSchema, path: path.optional() }).strict(),
    // The scenario is validated by the engine (parseScenario names the offending field).
    z.object({ name, scenario: z.unknown(), path: path.optional() }).strict(),
    // Presets on a map of the club's own: `map` is a map file's JSON value or text (`polkovodets-map/1`,
    // the `format` field optional), read and checked by the engine (refusals name the cells at fault).
    z.object({ name, preset: presetSchema, map: z.unknown(), path: path.optional() }).strict(),
  ]),
  'campaign.open': z.object({ path }).strict(),
  'campaign.current': empty,
  'campaign.close': empty,
  // No path: the copy comes back as a download.
  'campaign.export': z.object({ path: path.optional() }).strict(),
  'campaign.import': z.union([z.object({ path }).strict(), z.object({ upload }).strict()]),
  // `replace`: the game master chose to replace an existing file of that name (never a campaign).
  'campaign.exportScenario': z.object({ path: path.optional(), replace: z.boolean().optional() }).strict(),
  'campaign.editSetup': z.object({ scenario: z.unknown() }).strict(),
  'game.legalOrders': z.object({ commander: id.optional() }).strict(),
  // The actions answer with `Played`: the new position, its legal orders and the entries after `since`.
  // `army`: the army it is given for, checked in the write (issue 23; main/app/players.ts).
  'game.order': z.object({ order: orderSchema, since, army: army.optional() }).strict(),
  'game.endMove': z.object({ since, army: army.optional() }).strict(),
  'game.appointMarshal': z.object({ at: cell, since, army: army.optional() }).strict(),
  'game.undo': z.object({ steps, since }).strict(),
  // A player's own last order taken back (issue 23): only while nothing was recorded after it (`since`).
  'game.takeBack': z.object({ army, since: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) }).strict(),
  'game.redo': z.object({ steps, since }).strict(),
  'game.undoPreview': z.object({ steps }).strict(),
  'game.correctDepots': z.object({ army, amount: z.number().min(-100_000).max(100_000), reason: z.string().trim().min(1).max(500), since }).strict(),
  // Where the campaign stands and what changed after `since` (absent: the whole history and ledger).
  'campaign.sync': z.object({ since }).strict(),
  'history.entries': empty,
  'history.stateAt': z.object({ seq: z.number().int().min(0) }).strict(),
  'ledger.entries': empty,
  'session.sinceLast': empty,
  // The tabletop referee. The procedures and their forms come from shared/rules/referee directly;
  // the procedure's own validation names a bad input field (a refusal such as 'referee/bad_field').
  'referee.battles': empty,
  'referee.createBattle': z
    .object({
      name,
      turn: z.number().int().min(1).max(100_000).nullable().optional(),
      fortress: z.string().trim().max(120).nullable().optional(),
    })
    .strict(),
  'referee.battle': z.object({ id: battleId }).strict(),
  'referee.run': z
    .object({
      battleId,
      ruleset: z.string().min(1).max(64),
      procedure: z.string().min(1).max(64),
      input: z.unknown(),
      // The dice rolled at the table, in order ([] for a procedure without dice); null or absent:
      // the console rolls (with `seed` to replay an earlier roll, otherwise a new seed it records).
      dice: z.array(z.number().int().min(-1000).max(1000)).max(1000).nullable().optional(),
      seed: z.number().int().min(0).max(0xffff_ffff).optional(),
    })
    .strict(),
  'referee.undoRun': z.object({ battleId }).strict(),
  // Turn summaries (issue 6): one renderer, several outputs. A PDF comes base64-encoded.
  'summary.render': summaryRequest.extend({ format: z.enum(['html', 'md', 'json', 'pdf']) }).strict(),
  // The native print dialog (Electron). Browser mode answers 'summary/print_in_window': the window
  // prints the summary it shows with the browser's own dialog.
  'summary.print': summaryRequest.strict(),
  // The field and the counters on paper (issue 13): HTML to show and print, or a PDF (base64);
  // the native print dialog in Electron (browser mode answers 'summary/print_in_window').
  'print.render': printRequest.extend({ format: z.enum(['html', 'pdf']) }).strict(),
  'print.print': printRequest.strict(),
  // --- The map editor (issue 13): read a board from a file, list the files it can read, save one.
  // In browser mode `path` is a file name in the campaigns folder (a file from elsewhere is uploaded).
  // `editor.readMap` reads a map file (`polkovodets-map/1`), a scenario (its map, "default" the
  // console's own) or a campaign (its map and its units, read only).
  'editor.listFiles': empty,
  'editor.readMap': z.union([z.object({ path }).strict(), z.object({ upload }).strict()]),
  // The map is checked by the map validation in main: a board with a refusal is not written.
  'editor.saveMap': z.object({ path, map: z.unknown(), replace: z.boolean().optional() }).strict(),
  // Capabilities (issue 14): who the caller is, and the view tokens the game master hands out.
  'access.whoami': empty,
  'access.list': empty,
  'access.mint': z.union([z.object({ kind: z.literal('table') }).strict(), z.object({ kind: z.literal('army'), army, orders: z.literal(true).optional() }).strict()]),
  'access.revoke': z.object({ id }).strict(),
  // `orders: true` mints an order code; the phone that opens it first claims it (issue 23).
  'access.claim': empty,
  'access.dropDevice': z.object({ id, device: id }).strict(),
  // What an order code may do: orders straight in, its move as a proposal, or read-only (issue 23).
  'access.setPolicy': z.object({ id, policy: z.enum(ORDER_POLICIES) }).strict(),
  // The club network's listener: one interface address, or null to switch it off.
  'access.setLan': z.object({ address: z.string().min(1).max(64).nullable() }).strict(),
  // A player's whole move waiting on the console (issue 23, the 'propose' policy): sent from his
  // phone (made on `since`), seen (a player only his own army's), dry-run, accepted or rejected.
  'players.propose': z.object({ army, since: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), actions: z.array(playerAction).min(1).max(200) }).strict(),
  'players.proposals': empty,
  'players.check': z.object({ army, steps: keptSteps }).strict(),
  'players.accept': z.object({ army, steps: keptSteps, since }).strict(),
  'players.reject': z.object({ army }).strict(),
  // The console's computer player (issue 15, docs/bots.md). A seat (army → level, auto-play) is
  // stored in the campaign; a proposal is a search in the bots' worker thread, started by
  // `bots.propose` and followed with `bots.job` (the search runs outside any call's deadline);
  // `bots.accept` records the whole move, or the chosen steps, through the log like a human's.
  'bots.seats': empty,
  'bots.setSeat': z.object({ army, level: z.enum(['random', 'greedy', 'strong']).nullable(), auto: z.boolean().optional() }).strict(),
  'bots.propose': z.object({ level: z.enum(['random', 'greedy', 'strong']).optional(), budget: z.number().int().min(1).max(10_000_000).optional(), seed: z.number().int().min(0).max(0xffff_ffff).optional() }).strict(),
  'bots.job': z.object({ job: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }).strict(),
  'bots.cancel': z.object({ job: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER), now: z.literal(true).optional() }).strict(),
  // The dry run of `bots.accept` for the kept steps (nothing written): which of them are refused.
  'bots.check': z.object({ job: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER), steps: z.array(z.number().int().min(0).max(1000)).max(1000).optional() }).strict(),
  // `steps`: indices into the proposal's steps, in order (absent: the whole move, end of move included).
  'bots.accept': z.object({ job: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER), steps: z.array(z.number().int().min(0).max(1000)).max(1000).optional(), since }).strict(),
  // A move by correspondence (issue 23; shared/bridge/mail.ts): the packets handed out, a new packet
  // for the army to move (its page as a download), and a player's move file applied whole (its text;
  // the handler refuses more than the move file's 1 MB).
  'mail.list': empty,
  'mail.packet': z.object({ army }).strict(),
  'mail.moveIn': z.object({ text: z.string().min(1).max(1_100_000), since }).strict(),
} as const;

export type CallName = keyof typeof callSchemas;
export type CallArgs<K extends CallName> = z.infer<(typeof callSchemas)[K]>;

/** What each call answers with, inside `Reply`. */
export interface CallResults {
  'app.info': AppInfo;
  /** The chosen path, or null when the game master cancelled. */
  'app.chooseFile': { path: string | null };
  'settings.setLanguage': AppInfo;
  'settings.setFollow': AppInfo;
  'campaign.listRecent': RecentCampaign[];
  'campaign.listFolder': FolderFile[];
  'campaign.create': CampaignView;
  'campaign.open': CampaignView;
  'campaign.current': CampaignView | null;
  'campaign.close': null;
  /** The written file; or, asked for no path, `path: null` and the copy as a download. */
  'campaign.export': { path: string | null; download?: Download };
  'campaign.import': CampaignView;
  'campaign.exportScenario': { path: string | null; scenario: ScenarioJson };
  'campaign.editSetup': CampaignView;
  'game.legalOrders': LegalOrder[];
  'game.order': Played;
  'game.endMove': Played;
  'game.appointMarshal': Played;
  'game.undo': Played;
  'game.takeBack': Played;
  'game.redo': Played;
  'game.undoPreview': UndoPreview;
  'game.correctDepots': Played;
  'campaign.sync': Synced;
  'history.entries': HistoryEntry[];
  'history.stateAt': GameState;
  'ledger.entries': LedgerEntry[];
  'session.sinceLast': SinceLastSession;
  'referee.battles': BattleInfo[];
  'referee.createBattle': BattleRecord;
  'referee.battle': BattleRecord;
  /** The run as stored (its `dice` says where they came from: typed, or the seed) and the battle after it. */
  'referee.run': { battle: BattleRecord; run: BattleRun };
  /** The battle after the undo, and the run taken back. */
  'referee.undoRun': { battle: BattleRecord; removed: BattleRun };
  'summary.render': SummaryRendered;
  'summary.print': { printed: boolean };
  'print.render': SummaryRendered;
  'print.print': { printed: boolean };
  'editor.listFiles': FolderFile[];
  'editor.readMap': EditorMapSource;
  /** The written file. */
  'editor.saveMap': { path: string };
  'access.whoami': Viewer;
  'access.list': AccessList;
  'access.mint': ViewToken;
  'access.revoke': AccessList;
  'access.setLan': AccessList;
  'access.claim': DeviceGrant;
  'access.dropDevice': AccessList;
  'access.setPolicy': AccessList;
  'players.propose': PlayerProposal;
  'players.proposals': PlayerProposal[];
  'players.check': PlayerStepCheck;
  'players.accept': Played;
  'players.reject': { army: Army };
  'bots.seats': BotSeatsView;
  'bots.setSeat': BotSeatsView;
  /** The proposal just started (status 'running'). */
  'bots.propose': BotJobView;
  'bots.job': BotJobView;
  'bots.cancel': BotJobView;
  'bots.check': BotStepCheck;
  'bots.accept': Played;
  'mail.list': MailList;
  /** The packet's page as a download, and its key's public id. */
  'mail.packet': { keyId: string; army: Army; basedOn: number; download: Download };
  'mail.moveIn': Played;
}

export const CALL_NAMES = Object.keys(callSchemas) as CallName[];

// What each call does (read, a player's order, or the game master's write) and the events it emits: callSpecs.ts.
export { callSpecs, type CallSpec };
// Every call has its spec, and every spec is a call's (either one missing fails to compile).
callSpecs satisfies Record<CallName, CallSpec>;
({}) as Record<keyof typeof callSpecs, unknown> satisfies Record<CallName, unknown>;
({}) as Record<CallName, unknown> satisfies Record<keyof typeof callSpecs, unknown>;

/** The events call K emits (never for a read). */
export type EmittedBy<K extends CallName> = (typeof callSpecs)[K]['emits'][number];

// Events (main → window): shared/bridge/events.ts.

// ---------------------------------------------------------------------------------------------
// Both sides of the wire

/** Main side: one function per call. The transports validate args with `callSchemas` first. */
export type Handlers = { [K in CallName]: (args: CallArgs<K>, caller?: Viewer) => Reply<CallResults[K]> | Promise<Reply<CallResults[K]>> };

/** Window side: what the renderer talks to, whatever the transport. */
export interface Bridge {
  call<K extends CallName>(name: K, args: CallArgs<K>): Promise<Reply<CallResults[K]>>;
  on<E extends EventName>(event: E, listener: (payload: EventPayloads[E]) => void): () => void;
  /**
   * Called each time the event stream opens, first or again after a drop (browser mode). An event
   * sent before the stream was open never reached this window: what it said is to be asked for.
   * Absent where no event can be missed (Electron's IPC).
   */
  onOpen?(listener: () => void): () => void;
}

/** A call whose arguments passed its schema: the name and its own argument type, together. */
export type CheckedCall = { [K in CallName]: { readonly name: K; readonly args: CallArgs<K> } }[CallName];

/** Parse `args` with call K's schema (its output type is `CallArgs<K>` by definition). */
function parseArgs<K extends CallName>(name: K, args: unknown): ReturnType<(typeof callSchemas)[K]['safeParse']> {
  return callSchemas[name].safeParse(args) as ReturnType<(typeof callSchemas)[K]['safeParse']>;
}

/** Check a call's name and arguments from an untrusted sender. Never throws. */
export function validateCall(name: unknown, args: unknown): ({ ok: true } & CheckedCall) | { ok: false; error: Failure } {
  if (typeof name !== 'string' || !Object.prototype.hasOwnProperty.call(callSchemas, name)) {
    // Not String(name): it throws on objects without a usable toString (a null prototype, say).
    const shown = typeof name === 'string' ? name.slice(0, 80) : `(${typeof name})`;
    return { ok: false, error: { code: 'bridge/unknown_call', message: TRANSPORT_WORDS.unknownCall(shown) } };
  }
  const call = name as CallName;
  const parsed = parseArgs(call, args ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path?.length ? issue.path.join('.') : '(args)';
    return { ok: false, error: { code: 'bridge/bad_payload', message: TRANSPORT_WORDS.badPayload(name, where, issue?.message ?? null), detail: { field: where } } };
  }
  return { ok: true, ...({ name: call, args: parsed.data } as CheckedCall) };
}

/** Run a checked call on its own handler: the handler table is keyed by the same names as the arguments. */
export function invoke<K extends CallName>(handlers: Handlers, call: { readonly name: K; readonly args: CallArgs<K> }, caller?: Viewer): Reply<CallResults[K]> | Promise<Reply<CallResults[K]>> {
  const handler: Handlers[K] = handlers[call.name];
  return handler(call.args, caller);
}
