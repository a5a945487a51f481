/**
 * The engine speaks codes, not words: every word of the game lives in the catalog (shared/vocab).
 * These re-exports keep the engine's index the one import for code that also shows a refusal.
 */
export { describeRefusal, REFUSAL_CODES as KNOWN_REFUSAL_CODES } from '../../vocab/refusals';
export { unitName, ARMY_NAMES, UNIT_NAMES, COSSACK_NAMES, TERRAIN_NAMES } from '../../vocab/names';
export { formatDepots, formatDepotCards } from '../../vocab/depots';
