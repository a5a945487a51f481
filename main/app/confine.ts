/**
 * Browser mode names files, never paths: a campaign (or an export) is a plain file name inside the
 * campaigns folder, and anything from elsewhere comes in as an upload or goes out as a download.
 * Every name that could reach outside — a separator, `..`, a NUL byte, an absolute path, a hidden
 * or temporary file, a symlink whose target is not in the folder — gets one and the same refusal,
 * before anything outside is looked at, so the answer tells nothing about the machine's files.
 */
import { lstatSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Failure } from '../../shared/bridge/contract';
import { TRANSPORT_WORDS } from '../../shared/vocab/transport';

export const outsideFolder: Failure = {
  code: 'path/outside_folder',
  message: TRANSPORT_WORDS.outsideFolder,
};

export type Confined = { readonly ok: true; readonly path: string } | { readonly ok: false; readonly error: Failure };

const refused: Confined = { ok: false, error: outsideFolder };

/** A plain file name: no separator, no `..`, no leading dot (hidden and temporary files), no control characters. */
export function isPlainName(name: string): boolean {
  return (
    name.length > 0 &&
    Buffer.byteLength(name, 'utf8') <= 255 &&
    !/[/\\:\u0000-\u001f\u007f]/.test(name) &&
    !name.startsWith('.') &&
    name.trim() === name
  );
}

/**
 * The file `name` in `folder`, or the refusal. A symlink is followed only when its target is a
 * file directly in the folder; a dangling one is refused (writing through it would land outside).
 */
export function inFolder(folder: string, name: string): Confined {
  if (!isPlainName(name)) return refused;
  let real: string;
  try {
    real = realpathSync(folder);
  } catch {
    return refused;
  }
  const candidate = join(real, name);
  let isLink: boolean;
  try {
    isLink = lstatSync(candidate).isSymbolicLink();
  } catch {
    // Not there yet: a new file, directly in the folder.
    return { ok: true, path: candidate };
  }
  if (!isLink) return { ok: true, path: candidate };
  try {
    const target = realpathSync(candidate);
    return dirname(target) === real && statSync(target).isFile() ? { ok: true, path: target } : refused;
  } catch {
    return refused;
  }
}

export interface FolderFile {
  readonly name: string;
  readonly size: number;
  /** ISO time of the last change. */
  readonly modified: string;
}

/**
 * The files directly in the folder whose names `accept` takes, newest first: only plain files that
 * stay inside it (a link out of the folder is left out, as `inFolder` refuses it); none for a folder
 * that cannot be read.
 */
export function listFolderFiles(folder: string, accept: (name: string) => boolean): FolderFile[] {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  const out: FolderFile[] = [];
  for (const name of names) {
    if (!accept(name)) continue;
    const at = inFolder(folder, name);
    if (!at.ok) continue;
    try {
      const s = statSync(at.path);
      if (s.isFile()) out.push({ name, size: s.size, modified: s.mtime.toISOString() });
    } catch {
      // Gone meanwhile.
    }
  }
  return out.sort((a, b) => b.modified.localeCompare(a.modified));
}

/** The campaign files (`*.polk`) directly in the folder, newest first. */
export const listCampaignFiles = (folder: string): FolderFile[] => listFolderFiles(folder, (name) => name.endsWith('.polk'));
