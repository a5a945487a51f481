/**
 * The counters: each unit a card in its army's colour, its type as a label or the piece
 * catalogue's symbol (./glyph.ts), commanders under their banners, marks for acted and river.
 */
import type { Army, Unit } from '../../../../shared/rules/polkovodets';
import { COMMANDER_GOLD } from '../../../../shared/pieces';
import { counterDetail, type CounterDetail, type MapGeometry } from '../geometry';
import { ARMY_COLOURS, FONT_SANS, MARK_COLOURS } from '../palette';
import type { Rect } from '../viewModel';
import { C, type Ctx } from './common';
import { GLYPH_FRAME_WIDTH, drawGlyph } from './glyph';

export interface UnitLook {
  /** Screen pixels per cell: less detail when small. */
  readonly cellPx: number;
  readonly scale: number;
  readonly visible: Rect;
  readonly label: (u: Unit) => string;
  /** Digit keys of the commanders of the army to move. */
  readonly digits: ReadonlyMap<string, number>;
  /** Commanders who have given their order this move. */
  readonly ordered: ReadonlySet<string>;
  readonly toMove: Army;
  /** Filled with what each counter showed (the probe reads it). */
  readonly drawn?: Map<string, DrawnLabel>;
}

function flag(ctx: Ctx, x: number, y: number, army: Army, big: boolean, dim: boolean): void {
  const col = ARMY_COLOURS[army];
  // The pole rises from the card's middle to above the cell; the cloth flies right of its top.
  const px = x + 7;
  const base = y + C * 0.62;
  const top = y - (big ? 13 : 6);
  const fw = big ? 21 : 13;
  const fh = big ? 14 : 9;
  ctx.globalAlpha = dim ? 0.6 : 1;
  ctx.lineCap = 'round';
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = big ? 4.5 : 3.5;
  ctx.beginPath();
  ctx.moveTo(px, base);
  ctx.lineTo(px, top);
  ctx.stroke();
  ctx.strokeStyle = '#2b1d10';
  ctx.lineWidth = big ? 2.2 : 1.6;
  ctx.stroke();
  ctx.lineCap = 'butt';
  const cloth = () => {
    ctx.beginPath();
    ctx.moveTo(px, top);
    ctx.lineTo(px + fw, top + 1);
    ctx.lineTo(px + fw - (big ? 4 : 3), top + fh / 2 + 0.5);
    ctx.lineTo(px + fw, top + fh);
    ctx.lineTo(px, top + fh - 1);
    ctx.closePath();
  };
  cloth();
  ctx.strokeStyle = army === 'F' ? col.edge : '#ffffff';
  ctx.lineWidth = big ? 3.4 : 2.6;
  ctx.stroke();
  ctx.fillStyle = col.fill;
  ctx.fill();
  ctx.strokeStyle = col.edge;
  ctx.lineWidth = 1.1;
  ctx.stroke();
  // The marshal's large flag carries a gold star.
  if (big) drawGlyph(ctx, 'general', px + fw / 2 - 1.5, top + fh / 2, 16.5, '#f2c94c');
  ctx.globalAlpha = 1;
}

/** What a counter showed, for the probe: its type label and the label's size on screen. */
export interface DrawnLabel {
  readonly text: string;
  readonly px: number;
  readonly detail: CounterDetail;
}

/**
 * The counters. Each is a card in its army's colour with a dark outline of constant screen width
 * (white Austria shows on the cream paper), its type as a Cyrillic (or English) abbreviation, large
 * enough to read at the default view; the id joins it from 26 px a cell, the NATO-like symbol and
 * the army letter from 44 px. Commanders fly a banner over the card, the marshal a big one with a star.
 */
