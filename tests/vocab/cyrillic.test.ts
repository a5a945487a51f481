/**
 * Words people read live in the catalog (shared/vocab), the window's own chrome
 * (renderer/src/i18n) and the referee's rule texts (shared/rules/referee). A Cyrillic string
 * literal anywhere else in the sources fails this test — comments may speak Russian. Each
 * remaining exception is listed below with its reason.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const CYRILLIC = /[\u0400-\u04FF]/;

/** Where the words belong. */
const WORD_HOMES = ['shared/vocab/', 'renderer/src/i18n/', 'shared/rules/referee/'];

/** Files that still hold words of their own, each with the reason. */
const EXCEPTIONS: Readonly<Record<string, string>> = {
  // polk's game sentences (shared/vocab/cli.ts) and its argument failures and referee result lines
  // (shared/vocab/cliArgs.ts) are the catalog's; only the help texts stay beside the command table.
  'main/cli/maps.ts': "polk map's argument failures (the action, --sheets, --sheet-size, --from, unreadable file) and its help text: chrome, as help.ts",
  'main/cli/mapPrint.ts': "polk map print's argument failures and help lines: chrome",
  'main/cli/help.ts': "the command line's help text: chrome, as renderer/src/i18n is the window's",
  'main/cli/refereeHelp.ts': "the referee command's help, built from the rule sets' own texts: chrome",
  'main/policy/menu.ts': "the Electron menu's labels: the window's chrome, kept beside the menu as data",
  'main/web/serve.ts': "browser mode's start-up lines on the terminal (bilingual, before any campaign)",
  'main/app/native.ts': "native print dialog chrome",
  'main/summary/render.ts': "the summary wiring's argument failures (turn or army out of range)",
  'main/summary/bridge.ts': "the printed summary's document titles for the window's print call",
  'main/summary/pdf.ts': 'Chromium-not-found failures of PDF printing',
  'main/policy/serveArgs.ts': "the server's argument failures (another branch moves them to a parser library)",
  'main/policy/window.ts': "the window's title: chrome",
  'main/electron/native.ts': 'native file-dialog filter names: chrome',
  'main/electron/main.ts': "the Electron shell's start-up failure dialog",
  'shared/presets/index.ts': "the preset form's failures and preset names (the campaign wizard's chrome)",
  'renderer/src/referee/form.ts': "the referee form's field checks, quoting the rule sets' own field labels",
  'renderer/src/stores/referee.ts': "the referee store's field checks (rule sets' texts)",
  'bench/summary.ts': 'a benchmark campaign name (not shipped)',
  'bench/renderer.ts': 'a benchmark campaign name (not shipped)',
  // Issue 14: the table screen, the views' capabilities and the club network.
  'bench/table.ts': 'a benchmark campaign name (not shipped)',
  'main/app/access.ts': "the desktop console's one refusal of view codes (served by browser mode): a transport failure",
  'main/policy/lan.ts': "the network switch's address refusals (bilingual, printed at start or shown in the console)",
  'main/net/viewEntry.ts': "the view-code form's two lines (bilingual, before any page of the console loads)",
  'main/policy/tableWindow.ts': "the table screen window's title and the displays' names in the menu: chrome, as menu.ts",
};

/** The text of every string literal and template piece in TypeScript source. */
function literals(code: string, file: string): string[] {
  const sf = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const out: string[] = [];
  const visit = (n: ts.Node): void => {
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) out.push(n.text);
    else if (ts.isTemplateExpression(n)) out.push(n.head.text, ...n.templateSpans.map((s) => s.literal.text));
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

/** A .vue file: the literals of its scripts and the text of its template (comments left out). */
function vueTexts(code: string, file: string): string[] {
  const scripts = [...code.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => literals(m[1], file));
  const template = code.match(/<template>([\s\S]*)<\/template>/)?.[1] ?? '';
  return [...scripts, ...template.replace(/<!--[\s\S]*?-->/g, '').split('\n')];
}

function cyrillicIn(file: string): string[] {
  const code = readFileSync(join(ROOT, file), 'utf8');
  return (file.endsWith('.vue') ? vueTexts(code, file) : literals(code, file)).filter((s) => CYRILLIC.test(s));
}

const sources = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.vue'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && !f.startsWith('tests/') && !f.endsWith('.d.ts'));

describe('no Cyrillic string literal outside the catalog', () => {
  it('the scanner finds the literals it should (and not the comments)', () => {
    expect(literals("// Ход\nconst a = 'Ход'; const b = `x ${a} Ход`; /* склад */", 'x.ts')).toEqual(['Ход', 'x ', ' Ход']);
    expect(cyrillicIn('shared/vocab/names.ts').length).toBeGreaterThan(20);
    expect(vueTexts('<template><!-- Карта --><p>Карта</p></template>', 'x.vue').filter((s) => CYRILLIC.test(s))).toEqual(['<p>Карта</p>']);
  });

  it('only the catalog, the window\'s chrome, the referee\'s texts and the listed exceptions hold Russian words', () => {
    const offenders = sources.filter((f) => !WORD_HOMES.some((h) => f.startsWith(h)) && !(f in EXCEPTIONS) && cyrillicIn(f).length > 0);
    expect(offenders.map((f) => `${f}: ${cyrillicIn(f).slice(0, 2).join(' | ')}`)).toEqual([]);
  });

  it('every exception is still needed (an emptied file leaves the list)', () => {
    const stale = Object.keys(EXCEPTIONS).filter((f) => !sources.includes(f) || cyrillicIn(f).length === 0);
    expect(stale).toEqual([]);
  });
});
