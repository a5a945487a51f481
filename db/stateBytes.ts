/**
 * An open campaign's state hash without the state's text (issue 24: the order commit's own work).
 *
 * The hash is sha256 of the canonical text (db/hash.ts `stateText`: sorted keys, no spaces, map left
 * out). Building that ~13.5 KB text as a string for every order, then converting it to UTF-8 for the
 * hash, made three copies of it an order; their garbage drove the commit latency's tail. Here the
 * same bytes are written into one reusable buffer, and each part of the state that a later state
 * still shares (a unit that did not move, the depots…) keeps its own bytes: an order writes only the
 * parts it changed, and copies the rest. The bytes are exactly `stateText`'s UTF-8 (tests/db/stateBytes
 * compares them on whole games), so files written either way verify the same.
 *
 * Sound for the same reason as the text memo in db/hash.ts: the engine never alters an object it has
 * handed out, so a part's bytes, once written, stay its bytes.
 */
import { hash } from 'node:crypto';
import type { GameState } from '../shared/rules/polkovodets';
import { shapeOf } from './hash';

/**
 * Parts up to this size keep their bytes. Bigger ones (the units array, the state itself) change with
 * nearly every order, so keeping them would only copy them once more; their parts are kept instead.
 */
const KEEP_AT_MOST = 2048;

/** Arrays at least this long (the units) are written against the previous state's same-named array. */
const LONG_ARRAY = 32;

/** Where each item of a long array was written, in the buffer of the state it was written for. */
interface WrittenArray {
  readonly items: readonly unknown[];
  readonly starts: Int32Array;
  readonly ends: Int32Array;
  /** The state (by count of states written) whose buffer holds these bytes. */
  readonly state: number;
}

export class StateBytes {
  private parts = new Map<object, Buffer>();
  /** The parts the state being written used, when the cache is trimmed (see `write`). */
  private kept: Map<object, Buffer> | null = null;
  private buf = Buffer.allocUnsafe(1 << 15);
  /**
   * The previous state's bytes, kept whole while the next state is written: a long array whose items
   * are mostly the previous state's (an order moves a unit or two of the 150) copies their bytes from
   * there in a few runs instead of item by item.
   */
  private previous = Buffer.allocUnsafe(1 << 15);
  private written: number = 0;
  private arrays = new Map<string, WrittenArray>();
  private n = 0;

  /** `limit`: how many parts are kept before the cache is trimmed to those the next state still has. */
  constructor(private readonly limit = 4096) {}

  /**
   * sha256 (hex) of the state's canonical text; with `keep`, also that text's UTF-8 bytes in a buffer
   * of their own (a snapshot's), else null.
   */
  pack(state: GameState, keep = false): { readonly hash: string; readonly bytes: Buffer | null } {
    this.writeState(state);
    const written = this.buf.subarray(0, this.n);
    return { hash: hash('sha256', written, 'hex'), bytes: keep ? Buffer.from(written) : null };
  }

  /** How many parts are kept (for tests). */
  get size(): number {
    return this.parts.size;
  }

  private writeState(state: GameState): void {
    [this.previous, this.buf] = [this.buf, this.previous];
    this.written++;
    this.n = 0;
    // Full: the next state is written into a fresh map that takes over only the parts it still has.
    if (this.parts.size >= this.limit) this.kept = new Map();
    try {
      this.object(state, 'map');
    } finally {
      if (this.kept) {
        this.parts = this.kept;
        this.kept = null;
      }
    }
  }

