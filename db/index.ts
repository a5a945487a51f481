/**
 * Campaign files (one SQLite file per campaign, `.polk`): opening with the right pragmas, schema
 * migrations, the tables, state snapshots and hashes, backups and copies. Imports shared/ only; the
 * campaign service in main/campaign/ composes it with the rules engine.
 */
export { APPLICATION_ID, MIGRATIONS, SCHEMA_VERSION, latestVersion, migrate, schemaVersionOf, type Migration, type MigrationHooks } from './migrations';
export { DEFAULT_BUSY_TIMEOUT_MS, SIDECARS, readDatabaseImage, checkpoint, missingSafeguards, integrityCheck, moveAside, openConnection, probeCampaignFile, quickCheck, syncDirectory, syncFile, type ProbeResult } from './file';
export { createCampaignFile, openCampaignFile, openCampaignFileReadOnly, type OpenFileOptions } from './open';
export { CAMPAIGN_EXTENSION, KEEP_TURN_BACKUPS, backupDirFor, campaignStem, fileOnPath, fileStamp, isGoodCopy, listBackups, makeBackup, newestGoodBackup, publish, rotateBackups, writeCopy, type BackupFile } from './backups';
export { FileProblem, asFileProblem, decodeStored, type FileProblemCode, type FileProblemDetail, type StoredPlace } from './errors';
export { CHAIN_VERSION, auditChainHash, canonicalJson, entryChainHash, sha256Hex, stateHash, stateText, type ChainedStart } from './hash';
export { StateBytes } from './stateBytes';
export { chainedStarts } from './chain';
export { deflateText, inflateText, packState, parseStored, stateFromText, type PackedState } from './snapshot';
export { BattleStore, type BattleRow, type BattleRunRow } from './battles';
export { CampaignLog, type HeadMove, type NewAudit, type NewEntry, type NewLedgerLine, type NewStart } from './log';
export {
  CampaignStore,
  LOG_KINDS,
  START_KINDS,
  UNHASHED,
  isStartKind,
  type AuditRow,
  type CampaignRow,
  type CorrectionKind,
  type CorrectionRow,
  type CurrentRow,
  type LedgerReason,
  type LedgerRow,
  type LogKind,
  type LogRow,
  type SessionRow,
  type StartEntryRow,
  type StartKind,
  type StateRow,
} from './store';
export { MAIL_KEY_BYTES, MailKeys, type IssuedKey, type MailKeyRow, type MailKeyStatus } from './mail';
