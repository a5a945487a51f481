/**
 * vue-i18n set-up: Russian first, English second, Russian plural rules (one | few | many, with
 * fractions as "few": 2,5 склада), and the Intl formats every number and date goes through.
 */
import { createI18n } from 'vue-i18n';
import { en } from './en';
import { ru } from './ru';
import type { Language } from '../../../shared/bridge/contract';
import { russianFormIndex } from '../../../shared/vocab/lang';

/** vue-i18n plural index for Russian (the catalog's rule): 3 forms = one | few | many; 4 forms = zero | one | few | many. */
export function russianPlural(choice: number, choicesLength: number): number {
  const index = russianFormIndex(choice);
  if (choicesLength === 4) return choice === 0 ? 0 : index + 1;
  if (choicesLength === 3) return index;
  return choice === 1 ? 0 : 1;
}

/** English: 2 forms = one | other; 3 forms = zero | one | other. */
export function englishPlural(choice: number, choicesLength: number): number {
  if (choicesLength === 3) return choice === 0 ? 0 : choice === 1 ? 1 : 2;
  return choice === 1 ? 0 : 1;
}

export const i18n = createI18n({
  legacy: false,
  locale: 'ru',
  fallbackLocale: 'en',
  messages: { ru, en },
  pluralRules: { ru: russianPlural, en: englishPlural },
  missingWarn: false,
  fallbackWarn: false,
});

export function setLocale(lang: Language): void {
  i18n.global.locale.value = lang;
}
