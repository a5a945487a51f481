/** English texts of the window: «Ход по почте», a move by correspondence (Russian: ../ru/mail.ts). */
import type { mail as ru } from '../ru/mail';

export const mail: typeof ru = {
  mail: {
    open: 'Move by mail',
    title: 'Move by mail',
    intro: 'A player can move at home: give him a move packet — a page he opens in a desktop browser, gives his orders on and saves as a move file. A move file comes in whole when it was made on the current position with this army\'s key.',
    keyNote: 'The packet\'s key guards against mix-ups, stale and replayed files, not against whoever holds the packet: give it to this army\'s player only.',
    give: 'Hand out a packet',
    packetFor: 'Packet for army: {army}',
    notPlaying: 'The game is over: no packets are handed out.',
    take: 'Take in a move file',
    choose: 'Choose the move file (.json)…',
    packetDone: 'The packet for army {army} was saved: {file}. This army\'s earlier packet no longer counts.',
    moveDone: 'Army {army}\'s move was applied.',
    next: 'Hand out the next army\'s packet: {army}',
    list: 'Packets handed out',
    none: 'No packets handed out yet.',
    army: 'Army',
    issued: 'Handed out',
    position: 'Position',
    status: 'State',
    entry: 'entry {seq}',
    out: 'waiting for the move',
    spent: 'move applied (entry {seq})',
    replaced: 'replaced by a newer one',
    close: 'Close',
  },
};
