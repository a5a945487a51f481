/**
 * A small in-memory stand-in for the campaign handlers, for the transport tests (IPC registration,
 * the HTTP server): it records every call that reaches it and keeps just enough state (a current
 * campaign with a sequence number) for round trips and change events.
 */
import { CALL_NAMES, type AppInfo, type CallName, type CampaignView, type Handlers, type Language, type Reply } from '../../shared/bridge/contract';
import type { GameState } from '../../shared/rules/polkovodets';

export interface FakeHandlers extends Handlers {
  readonly calls: { name: CallName; args: unknown }[];
}

const notImplemented = (name: string): Reply<never> => ({ ok: false, error: { code: 'test/not_implemented', message: { ru: `нет в подделке: ${name}`, en: `not in the fake: ${name}` } } });

export function fakeHandlers(overrides: Partial<Handlers> = {}): FakeHandlers {
  const calls: { name: CallName; args: unknown }[] = [];
  let language: Language = 'ru';
  let current: CampaignView | null = null;
  const info = (): AppInfo => ({ version: '0.0.0-test', mode: 'browser', language, campaignsDir: '/tmp/campaigns' });
  const view = (path: string, name: string, seq: number): CampaignView => ({ path, name, state: { turn: 1 } as unknown as GameState, seq, setupPhase: seq === 0, canUndo: seq > 0 });

  const base: Partial<Handlers> = {
    'app.info': () => ({ ok: true, value: info() }),
    'access.whoami': (_args, caller) => ({ ok: true, value: caller ?? { role: 'gm' } }),
    'settings.setLanguage': (args) => {
      language = args.language;
      return { ok: true, value: info() };
    },
    'settings.setFollow': () => ({ ok: true, value: info() }),
    'campaign.listRecent': () => ({ ok: true, value: [] }),
    'campaign.create': (args) => {
      current = view(args.path ?? `/tmp/campaigns/${args.name}.polk`, args.name, 0);
      return { ok: true, value: current };
    },
    'campaign.open': (args) => {
      if (args.path.endsWith('missing.polk')) return { ok: false, error: { code: 'file/not_found', message: { ru: 'Файл не найден.', en: 'File not found.' } } };
      current = view(args.path, 'opened', 3);
      return { ok: true, value: current };
    },
    'campaign.current': () => ({ ok: true, value: current }),
    'campaign.close': () => {
      current = null;
      return { ok: true, value: null };
    },
    'game.legalOrders': () => ({ ok: true, value: [] }),
    'game.order': () => {
      if (!current) return { ok: false, error: { code: 'campaign/none_open', message: { ru: 'Нет открытой кампании.', en: 'No campaign is open.' } } };
      current = view(current.path, current.name, current.seq + 1);
      return { ok: true, value: { view: current, events: [], legal: [], redoDepth: 0, changes: { seq: current.seq, reset: false, history: [], ledger: [] } } };
    },
  };
  const table: Record<string, (args: unknown, caller?: unknown) => unknown> = {};
  for (const name of CALL_NAMES) {
    const impl = (overrides[name] ?? base[name]) as ((args: unknown, caller?: unknown) => unknown) | undefined;
    table[name] = (args: unknown, caller?: unknown) => {
      calls.push({ name, args });
      return impl ? impl(args, caller) : notImplemented(name);
    };
  }
  return Object.assign(table as unknown as Handlers, { calls });
}
