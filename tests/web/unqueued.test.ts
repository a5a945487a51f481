// The dispatcher's `unqueued` calls run beside its queue: browser mode answers `app.info` while a
// long call holds the queue; every other call still waits its turn.
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../main/app/dispatch';
import { fakeHandlers } from '../support/fakeHandlers';

describe('unqueued calls', () => {
  it('app.info answers while a long call holds the queue; a queued call waits', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const handlers = fakeHandlers({
      'campaign.listRecent': async () => {
        await held;
        return { ok: true, value: [] };
      },
    });
    const order: string[] = [];
    const dispatcher = createDispatcher(handlers, { unqueued: new Set(['app.info']) });
    const long = dispatcher.call('campaign.listRecent', {}).then(() => order.push('long'));
    const queued = dispatcher.call('campaign.current', {}).then(() => order.push('queued'));
    const info = await dispatcher.call('app.info', {});
    order.push('info');
    expect(info).toMatchObject({ ok: true, value: { mode: 'browser' } });
    release();
    await Promise.all([long, queued]);
    expect(order).toEqual(['info', 'long', 'queued']);
  });

  it('an unqueued call is still validated', async () => {
    const dispatcher = createDispatcher(fakeHandlers(), { unqueued: new Set(['app.info']) });
    expect(await dispatcher.call('app.info', { extra: 1 })).toMatchObject({ ok: false, error: { code: 'bridge/bad_payload' } });
  });
});
