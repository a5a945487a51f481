/**
 * The campaign service's messages: the words live in the catalog (shared/vocab/service.ts); this
 * file ties them to the file layer's problem codes, so a new code without words does not compile.
 */
import type { Bilingual } from '../../shared/bridge/contract';
import type { FileProblem, FileProblemCode } from '../../db';
import { FILE_WORDS, SERVICE_MESSAGES, type Detail, type FileWordsCode } from '../../shared/vocab/service';

// Both ways: every file problem has words, and the catalog has words for no other.
const _everyProblemHasWords: Readonly<Record<FileProblemCode, unknown>> = FILE_WORDS;
const _noWordsWithoutProblem: Exclude<FileWordsCode, FileProblemCode> extends never ? true : never = true;
void _everyProblemHasWords;
void _noWordsWithoutProblem;

export function fileProblemMessage(p: FileProblem): Bilingual {
  const d: Detail = { file: p.file, ...p.detail };
  const w = FILE_WORDS[p.code];
  return { ru: w.ru(d), en: w.en(d) };
}

export { SERVICE_MESSAGES };
export type ServiceCode = keyof typeof SERVICE_MESSAGES;
