/**
 * The editor's files over the bridge: where a board comes from (a template, the default map, a
 * file) and where it goes (a map file; a campaign on it). The desktop console asks with its native
 * dialogs; browser mode names files in the campaigns folder and uploads files from elsewhere.
 */
import type { Bilingual, EditorMapSource, FolderFile, Reply } from '../../../shared/bridge/contract';
import { defaultMapForEditing, type MapDef } from '../../../shared/rules/polkovodets';
import { useBridge } from '../bridge/provide';
import { fromMapFile, toMapFile } from '../editor/format';
import { useEditorStore } from '../editor/store';

export type Done = { ok: true; path?: string } | { ok: false; message: Bilingual; code: string };

const done = <T>(r: Reply<T>, path?: (v: T) => string | undefined): Done => (r.ok ? { ok: true, path: path?.(r.value) } : { ok: false, message: r.error.message, code: r.error.code });

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

export function useEditorFiles() {
  const bridge = useBridge();
  const editor = useEditorStore();

  async function listFiles(): Promise<FolderFile[]> {
    const r = await bridge.call('editor.listFiles', {});
    return r.ok ? r.value : [];
  }

  function adopt(source: EditorMapSource): Done {
    const read = fromMapFile(source.map);
    if (!read.ok) return { ok: false, code: 'editor/not_a_map', message: read.error };
    editor.fromMap(read.value, { title: source.fileName.replace(/\.[^.]+$/, ''), deployment: source.units });
    return { ok: true };
  }

  async function readPath(path: string): Promise<Done> {
    const r = await bridge.call('editor.readMap', { path });
    return r.ok ? adopt(r.value) : done(r);
  }

  async function readUpload(file: File): Promise<Done> {
    const body = toBase64(new Uint8Array(await file.arrayBuffer()));
    const r = await bridge.call('editor.readMap', { upload: { fileName: file.name, body } });
    return r.ok ? adopt(r.value) : done(r);
  }

  /** Electron: the native open dialog (null when cancelled). */
  async function choose(purpose: 'openMap' | 'saveMap', defaultPath?: string): Promise<string | null> {
    const r = await bridge.call('app.chooseFile', defaultPath ? { purpose, defaultPath } : { purpose });
    return r.ok ? r.value.path : null;
  }

  /** The console's default map, with its sheets and the presets' home fortresses written in. */
  function fromDefault(): void {
    editor.fromMap(defaultMapForEditing(), { title: '' });
  }

  /** The campaign's own map and deployment (the setup phase). */
  function fromCampaign(map: MapDef, units: EditorMapSource['units'], title: string): void {
    editor.fromMap(map, { title, deployment: units });
  }

  async function save(path: string, replace = false): Promise<Done> {
    const r = await bridge.call('editor.saveMap', { path, map: toMapFile(editor.board), replace });
    return done(r, (v) => v.path);
  }

  return { listFiles, readPath, readUpload, choose, fromDefault, fromCampaign, save };
}
