/**
 * A map or scenario file as the map commands read it (map new --from, validate, print): its JSON, read
 * within the map file's limit (main/campaign/inputs.ts), a byte-order mark allowed. A file that is not
 * there or is a folder, or is not JSON, is a usage refusal (exit 1) in the catalog's words; every other
 * problem of the file (a device, a FIFO, past the limit, bad UTF-8) is its own FileProblem.
 */
import { FileProblem } from '../../db';
import { printWords } from '../../shared/vocab/print';
import { readInputText } from '../campaign/inputs';
import { usage } from './args';

export function readMapJson(file: string): unknown {
  let text: string;
  try {
    text = readInputText(file, 'map');
  } catch (e) {
    const missing = e instanceof FileProblem && e.code === 'file/not_found';
    const folder = e instanceof FileProblem && e.code === 'file/not_regular' && e.detail.kind === 'directory';
    if (!missing && !folder) throw e;
    const why = (lang: 'ru' | 'en') => (missing ? printWords(lang).notFound : printWords(lang).isFolder);
    throw usage('cli/unreadable', printWords('ru').unreadable(file, why('ru')), printWords('en').unreadable(file, why('en')));
  }
  try {
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) as unknown;
  } catch (e) {
    const reason = (e instanceof Error ? e.message : String(e)).slice(0, 160);
    throw usage('setup/not_json', printWords('ru').badMapJson(file, reason), printWords('en').badMapJson(file, reason));
  }
}