export function drawUnits(ctx: Ctx, units: readonly Unit[], look: UnitLook): void {
  const { visible, cellPx, scale } = look;
  const detail = counterDetail(cellPx);
  const tiny = cellPx < 12;
  const inset = detail === 'symbol' ? 1.5 : 2.5;
  const size = C - 2 * inset;
  const px = 1 / scale;
  // Commanders last, so their flags stand over the neighbours' cards.
  const order = [...units].sort((a, b) => Number(a.type === 'general' || a.type === 'marshal') - Number(b.type === 'general' || b.type === 'marshal'));
  const fitText = (text: string, maxPx: number, width: number, weight = 'bold'): number => {
    let f = maxPx;
    ctx.font = `${weight} ${f}px ${FONT_SANS}`;
    const w = ctx.measureText(text).width;
    if (w > width) f = Math.max(maxPx * 0.6, (maxPx * width) / w);
    ctx.font = `${weight} ${f}px ${FONT_SANS}`;
    return f;
  };
  for (const u of order) {
    if (u.x < visible.x0 - 1 || u.x > visible.x1 + 1 || u.y < visible.y0 - 1 || u.y > visible.y1 + 1) continue;
    const col = ARMY_COLOURS[u.army];
    const x = u.x * C + inset;
    const y = u.y * C + inset;
    const commander = u.type === 'general' || u.type === 'marshal';
    const spent = u.acted || look.ordered.has(u.id);
    // Card: a light halo, then the face with a dark outline at least 1.4 screen pixels wide.
    ctx.beginPath();
    ctx.roundRect(x - 0.6 * px, y - 0.6 * px, size + 1.2 * px, size + 1.2 * px, 4 + 0.6 * px);
    ctx.strokeStyle = col.halo;
    ctx.lineWidth = Math.max(1.5, 1.6 * px);
    ctx.stroke();
    ctx.beginPath();
    ctx.roundRect(x, y, size, size, 4);
    ctx.fillStyle = col.fill;
    ctx.fill();
    ctx.lineWidth = Math.max(u.army === 'F' ? 2 : 1.5, 1.4 * px);
    ctx.strokeStyle = col.edge;
    ctx.stroke();
    if (commander) {
      ctx.lineWidth = Math.max(u.type === 'marshal' ? 2.5 : 1.5, (u.type === 'marshal' ? 1.6 : 1) * px);
      ctx.strokeStyle = COMMANDER_GOLD;
      ctx.beginPath();
      ctx.roundRect(x + 2, y + 2, size - 4, size - 4, 3);
      ctx.stroke();
    }
    const text = look.label(u);
    ctx.fillStyle = col.ink;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    if (tiny) {
      drawGlyph(ctx, u.type, x + size / 2, y + size / 2, (size * 0.56) / GLYPH_FRAME_WIDTH, col.ink);
    } else if (detail === 'symbol') {
      // The type label fills the card. A commander (gold frame, banner) shows the initial of his
      // three-letter label, so that it keeps the size of the others.
      const shown = commander && text.length > 2 ? text.slice(0, 1) : text;
      const f = fitText(shown, size * 0.62, size * 0.94);
      ctx.fillText(shown, x + size / 2, y + size / 2 + f * 0.05);
      look.drawn?.set(u.id, { text: shown, px: f * scale, detail });
    } else if (detail === 'id') {
      const f = fitText(text, size * 0.46, size * 0.9);
      ctx.fillText(text, x + size / 2, y + size * 0.33);
      look.drawn?.set(u.id, { text, px: f * scale, detail });
      fitText(u.id, size * 0.32, size * 0.9, '600');
      ctx.fillText(u.id, x + size / 2, y + size * 0.76);
    } else {
      drawGlyph(ctx, u.type, x + size * 0.3, y + size * 0.24, (size * 0.3) / GLYPH_FRAME_WIDTH, col.ink);
      ctx.font = `bold ${size * 0.2}px ${FONT_SANS}`;
      ctx.fillText(u.army, x + size * 0.8, y + size * 0.22);
      const f = fitText(text, size * 0.34, size * 0.9);
      ctx.fillText(text, x + size / 2, y + size * 0.56);
      look.drawn?.set(u.id, { text, px: f * scale, detail });
      fitText(u.id, size * 0.22, size * 0.9, '600');
      ctx.fillText(u.id, x + size / 2, y + size * 0.84);
    }
    ctx.textAlign = 'left';
    ctx.textBaseline = 'alphabetic';
    if (commander) flag(ctx, u.x * C, u.y * C, u.army, u.type === 'marshal', spent && u.army === look.toMove);
    // Acted this move: greyed, with a tick.
    if (spent && u.army === look.toMove) {
      ctx.beginPath();
      ctx.roundRect(x, y, size, size, 4);
      ctx.fillStyle = MARK_COLOURS.acted;
      ctx.fill();
      if (!tiny) {
        ctx.strokeStyle = '#ffffff';
        ctx.lineWidth = 2.6;
        ctx.beginPath();
        ctx.moveTo(x + size - 11, y + 7);
        ctx.lineTo(x + size - 7.5, y + 10.5);
        ctx.lineTo(x + size - 2.5, y + 3);
        ctx.stroke();
      }
    }
    // River: 1/2 before drowning.
    if (u.riverMoves > 0) {
      const r = tiny ? 5 : 7;
      ctx.beginPath();
      ctx.arc(x + size - 1, y + size - 1, r, 0, Math.PI * 2);
      ctx.fillStyle = MARK_COLOURS.riverBadge;
      ctx.fill();
      ctx.strokeStyle = '#ffffff';
      ctx.lineWidth = 1.5;
      ctx.stroke();
      if (!tiny) {
        ctx.fillStyle = '#ffffff';
        ctx.font = `bold 8px ${FONT_SANS}`;
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillText(`${u.riverMoves}/2`, x + size - 1, y + size - 0.5);
        ctx.textAlign = 'left';
        ctx.textBaseline = 'alphabetic';
      }
    }
    // The commander's digit key.
    const digit = look.digits.get(u.id);
    if (digit !== undefined && detail !== 'symbol') {
      ctx.beginPath();
      ctx.arc(x + size - 2, y + 3, 6.5, 0, Math.PI * 2);
      ctx.fillStyle = '#fff8e1';
      ctx.fill();
      ctx.strokeStyle = '#3b2a10';
      ctx.lineWidth = 1.2;
      ctx.stroke();
      ctx.fillStyle = '#3b2a10';
      ctx.font = `bold 9px ${FONT_SANS}`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(String(digit), x + size - 2, y + 3.5);
      ctx.textAlign = 'left';
      ctx.textBaseline = 'alphabetic';
    }
  }
}

/** A unit's card under the pointer (a drag in progress), half see-through; `at` in screen pixels. */
export function drawGhost(ctx: Ctx, u: Unit, at: { x: number; y: number }, g: MapGeometry, label: (u: Unit) => string, toMove: Army): void {
  ctx.save();
  ctx.globalAlpha = 0.7;
  ctx.translate((at.x - g.x) / g.scale - (u.x + 0.5) * C, (at.y - g.y) / g.scale - (u.y + 0.5) * C);
  drawUnits(ctx, [u], { cellPx: g.cellPx, scale: g.scale, visible: { x0: u.x, y0: u.y, x1: u.x, y1: u.y }, label, digits: new Map(), ordered: new Set(), toMove });
  ctx.restore();
}
