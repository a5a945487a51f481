/**
 * The club network switch (issue 14; the desktop console's too, issue 23), as pure functions: which
 * addresses the listener may also listen on, and the check of one the game master named (`--lan
 * ADDRESS`, or the switch in «Экраны для стола и игроков»). One interface address, IPv4, never "all interfaces". A loopback alias other
 * than 127.0.0.1 (127.0.0.2…) is accepted too: it is how the tests stand in for a club network, and
 * it exposes nothing beyond this machine.
 */
import type { Bilingual } from '../../shared/bridge/contract';

export interface InterfaceLike {
  readonly address: string;
  readonly family: string | number;
  readonly internal: boolean;
}

/** The machine's IPv4 interface addresses that are not loopback (from `os.networkInterfaces()`). */
export function lanCandidates(interfaces: Readonly<Record<string, readonly InterfaceLike[] | undefined>>): string[] {
  const out = new Set<string>();
  for (const list of Object.values(interfaces)) {
    for (const i of list ?? []) if ((i.family === 'IPv4' || i.family === 4) && !i.internal && isIPv4(i.address)) out.add(i.address);
  }
  return [...out].sort();
}

/** Dotted-quad IPv4, each part 0–255 without leading zeros. */
export function isIPv4(text: string): boolean {
  const parts = text.split('.');
  return parts.length === 4 && parts.every((p) => /^(0|[1-9]\d{0,2})$/.test(p) && Number(p) <= 255);
}

export type LanCheck = { readonly ok: true; readonly address: string } | { readonly ok: false; readonly code: 'web/bad_lan_address'; readonly message: Bilingual };

const refuse = (ru: string, en: string): LanCheck => ({ ok: false, code: 'web/bad_lan_address', message: { ru, en } });

export function checkLanAddress(raw: string, candidates: readonly string[]): LanCheck {
  const address = raw.trim();
  if (!isIPv4(address)) {
    return refuse(`«${address}» — не адрес IPv4 (нужен вида 192.168.1.5).`, `"${address}" is not an IPv4 address (expected one like 192.168.1.5).`);
  }
  const first = Number(address.split('.')[0]);
  if (address === '0.0.0.0' || address === '255.255.255.255' || (first >= 224 && first <= 239)) {
    return refuse(`${address} — не адрес одного интерфейса: консоль слушает только один названный адрес, не все сразу.`, `${address} is not one interface's address: the console listens on one named address only, never on all.`);
  }
  if (address === '127.0.0.1') return refuse('127.0.0.1 — это и так адрес ведущего; для сети клуба назовите адрес этой машины в сети.', "127.0.0.1 is the game master's address already; for the club network name this machine's address on it.");
  if (first === 127 || candidates.includes(address)) return { ok: true, address };
  const known = candidates.length ? candidates.join(', ') : '—';
  return refuse(`${address} — не адрес этой машины. Её адреса в сети: ${known}.`, `${address} is not an address of this machine. Its network addresses: ${known}.`);
}

/** The connection arrived on the loopback listener (its local address is 127.0.0.1). */
export function isLoopbackLocal(localAddress: string | undefined): boolean {
  return localAddress === '127.0.0.1' || localAddress === '::ffff:127.0.0.1';
}
