/**
 * `polk`: the campaign command line, exactly as ../shared/contract.md describes it, plus the
 * tabletop referee (`referee`, `battles`, `battle`; docs/polk.md). Every command goes through the
 * campaign service, like the window does. Exit status: 0 done; 2 refused by the rules (JSON
 * `{ ok: false, error: { code, message } }` on stdout); 1 anything else (a clear message on stderr,
 * no file changed).
 */
import packageJson from '../../package.json';
import { FileProblem } from '../../db';
import { CampaignService } from '../campaign/service';
import { fileFailed } from '../campaign/failure';
import { findLang, parse, UsageError, type Parsed } from './args';
import { refereeHelp } from './battles';
import { COMMANDS, commandSpec, type CommandName } from './commands';
import { commandHelp, generalHelp } from './help';
import { realIo, report, type Io } from './output';

export type { Io } from './output';

export async function main(argv: string[]): Promise<number> {
  // `polk legal FILE | head`: a reader that stops early is not an error of ours.
  process.stdout.on('error', () => undefined);
  return run(argv, realIo);
}

/** The command line with its output streams passed in (tests call it in-process). */
export async function run(argv: readonly string[], io: Io): Promise<number> {
  const lang = findLang(argv);
  if (lang instanceof UsageError) {
    io.err(`polk: ${lang.words.ru}\n`);
    return 1;
  }
  let p: Parsed<CommandName>;
  try {
    p = parse(argv, lang, COMMANDS);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    return report(io, { json: argv.includes('--json'), lang }, { code: e.code, message: e.words });
  }
  if (p.version) {
    io.out(`polk ${packageJson.version}\n`);
    return 0;
  }
  if (!p.command) {
    if (p.help) {
      io.out(generalHelp(p.lang));
      return 0;
    }
    io.err(generalHelp(p.lang));
    return 1;
  }
  const command = p.command;
  const warnings: string[] = [];
  try {
    if (p.help) {
      if (command === 'referee') return refereeHelp(p, io);
      io.out(commandHelp(command, p.lang));
      return 0;
    }
    const service = new CampaignService({ appVersion: packageJson.version, mode: 'cli', onWarning: (w) => warnings.push(w.message[p.lang]) });
    return await commandSpec(command).run(p, service, io);
  } catch (e) {
    if (e instanceof UsageError) return report(io, p, { code: e.code, message: e.words });
    if (e instanceof FileProblem) return report(io, p, fileFailed(e).error);
    throw e;
  } finally {
    for (const w of warnings) io.err(`polk: ${w}\n`);
  }
}
