/**
 * PT Sans for documents shown in the window's frames (the battle record): the window's own font
 * files (served from 'self', as the CSP wants), as @font-face rules. The turn summaries bring their
 * fonts inside the HTML the console renders; the battle record is rendered here and borrows these.
 */
import cyr400 from '../../../assets/fonts/pt-sans-cyrillic-400-normal.woff2?url';
import cyr700 from '../../../assets/fonts/pt-sans-cyrillic-700-normal.woff2?url';
import lat400 from '../../../assets/fonts/pt-sans-latin-400-normal.woff2?url';
import lat700 from '../../../assets/fonts/pt-sans-latin-700-normal.woff2?url';

const CYRILLIC = 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116';
const LATIN = 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

const face = (url: string, weight: number, range: string) =>
  `@font-face { font-family: 'PT Sans'; font-style: normal; font-weight: ${weight}; font-display: block; src: url("${url}") format('woff2'); unicode-range: ${range}; }`;

export const WINDOW_FONT_CSS = [face(lat400, 400, LATIN), face(lat700, 700, LATIN), face(cyr400, 400, CYRILLIC), face(cyr700, 700, CYRILLIC)].join('\n');
