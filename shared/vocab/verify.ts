/**
 * What `verify` says of each difference it finds (`polk verify`, the file's mismatch failure), in
 * both languages: the check's `detail` is one of these sentences, so `polk --lang ru verify` speaks
 * Russian only. Codes of the engine, the referee and the scenario are quoted as they are.
 */
import type { Bilingual } from './lang';

const kindOfAudit = (kind: string): Bilingual =>
  kind === 'depots' ? { ru: 'поправки складов', en: 'depots' } : kind === 'setup' ? { ru: 'правки расстановки', en: 'setup' } : { ru: kind, en: kind };
const kindOfEntry = (kind: 'setup' | 'correction'): Bilingual => (kind === 'setup' ? { ru: 'правки расстановки', en: 'setup' } : { ru: 'поправки складов', en: 'correction' });
const kindOfEdit = (kind: 'setup' | 'correction'): Bilingual => (kind === 'setup' ? { ru: 'правка расстановки', en: 'setup edit' } : { ru: 'поправка складов', en: 'depot correction' });
const kindOfMove = (kind: string): Bilingual => (kind === 'undo' ? { ru: 'отмены', en: 'undo' } : kind === 'redo' ? { ru: 'повтора', en: 'redo' } : { ru: kind, en: kind });

export const VERIFY_WORDS = {
  unparsable: { ru: 'сохранённый JSON не читается', en: 'stored JSON that does not parse' } as Bilingual,
  integrity: (found: string): Bilingual => ({ ru: `проверка целостности SQLite: ${found}`, en: found }),
  mapHash: { ru: 'сохранённая карта не совпадает со своим хешем', en: 'the stored map does not match its hash' } as Bilingual,
  startMapHash: { ru: 'карта, сохранённая для этого начала, не совпадает со своим хешем', en: 'the map stored for this start does not match its hash' } as Bilingual,
  noChain: { ru: 'у записи нет цепного хеша (записана до схемы 4 в файле, который тогда не прошёл проверку)', en: 'the entry has no chained hash (written before schema 4 in a file that did not verify then)' } as Bilingual,
  startChain: {
    ru: 'цепной хеш не совпадает с хешем сохранённой записи и её исходных данных (карта, параметры, источник, версия правил)',
    en: 'the chained hash differs from the one of the stored entry and the inputs it began from (map, options, source, rules version)',
  } as Bilingual,
  entryChain: { ru: 'цепной хеш не совпадает с хешем сохранённой записи и её родителя', en: 'the chained hash differs from the one of the stored entry and its parent' } as Bilingual,
  expectedEntry: (seq: number): Bilingual => ({ ru: `ожидалась запись ${seq}`, en: `expected entry ${seq}` }),
  noEarlier: (seq: number, parent: number | null): Bilingual => ({
    ru: `запись ${seq} не следует за более ранней (родитель ${parent ?? 'нет'})`,
    en: `entry ${seq} does not follow an earlier entry (parent ${parent})`,
  }),
  setupAfterStart: { ru: 'правка расстановки после начала игры', en: 'a setup edit after the game had begun' } as Bilingual,
  noSetup: { ru: 'для этого начала не сохранена расстановка', en: 'no setup stored for this start' } as Bilingual,
  startRefused: (code: string, field: string): Bilingual => ({ ru: `начало не воспроизводится: ${code} (${field})`, en: `${code} (${field})` }),
  noStateBefore: { ru: 'у предыдущей записи нет состояния', en: 'the entry before it has no state' } as Bilingual,
  refused: (code: string): Bilingual => ({ ru: `запись не воспроизводится: ${code}`, en: code }),
  stateHash: { ru: 'воспроизведённое состояние отличается от записанного', en: 'the replayed state differs from the one recorded' } as Bilingual,
  events: { ru: 'воспроизведённые события отличаются от записанных', en: 'the replayed events differ from the ones recorded' } as Bilingual,
  ledger: { ru: 'строки книги складов этой записи отличаются от воспроизведённых изменений складов', en: 'the depot ledger lines of this entry differ from the replayed depot changes' } as Bilingual,
  snapshot: { ru: 'сохранённый снимок отличается от воспроизведённого состояния', en: 'the stored snapshot differs from the replayed state' } as Bilingual,
  noSnapshot: { ru: 'для этого конца хода не сохранён снимок', en: 'no snapshot stored for this end of move' } as Bilingual,
  orphanSnapshot: { ru: 'снимок без своей записи в журнале', en: 'a snapshot without its log entry' } as Bilingual,
  orphanSetup: { ru: 'сохранённая расстановка без своей записи начала', en: 'a stored setup without its start entry' } as Bilingual,
  currentOff: { ru: 'текущее состояние не стоит на записи журнала', en: 'the current state is not at an entry of the log' } as Bilingual,
  current: { ru: 'текущее состояние отличается от воспроизведённого', en: 'the current state differs from the replayed one' } as Bilingual,
  setupOfHead: { ru: 'настройки кампании не те, с которых начата текущая ветка', en: "the campaign's setup is not the one of the head's start" } as Bilingual,
  redoPath: { ru: 'путь повтора не ведёт вниз от текущей записи', en: 'the redo path does not lead down from the head' } as Bilingual,
  // The audit trail (verifyTrail.ts).
  auditWithoutEntry: (auditKind: string, entryKind: 'setup' | 'correction'): Bilingual => ({
    ru: `строка аудита (${kindOfAudit(auditKind).ru}) без своей записи ${kindOfEntry(entryKind).ru} в журнале`,
    en: `a ${kindOfAudit(auditKind).en} audit row without its ${kindOfEntry(entryKind).en} entry in the log`,
  }),
  auditRows: (seq: number, n: number): Bilingual => ({ ru: `у записи ${seq} строк аудита: ${n}`, en: `entry ${seq} has ${n} audit rows` }),
  auditDiffers: (kind: 'setup' | 'correction', seq: number): Bilingual => ({
    ru: `строка аудита (${kindOfEdit(kind).ru}, запись ${seq}) отличается от записи (армия, количество, причина)`,
    en: `the audit row of the ${kindOfEdit(kind).en} of entry ${seq} differs from the entry (army, amount, reason)`,
  }),
  auditMissing: (kind: 'setup' | 'correction', seq: number): Bilingual => ({
    ru: `у записи ${seq} (${kindOfEdit(kind).ru}) нет строки аудита`,
    en: `the ${kindOfEdit(kind).en} of entry ${seq} has no audit row`,
  }),
  auditNoChain: {
    ru: 'у строки аудита нет цепного хеша (записана до схемы 4 в файле, который тогда не прошёл проверку)',
    en: 'the audit row has no chained hash (written before schema 4 in a file that did not verify then)',
  } as Bilingual,
  auditChain: { ru: 'цепной хеш строки аудита не совпадает с хешем сохранённой строки и предыдущей', en: 'the chained hash of the audit row differs from the one of the stored row and the row before it' } as Bilingual,
  appendedElsewhere: (seq: number, parent: number | null, head: number | null): Bilingual => ({
    ru: `запись ${seq} добавлена к записи ${parent ?? 'нет'}, а строки отмены и повтора оставляют текущей запись ${head ?? 'нет'}`,
    en: `entry ${seq} was appended to entry ${parent}, but the undo and redo rows leave the head at ${head} then`,
  }),
  moveNotAtHead: (kind: string, head: number | null): Bilingual => ({
    ru: `строка ${kindOfMove(kind).ru} начинается не с текущей записи того момента (запись ${head ?? 'нет'})`,
    en: `the ${kind} row does not start at the head of that moment (entry ${head})`,
  }),
  undoNotBefore: (to: number, head: number | null): Bilingual => ({
    ru: `строка отмены ведёт к записи ${to}, которая не раньше записи ${head ?? 'нет'}`,
    en: `the undo row goes to entry ${to}, which is not before entry ${head}`,
  }),
  redoOffPath: (to: number): Bilingual => ({ ru: `строка повтора ведёт к записи ${to}, которой нет на пути повтора`, en: `the redo row goes to entry ${to}, which is not on the redo path` }),
  trailHead: (trail: number | null, file: number | null): Bilingual => ({
    ru: `журнал аудита оставляет текущей запись ${trail ?? 'нет'}, а в файле текущая — ${file ?? 'нет'}`,
    en: `the audit trail leaves the head at entry ${trail}, the file has it at ${file}`,
  }),
  trailRedo: { ru: 'путь повтора отличается от того, что оставляют строки отмены и повтора', en: 'the redo path differs from the one the undo and redo rows leave' } as Bilingual,
  // The referee's runs.
  run: (battle: number, run: number, what: Bilingual): Bilingual => ({ ru: `бой ${battle}, прогон ${run}: ${what.ru}`, en: `battle ${battle}, run ${run}: ${what.en}` }),
  runGap: (expected: number): Bilingual => ({ ru: `прогоны нумеруются 1, 2, 3… без пропусков; ожидался прогон ${expected}`, en: `runs are numbered 1, 2, 3… without gaps; expected run ${expected}` }),
  runUnreadable: { ru: 'его входные данные или кости не читаются', en: 'its input or dice cannot be read' } as Bilingual,
  runRefused: (code: string): Bilingual => ({ ru: `судья теперь отклоняет его входные данные (${code})`, en: `the referee refuses its input now (${code})` }),
  runDiffers: { ru: 'воспроизведённый результат отличается от сохранённого', en: 'the replayed result differs from the stored one' } as Bilingual,
  // The move packets' keys against the log (verifyMail.ts).
  mailOtherCampaign: (seq: number): Bilingual => ({
    ru: `запись ${seq} внесена из файла хода другой кампании`,
    en: `entry ${seq} was written from a move file of another campaign`,
  }),
  mailNoKey: (seq: number, keyId: string): Bilingual => ({
    ru: `запись ${seq} внесена из файла хода с ключом ${keyId}, которого кампания не выдавала`,
    en: `entry ${seq} was written from a move file with key ${keyId}, which this campaign never issued`,
  }),
  mailKeyNotSpent: (seq: number, keyId: string): Bilingual => ({
    ru: `запись ${seq} внесена из файла хода с ключом ${keyId}, но ключ не отмечен использованным`,
    en: `entry ${seq} was written from a move file with key ${keyId}, but the key is not marked spent`,
  }),
  mailOutsideMove: (seq: number, keyId: string): Bilingual => ({
    ru: `запись ${seq} не входит в ход, которым использован ключ ${keyId} (не та армия или не то место в журнале)`,
    en: `entry ${seq} is not part of the move that spent key ${keyId} (another army, or another place in the log)`,
  }),
  mailReplacedByNone: (keyId: string): Bilingual => ({
    ru: `ключ ${keyId} отмечен заменённым, но новый ключ его армии в ту минуту не выдавался`,
    en: `key ${keyId} is marked replaced, but no newer key of its army was issued when it was replaced`,
  }),
  mailOutBehindNewer: (keyId: string, newer: string): Bilingual => ({
    ru: `ключ ${keyId} отмечен действующим, хотя после него его армии выдан ключ ${newer}, который его заменил`,
    en: `key ${keyId} is marked still out, though key ${newer} was issued to its army after it and replaced it`,
  }),
  mailSpentWithoutMove: (keyId: string, seq: number | null): Bilingual => ({
    ru: `ключ ${keyId} отмечен использованным ходом, закончившимся записью ${seq ?? 'нет'}, но в журнале нет такого хода из файла с этим ключом`,
    en: `key ${keyId} is marked spent by the move ending at entry ${seq}, but the log has no such move written from a move file with that key`,
  }),
};
