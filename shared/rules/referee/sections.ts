/**
 * Section marks for people. A result records the section it follows as a stable mark ('1-2б',
 * '002 §Штурм', '003 §STŘELBA/1 HOD', '11.7'): kept as it is in stored records and in `--json`.
 * Shown, a mark loses the rule set's number (the reader sees the rule set's title beside it) and in
 * English becomes Latin: the club's paragraph letters а б в г as a b v g, the appendix's Russian
 * headings in English. PRAVIDLA's Czech headings are Latin already and stay the text's own.
 */
import type { Bilingual } from './procedure';

type Lang = 'ru' | 'en';

const CLUB_LETTER: Readonly<Record<string, string>> = { а: 'a', б: 'b', в: 'v', г: 'g' };

/** The appendix's (buildings and bridges) headings and the club's introduction, in English. */
const HEADINGS_EN: Readonly<Record<string, string>> = {
  Вместимость: 'Capacity',
  'Подготовка к обороне': 'Preparing for defence',
  Штурм: 'Storming',
  'Рукопашная схватка': 'Melee',
  'Ружейный огонь': 'Musket fire',
  'Артиллерийский огонь': 'Artillery fire',
  'Огневые факторы артиллерии': 'Artillery fire factors',
  вступление: 'introduction',
};

/** A club paragraph mark inside text ('1-3а'), not followed by another Cyrillic letter. */
const CLUB_MARK = /(\d+-\d+)([абвг])(?![\u0400-\u04FF])/g;

const latinMarks = (text: string): string => text.replace(CLUB_MARK, (_, n: string, l: string) => `${n}${CLUB_LETTER[l]}`);

/** One mark, or a list of them ('1-2б, 1-3а'), as shown: '§ ' is the view's. */
export function sectionText(section: string, lang: Lang): string {
  return section
    .split(/,\s*/)
    .map((part) => {
      const bare = part.replace(/^\d{3}\s*§\s*/, '');
      if (lang === 'ru') return bare;
      return latinMarks(bare.split('/').map((h) => HEADINGS_EN[h] ?? h).join('/'));
    })
    .join(', ');
}

/**
 * A result's or refusal's words in the language. The English sentences quote the club's paragraph
 * marks as the Russian text numbers them ('as 1-3а says'); shown in English, with Latin letters.
 */
export function refereeText(text: Bilingual, lang: Lang): string {
  return lang === 'ru' ? text.ru : latinMarks(text.en);
}
