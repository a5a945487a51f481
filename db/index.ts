/**
 * Campaign files (one SQLite file per campaign, `.polk`): opening with the right pragmas, schema
 * migrations, the tables, state snapshots and hashes, backups and copies. Imports shared/ only; the
 * campaign service in main/campaign/ composes it with the rules engine.
 */
export { APPLICATION_ID, MIGRATIONS, SCHEMA_VERSION, latestVersion, migrate, schemaVersionOf, type Migration } from './migrations';
export { DEFAULT_BUSY_TIMEOUT_MS, SIDECARS, checkpoint, integrityCheck, moveAside, openConnection, probeCampaignFile, quickCheck, syncDirectory, syncFile, type ProbeResult } from './file';
export { CAMPAIGN_EXTENSION, KEEP_TURN_BACKUPS, backupDirFor, campaignStem, fileStamp, isGoodCopy, listBackups, makeBackup, newestGoodBackup, publish, rotateBackups, writeCopy, type BackupFile } from './backups';
export { FileProblem, asFileProblem, type FileProblemCode, type FileProblemDetail } from './errors';
export { canonicalJson, sha256Hex, stateHash, stateText } from './hash';
export { deflateText, inflateText, packState, stateFromText, type PackedState } from './snapshot';
export { BattleStore, type BattleRow, type BattleRunRow } from './battles';
export { CampaignStore, type CampaignRow, type CorrectionKind, type CorrectionRow, type CurrentRow, type LedgerReason, type LedgerRow, type LogKind, type LogRow, type SessionRow, type StateRow } from './store';