  private value(v: unknown, key?: string): void {
    if (v === null) return this.ascii('null');
    switch (typeof v) {
      case 'string':
        return this.text(JSON.stringify(v));
      case 'number':
        if (!Number.isFinite(v)) throw new Error(`canonicalJson: ${v} is not a JSON number`);
        return this.ascii(JSON.stringify(v));
      case 'boolean':
        return this.ascii(v ? 'true' : 'false');
      case 'object': {
        const known = this.kept ? (this.kept.get(v) ?? this.parts.get(v)) : this.parts.get(v);
        if (known) {
          this.kept?.set(v, known);
          return this.copy(known);
        }
        const start = this.n;
        if (Array.isArray(v)) {
          if (key !== undefined && v.length >= LONG_ARRAY) return this.longArray(v, key);
          this.array(v);
        } else this.object(v);
        const length = this.n - start;
        if (length <= KEEP_AT_MOST) (this.kept ?? this.parts).set(v, Buffer.from(this.buf.subarray(start, this.n)));
        return;
      }
      default:
        throw new Error(`canonicalJson: cannot write a ${typeof v}`);
    }
  }

  private array(items: readonly unknown[]): void {
    this.byte(0x5b); // [
    for (let i = 0; i < items.length; i++) {
      if (i) this.byte(0x2c); // ,
      if (items[i] === undefined) this.ascii('null');
      else this.value(items[i]);
    }
    this.byte(0x5d); // ]
  }

  /**
   * A long array: runs of items the same as at the same place in the previous state's array of this
   * name are copied from the previous state's bytes at once; the others are written. Not kept in the
   * cache (it changes with nearly every order); where its items lie is, for the next state.
   */
  private longArray(items: readonly unknown[], key: string): void {
    const before = this.arrays.get(key);
    const last = before && before.state === this.written - 1 ? before : undefined;
    const starts = new Int32Array(items.length);
    const ends = new Int32Array(items.length);
    this.byte(0x5b); // [
    for (let i = 0; i < items.length; ) {
      if (i) this.byte(0x2c); // ,
      if (last && i < last.items.length && last.items[i] === items[i]) {
        let j = i + 1;
        while (j < items.length && j < last.items.length && last.items[j] === items[j]) j++;
        // Items i … j−1 with the commas between them, as they lie in the previous state's bytes.
        const from = last.starts[i];
        const to = last.ends[j - 1];
        this.room(to - from);
        this.previous.copy(this.buf, this.n, from, to);
        const shift = this.n - from;
        for (let k = i; k < j; k++) {
          starts[k] = last.starts[k] + shift;
          ends[k] = last.ends[k] + shift;
        }
        this.n += to - from;
        i = j;
      } else {
        starts[i] = this.n;
        if (items[i] === undefined) this.ascii('null');
        else this.value(items[i]);
        ends[i] = this.n;
        i++;
      }
    }
    this.byte(0x5d); // ]
    this.arrays.set(key, { items, starts, ends, state: this.written });
  }

  private object(o: object, skipKey?: string): void {
    const { keys, prefixBytes: prefixes } = shapeOf(o);
    this.byte(0x7b); // {
    let first = true;
    for (let i = 0; i < keys.length; i++) {
      if (keys[i] === skipKey) continue;
      const v = (o as Record<string, unknown>)[keys[i]];
      if (v === undefined) continue;
      if (!first) this.byte(0x2c);
      first = false;
      this.copy(prefixes[i]);
      this.value(v, keys[i]);
    }
    this.byte(0x7d); // }
  }

  private room(k: number): void {
    if (this.n + k <= this.buf.length) return;
    const bigger = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.n + k));
    this.buf.copy(bigger, 0, 0, this.n);
    this.buf = bigger;
  }

  private byte(b: number): void {
    this.room(1);
    this.buf[this.n++] = b;
  }

  private copy(bytes: Buffer): void {
    this.room(bytes.length);
    this.buf.set(bytes, this.n);
    this.n += bytes.length;
  }

  /** A text known to be ASCII (numbers, literals): one byte a character. */
  private ascii(s: string): void {
    this.room(s.length);
    for (let i = 0; i < s.length; i++) this.buf[this.n++] = s.charCodeAt(i);
  }

  /** Any text (names may be Cyrillic): at most three UTF-8 bytes a UTF-16 unit. */
  private text(s: string): void {
    this.room(s.length * 3);
    this.n += this.buf.write(s, this.n, 'utf8');
  }
}
