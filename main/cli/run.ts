/**
 * `polk`: the campaign command line, exactly as ../shared/contract.md describes it, plus the
 * tabletop referee (`referee`, `battles`, `battle`; docs/polk.md). Every command goes through the
 * campaign service, like the window does. Exit status: 0 done; 2 refused by the rules (JSON
 * `{ ok: false, error: { code, message } }` on stdout); 1 anything else (a clear message on stderr,
 * no file changed).
 */
import { homedir } from 'node:os';
import { resolve } from 'node:path';
import packageJson from '../../package.json';
import { asFileProblem } from '../../db';
import { bugLine, bugLogFile, logBug } from '../app/bugLog';
import { defaultDataDir } from '../policy/paths';
import { CampaignService } from '../campaign/service';
import { asDamage, fileFailed } from '../campaign/failure';
import { checkOutputTarget } from '../campaign/output';
import { findLang, joinOptionValues, parse, UsageError, type Parsed } from './args';
import { refereeHelp } from './battles';
import { COMMANDS, commandSpec, type CommandName } from './commands';
import { commandHelp, generalHelp } from './help';
import { realIo, report, type Io } from './output';

export type { Io } from './output';

export async function main(argv: string[]): Promise<number> {
  // `polk legal FILE | head`: a reader that stops early is not an error of ours.
  process.stdout.on('error', () => undefined);
  try {
    return await run(argv, realIo);
  } catch (e) {
    return bug(realIo, findLang(argv) === 'en' ? 'en' : 'ru', 'polk', e);
  }
}

/**
 * A bug (not a file problem, not bad input): its stack goes to `<data folder>/logs/polk.log`
 * ($POLK_DATA_DIR or the platform's data folder), the user gets one line naming that file.
 */
function bug(io: Io, lang: 'ru' | 'en', what: string, error: unknown): number {
  const file = bugLogFile(defaultDataDir(process.env, process.platform, homedir()), 'polk');
  const logged = logBug(file, what, error);
  io.err(`polk: ${bugLine(what, logged ? file : null)[lang]}\n`);
  return 1;
}

/** The command line with its output streams passed in (tests call it in-process). */
export async function run(given: readonly string[], io: Io): Promise<number> {
  const argv = joinOptionValues(given, COMMANDS);
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
    // An output that is not a regular file is refused before any work (a PDF can take a while).
    const output = command === 'export' || (command === 'map' && p.positionals[0] === 'new') ? p.positionals[1] : p.flags.get('out');
    if (output !== undefined) checkOutputTarget(resolve(output));
    const service = new CampaignService({ appVersion: packageJson.version, mode: 'cli', onWarning: (w) => warnings.push(w.message[p.lang]) });
    return await commandSpec(command).run(p, service, io);
  } catch (e) {
    if (e instanceof UsageError) return report(io, p, { code: e.code, message: e.words });
    // A file problem a read met (its file is the command's FILE when a decoder did not know it).
    const file = p.positionals[0] === undefined ? '' : resolve(p.positionals[0]);
    const problem = asDamage(e, file) ?? asFileProblem(e, file);
    if (problem) return report(io, p, fileFailed(problem).error);
    return bug(io, p.lang, `polk ${command}`, e);
  } finally {
    for (const w of warnings) io.err(`polk: ${w}\n`);
  }
}
