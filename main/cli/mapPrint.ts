/**
 * `polk map print FILE …`: the field on paper. This is the slot the printing work fills in (its
 * options, its help lines, its command); until then the action says so and exits 1.
 */
import type { OptionSpec } from './args';
import { usage } from './args';
import type { Command } from './output';

/** The options of `polk map print` (the `map` entry of the command table takes them). */
export const MAP_PRINT_OPTIONS: Readonly<Record<string, OptionSpec>> = {};

/** Its lines in `polk map --help`. */
export const MAP_PRINT_HELP = { ru: '', en: '' };

export const mapPrint: Command = () => {
  throw usage('cli/not_available', 'Печать карты (polk map print) в этой сборке ещё не поддерживается.', 'Printing a map (polk map print) is not available in this build yet.');
};
