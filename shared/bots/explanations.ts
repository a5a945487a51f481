/**
 * Why the machine gave an order: a stable code with its details. The codes and their Russian and
 * English sentences live in the vocabulary catalog (shared/vocab/bots.ts), typed by the codes so a
 * missing sentence does not compile; this file is the bots' door to them.
 */
export { describeExplanation, EXPLANATION_CODES, EXPLANATION_TEXTS, type Explanation, type ExplanationCode } from '../vocab/bots';
