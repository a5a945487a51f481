/**
 * Campaign files from the outside: creating one (from presets or a scenario), opening one (a bad
 * file refused with a clear reason, a damaged one moved aside with a backup offered, an old one
 * migrated after a backup), importing one (an export, a backup) as a new campaign. A new or
 * imported file is built under a temporary name and gets its real name only when it is whole.
 */
import { copyFileSync, constants as fsConstants, existsSync, lstatSync, readdirSync, statSync, unlinkSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type Database from 'better-sqlite3';
import {
  CampaignLog,
  FileProblem,
  asFileProblem,
  backupDirFor,
  campaignStem,
  canonicalJson,
  createCampaignFile,
  fileStamp,
  moveAside,
  newestGoodBackup,
  openCampaignFile,
  openCampaignFileReadOnly,
  packState,
  probeCampaignFile,
  publish,
  syncDirectory,
} from '../../db';
import { presetScenario, validatePresetOptions } from '../../shared/presets';
import { presetsOnMap } from './mapSource';
import { parseScenarioText, withoutByteOrderMark } from '../../shared/rules/polkovodets';
import { Campaign, type CampaignOwner } from './campaign';
import { startLedgerLines } from './entries';
import { badPreset, badScenario, fileFailed, nameRefused, serviceFailed, success, type Outcome } from './failure';
import { startFromScenario } from './replay';
import type { CampaignSource, OpenOptions, VerifyProblem } from './types';
import type { Language } from '../../shared/bridge/contract';
import { verifyLog } from './verify';

/** Migration 4 chains an older file's rows only once the file verifies (the chain left out, pages checked already). */
const fileVerifies = (db: Database.Database): boolean => verifyLog(new CampaignLog(db), { integrity: false, chain: false }).ok;

/** What opening files needs from the service. */
export interface FileHost extends CampaignOwner {
  readonly supportedVersion: number;
}

/** Create a campaign file from presets or a scenario. Never replaces an existing file. */
export function createCampaign(host: FileHost, path: string, source: CampaignSource, open: OpenOptions = {}): Outcome<Campaign> {
  const file = resolve(path);
  const name = (source.name ?? campaignStem(file)).trim();
  const badName = nameRefused('campaign/bad_name', name);
  if (badName) return badName;
  if (exists(file)) return fileFailed(new FileProblem('file/exists', file));

  let scenario: unknown;
  let origin: unknown;
  if ('preset' in source) {
    const error = validatePresetOptions(source.preset);
    if (error) return badPreset(error);
    if (source.map === undefined) {
      scenario = presetScenario(source.preset);
      origin = { kind: 'preset', preset: source.preset };
    } else {
      const onMap = presetsOnMap(source.preset, source.map);
      if (!onMap.ok) return onMap;
      scenario = onMap.value;
      origin = { kind: 'preset', preset: source.preset, map: 'inline' };
    }
  } else {
    if (typeof source.scenario === 'string') {
      const parsed = parseScenarioText(source.scenario);
      if (!parsed.ok) return badScenario(parsed.error);
      scenario = JSON.parse(withoutByteOrderMark(source.scenario));
    } else {
      scenario = source.scenario;
    }
    origin = { kind: 'scenario' };
  }
  const start = startFromScenario(scenario);
  if (!start.ok) return badScenario(start.error);

  removeStaleTemporaries(dirname(file));
  const partial = temporaryName(file, 'creating');
  let db: Database.Database | undefined;
  try {
    db = createCampaignFile(partial, { migrations: host.options.migrations, busyTimeoutMs: host.options.busyTimeoutMs });
    const { state, events } = start.value;
    const at = host.now().toISOString();
    const log = new CampaignLog(db);
    db.transaction(() =>
      log.create(
        { name, created_at: at, app_version: host.options.appVersion, rules_version: state.rulesVersion },
        {
          kind: 'create', turn: state.turn, army: state.toMove, commander: null, payload: scenario, events, state: packState(state, { keep: true }), at,
          ledger: startLedgerLines(state), snapshot: true,
          start: { options: canonicalJson(state.options), source: canonicalJson(origin), map: canonicalJson(state.map) },
        },
      ),
    ).immediate();
    db.close();
    db = undefined;
    publish(partial, file);
    syncDirectory(dirname(file));
  } catch (e) {
    db?.close();
    removeWithSidecars(partial);
    const problem = asFileProblem(e, file);
    // The game master asked for `file`: the hidden temporary name is ours, not theirs.
    if (problem) return fileFailed(new FileProblem(problem.code, file, { ...problem.detail, during: 'create' }));
    throw e;
  }
  return openCampaign(host, file, open);
}

/** Open a campaign file: refuse bad ones with a clear reason, migrate old ones (after a backup). */
export function openCampaign(host: FileHost, path: string, options: OpenOptions = {}): Outcome<Campaign> {
  const file = resolve(path);
  if (options.readOnly) return openCampaignReadOnly(host, file, options);
  removeStaleTemporaries(dirname(file));
  removeStaleTemporaries(backupDirFor(file), BACKUP_PARTIAL);
  let db: Database.Database | undefined;
  try {
    db = openCampaignFile(file, { migrations: host.options.migrations, busyTimeoutMs: host.options.busyTimeoutMs, now: () => host.now(), verifies: fileVerifies });
    const campaign = new Campaign(host, file, db, { checkCurrent: options.checkCurrent ?? true, remembered: true });
    if (options.session) campaign.startSession(host.options.mode ?? 'console');
    host.remember(campaign, true);
    return success(campaign);
  } catch (e) {
    db?.close();
    const problem = asFileProblem(e, file);
    if (!problem) throw e;
    if (problem.code !== 'file/corrupt') return fileFailed(host.withBackupOffer(problem));
    // Damaged: move it aside with its -wal and -shm so nothing writes to it again, and offer a backup.
    let movedTo: string | null = null;
    try {
      movedTo = moveAside(file, fileStamp(host.now()));
    } catch {
      // Could not move it (read-only folder): it stays where it is, untouched.
    }
    const backup = newestGoodBackup(file, host.supportedVersion);
    return fileFailed(new FileProblem('file/corrupt', file, { ...problem.detail, movedTo, backup }));
  }
}

/**
 * Open a campaign file for a reading command: its image in memory, the file and its folder never
 * written (no migration on disk, no session, a damaged file left where it is — with a backup offered).
 */
function openCampaignReadOnly(host: FileHost, file: string, options: OpenOptions): Outcome<Campaign> {
  let db: Database.Database | undefined;
  try {
    // The image of an older file is chained as it stands: nothing is kept, and verify checks every
    // other fact of it anyway (on disk, migration 4 chains a file only once it verifies).
    db = openCampaignFileReadOnly(file, { migrations: host.options.migrations, busyTimeoutMs: host.options.busyTimeoutMs, verifies: () => true });
    return success(new Campaign(host, file, db, { checkCurrent: options.checkCurrent ?? true, remembered: false }));
  } catch (e) {
    db?.close();
    const problem = asFileProblem(e, file);
    if (!problem) throw e;
    if (problem.code !== 'file/corrupt') return fileFailed(host.withBackupOffer(problem));
    return fileFailed(new FileProblem('file/corrupt', file, { ...problem.detail, movedTo: null, backup: newestGoodBackup(file, host.supportedVersion) }));
  }
}

/**
 * Import a campaign file (an export, a backup) as a new campaign at `dest`. The source is only
 * read: it is copied first, and the copy is migrated, checked and replayed before it gets its name.
 */
export function importCampaign(host: FileHost, source: string, dest: string, open: OpenOptions = {}): Outcome<Campaign> {
  const from = resolve(source);
  const file = resolve(dest);
  if (exists(file)) return fileFailed(new FileProblem('file/exists', file));
  try {
    probeCampaignFile(from, host.supportedVersion, host.options.busyTimeoutMs);
  } catch (e) {
    const problem = asFileProblem(e, from);
    if (!problem) throw e;
    return fileFailed(problem);
  }
  removeStaleTemporaries(dirname(file));
  const partial = temporaryName(file, 'importing');
  let db: Database.Database | undefined;
  try {
    copyFileSync(from, partial, fsConstants.COPYFILE_EXCL);
    if (existsSync(`${from}-wal`) && statSync(`${from}-wal`).size > 0) copyFileSync(`${from}-wal`, `${partial}-wal`, fsConstants.COPYFILE_EXCL);
    try {
      db = openCampaignFile(partial, { migrations: host.options.migrations, busyTimeoutMs: host.options.busyTimeoutMs, probe: false, backupBeforeMigrating: false, verifies: fileVerifies });
    } catch (e) {
      // A problem of the copy is the source's problem.
      const problem = asFileProblem(e, partial);
      throw problem ? new FileProblem(problem.code, from, problem.detail) : e;
    }
    const copy = new Campaign(host, partial, db, { checkCurrent: true, remembered: false });
    const report = copy.verify();
    copy.close();
    db = undefined;
    if (!report.ok) {
      removeWithSidecars(partial);
      return serviceFailed('verify/mismatch', mismatchDetail(from, report.problems));
    }
    publish(partial, file);
    syncDirectory(dirname(file));
  } catch (e) {
    db?.close();
    removeWithSidecars(partial);
    const problem = asFileProblem(e, from);
    if (!problem) throw e;
    // The temporary copy is ours, never the game master's to look for: a problem met in it is the
    // source's; a full disk is the destination's (nothing is left there).
    if (problem.code === 'file/disk_full') return fileFailed(new FileProblem('file/disk_full', file, { ...problem.detail, during: 'create' }));
    return fileFailed(problem.file.startsWith(partial) ? new FileProblem(problem.code, from, problem.detail) : problem);
  }
  return openCampaign(host, file, open);
}

/** The first differences in a line, in a language (English by default, as the failure's detail has always had them). */
export function describeProblems(problems: readonly VerifyProblem[], lang: Language = 'en'): string {
  return problems
    .slice(0, 5)
    .map((p) => `${p.seq === null ? '' : `#${p.seq} `}${p.what}: ${p.words[lang]}`)
    .join('; ');
}

/** The mismatch failure's detail: the file and its differences in both languages (`problemsRu` for the Russian words). */
export const mismatchDetail = (file: string, problems: readonly VerifyProblem[]) => ({ file, problems: describeProblems(problems, 'en'), problemsRu: describeProblems(problems, 'ru') });

const temporaryName = (file: string, what: string): string => join(dirname(file), `.${basename(file).slice(0, 100)}.${what}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`);

/** `.NAME.creating-PID-XXXXXX` (or importing), with the sidecars SQLite may have left beside it. */
const TEMPORARY = /^\..+\.(?:creating|importing)-(\d+)-[a-z0-9]+(?:-wal|-shm|-journal)?$/;

/** An end-of-turn backup a kill interrupted: `backups/STEM/NAME.polk.partial-PID-XXXXXX` (db/backups.ts). */
export const BACKUP_PARTIAL = /^.+\.polk\.partial-(\d+)-[a-z0-9]+(?:-wal|-shm|-journal)?$/;

/**
 * Remove what a `polk new` or an import killed half-way left in `dir` (or, with `pattern`
 * BACKUP_PARTIAL, what a killed backup left in the campaign's backups folder): temporary files
 * whose process is gone. A live process's files (its pid answers, or it is us) are left alone.
 * Best effort.
 */
export function removeStaleTemporaries(dir: string, pattern: RegExp = TEMPORARY): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const m = pattern.exec(name);
    if (!m || isAlive(Number(m[1]))) continue;
    try {
      unlinkSync(join(dir, name));
      removed.push(name);
    } catch {
      // Gone already, or not ours to remove (a read-only folder): left as it is.
    }
  }
  return removed;
}

function isAlive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: it exists, under another user.
    return (e as { code?: string }).code === 'EPERM';
  }
}

function exists(file: string): boolean {
  try {
    lstatSync(file);
    return true;
  } catch {
    return false;
  }
}

function removeWithSidecars(file: string): void {
  for (const f of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      unlinkSync(f);
    } catch {
      // Not there.
    }
  }
}
