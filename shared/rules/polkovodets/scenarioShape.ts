/**
 * Reading untrusted JSON for the scenario parser: own properties only (an inherited `constructor`
 * or `toString` is never a field), plain objects only, field paths that stay short however long a
 * hostile key is, and unknown keys refused by name before their values are ever looked at.
 */
import { preview } from './limits';
import { setupFailure, type SetupFailure } from './setupErrors';

/** A JSON object: not an array, not a class instance, not an object with a borrowed prototype. */
export function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** The object's own value for a key, or undefined (never one inherited from Object.prototype). */
export const own = (o: Record<string, unknown>, key: string): unknown => (Object.prototype.hasOwnProperty.call(o, key) ? o[key] : undefined);

/** The default for an absent field (a `null` is not absent: it is refused as the wrong type). */
export const orDefault = (v: unknown, d: unknown): unknown => (v === undefined ? d : v);

export const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** -0 as 0: JSON can write `-0`, and it must not reach a state's hash or a message as "-0". */
export const zero = (n: number): number => (n === 0 ? 0 : n);

/** `base.key`, with the key shortened for display (a key may be a megabyte long). */
export const field = (base: string, key: string): string => (base ? `${base}.${preview(key)}` : preview(key));

/** The first own key not in `allowed`, refused with its path (`map.fortresses[2].colour`). */
export function unknownField(o: Record<string, unknown>, allowed: ReadonlySet<string>, path: string): SetupFailure | null {
  for (const k of Object.keys(o)) if (!allowed.has(k)) return setupFailure('setup/unknown_field', field(path, k), {});
  return null;
}
