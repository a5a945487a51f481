/**
 * The catalog: everything the game says, in Russian and English — refusals, events, the depot
 * ledger's reasons, armies, unit types, terrain, fortresses, the service's failures and the
 * printed summary's words, with Russian plurals and numbers in each language's way. The command
 * line, the summaries and the window all take their game words from here.
 *
 *   describeRefusal(refusal, 'ru')      // «Недостаточно складов: нужно 4, есть 3,5.»
 *   eventLine(event, 'en', state.map)   // "Russia captured White Town from France; trophies +10"
 *   countOf(2.5, 'ru', DEPOT)           // «2,5 склада»
 */
export * from './lang';
export * from './names';
export { formatDepots, formatDepotCards } from './depots';
export { REFUSAL_WORDS, REFUSAL_CODES, describeRefusal, type RefusalWords } from './refusals';
export { EVENT_WORDS, EVENT_TYPES, eventLine, eventExtra, type EventExtra, type EventType, type EventWords } from './events';
export { describeStoredReason, type StoredReason } from './reasons';
export { VERIFY_WORDS } from './verify';
