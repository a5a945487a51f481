/**
 * «Ход по почте» in the window (issue 23 item 7): the bridge's `mail.*` calls over the open campaign
 * — the packets handed out, a new packet for the army to move (its page as a download: Electron asks
 * where to save it, a browser saves it), and a player's move file applied whole, exactly as
 * `polk move in` does (main/campaign/mail.ts).
 */
import type { Handlers, Reply } from '../../shared/bridge/contract';
import { packetWithPage } from '../campaign/packetPage';
import { play, toReply } from '../campaign/replies';
import type { Campaign } from '../campaign/service';

type MailCalls = Pick<Handlers, 'mail.list' | 'mail.packet' | 'mail.moveIn'>;

export function mailHandlers(withCampaign: <T>(fn: (c: Campaign) => Reply<T>) => Reply<T>): MailCalls {
  return {
    'mail.list': () => withCampaign((c) => ({ ok: true, value: { campaign: c.mail.campaignId(), keys: c.mail.list() } })),

    'mail.packet': ({ army }) =>
      withCampaign((c) => {
        const r = packetWithPage(c, army);
        if (!r.ok) return toReply(r);
        const { packet, html } = r.value;
        const fileName = `move-${packet.army}-turn${packet.position.turn}-${packet.basedOn.seq}.html`;
        const body = Buffer.from(html, 'utf8').toString('base64');
        return { ok: true, value: { keyId: packet.keyId, army: packet.army, basedOn: packet.basedOn.seq, download: { fileName, contentType: 'text/html;charset=utf-8', body, encoding: 'base64' } } };
      }),

    'mail.moveIn': ({ text, since }) => withCampaign((c) => play(c, since, () => c.mail.moveIn(text))),
  };
}
