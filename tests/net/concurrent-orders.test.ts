// Issue 23's concurrency test: the game master and a player ordering the same army at once, 200
// actions in all. The player holds an order code claimed by his device and calls over the
// club-network listener on 127.0.0.2; the game master calls as each shell lets him — in browser mode
// over HTTP on 127.0.0.1 with his token, in the desktop console on the dispatcher as the preload
// bridge's IPC handlers do. Both run at once on one campaign: every acknowledgement must match its
// log entry (seq, kind, action, source), nothing may be lost (every entry after the campaign's
// creation acknowledged exactly once), and `polk verify` must pass on each file afterwards.
// Bounded by counts (actions and attempts), never by time.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { CampaignView, DeviceGrant, HistoryEntry, Played, Reply, Synced, ViewToken } from '../../shared/bridge/contract';
import { plainOrder, type Army, type LegalOrder } from '../../shared/rules/polkovodets';
import type { Dispatcher } from '../../main/app/dispatch';
import { createCore } from '../../main/app/core';
import { startServer } from '../../main/net/listener';
import { composeTestDesktop } from '../support/desktop';
import { rawRequest } from '../support/http';
import { runToEnd } from '../support/run';

const ACTIONS = 200;
/** Attempts (acknowledged or refused) after which the run is called stuck: a count, not a clock. */
const MAX_ATTEMPTS = 20 * ACTIONS;
const POLK = resolve(__dirname, '..', '..', 'bin', 'polk.mjs');
/** A refusal a race may cause: the other side's action made an order illegal, or the move passed, or an end of move came after a newer entry. */
const RACE_REFUSALS = /^(order|move|strike|step|recruit|game|access\/not_your_move)/;

