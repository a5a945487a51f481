/**
 * No order lands on the wrong move (issue 23 item 3): `game.order`, `game.endMove` and
 * `game.appointMarshal` carry the army they are given for, checked inside the write transaction;
 * a player's end of move also carries the head he saw (`since`) and is refused when anything was
 * recorded after it. A refused call writes nothing. Without `army` the game master's calls are as before.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Failure, Played, Reply } from '../../shared/bridge/contract';
import { createHandlers } from '../../main/app/handlers';
import { service, tempDir } from './helpers';

const ok = <T>(r: Reply<T> | Promise<Reply<T>>): T => {
  const reply = r as Reply<T>;
  if (!reply.ok) throw new Error(`expected ok, got ${reply.error.code}: ${reply.error.message.en}`);
  return reply.value;
};
const failed = (r: Reply<unknown> | Promise<Reply<unknown>>): Failure => {
  const reply = r as Reply<unknown>;
  if (reply.ok) throw new Error('expected a refusal');
  return reply.error;
};

function setup() {
  const dir = tempDir('guard');
  const handlers = createHandlers(service({ dataDir: join(dir, 'data') }), { appVersion: '9.9.9', mode: 'browser', campaignsDir: join(dir, 'campaigns') });
  const view = ok(handlers['campaign.create']({ name: 'Проба', preset: { armies: ['A', 'N'], goal: 'rout', size: 'small', seed: 4 } }));
  return { handlers, view };
}

describe('the army an action is given for', () => {
  it('an order for the army to move lands; one for the other army is refused and writes nothing', () => {
    const { handlers, view } = setup();
    const me = view.state.toMove;
    const other = me === 'A' ? 'N' : 'A';
    const [order] = ok(handlers['game.legalOrders']({}));
    const wrong = failed(handlers['game.order']({ order, army: other, since: view.seq }));
    expect(wrong.code).toBe('access/not_your_move');
    expect(wrong.message.ru).toContain(`ходит ${me}`);
    expect(wrong.message.en).toContain(`${me} is to move`);
    expect(ok(handlers['history.entries']({})).length).toBe(1);
    const played: Played = ok(handlers['game.order']({ order, army: me, since: view.seq }));
    expect(played.view.seq).toBe(view.seq + 1);
  });

  it('a player’s end of move must be made on the head he saw', () => {
    const { handlers, view } = setup();
    const me = view.state.toMove;
    const [order] = ok(handlers['game.legalOrders']({}));
    const afterOrder = ok(handlers['game.order']({ order, army: me, since: view.seq })).view.seq;
    // Made on the position before the order (he had not seen it): refused, the move stays open.
    const stale = failed(handlers['game.endMove']({ army: me, since: view.seq }));
    expect(stale.code).toBe('game/moved_on');
    expect(failed(handlers['game.endMove']({ army: me })).code).toBe('game/moved_on');
    expect(ok(handlers['campaign.current']({}))!.state.toMove).toBe(me);
    const ended = ok(handlers['game.endMove']({ army: me, since: afterOrder }));
    expect(ended.view.state.toMove).not.toBe(me);
    // The same end of move sent again after the move passed: not this army's move any more.
    expect(failed(handlers['game.endMove']({ army: me, since: ended.view.seq })).code).toBe('access/not_your_move');
    expect(failed(handlers['game.appointMarshal']({ at: [1, 1], army: me, since: ended.view.seq })).code).toBe('access/not_your_move');
  });

  it('the game master’s calls without an army are unchanged', () => {
    const { handlers, view } = setup();
    const [order] = ok(handlers['game.legalOrders']({}));
    ok(handlers['game.order']({ order, since: view.seq }));
    expect(ok(handlers['game.endMove']({ since: view.seq })).view.state.toMove).not.toBe(view.state.toMove);
  });
});
