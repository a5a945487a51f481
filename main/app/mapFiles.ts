/**
 * The map editor's file calls: list the files a board can be read from, read one (a map file, a
 * scenario's map, a campaign's map and units — read only), and save a board as a map file. Paths go
 * through the same places as every other file call (browser mode: names in the campaigns folder).
 */
import { existsSync } from 'node:fs';
import { basename, extname } from 'node:path';
import type { Bilingual, CallResults, EditorMapSource, Failure, FolderFile, Handlers, Reply } from '../../shared/bridge/contract';
import { EDITOR_FILE_WORDS } from '../../shared/vocab/editor';
import { withoutByteOrderMark } from '../../shared/rules/polkovodets';
import { fileFailureOf } from '../campaign/failure';
import { writeOutputFile } from '../campaign/output';
import { readInputText } from '../campaign/inputs';
import type { CampaignService } from '../campaign/service';
import { listFolderFiles } from './confine';
import { refuseReplacing, withUpload, type FilePlaces } from './files';
import { checkMapForSaving, mapFileOf, mapOfJson } from './mapFormat';

type EditorHandlers = Pick<Handlers, 'editor.listFiles' | 'editor.readMap' | 'editor.saveMap'>;

const failure = (code: string, ru: string, en: string, detail?: Record<string, string>): Reply<never> => ({ ok: false, error: { code, message: { ru, en }, ...(detail ? { detail } : {}) } as Failure });

const failureOf = (code: string, message: Bilingual, detail?: Record<string, string>) => failure(code, message.ru, message.en, detail);
const unreadable = (name: string, reason: Bilingual) => failureOf('editor/unreadable', EDITOR_FILE_WORDS.unreadable(name, reason), { name });
const notAMap = (name: string, why: Bilingual) => failureOf('editor/not_a_map', EDITOR_FILE_WORDS.notAMap(name, why), { name });

/** The map and scenario files (`.json`) and campaigns (`.polk`) directly in the folder, newest first. */
export const listBoardFiles = (folder: string): FolderFile[] => listFolderFiles(folder, (name) => /\.(json|polk)$/i.test(name));

/** Read a board from a file: a campaign by its extension, anything else as JSON (a map file or a scenario). */
export function readBoard(service: CampaignService, file: string, shown: string): Reply<EditorMapSource> {
  if (extname(file).toLowerCase() === '.polk') {
    const opened = service.open(file, { readOnly: true });
    if (!opened.ok) return { ok: false, error: { code: opened.error.code, message: opened.error.message } };
    try {
      const state = opened.value.state();
      return { ok: true, value: { fileName: shown, kind: 'campaign', map: mapFileOf(state.map), units: state.units.map(({ id, army, type, x, y }) => ({ id, army, type, x, y })) } };
    } catch (e) {
      const f = fileFailureOf(e);
      if (f) return { ok: false, error: { code: f.error.code, message: f.error.message } };
      throw e;
    } finally {
      opened.value.close();
    }
  }
  let text: string;
  try {
    text = readInputText(file, 'map');
  } catch (e) {
    // A device, a FIFO, a file past the map's limit, bad UTF-8: the file's own problem, with its code.
    const f = fileFailureOf(e);
    if (f && f.error.code !== 'file/not_found') return { ok: false, error: { code: f.error.code, message: f.error.message } };
    if (f) return unreadable(shown, EDITOR_FILE_WORDS.noSuchFile);
    const system = String((e as { code?: string }).code ?? e);
    return unreadable(shown, { ru: system, en: system });
  }
  let json: unknown;
  try {
    json = JSON.parse(withoutByteOrderMark(text));
  } catch (e) {
    return notAMap(shown, EDITOR_FILE_WORDS.notJson((e as Error).message));
  }
  const read = mapOfJson(json);
  if (!read.ok) return notAMap(shown, read.error);
  return { ok: true, value: { fileName: shown, ...read.value } };
}

export function editorHandlers(service: CampaignService, places: FilePlaces, campaignsDir: string): EditorHandlers {
  return {
    'editor.listFiles': () => ({ ok: true, value: listBoardFiles(campaignsDir) }),

    'editor.readMap': (args): Reply<CallResults['editor.readMap']> => {
      if ('upload' in args) return withUpload(args.upload, (file) => readBoard(service, file, basename(file)));
      const at = places.file(args.path);
      if (!at.ok) return at;
      return readBoard(service, at.path, basename(at.path));
    },

    'editor.saveMap': ({ path, map, replace }) => {
      // Browser mode: a bare name gets `.json`; a map is never written over a campaign.
      const name = places.confined && extname(path) === '' ? `${path}.json` : path;
      if (extname(name).toLowerCase() === '.polk') return failureOf('editor/not_json', EDITOR_FILE_WORDS.saveAsJson);
      const at = places.file(name);
      if (!at.ok) return at;
      const checked = checkMapForSaving(map);
      if (!checked.ok) return { ok: false, error: checked.error as Failure };
      if (places.confined && !replace && existsSync(at.path)) return refuseReplacing(basename(at.path));
      try {
        return { ok: true, value: { path: places.confined ? basename(writeOutputFile(at.path, checked.value)) : writeOutputFile(at.path, checked.value) } };
      } catch (e) {
        const f = fileFailureOf(e);
        if (f) return { ok: false, error: { code: f.error.code, message: f.error.message } };
        throw e;
      }
    },
  };
}