type Call = (name: string, args: unknown) => Promise<Reply<unknown>>;
interface Console {
  /** The game master's calls, through his shell's own transport. */
  readonly gm: Call;
  /** The one dispatcher both transports call (tapped below to see a player's call join its queue). */
  readonly dispatcher: Dispatcher;
  /** The club network's listener. */
  lan(): { address: string; port: number };
  close(): Promise<void>;
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

async function post(at: { address: string; port: number }, name: string, args: unknown, token: string): Promise<Reply<unknown>> {
  const r = await rawRequest({ connectHost: at.address, port: at.port, path: `/api/call/${name}`, method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Polk-Token': token }, body: JSON.stringify(args) });
  return JSON.parse(r.body) as Reply<unknown>;
}

/** Browser mode: the listener over the core, the game master over HTTP on 127.0.0.1. */
async function browserMode(dataDir: string): Promise<Console> {
  const core = createCore({ dataDir, mode: 'browser', version: '0.0.0-test' });
  const server = await startServer({ handlers: core.handlers, staticDir: join(dataDir, 'no-renderer'), host: '127.0.0.1', interfaces: () => ['127.0.0.2'] });
  return {
    gm: (name, args) => post({ address: '127.0.0.1', port: server.port }, name, args, server.token),
    dispatcher: server.dispatcher,
    lan: () => server.lan()!,
    close: async () => {
      await server.close();
      core.close();
    },
  };
}

/** The desktop console: main.ts's composition, the game master on the dispatcher as IPC calls it. */
async function desktopConsole(dataDir: string): Promise<Console> {
  const desktop = composeTestDesktop(dataDir);
  return {
    gm: (name, args) => desktop.dispatcher.call(name, args) as Promise<Reply<unknown>>,
    dispatcher: desktop.dispatcher,
    lan: () => desktop.net.lan()!,
    close: () => desktop.close(),
  };
}

/** One acknowledged action: what was sent, by whom, and the entry its reply says was recorded. */
interface Ack {
  readonly by: 'gm' | 'player';
  readonly path: string;
  /** The order code the player's device claimed (its log notes name it). */
  readonly codeId: string;
  readonly seq: number;
  readonly kind: 'order' | 'end_move';
  readonly order?: LegalOrder;
  readonly entry: HistoryEntry;
}

/** What one side sends in a step: an order, or the end of the move. */
type Plan = { readonly kind: 'order'; readonly order: LegalOrder; readonly since: number } | { readonly kind: 'end_move'; readonly since: number; readonly other?: true };

/**
 * Resolves when the next call of a player (any caller but the game master) has joined the
 * dispatcher's queue, so the game master's call can be sent right behind it: the test decides who
 * is first in the queue without waiting on a clock. The tap only watches; the call goes through.
 */
function tapPlayerCalls(dispatcher: Dispatcher): () => Promise<void> {
  const waiting: (() => void)[] = [];
  const through = dispatcher.call.bind(dispatcher);
  (dispatcher as { call: Dispatcher['call'] }).call = (name, args, caller) => {
    const reply = through(name, args, caller);
    if (caller && caller.role !== 'gm') waiting.splice(0).forEach((w) => w());
    return reply;
  };
  return () => new Promise<void>((r) => waiting.push(r));
}

const value = <T>(r: Reply<unknown>, what: string): T => {
  if (!r.ok) throw new Error(`${what}: ${r.error.code} ${r.error.message.en}`);
  return r.value as T;
};

/**
 * A commander with an order left, then one of his orders: moves and his own steps first (fewer
 * battles, so the game lasts; any legal order would do). The two sides walk the commanders with
 * different strides, so they sometimes pick the same one at once and sometimes not.
 */
function pick(legal: readonly LegalOrder[], n: number, stride: number): LegalOrder {
  const commanders = [...new Set(legal.map((o) => o.commander))].sort();
  const commander = commanders[(n * stride) % commanders.length]!;
  const his = legal.filter((o) => o.commander === commander);
  const quiet = his.filter((o) => o.kind === 'move' || o.kind === 'step');
  const from = quiet.length > 0 ? quiet : his;
  return from[(n * 7919) % from.length]!;
}

describe.each([
  ['browser mode', browserMode],
  ['the desktop console', desktopConsole],
] as const)('%s: the game master and a player order the same army at once', (mode, start) => {
  // The timeout only guards against a hung run (the steps are bounded by count).
  it(`${ACTIONS} actions: every acknowledgement matches its log entry, nothing lost, polk verify passes`, { timeout: 600_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'polk-race-'));
    dirs.push(dataDir);
    const running = await start(dataDir);
    const { gm } = running;
    const playerQueued = tapPlayerCalls(running.dispatcher);
    try {
      value(await gm('access.setLan', { address: '127.0.0.2' }), 'access.setLan');
      const lan = running.lan();
      const acks: Ack[] = [];
      const refusals = new Map<string, number>();
      const files: string[] = [];
      let attempts = 0;
      let checked = 0;
      let playerFirst = 0;
      let army: Army = 'A';
      let device: DeviceGrant | null = null;
      let codeId = '';
      let path = '';
      /** The head last read: a sync sends only what came after it. */
      let head = 0;

      const attempt = () => {
        if (++attempts > MAX_ATTEMPTS) throw new Error(`stuck: ${attempts} attempts for ${acks.length} actions; refused ${JSON.stringify(Object.fromEntries(refusals))}`);
      };
      const player: Call = (name, args) => post(lan, name, args, device!.token);
      const callOf = (by: Ack['by']) => (by === 'gm' ? gm : player);

      /** A fresh campaign, the army to move its player's, his code claimed by his device. */
      async function newCampaign(): Promise<void> {
        const view = value<CampaignView>(await gm('campaign.create', { name: `Гонка ${files.length + 1}`, preset: { armies: ['A', 'N'], goal: 'rout', size: 'large', seed: 11 + files.length } }), 'campaign.create');
        path = view.path;
        head = view.seq;
        files.push(path);
        army = view.state.toMove as Army;
        const code = value<ViewToken>(await gm('access.mint', { kind: 'army', army, orders: true }), 'access.mint');
        codeId = code.id;
        device = value<DeviceGrant>(await post(lan, 'access.claim', {}, code.code), 'access.claim');
      }

      /** Send one side's plan; an acknowledgement is kept with the entry its reply shows, a refusal counted (a race's only). */
      async function send(by: Ack['by'], plan: Plan): Promise<void> {
        const r = plan.kind === 'order' ? await callOf(by)('game.order', { order: plan.order, army, since: plan.since }) : await callOf(by)('game.endMove', plan.other ? { since: plan.since } : { army, since: plan.since });
        if (!r.ok) {
          expect(r.error.code).toMatch(RACE_REFUSALS);
          refusals.set(r.error.code, (refusals.get(r.error.code) ?? 0) + 1);
          return;
        }
        const played = r.value as Played;
        const entry = played.changes.history.find((e) => e.seq === played.view.seq);
        expect(entry, 'the reply shows its own entry').toBeDefined();
        acks.push({ by, path, codeId, seq: played.view.seq, kind: plan.kind, ...(plan.kind === 'order' ? { order: plan.order } : {}), entry: entry! });
      }

      /**
       * The player's army to move: in each step both read the position and send at once — an order
       * each, or, once at most one order is left to him, the move's end by the side whose turn it is
       * to end it (alternating by move) while the other may still send his last order. Who joins the
       * queue first alternates too.
       */
      async function armyMove(move: number): Promise<void> {
        const ender: Ack['by'] = move % 2 === 1 ? 'player' : 'gm';
        for (let n = 0; acks.length < ACTIONS; n++) {
          attempt();
          const [g, p] = await Promise.all([gm('campaign.sync', { since: head }), player('campaign.sync', { since: head })]).then(([a, b]) => [value<Synced>(a, 'sync'), value<Synced>(b, 'sync')]);
          head = g.view.seq;
          if (g.view.state.status !== 'playing' || g.view.state.toMove !== army) return;
          const plan = (by: Ack['by'], s: Synced): Plan | null => {
            if (by === ender && new Set(s.legal.map((o) => o.commander)).size <= 1) return { kind: 'end_move', since: s.view.seq };
            if (s.legal.length === 0) return null;
            return { kind: 'order', order: pick(s.legal, n + move, by === 'gm' ? 1 : 3), since: s.view.seq };
          };
          const gmPlan = plan('gm', g);
          // The last action of the 200 is one side's alone.
          const playerPlan = acks.length === ACTIONS - 1 && gmPlan ? null : plan('player', p);
          if (!playerPlan) {
            if (gmPlan) await send('gm', gmPlan);
            continue;
          }
          if (!gmPlan) {
            await send('player', playerPlan);
            continue;
          }
          if (n % 2 === 1) {
            // The player's call first in the queue, the game master's right behind it.
            playerFirst++;
            const queued = playerQueued();
            const sent = send('player', playerPlan);
            await Promise.race([queued, sent]);
            await Promise.all([sent, send('gm', gmPlan)]);
          } else {
            await Promise.all([send('gm', gmPlan), send('player', playerPlan)]);
          }
        }
      }

      /** The open campaign's log against the acknowledgements, then closed and checked by `polk verify`. */
      async function check(): Promise<void> {
        const log = value<HistoryEntry[]>(await gm('history.entries', {}), 'history.entries').filter((e) => e.seq > 0);
        const mine = acks.filter((a) => a.path === path);
        // Nothing lost, nothing twice: the acknowledged seqs are exactly the log's.
        expect(mine.map((a) => a.seq).sort((x, y) => x - y)).toEqual(log.map((e) => e.seq));
        for (const a of mine) {
          const entry = log.find((e) => e.seq === a.seq)!;
          expect(entry).toEqual(a.entry);
          expect(entry.kind).toBe(a.kind);
          const { note, ...action } = entry.payload as { note?: unknown };
          if (a.order) expect(action).toEqual(plainOrder(a.order));
          expect(note).toEqual(a.by === 'player' ? { by: 'code', codeId: a.codeId } : undefined);
        }
        value(await gm('campaign.close', {}), 'campaign.close');
        const verified = await runToEnd([POLK, 'verify', path]);
        expect(verified.status, `${verified.out}\n${verified.err}`).toBe(0);
        checked++;
      }

      await newCampaign();
      let moves = 0;
      while (acks.length < ACTIONS) {
        attempt();
        const s = value<Synced>(await gm('campaign.sync', { since: head }), 'campaign.sync');
        head = s.view.seq;
        if (s.view.state.status !== 'playing') {
          await check();
          await newCampaign();
        } else if (s.view.state.toMove === army) {
          await armyMove(++moves);
        } else {
          // The other army: the game master ends its move (as from the console: no army named).
          await send('gm', { kind: 'end_move', since: s.view.seq, other: true });
        }
      }

      expect(acks.length).toBe(ACTIONS);
      await check();
      expect(checked).toBe(files.length);
      // Both gave orders and ended moves, and each was first in the queue at times.
      const count = (by: Ack['by'], kind: Ack['kind']) => acks.filter((a) => a.by === by && a.kind === kind).length;
      expect(count('player', 'order')).toBeGreaterThan(0);
      expect(count('gm', 'order')).toBeGreaterThan(0);
      expect(count('player', 'end_move')).toBeGreaterThan(0);
      expect(playerFirst).toBeGreaterThan(0);
      // They did collide: some sends lost the race and were refused (and recorded nothing).
      expect([...refusals.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
      process.stdout.write(
        `${mode}: ${ACTIONS} actions — player ${count('player', 'order')} orders + ${count('player', 'end_move')} ends, game master ${count('gm', 'order')} orders + ${count('gm', 'end_move')} ends — ` +
          `in ${files.length} campaign(s), ${attempts} steps; refused ${JSON.stringify(Object.fromEntries(refusals))}\n`,
      );
    } finally {
      await running.close();
    }
  });
});
