/**
 * The campaign service's messages: the words live in the catalog (shared/vocab/service.ts), keyed
 * by the file problems' codes (one list, there), so a new code without words does not compile.
 */
import type { Bilingual } from '../../shared/bridge/contract';
import type { FileProblem } from '../../db';
import { FILE_WORDS, SERVICE_MESSAGES, type Detail } from '../../shared/vocab/service';

export function fileProblemMessage(p: FileProblem): Bilingual {
  const d: Detail = { file: p.file, ...p.detail };
  const w = FILE_WORDS[p.code];
  return { ru: w.ru(d), en: w.en(d) };
}

export { SERVICE_MESSAGES };
export type ServiceCode = keyof typeof SERVICE_MESSAGES;
