/**
 * Browser mode's render process (issue 25, item 4): the heavy reads — `summary.render` and
 * `print.render`, HTML and PDF through Chromium — run here, in a process of their own at a lower
 * priority (serve's renders.ts starts it niced, in a process group of its own so that a render
 * past its deadline is ended with its Chromium children). Each render opens the campaign the
 * campaign worker has open, read-only (its last commit: nothing is written, no lock is taken),
 * renders it and closes it: the game master's calls never wait behind a render.
 */
import { summaryRender } from '../summary/bridge';
import { printRender } from '../summary';
import { CampaignService } from '../campaign/service';
import type { CallArgs, Reply } from '../../shared/bridge/contract';

export type RenderName = 'summary.render' | 'print.render';

export type ToRender = { readonly type: 'render'; readonly id: number; readonly name: RenderName; readonly args: unknown; readonly path: string | null };
export type FromRender = { readonly type: 'reply'; readonly id: number; readonly reply: unknown } | { readonly type: 'threw'; readonly id: number; readonly message: string };

/** One render: the campaign at `path` read-only (or none), the call's own handler. */
export async function renderOne(service: CampaignService, m: ToRender): Promise<Reply<unknown>> {
  const opened = m.path ? service.open(m.path, { readOnly: true }) : null;
  if (opened && !opened.ok) return { ok: false, error: { code: opened.error.code, message: opened.error.message } };
  const c = opened?.value ?? null;
  try {
    return m.name === 'summary.render' ? await summaryRender(c, m.args as CallArgs<'summary.render'>) : await printRender(c, m.args as CallArgs<'print.render'>);
  } finally {
    c?.close();
  }
}

/** Serve renders on this process's IPC channel. `render` exists for tests only (one held until released). */
export function runRenderProcess(version: string, render: typeof renderOne = renderOne): void {
  const service = new CampaignService({ appVersion: version, mode: 'browser-render' });
  const send = (m: FromRender) => process.send?.(m);
  process.on('message', (m: ToRender) => {
    if (m.type !== 'render') return;
    render(service, m).then(
      (reply) => send({ type: 'reply', id: m.id, reply }),
      (err: unknown) => send({ type: 'threw', id: m.id, message: err instanceof Error ? (err.stack ?? err.message) : String(err) }),
    );
  });
  // The server went away: so does this process (and, with its group, its Chromium).
  process.on('disconnect', () => process.exit(0));
}
