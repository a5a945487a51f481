/**
 * What `polk` prints: one JSON document with --json, words otherwise; the exit status of a failure
 * (2 refused by the rules, 1 anything else); the campaign opened for a command and closed after it.
 */
import type { GameEvent, GameState } from '../../shared/rules/polkovodets';
import type { Lang } from '../../shared/vocab';
import { actionLine, statusSentence } from '../../shared/vocab/cli';
import { publicEvents, publicState } from '../../shared/publicState';
import type { Bilingual } from '../../shared/bridge/contract';
import type { CampaignService, Campaign } from '../campaign/service';
import type { Outcome } from '../campaign/failure';
import type { Parsed } from './args';
import { describeEvent } from './describe';

export interface Io {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
}

export const realIo: Io = { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) };

export function printJson(io: Io, doc: unknown): void {
  io.out(JSON.stringify(doc, null, 2) + '\n');
}

/** Report a failure: exit status 2 for a refusal by the rules, 1 for anything else. */
export function report(io: Io, p: Pick<Parsed, 'json' | 'lang'>, f: { code: string; message: Bilingual; detail?: unknown; kind?: string }): number {
  const message = f.message[p.lang];
  if (f.kind === 'refusal') {
    printJson(io, { ok: false, error: { code: f.code, message } });
    if (!p.json) io.err(`polk: ${message}\n`);
    return 2;
  }
  io.err(`polk: ${message}\n`);
  if (p.json) printJson(io, { ok: false, error: f.detail === undefined ? { code: f.code, message } : { code: f.code, message, detail: f.detail } });
  return 1;
}

/** A command: the parsed arguments, the campaign service, the output streams → the exit status. */
export type Command = (p: Parsed, service: CampaignService, io: Io) => Promise<number> | number;

/** Open the campaign FILE, run `fn`, close it whatever happens. */
export function withCampaign(p: Parsed, service: CampaignService, io: Io, fn: (c: Campaign) => Promise<number> | number, checkCurrent = true, file = p.positionals[0], readOnly = false): Promise<number> | number {
  const opened = service.open(file, { checkCurrent, readOnly });
  if (!opened.ok) return report(io, p, opened.error);
  const campaign = opened.value;
  let result: Promise<number> | number;
  try {
    result = fn(campaign);
  } catch (e) {
    campaign.close();
    throw e;
  }
  if (result instanceof Promise) return result.finally(() => campaign.close());
  campaign.close();
  return result;
}

/**
 * A reading command's campaign: opened read-only (its image in memory), so the file's bytes and its
 * folder stay exactly as they were — a backup in journal mode DELETE stays one, a read-only file or
 * folder still reads, an older schema is migrated in memory only.
 */
export const readCampaign = (p: Parsed, service: CampaignService, io: Io, fn: (c: Campaign) => Promise<number> | number, checkCurrent = true): Promise<number> | number =>
  withCampaign(p, service, io, fn, checkCurrent, p.positionals[0], true);

/** After an action: its events and the new position. */
export function applied(io: Io, p: Parsed, outcome: Outcome<{ view: { seq: number; state: GameState }; events: readonly GameEvent[] }>, done: Bilingual): number {
  if (!outcome.ok) return report(io, p, outcome.error);
  const { view, events } = outcome.value;
  if (p.json) {
    printJson(io, { ok: true, seq: view.seq, events: publicEvents(events), state: publicState(view.state) });
  } else {
    io.out(`${actionLine(done, view.seq, p.lang)}\n`);
    for (const e of events) io.out(`  ${describeEvent(e, p.lang, view.state.map)}\n`);
    io.out(statusLine(view.state, p.lang) + '\n');
  }
  return 0;
}

/** Whose move it is and what is left to do, in one line (the catalog's sentence). */
export function statusLine(state: GameState, lang: Lang): string {
  return statusSentence(publicState(state), lang);
}
