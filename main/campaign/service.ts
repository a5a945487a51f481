/**
 * The campaign service: the one implementation behind the Electron window, the browser mode and the
 * `polk` command line. It imports no `electron`.
 *
 * A campaign is one SQLite file (db/). As boardgame.io's master does, every accepted action is
 * written in one transaction together with its log entry, its ledger rows and the new current state,
 * so the file always holds a whole action or none of it. The log is append-only: undo and redo move
 * the head along it, and history, `verify` and the summaries all come from it.
 *
 * The rooms: files.ts (create, open, import), campaign.ts (an open campaign, a façade over live.ts,
 * views.ts, verify.ts, battles.ts and copies.ts, which share context.ts). The recent list and the
 * console's settings are the shell's (main/app/), handed in as options.
 */
import { resolve } from 'node:path';
import { FileProblem, MIGRATIONS, asFileProblem, latestVersion, newestGoodBackup, type Migration } from '../../db';
import type { Failure, RecentCampaign } from '../../shared/bridge/contract';
import type { GameState } from '../../shared/rules/polkovodets';
import { Campaign } from './campaign';
import { fileFailed, serviceFailed, success, type CampaignFailure, type Outcome } from './failure';
import { createCampaign, describeProblems, importCampaign, mismatchDetail, openCampaign, type FileHost } from './files';
import { readInputText, type InputKind } from './inputs';
import type { AppSettings, CampaignSource, OpenOptions, ServiceOptions } from './types';

export { Campaign, describeProblems, mismatchDetail };
export type { AppSettings, AuditEntry, Changes, CampaignSource, NewBattle, OpenOptions, ServiceOptions, UndoPreview, VerifyProblem, VerifyReport } from './types';
export type { CampaignFailure };
export type { RecordOptions, RecordStep, StepCheck } from './live';

export class CampaignService implements FileHost {
  readonly supportedVersion: number;
  private readonly migrations: readonly Migration[];

  constructor(readonly options: ServiceOptions) {
    this.migrations = options.migrations ?? MIGRATIONS;
    this.supportedVersion = latestVersion(this.migrations);
  }

  now(): Date {
    return this.options.now?.() ?? new Date();
  }

  get busyTimeoutMs(): number | undefined {
    return this.options.busyTimeoutMs;
  }

  /** Create a campaign file from presets or a scenario. Never replaces an existing file. */
  create(path: string, source: CampaignSource, open: OpenOptions = {}): Outcome<Campaign> {
    return createCampaign(this, path, source, open);
  }

  /** Open a campaign file: refuse bad ones with a clear reason, migrate old ones (after a backup). */
  open(path: string, options: OpenOptions = {}): Outcome<Campaign> {
    return openCampaign(this, path, options);
  }

  /** Import a campaign file (an export, a backup) as a new campaign at `dest`; the source is only read. */
  importCampaign(source: string, dest: string, open: OpenOptions = {}): Outcome<Campaign> {
    return importCampaign(this, source, dest, open);
  }

  /** The recent campaigns (empty without a recent list). */
  listRecent(): (RecentCampaign & { exists: boolean })[] {
    return this.options.recent?.list() ?? [];
  }

  appSettings(defaults: AppSettings): AppSettings {
    return this.options.appSettings?.settings(defaults) ?? defaults;
  }

  saveAppSettings(settings: AppSettings): void {
    this.options.appSettings?.saveSettings(settings);
  }

  /** @internal Keep the recent list up to date (best effort: it is a convenience). */
  remember(campaign: { readonly path: string; name(): string; state(): GameState }, opened: boolean): void {
    const recent = this.options.recent;
    if (!recent) return;
    try {
      const state = campaign.state();
      const previous = recent.list().find((c) => c.path === campaign.path);
      recent.touch(
        {
          path: campaign.path,
          name: campaign.name(),
          turn: state.turn,
          turnLimit: state.options.turnLimit,
          armies: [...state.armies],
          status: state.status,
          lastOpened: opened ? this.now().toISOString() : (previous?.lastOpened ?? null),
        },
        opened,
      );
    } catch (e) {
      // The list's own file (a node:fs error names it), else the campaign it was about.
      const where = e instanceof Error && 'path' in e && typeof e.path === 'string' ? e.path : campaign.path;
      this.warn(asFileProblem(e, where) ?? new FileProblem('file/io_error', where, { reason: String(e) }));
    }
  }

  /** @internal */
  warn(problem: FileProblem): void {
    const failed: Failure = fileFailed(problem).error;
    this.options.onWarning?.(failed);
  }

  /** @internal The newest good backup goes into the detail of failures a backup can help with. */
  withBackupOffer(problem: FileProblem): FileProblem {
    if (!['file/empty', 'file/truncated', 'file/corrupt', 'file/inconsistent', 'file/damaged'].includes(problem.code)) return problem;
    return new FileProblem(problem.code, problem.file, { ...problem.detail, backup: newestGoodBackup(problem.file, this.supportedVersion) });
  }
}

/** Read a scenario's (or a map file's) text, within its kind's limit (inputs.ts). */
export function readScenarioFile(path: string, kind: InputKind = 'scenario'): Outcome<string> {
  const file = resolve(path);
  try {
    return success(readInputText(file, kind));
  } catch (e) {
    if (e instanceof FileProblem) {
      if (e.code === 'file/not_found') return serviceFailed('scenario/unreadable', { file, reason: 'not_found', what: kind });
      if (e.code === 'file/not_regular' && e.detail.kind === 'directory') return serviceFailed('scenario/unreadable', { file, reason: 'directory', what: kind });
      return fileFailed(e);
    }
    const problem = asFileProblem(e, file);
    if (problem) return fileFailed(problem);
    throw e;
  }
}
