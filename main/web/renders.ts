/**
 * The heavy reads of browser mode (issue 25, item 4), answered beside the campaign worker: a render
 * process of their own (render-loop.ts), started on the first render, niced (lower priority, which
 * its Chromium children inherit) and in a process group of its own. A render past its deadline is
 * answered `bridge/timeout` and the whole group is killed — the process and its Chromium — so no
 * `<defunct>` child is left; the next render starts a new process. The server limits how many run
 * at once (listener: one per view, two overall, `web/busy` beyond).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { CallArgs, Failure, Handlers, Reply } from '../../shared/bridge/contract';
import { TRANSPORT_WORDS } from '../../shared/vocab/transport';
import type { FromRender, RenderName, ToRender } from './render-loop';

export const HEAVY_CALLS: ReadonlySet<RenderName> = new Set<RenderName>(['summary.render', 'print.render']);

/** How much nicer than the server the render process runs. */
const NICER = 10;

export interface RendersOptions {
  /** The render process's entry: out/web/render.mjs in production (tests: one that holds a render). */
  readonly entry: URL | string;
  readonly version: string;
  /** The campaign the campaign worker has open (its path), read by each render. */
  readonly current: () => string | null;
  /** A render's deadline (default 60 s). */
  readonly timeoutMs?: number;
  readonly log?: { warn(message: string, meta?: unknown): void; error(message: string, meta?: unknown): void };
}

export interface Renders {
  readonly handlers: Pick<Handlers, RenderName>;
  /** The render process's pid while one runs (tests). */
  pid(): number | null;
  close(): Promise<void>;
}

const stopped = (name: string): Failure => ({ code: 'bridge/stopped', message: TRANSPORT_WORDS.stopped(name) });

export function startRenders(options: RendersOptions): Renders {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const pending = new Map<number, { name: string; child: ChildProcess; settle: (r: Reply<unknown>) => void }>();
  let child: ChildProcess | null = null;
  let nextId = 1;
  let closing = false;

  /** The whole group: the render process and its Chromium children. */
  const killGroup = (c: ChildProcess) => {
    if (c.pid === undefined) return;
    try {
      process.kill(-c.pid, 'SIGKILL');
    } catch {
      c.kill('SIGKILL');
    }
  };

  function spawn(): ChildProcess {
    const entry = options.entry instanceof URL ? fileURLToPath(options.entry) : options.entry;
    const c = fork(entry, [], { detached: true, stdio: ['ignore', 'ignore', 'inherit', 'ipc'], env: { ...process.env, POLK_VERSION: options.version }, serialization: 'advanced' });
    if (c.pid !== undefined) {
      try {
        setPriority(c.pid, Math.min(19, NICER));
      } catch {
        // Not allowed here: it still runs beside the campaign worker.
      }
    }
    c.on('message', (m: FromRender) => {
      const p = pending.get(m.id);
      if (!p) return;
      if (m.type === 'threw') {
        options.log?.error(`render ${p.name} threw in the render process`, m.message);
        p.settle({ ok: false, error: { code: 'bridge/internal', message: TRANSPORT_WORDS.internal(p.name) } });
      } else p.settle(m.reply as Reply<unknown>);
    });
    c.on('exit', () => {
      if (child === c) child = null;
      // Its renders end with it (another process's go on).
      for (const p of [...pending.values()]) if (p.child === c) p.settle({ ok: false, error: stopped(p.name) });
    });
    return c;
  }

  function render(name: RenderName, args: unknown): Promise<Reply<unknown>> {
    if (closing) return Promise.resolve({ ok: false, error: stopped(name) });
    const c = (child ??= spawn());
    const id = nextId++;
    return new Promise((resolveRender) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        options.log?.error(`render ${name} passed its deadline (${timeoutMs} ms): its process and Chromium are ended`);
        resolveRender({ ok: false, error: { code: 'bridge/timeout', message: TRANSPORT_WORDS.renderTimeout(name, Math.round(timeoutMs / 1000)) } });
        if (child === c) child = null;
        killGroup(c);
      }, timeoutMs);
      pending.set(id, {
        name,
        child: c,
        settle: (reply) => {
          clearTimeout(timer);
          pending.delete(id);
          resolveRender(reply);
        },
      });
      c.send({ type: 'render', id, name, args, path: options.current() } satisfies ToRender);
    });
  }

  return {
    handlers: {
      'summary.render': (args: CallArgs<'summary.render'>) => render('summary.render', args),
      'print.render': (args: CallArgs<'print.render'>) => render('print.render', args),
    } as Pick<Handlers, RenderName>,
    pid: () => child?.pid ?? null,
    async close() {
      closing = true;
      const c = child;
      child = null;
      if (!c || c.exitCode !== null) return;
      const exited = new Promise<void>((r) => c.once('exit', () => r()));
      killGroup(c);
      await exited;
    },
  };
}
