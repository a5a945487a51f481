/**
 * The window-facing adapter: one handler per call of the bridge contract
 * (shared/bridge/contract.ts), over one campaign service and the campaign open in this console.
 * The transports validate the arguments first (`validateCall`); the dispatcher sends events.
 * Every expected failure comes back as a `Reply` with a code and the message in both languages.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import type { AppInfo, EventPayloads, Failure, Handlers, Language, Reply } from '../../shared/bridge/contract';
import { watchOtherWriters } from '../campaign/watch';
import type { ScenarioJson, SourceNote } from '../../shared/rules/polkovodets';
import { isPlayerDevice, type Viewer } from '../../shared/bridge/access';
import { checkPlayer } from './players';
import { fileFailureOf, type Outcome } from '../campaign/failure';
import { noCampaign, play, synced, toReply } from '../campaign/replies';
import { summaryRender } from '../summary/bridge';
import { printRender } from '../summary/print';
import { writeOutputFile } from '../campaign/output';
import type { Campaign, CampaignService } from '../campaign/service';
import { downloadCopy, filePlaces, refuseReplacing, withUpload } from './files';
import { listCampaignFiles } from './confine';
import { TRANSPORT_WORDS } from '../../shared/vocab/transport';
import { editorHandlers } from './mapFiles';
import { unavailableAccess } from './access';
import { mailHandlers } from './mail';
import { createBotHandlers, type BotHandlerDeps } from '../bots/handlers';
import { createProposalHandlers } from './proposals';

export interface HandlerOptions {
  readonly appVersion: string;
  readonly mode: AppInfo['mode'];
  /** Where new and imported campaigns go when no path is given. */
  readonly campaignsDir: string;
  /** The language when the console's settings name none (default Russian). */
  readonly language?: Language;
  /** The bots' worker script (tests bundle their own; default out/bots/worker.mjs). */
  readonly bots?: BotHandlerDeps['runner'];
  /** Where the computer player's progress and finished proposals go (`bots.changed`, the game master's windows only). */
  readonly onBotsChanged?: BotHandlerDeps['notify'];
  /** Told when another process commits to the open campaign (`campaign.changed`; main/campaign/watch.ts). */
  readonly onOtherWriter?: (payload: EventPayloads['campaign.changed']) => void;
}

/** The handlers, and the campaign they hold open (for the shell to close on quit). */
export interface CampaignHandlers extends Handlers {
  /** Close the open campaign, ending its session (on quit). */
  readonly dispose: () => void;
}

const printInWindow: Failure = {
  code: 'summary/print_in_window',
  message: TRANSPORT_WORDS.printInWindow,
};

const noFileDialog: Failure = {
  code: 'app/no_file_dialog',
  message: TRANSPORT_WORDS.noFileDialog,
};

