/**
 * A player's whole move waiting on the console (issue 23, the 'propose' policy): his phone works out
 * the move with the engine in the page and sends it here; the game master sees it, dry-runs the steps
 * he keeps (`checkSteps`) and accepts it — one `Campaign.record(steps, { basedOn, note })`, the bots'
 * path, all or nothing — or rejects it. One waiting move per army, in memory (a proposal is not a
 * record: nothing of it is in the campaign until accepted). Also the player's take-back of his own
 * last order (`game.takeBack`), which the campaign allows only while nothing came after it.
 */
import { isPlayerDevice, type PlayerProposal, type Viewer } from '../../shared/bridge/access';
import type { Handlers } from '../../shared/bridge/contract';
import type { Action, Army } from '../../shared/rules/polkovodets';
import { SERVER_WORDS } from '../../shared/vocab/transport';
import { noCampaign, play, toReply } from '../campaign/replies';
import { serviceFailed } from '../campaign/failure';
import type { Campaign, RecordStep } from '../campaign/service';
import { checkPlayer } from './players';

type ProposalCalls = Pick<Handlers, 'players.propose' | 'players.proposals' | 'players.check' | 'players.accept' | 'players.reject' | 'game.takeBack'>;

export interface ProposalDeps {
  /** The campaign open now, or null. */
  readonly current: () => Campaign | null;
  readonly now?: () => Date;
}


export function createProposalHandlers(deps: ProposalDeps): ProposalCalls & { clear(): void } {
  const now = deps.now ?? (() => new Date());
  const waiting = new Map<Army, PlayerProposal & { readonly path: string }>();
  const open = (): Campaign | null => {
    const c = deps.current();
    return c && c.isOpen ? c : null;
  };
  /** The waiting move of this army in the campaign open now (another campaign's is forgotten). */
  const waitingFor = (c: Campaign, army: Army) => {
    const p = waiting.get(army);
    if (p && p.path !== c.path) waiting.delete(army);
    return waiting.get(army) ?? null;
  };
  const kept = (p: PlayerProposal, steps?: readonly number[]): RecordStep[] => (steps ?? p.actions.map((_, i) => i)).filter((i) => i < p.actions.length).map((i) => ({ action: p.actions[i]! }));
  /** A waiting move made on a position that is no longer the head: shown as out of date, never accepted. */
  const outdated = (c: Campaign, p: PlayerProposal) => {
    const head = c.seq();
    return head === p.basedOn ? null : { ok: false as const, error: { code: 'players/outdated', message: SERVER_WORDS.outdated(p.army, p.basedOn, head), detail: { basedOn: p.basedOn, head } } };
  };
  const none = (army: Army) => ({ ok: false as const, error: { code: 'players/no_proposal', message: SERVER_WORDS.noProposal(army) } });
  const visible = (caller: Viewer | undefined, p: PlayerProposal) => !caller || caller.role === 'gm' || (caller.role === 'army' && caller.army === p.army);

  return {
    'players.propose': ({ army, since, actions }, caller) => {
      const c = open();
      if (!c) return noCampaign();
      const check = checkPlayer(c, caller, { army, since, ends: true, proposal: true });
      if (!check.ok) return check;
      if (!caller || !isPlayerDevice(caller)) return { ok: false, error: { code: 'access/not_device', message: SERVER_WORDS.notDevice } };
      const head = c.view();
      if (head.seq !== since) return serviceFailed('game/moved_on', { since, head: head.seq });
      if (head.state.status !== 'playing' || head.state.toMove !== army) return { ok: false, error: { code: 'access/not_your_move', message: SERVER_WORDS.machineSeat(army) } };
      const plain: Action[] = actions.map((a) => (a.kind === 'appoint' ? { kind: 'appoint', at: [a.at[0], a.at[1]] } : a));
      // Refused steps are refused here, with the engine's words: nothing illegal waits on the console.
      const dry = c.checkSteps(plain.map((action) => ({ action })), { basedOn: since });
      if (!dry.ok) return toReply(dry);
      if (dry.value.refused.length) {
        const first = dry.value.refused[0]!;
        return { ok: false, error: { code: first.code, message: first.message, detail: { step: first.index } } };
      }
      const proposal: PlayerProposal & { path: string } = { army, codeId: caller.codeId, basedOn: since, actions: plain, at: now().toISOString(), path: c.path };
      waiting.set(army, proposal);
      const { path: _path, ...shown } = proposal;
      return { ok: true, value: shown };
    },
    'players.proposals': (_args, caller) => {
      const c = open();
      if (!c) return { ok: true, value: [] };
      const list: PlayerProposal[] = [];
      for (const army of [...waiting.keys()]) {
        const p = waitingFor(c, army);
        if (p && visible(caller, p)) {
          const { path: _path, ...shown } = p;
          list.push(shown);
        }
      }
      return { ok: true, value: list };
    },
    'players.check': ({ army, steps }) => {
      const c = open();
      if (!c) return noCampaign();
      const p = waitingFor(c, army);
      if (!p) return none(army);
      const stale = outdated(c, p);
      if (stale) return stale;
      const run = c.checkSteps(kept(p, steps), { basedOn: p.basedOn });
      if (!run.ok) return toReply(run);
      // Indices back into the proposal's own steps.
      const order = steps ?? p.actions.map((_, i) => i);
      return { ok: true, value: { seq: run.value.seq, refused: run.value.refused.map((r) => ({ ...r, index: order[r.index] ?? r.index })) } };
    },
    'players.accept': ({ army, steps, since }) => {
      const c = open();
      if (!c) return noCampaign();
      const p = waitingFor(c, army);
      if (!p) return none(army);
      const stale = outdated(c, p);
      if (stale) return stale;
      const r = play(c, since, () => c.record(kept(p, steps), { basedOn: p.basedOn, note: { by: 'code', codeId: p.codeId } }));
      if (r.ok) waiting.delete(army);
      return r;
    },
    'players.reject': ({ army }) => {
      const c = open();
      if (!c || !waitingFor(c, army)) return none(army);
      waiting.delete(army);
      return { ok: true, value: { army } };
    },
    'game.takeBack': ({ army, since }, caller) => {
      const c = open();
      if (!c) return noCampaign();
      if (!caller || !isPlayerDevice(caller)) return { ok: false, error: { code: 'access/not_device', message: SERVER_WORDS.notDevice } };
      const check = checkPlayer(c, caller, { army, since, ends: false });
      if (!check.ok) return check;
      return play(c, since, () => c.takeBack(caller.codeId, since));
    },
    clear: () => waiting.clear(),
  };
}
