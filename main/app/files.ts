/**
 * Where the window's file calls may reach. The Electron shell passes real paths from its native
 * dialogs; browser mode passes names in the campaigns folder (confine.ts), uploads what comes from
 * elsewhere and downloads what goes elsewhere.
 */
import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, extname, join, resolve } from 'node:path';
import type { AppInfo, CallResults, Failure, RecentCampaign, Reply } from '../../shared/bridge/contract';
import type { Campaign } from '../campaign/service';
import { inFolder, isPlainName, type Confined } from './confine';
import { TRANSPORT_WORDS } from '../../shared/vocab/transport';

export interface FilePlaces {
  /** True in browser mode: names only. */
  readonly confined: boolean;
  /** An existing file (open, import, export target). */
  file(path: string): Confined;
  /** A new campaign file (`.polk` added to a bare name in browser mode). */
  newCampaign(path: string): Confined;
  /** The recent list as this mode shows it (browser mode: the campaigns in the folder, by name). */
  recent<T extends RecentCampaign>(list: readonly T[]): T[];
}

export function filePlaces(mode: AppInfo['mode'], campaignsDir: string): FilePlaces {
  if (mode === 'electron') {
    const real = (path: string): Confined => ({ ok: true, path: resolve(path) });
    return { confined: false, file: real, newCampaign: real, recent: (list) => [...list] };
  }
  const folder = resolve(campaignsDir);
  // The folder as given and as the file system names it (a symlink on the way): recent entries may carry either.
  const inIt = (path: string) => {
    const parent = dirname(path);
    if (parent === folder) return true;
    try {
      return parent === realpathSync(folder);
    } catch {
      return false;
    }
  };
  return {
    confined: true,
    file: (name) => inFolder(folder, name),
    newCampaign: (name) => inFolder(folder, extname(name) === '' ? `${name}.polk` : name),
    recent: (list) => list.filter((c) => inIt(c.path)).map((c) => ({ ...c, path: basename(c.path) })),
  };
}

export function refuseReplacing(name: string): Reply<never> {
  const error: Failure = {
    code: 'file/exists',
    message: TRANSPORT_WORDS.fileExists(name),
    detail: { name },
  };
  return { ok: false, error };
}

/** A throwaway folder for one upload or download, removed afterwards whatever happens. */
function withScratch<T>(fn: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'polk-transfer-'));
  try {
    return fn(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Run `fn` on an uploaded file's bytes, saved in a throwaway folder. A refusal names the file as
 * the game master picked it, never the temporary copy.
 */
export function withUpload<T>(upload: { readonly fileName: string; readonly body: string }, fn: (file: string) => Reply<T>): Reply<T> {
  const shown = isPlainName(basename(upload.fileName)) ? basename(upload.fileName) : 'upload.polk';
  return withScratch((dir) => {
    const file = join(dir, shown);
    writeFileSync(file, Buffer.from(upload.body, 'base64'));
    const reply = fn(file);
    if (reply.ok) return reply;
    const error = JSON.parse(JSON.stringify(reply.error).split(JSON.stringify(file).slice(1, -1)).join(JSON.stringify(shown).slice(1, -1))) as Failure;
    return { ok: false, error };
  });
}

/** The open campaign's compact copy (as `campaign.export` writes it), as a download. */
export function downloadCopy(c: Campaign): Reply<CallResults['campaign.export']> {
  const fileName = basename(c.path);
  return withScratch((dir): Reply<CallResults['campaign.export']> => {
    const made = c.exportCopy(join(dir, fileName));
    if (!made.ok) {
      const { code, message } = made.error;
      return { ok: false, error: { code, message } };
    }
    const body = readFileSync(made.value.path).toString('base64');
    return { ok: true, value: { path: null, download: { fileName, contentType: 'application/vnd.sqlite3', body, encoding: 'base64' } } };
  });
}
