/**
 * The window's fonts for documents shown in its frames (the battle record): the window's own font
 * sheet, assets/fonts/fonts.css, as text with each font file's URL as the build serves it (from
 * 'self', as the CSP wants). The turn summaries bring their fonts inside the HTML the console
 * renders; the battle record is rendered here and borrows these. One sheet, one list of faces and
 * ranges: the same the window itself and the console's PDFs (main/summary/fonts.ts) use.
 */
import fontSheet from '../../../assets/fonts/fonts.css?inline';

export const WINDOW_FONT_CSS: string = fontSheet;
