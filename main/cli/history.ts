/**
 * `polk history FILE [--json]`: the log's entries on the current line, oldest first, each with its
 * seq, turn, army, kind, action and source (`gm`, `code`, `bot`, `mail`; issue 23). A reading command:
 * the file is opened read-only and its bytes stay as they were.
 */
import { actionFromEntry, sourceOfEntry } from '../../shared/rules/polkovodets';
import { actionText, HISTORY_WORDS, sourceText } from '../../shared/vocab/history';
import { printJson, readCampaign, type Command } from './output';

export const history: Command = (p, service, io) =>
  readCampaign(p, service, io, (c) => {
    const entries = c.history().map((h) => {
      const action = actionFromEntry(h.kind, h.payload);
      return { seq: h.seq, turn: h.turn, army: h.army, kind: h.kind, at: h.at, action: action.ok ? action.value : null, source: sourceOfEntry(h.payload) };
    });
    if (p.json) {
      printJson(io, entries);
      return 0;
    }
    if (!entries.length) io.out(`${HISTORY_WORDS.empty[p.lang]}\n`);
    for (const e of entries) {
      const what = e.action ? actionText(e.action, p.lang) : e.kind === 'create' ? HISTORY_WORDS.created[p.lang] : e.kind;
      io.out(`#${e.seq}  ${HISTORY_WORDS.turn[p.lang]} ${e.turn}  ${e.army}  ${what}  · ${sourceText(e.source, p.lang)}\n`);
    }
    return 0;
  });