export function createHandlers(service: CampaignService, options: HandlerOptions): CampaignHandlers {
  let current: Campaign | null = null;
  const stored = service.appSettings({ language: options.language ?? 'ru' });
  let language: Language = stored.language;
  let follow = stored.follow ?? true;

  /** Run with the open campaign; a file problem while reading becomes a failure reply. */
  function withCampaign<T>(fn: (c: Campaign) => Reply<T>): Reply<T> {
    if (!current || !current.isOpen) return noCampaign();
    try {
      return fn(current);
    } catch (e) {
      const failure = fileFailureOf(e);
      if (failure) return toReply(failure);
      throw e;
    }
  }

  function adopt(o: Outcome<Campaign>): Reply<ReturnType<Campaign['view']>> {
    if (!o.ok) return toReply(o);
    current?.close();
    current = o.value;
    return { ok: true, value: current.view() };
  }

  /** A free file name in the campaigns folder for a campaign called `name`. */
  function freePath(name: string): string {
    mkdirSync(options.campaignsDir, { recursive: true });
    const stem = name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').replace(/^\.+/, '').trim().slice(0, 80) || 'campaign';
    let path = join(options.campaignsDir, `${stem}.polk`);
    for (let n = 2; existsSync(path); n++) path = join(options.campaignsDir, `${stem} (${n}).polk`);
    return path;
  }

  // Electron: real paths from the native dialogs. Browser mode: names in the campaigns folder.
  const places = filePlaces(options.mode, options.campaignsDir);

  // The computer player's calls (issue 15): one proposal at a time, searched in a worker thread.
  const bots = createBotHandlers({ current: () => current, runner: options.bots, ...(options.onBotsChanged ? { notify: options.onBotsChanged } : {}) });
  // A player's move waiting for the game master, and a player's take-back (issue 23).
  const proposals = createProposalHandlers({ current: () => current });
  const onOtherWriter = options.onOtherWriter;
  const watch = onOtherWriter ? watchOtherWriters(() => current, onOtherWriter) : null;

  const info = (): AppInfo => ({ version: options.appVersion, mode: options.mode, language, campaignsDir: options.campaignsDir, follow });
  const saveSettings = (): void => {
    try {
      service.saveAppSettings({ language, follow });
    } catch {
      // The choice holds for this run even if the settings file cannot be written.
    }
  };

  const handlers: CampaignHandlers = {
    'app.info': () => ({ ok: true, value: info() }),

    'settings.setLanguage': ({ language: next }) => {
      language = next;
      saveSettings();
      return { ok: true, value: info() };
    },

    'settings.setFollow': ({ follow: next }) => {
      follow = next;
      saveSettings();
      return { ok: true, value: info() };
    },

    'campaign.listRecent': () => ({ ok: true, value: places.recent(service.listRecent()) }),

    'campaign.listFolder': () => ({ ok: true, value: listCampaignFiles(options.campaignsDir) }),

    'campaign.create': (args) => {
      const at = args.path ? places.newCampaign(args.path) : { ok: true as const, path: freePath(args.name) };
      if (!at.ok) return at;
      const source = 'preset' in args ? { name: args.name, preset: args.preset, ...('map' in args ? { map: args.map } : {}) } : { name: args.name, scenario: args.scenario };
      return adopt(service.create(at.path, source, { session: true }));
    },

    'campaign.open': ({ path }) => {
      const at = places.file(path);
      if (!at.ok) return at;
      if (current?.isOpen && current.path === at.path) return { ok: true, value: current.view() };
      return adopt(service.open(at.path, { session: true }));
    },

    'campaign.current': () => ({ ok: true, value: current?.isOpen ? current.view() : null }),

    'campaign.close': () => {
      current?.close();
      current = null;
      return { ok: true, value: null };
    },

    'campaign.export': ({ path }) =>
      withCampaign((c) => {
        if (path === undefined) return downloadCopy(c);
        const at = places.file(path);
        return at.ok ? toReply(c.exportCopy(at.path)) : at;
      }),

    'campaign.import': (args) => {
      if ('upload' in args) {
        // The upload's own name names the new campaign; its bytes are only read, from a temporary file.
        const { fileName } = args.upload;
        return withUpload(args.upload, (source) => adopt(service.importCampaign(source, freePath(basename(fileName, extname(fileName))), { session: true })));
      }
      const at = places.file(args.path);
      if (!at.ok) return at;
      return adopt(service.importCampaign(at.path, freePath(basename(at.path, extname(at.path))), { session: true }));
    },

    'campaign.exportScenario': ({ path, replace }) =>
      withCampaign<{ path: string | null; scenario: ScenarioJson }>((c) => {
        const scenario = c.exportScenario();
        if (!path) return { ok: true, value: { path: null, scenario } };
        const at = places.file(path);
        if (!at.ok) return at;
        // Electron's save dialog has asked before replacing a file; browser mode asks with `replace`.
        // A campaign file is never replaced.
        if (places.confined && !replace && existsSync(at.path)) return refuseReplacing(basename(at.path));
        const file = writeOutputFile(at.path, JSON.stringify(scenario, null, 2) + '\n', c.path);
        return { ok: true, value: { path: file, scenario } };
      }),

    'campaign.editSetup': ({ scenario }) => withCampaign((c) => toReply(c.editSetup(scenario))),

    'game.legalOrders': ({ commander }) => withCampaign((c) => ({ ok: true, value: c.legalOrders(commander) })),

    // A player's claimed order code may make these three, for his army during its move (players.ts).
    'game.order': ({ order, since, army }, caller) =>
      withCampaign((c) => {
        const p = checkPlayer(c, caller, { army, since, order, ends: false });
        return p.ok ? play(c, since, () => c.submitOrder(order, noteOf(caller), p.guard)) : p;
      }),

    'game.endMove': ({ since, army }, caller) =>
      withCampaign((c) => {
        const p = checkPlayer(c, caller, { army, since, ends: true });
        return p.ok ? play(c, since, () => c.endMove(noteOf(caller), p.guard)) : p;
      }),

    'game.appointMarshal': ({ at, since, army }, caller) =>
      withCampaign((c) => {
        const p = checkPlayer(c, caller, { army, since, ends: true });
        return p.ok ? play(c, since, () => c.appointMarshal(at, noteOf(caller), p.guard)) : p;
      }),

    // The console is the game master's own: undo and redo are offered here and nowhere a player could reach.
    'game.undo': ({ steps, since }) => withCampaign((c) => play(c, since, () => c.undo(steps ?? 1))),

    'game.redo': ({ steps, since }) => withCampaign((c) => play(c, since, () => c.redo(steps ?? 1))),

    'game.undoPreview': ({ steps }) => withCampaign((c) => toReply(c.undoPreview(steps ?? 1))),

    'game.correctDepots': ({ army, amount, reason, since }) => withCampaign((c) => play(c, since, () => c.correctDepots(army, amount, reason))),

    'campaign.sync': ({ since }) => withCampaign((c) => ({ ok: true, value: synced(c, since) })),

    'history.entries': () => withCampaign((c) => ({ ok: true, value: c.history() })),

    'history.stateAt': ({ seq }) => withCampaign((c) => toReply(c.stateAt(seq))),

    'ledger.entries': () => withCampaign((c) => ({ ok: true, value: c.ledger() })),

    'session.sinceLast': () => withCampaign((c) => ({ ok: true, value: c.sinceLastSession() })),

    // The tabletop referee's battle record. A refused procedure comes back with the rules' code and
    // reason ('referee/bad_field', 'club/too_few_gunners'…) and is not stored.
    'referee.battles': () => withCampaign((c) => ({ ok: true, value: c.battles() })),

    'referee.createBattle': (args) => withCampaign((c) => toReply(c.createBattle(args))),

    'referee.battle': ({ id }) => withCampaign((c) => toReply(c.battle(id))),

    'referee.run': ({ battleId, ruleset, procedure, input, dice, seed }) => withCampaign((c) => toReply(c.runInBattle(battleId, { ruleset, procedure, input, dice, seed }))),

    'referee.undoRun': ({ battleId }) => withCampaign((c) => toReply(c.undoRun(battleId))),

    // A PDF here comes from Debian's Chromium (browser mode); the Electron shell renders its own.
    'summary.render': (args) => summaryRender(current && current.isOpen ? current : null, args),
    'summary.print': () => ({ ok: false, error: printInWindow }),
    // The field and the counters on paper (issue 13): as the summaries, PDFs from Chromium here.
    'print.render': (args) => printRender(current && current.isOpen ? current : null, args),
    'print.print': () => ({ ok: false, error: printInWindow }),
    'app.chooseFile': () => ({ ok: false, error: noFileDialog }),

    // The map editor's files (issue 13): main/app/mapFiles.ts.
    ...editorHandlers(service, places, options.campaignsDir),
    // Capabilities: browser mode's server answers them itself (main/web/access.ts).
    ...unavailableAccess(),
    // A move by correspondence (issue 23): main/app/mail.ts.
    ...mailHandlers(withCampaign),
    'game.takeBack': proposals['game.takeBack'],
    'players.propose': proposals['players.propose'],
    'players.proposals': proposals['players.proposals'],
    'players.check': proposals['players.check'],
    'players.accept': proposals['players.accept'],
    'players.reject': proposals['players.reject'],
    'bots.seats': bots['bots.seats'],
    'bots.setSeat': bots['bots.setSeat'],
    'bots.propose': bots['bots.propose'],
    'bots.job': bots['bots.job'],
    'bots.cancel': bots['bots.cancel'],
    'bots.check': bots['bots.check'],
    'bots.accept': bots['bots.accept'],

    dispose: () => {
      watch?.stop();
      bots.dispose();
      proposals.clear();
      current?.close();
      current = null;
    },
  };
  return handlers;
}


/** Who gave the action, in the log's note: a player's code (the game master's own leave none). */
const noteOf = (caller: Viewer | undefined): SourceNote | undefined => (caller && isPlayerDevice(caller) ? { by: 'code', codeId: caller.codeId } : undefined);
