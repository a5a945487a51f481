/**
 * The campaign's id and the keys of its move packets (schema 5; issue 23, a move by correspondence).
 * A key is issued with a packet for one army at one position; only its SHA-256 is stored, and a
 * key given back is found by comparing hashes in constant time. A second packet for the same army
 * replaces the key it had out; a key is spent when its move is applied. Neither comes back.
 */
import type Database from 'better-sqlite3';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, base64url (43 characters): the key a packet carries. */
export const MAIL_KEY_BYTES = 32;

export type MailKeyStatus = 'out' | 'replaced' | 'spent';

export interface MailKeyRow {
  readonly id: number;
  readonly key_id: string;
  readonly army: string;
  readonly key_hash: string;
  readonly based_seq: number;
  readonly state_hash: string;
  readonly issued_at: string;
  readonly status: MailKeyStatus;
  readonly settled_at: string | null;
  readonly settled_seq: number | null;
}

/** A key handed out: the key itself (only the packet holds it) and its public id. */
export interface IssuedKey {
  readonly key: string;
  readonly keyId: string;
}

const hashOf = (key: string): Buffer => createHash('sha256').update(key, 'utf8').digest();

export class MailKeys {
  private readonly s;

  constructor(readonly db: Database.Database) {
    const p = <R = unknown>(sql: string) => db.prepare<unknown[], R>(sql);
    const columns = 'id, key_id, army, key_hash, based_seq, state_hash, issued_at, status, settled_at, settled_seq';
    this.s = {
      uid: p<{ uid: string | null }>('SELECT uid FROM campaign WHERE id = 1'),
      insert: p('INSERT INTO mail_key (key_id, army, key_hash, based_seq, state_hash, issued_at) VALUES (?, ?, ?, ?, ?, ?)'),
      replace: p("UPDATE mail_key SET status = 'replaced', settled_at = ? WHERE army = ? AND status = 'out'"),
      spend: p("UPDATE mail_key SET status = 'spent', settled_at = ?, settled_seq = ? WHERE id = ? AND status = 'out'"),
      all: p<MailKeyRow>(`SELECT ${columns} FROM mail_key ORDER BY id`),
    };
  }

  /** The campaign's random id (32 hex digits), or null in a file without one (it is damaged). */
  campaignId(): string | null {
    return this.s.uid.get()?.uid ?? null;
  }

  /**
   * A new key for `army` at the position `basedSeq`/`stateHash`: the army's key still out, if any,
   * is replaced. The caller holds the write transaction.
   */
  issue(army: string, basedSeq: number, stateHash: string, at: string): IssuedKey {
    const key = randomBytes(MAIL_KEY_BYTES).toString('base64url');
    const keyId = randomBytes(8).toString('hex');
    this.s.replace.run(at, army);
    this.s.insert.run(keyId, army, hashOf(key).toString('hex'), basedSeq, stateHash, at);
    return { key, keyId };
  }

  /**
   * The key row whose hash is the given key's, or undefined. Every row's hash is compared, each in
   * constant time, whatever matched before: the time taken says nothing about which bytes matched.
   */
  find(key: string): MailKeyRow | undefined {
    const given = hashOf(key);
    let found: MailKeyRow | undefined;
    for (const row of this.s.all.all()) {
      const stored = Buffer.from(row.key_hash, 'hex');
      if (stored.length === given.length && timingSafeEqual(stored, given)) found = row;
    }
    return found;
  }

  /** Mark a key spent by the move that left the head at `seq` (inside the move's transaction). */
  spend(id: number, seq: number, at: string): boolean {
    return this.s.spend.run(at, seq, id).changes === 1;
  }

  /** Every key ever issued, oldest first (their hashes only). */
  list(): MailKeyRow[] {
    return this.s.all.all();
  }
}
