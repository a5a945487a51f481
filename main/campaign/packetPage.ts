/**
 * The move packet's page (issue 23 item 7): the built template (`out/packet/packet.html`: one
 * self-contained file, made by the repository's build with vite-plugin-singlefile from
 * renderer/packet.html) with the packet's JSON put in its data element, escaped for HTML.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FileProblem } from '../../db';
import { jsonForHtml, PACKET_PLACEHOLDER, type Packet } from '../../shared/bridge/mail';
import type { Army } from '../../shared/rules/polkovodets';
import type { Campaign } from './campaign';
import { fileFailed, success, type Outcome } from './failure';

/**
 * Where the built template lies: beside any bundle (out/cli, out/web, out/main → out/packet), or,
 * for the sources run as they are (the tests' in-process console), in the repository's out/.
 */
export const packetTemplatePath = (): string => {
  const candidates = ['../packet/packet.html', '../../out/packet/packet.html'].map((p) => fileURLToPath(new URL(p, import.meta.url)));
  return candidates.find((p) => existsSync(p)) ?? candidates[0];
};

/** The template's text, or null when it was not built. */
export function readPacketTemplate(path = packetTemplatePath()): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/** The page: the template with the packet in its one placeholder. */
export function packetPage(template: string, packet: Packet): string {
  const at = template.indexOf(PACKET_PLACEHOLDER);
  if (at < 0 || template.indexOf(PACKET_PLACEHOLDER, at + 1) >= 0) throw new FileProblem('file/damaged', packetTemplatePath(), { what: 'packet placeholder' });
  return template.slice(0, at) + jsonForHtml(packet) + template.slice(at + PACKET_PLACEHOLDER.length);
}

/**
 * A packet for `army` in its page, for the window: the template first (no key is issued for a page
 * that cannot be made; a console built without it says which file is missing), then the packet.
 */
export function packetWithPage(c: Campaign, army: Army): Outcome<{ packet: Packet; html: string }> {
  const template = readPacketTemplate();
  if (template === null) return fileFailed(new FileProblem('file/not_found', packetTemplatePath()));
  let html = '';
  // Made inside the key's transaction: a page that cannot be made issues no key.
  const r = c.mail.packet(army, (packet) => {
    html = packetPage(template, packet);
  });
  return r.ok ? success({ packet: r.value, html }) : r;
}
