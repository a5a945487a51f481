/** Failures of the summary that are not bugs: a turn not played, a format this machine cannot make. */
export type SummaryFailureCode = 'summary/format_unavailable' | 'summary/no_such_turn' | 'summary/no_such_army' | 'summary/no_chromium' | 'summary/no_state' | 'print/too_many_pages';

/** A summary that cannot be made, with its message in Russian and English (`words`). */
export class SummaryUnavailable extends Error {
  constructor(
    readonly code: SummaryFailureCode,
    readonly words: { ru: string; en: string },
  ) {
    super(words.en);
    this.name = 'SummaryUnavailable';
  }

  /** As the bridge's `Failure`. */
  toFailure(): { code: string; message: { ru: string; en: string } } {
    return { code: this.code, message: { ...this.words } };
  }
}
