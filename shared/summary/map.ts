/**
 * The map picture of a summary as SVG: terrain with patterns that stay readable in black and white
 * (forest rings, mountain chevrons, marsh tufts, river waves, cased roads), fortresses with their
 * names and owners, every unit (a shape per army, its type in letters), arrows for what moved or struck,
 * crosses for what was lost and rings for what was recruited. Pure string building.
 */
import { assertNever, isCommanderType, type Army, type UnitType } from '../rules/polkovodets';
import { unitShort } from '../vocab';
import { ARMY_PIECES, glyphSvgAt, isArtillery, isMounted, tintOnPaper, type ArmyShape } from '../pieces';
import { esc } from './escape';
import type { Lang, MapArrow, MapPicture } from './model';
import { WORDS, fortressLabel } from './text';

const C = 10; // one cell, in SVG units
const ML = 18; // left margin (row numbers)
const MT = 13; // top margin (column numbers)
const MR = 4;
const MB = 4;

export interface MapSvgOptions {
  /** Prefix of the ids of patterns and markers (several maps in one document need different ones). */
  readonly idPrefix?: string;
  readonly lang?: Lang;
  /** Draw the other armies' arrows fainter (one army's sheet). */
  readonly highlight?: Army | null;
  /** CSS width of the <svg> element (default 100%). */
  readonly width?: string;
  /** Text for the <title> element (accessibility). */
  readonly title?: string;
}

const f1 = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/** A shape at (cx, cy) with half-size r, its paint given as attributes. */
function shapeSvg(shape: ArmyShape, cx: number, cy: number, r: number, paint: string): string {
  switch (shape) {
    case 'square':
      return `<rect x="${f1(cx - r)}" y="${f1(cy - r)}" width="${f1(2 * r)}" height="${f1(2 * r)}" ${paint}/>`;
    case 'circle':
      return `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r * 1.05)}" ${paint}/>`;
    case 'diamond': {
      const q = r * 1.3;
      return `<path d="M${f1(cx)} ${f1(cy - q)}L${f1(cx + q)} ${f1(cy)}L${f1(cx)} ${f1(cy + q)}L${f1(cx - q)} ${f1(cy)}Z" ${paint}/>`;
    }
    default:
      return assertNever(shape);
  }
}

/**
 * The shape of an army at (cx, cy) with half-size r: the piece catalogue's shape and colours, so
 * the armies part by shape and lightness in black and white too.
 */
export function armyShape(army: Army, cx: number, cy: number, r: number, extra = ''): string {
  const { colours, pattern } = ARMY_PIECES[army];
  return shapeSvg(pattern.shape, cx, cy, r, `fill="${colours.fill}" stroke="${colours.edge}" stroke-width="${f1(Math.max(0.6, r * 0.2))}"${extra}`);
}

/**
 * One unit symbol: the army's shape, the marshal's star (the catalogue's glyph), a pennant for a
 * general; a fighting unit carries its type's letters (`label`, the catalog's counter abbreviation)
 * in the shape, or else a slash for mounted units, a dot for guns.
 */
export function unitSymbol(army: Army, type: UnitType, cx: number, cy: number, scale = 1, label?: string): string {
  const { colours } = ARMY_PIECES[army];
  if (type === 'marshal') return glyphSvgAt('marshal', cx, cy, 13.4 * scale, { ink: colours.fill, outline: { colour: colours.edge, width: 0.8 * scale } });
  if (isCommanderType(type)) {
    const r = 3.9 * scale;
    // The army's shape with a pennant on a staff.
    return `${armyShape(army, cx, cy + 0.6 * scale, r)}<path d="M${f1(cx)} ${f1(cy - r + 0.6 * scale)}V${f1(cy - 5.6 * scale)}l${f1(3.4 * scale)} ${f1(1.2 * scale)}l${f1(-3.4 * scale)} ${f1(1.2 * scale)}" fill="${colours.edge}" stroke="${colours.edge}" stroke-width="${f1(0.7 * scale)}" stroke-linejoin="round"/>`;
  }
  const r = (label ? 4.1 : 3.4) * scale;
  let mark = '';
  if (label) {
    const size = (label.length > 1 ? 4.4 : 5.2) * scale;
    mark = `<text x="${f1(cx)}" y="${f1(cy + size * 0.36)}" font-size="${f1(size)}" font-weight="700" text-anchor="middle" fill="${colours.ink}" letter-spacing="-0.2">${esc(label)}</text>`;
  } else if (isMounted(type)) mark = `<path d="M${f1(cx - r * 0.75)} ${f1(cy + r * 0.75)}L${f1(cx + r * 0.75)} ${f1(cy - r * 0.75)}" stroke="${colours.ink}" stroke-width="${f1(0.9 * scale)}"/>`;
  else if (isArtillery(type)) mark = `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(1.15 * scale)}" fill="${colours.ink}"/>`;
  return armyShape(army, cx, cy, r) + mark;
}

/** Pattern and marker definitions (ids prefixed). */
function defs(p: string): string {
  return `<defs>
<marker id="${p}head" markerUnits="userSpaceOnUse" markerWidth="6" markerHeight="6" refX="4.6" refY="3" orient="auto"><path d="M0 0.5L5 3L0 5.5Z" fill="#000"/></marker>
<marker id="${p}headRed" markerUnits="userSpaceOnUse" markerWidth="7" markerHeight="7" refX="5.4" refY="3.5" orient="auto"><path d="M0 0.4L6 3.5L0 6.6Z" fill="#a10000"/></marker>
<marker id="${p}headGrey" markerUnits="userSpaceOnUse" markerWidth="6" markerHeight="6" refX="4.6" refY="3" orient="auto"><path d="M0 0.5L5 3L0 5.5Z" fill="#7a7a7a"/></marker>
</defs>`;
}

/** Terrain kinds drawn with a tint and a vector symbol in every cell (crisp in print, no raster patterns). */
const TERRAIN_KIND: Readonly<Record<string, 'mountain' | 'forest' | 'swamp' | 'river'>> = { M: 'mountain', T: 'forest', S: 'swamp', '~': 'river', '#': 'river' };

export const TERRAIN_LOOK: Readonly<Record<'mountain' | 'forest' | 'swamp' | 'river', { tint: string; ink: string; fill: string; width: number }>> = {
  forest: { tint: '#d3e5c8', ink: '#2c5424', fill: '#f4f9f0', width: 0.75 },
  mountain: { tint: '#ece2d0', ink: '#5b4630', fill: 'none', width: 0.85 },
  swamp: { tint: '#edf1f3', ink: '#2f4c5a', fill: 'none', width: 0.7 },
  river: { tint: '#c6dcef', ink: '#22568a', fill: 'none', width: 0.75 },
};

const circle = (cx: number, cy: number, r: number): string => `M${f1(cx - r)} ${f1(cy)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

/** The symbol of a terrain kind in the cell whose top-left corner is (x, y), as path data. */
export function terrainSymbol(kind: 'mountain' | 'forest' | 'swamp' | 'river', x: number, y: number): string {
  switch (kind) {
    case 'forest':
      return circle(x + 2.8, y + 3, 1.9) + circle(x + 7.4, y + 7.3, 1.9);
    case 'mountain':
      return `M${f1(x + 1.2)} ${f1(y + 7.6)}L${f1(x + 4.2)} ${f1(y + 2.6)}L${f1(x + 7.2)} ${f1(y + 7.6)}M${f1(x + 6.4)} ${f1(y + 9.6)}L${f1(x + 8.2)} ${f1(y + 6.8)}L${f1(x + 10)} ${f1(y + 9.6)}`;
    case 'swamp':
      return `M${f1(x + 0.8)} ${f1(y + 4)}H${f1(x + 5)}M${f1(x + 2.9)} ${f1(y + 4)}V${f1(y + 2.2)}M${f1(x + 1.9)} ${f1(y + 4)}L${f1(x + 1.3)} ${f1(y + 2.7)}M${f1(x + 3.9)} ${f1(y + 4)}L${f1(x + 4.5)} ${f1(y + 2.7)}M${f1(x + 5.4)} ${f1(y + 8.6)}H${f1(x + 9.4)}M${f1(x + 1)} ${f1(y + 8.6)}H${f1(x + 3.4)}`;
    case 'river':
      return `M${x} ${f1(y + 3.3)}q2.5 -1.9 5 0t5 0M${x} ${f1(y + 7.6)}q2.5 -1.9 5 0t5 0`;
  }
}

function terrainLayer(map: MapPicture): string {
  const tints: Record<string, string[]> = { mountain: [], forest: [], swamp: [], river: [] };
  const marks: Record<string, string[]> = { mountain: [], forest: [], swamp: [], river: [] };
  for (let y = 0; y < map.height; y++) {
    const row = map.rows[y] ?? '';
    let x = 0;
    while (x < map.width) {
      const kind = TERRAIN_KIND[row[x]];
      if (!kind) {
        x++;
        continue;
      }
      let e = x + 1;
      while (e < map.width && TERRAIN_KIND[row[e]] === kind) e++;
      tints[kind].push(`M${x * C} ${y * C}h${(e - x) * C}v${C}h${-(e - x) * C}z`);
      for (let k = x; k < e; k++) marks[kind].push(terrainSymbol(kind, k * C, y * C));
      x = e;
    }
  }
  return (['river', 'swamp', 'forest', 'mountain'] as const)
    .filter((k) => tints[k].length)
    .map((k) => {
      const look = TERRAIN_LOOK[k];
      return `<path d="${tints[k].join('')}" fill="${look.tint}"/><path d="${marks[k].join('')}" fill="${look.fill}" stroke="${look.ink}" stroke-width="${look.width}" stroke-linecap="round" stroke-linejoin="round"/>`;
    })
    .join('');
}

function roadLayer(map: MapPicture): string {
  const road = (x: number, y: number): boolean => x >= 0 && y >= 0 && x < map.width && y < map.height && (map.rows[y][x] === '=' || map.rows[y][x] === '#');
  const segs: string[] = [];
  const c = (v: number) => v * C + C / 2;
  const bridges: string[] = [];
  for (let y = 0; y < map.height; y++) {
    for (let x = 0; x < map.width; x++) {
      if (!road(x, y)) continue;
      let links = 0;
      const link = (nx: number, ny: number) => {
        segs.push(`M${c(x)} ${c(y)}L${c(nx)} ${c(ny)}`);
        links++;
      };
      if (road(x + 1, y)) link(x + 1, y);
      if (road(x, y + 1)) link(x, y + 1);
      if (road(x + 1, y + 1) && !road(x + 1, y) && !road(x, y + 1)) link(x + 1, y + 1);
      if (road(x - 1, y + 1) && !road(x - 1, y) && !road(x, y + 1)) link(x - 1, y + 1);
      const isolated = links === 0 && !road(x - 1, y) && !road(x, y - 1) && !road(x - 1, y - 1) && !road(x + 1, y - 1);
      if (isolated) segs.push(`M${c(x) - 2} ${c(y)}L${c(x) + 2} ${c(y)}`);
      if (map.rows[y][x] === '#') {
        // A bridge: parapets along the road's course.
        const horizontal = road(x - 1, y) || road(x + 1, y);
        bridges.push(horizontal
          ? `M${x * C - 1} ${y * C + 2.2}H${x * C + C + 1}M${x * C - 1} ${y * C + 7.8}H${x * C + C + 1}`
          : `M${x * C + 2.2} ${y * C - 1}V${y * C + C + 1}M${x * C + 7.8} ${y * C - 1}V${y * C + C + 1}`);
      }
    }
  }
  const d = segs.join('');
  return `<g fill="none" stroke-linecap="round" stroke-linejoin="round"><path d="${d}" stroke="#4a4a4a" stroke-width="3.6"/><path d="${d}" stroke="#f4e6c4" stroke-width="1.9"/>${bridges.length ? `<path d="${bridges.join('')}" stroke="#111" stroke-width="1.1"/>` : ''}</g>`;
}

function gridLayer(map: MapPicture): string {
  const lines: string[] = [];
  for (let x = 5; x < map.width; x += 5) lines.push(`M${x * C} 0V${map.height * C}`);
  for (let y = 5; y < map.height; y += 5) lines.push(`M0 ${y * C}H${map.width * C}`);
  const labels: string[] = [];
  for (let x = 0; x < map.width; x += 5) labels.push(`<text x="${x * C + C / 2}" y="-3.5" text-anchor="middle">${x}</text>`);
  for (let y = 0; y < map.height; y += 5) labels.push(`<text x="-3.5" y="${y * C + C / 2 + 2.6}" text-anchor="end">${y}</text>`);
  return `<path d="${lines.join('')}" stroke="#000" stroke-opacity="0.13" stroke-width="0.5" fill="none"/><g font-size="7.5" fill="#444">${labels.join('')}</g>`;
}


function fortressLayer(map: MapPicture, lang: Lang): { body: string; labels: string } {
  const body: string[] = [];
  const labels: string[] = [];
  for (const f of map.fortresses) {
    const set = new Set(f.cells.map(([x, y]) => `${x},${y}`));
    const has = (x: number, y: number) => set.has(`${x},${y}`);
    const edges: string[] = [];
    // A light tint of the owner's colour inside a fortress (the label names the owner too).
    const tint = f.owner ? tintOnPaper(f.owner) : '#ffffff';
    for (const [x, y] of f.cells) {
      body.push(`<rect x="${x * C}" y="${y * C}" width="${C}" height="${C}" fill="${tint}"/>`);
      if (!has(x, y - 1)) edges.push(`M${x * C} ${y * C}H${x * C + C}`);
      if (!has(x, y + 1)) edges.push(`M${x * C} ${y * C + C}H${x * C + C}`);
      if (!has(x - 1, y)) edges.push(`M${x * C} ${y * C}V${y * C + C}`);
      if (!has(x + 1, y)) edges.push(`M${x * C + C} ${y * C}V${y * C + C}`);
    }
    // Crenellated look: a thick dark wall with a thin inner line.
    body.push(`<path d="${edges.join('')}" stroke="#000" stroke-width="2.2" stroke-linecap="square" fill="none"/>`);
    const xs = f.cells.map(([x]) => x);
    const ys = f.cells.map(([, y]) => y);
    const minY = Math.min(...ys);
    const maxY = Math.max(...ys);
    const cx = ((Math.min(...xs) + Math.max(...xs) + 1) / 2) * C;
    const above = minY >= 2;
    const ty = above ? minY * C - 4.6 : (maxY + 1) * C + 10.5;
    const owner = f.owner ? f.owner : '—';
    const hold = f.hold ? ` · ${f.hold.army} ${f.hold.count}/2` : '';
    const title = `${fortressLabel(f, lang)}: ${f.owner ? f.owner : WORDS[lang].nobody}${hold}`;
    const tx = Math.min(Math.max(cx, 40), map.width * C - 40);
    labels.push(`<text x="${f1(tx)}" y="${f1(ty)}" text-anchor="middle" class="fl"><title>${esc(title)}</title>${esc(fortressLabel(f, lang))} <tspan font-weight="400">(${esc(owner)}${esc(hold)})</tspan></text>`);
  }
  return { body: body.join(''), labels: labels.join('') };
}

/** Where a unit stood before it moved: its army's shape, hollow and dashed. */
function ghost(a: MapArrow, faint: boolean): string {
  const colour = faint ? '#8a8a8a' : '#000';
  return shapeSvg(ARMY_PIECES[a.army].pattern.shape, a.from[0] * C + C / 2, a.from[1] * C + C / 2, 2.9, `fill="#fff" fill-opacity="0.7" stroke="${colour}" stroke-width="0.7" stroke-dasharray="1.2 0.8"`);
}

function arrowLine(a: MapArrow, p: string, faint: boolean): string {
  const [x0, y0] = [a.from[0] * C + C / 2, a.from[1] * C + C / 2];
  const [x1, y1] = [a.to[0] * C + C / 2, a.to[1] * C + C / 2];
  const len = Math.hypot(x1 - x0, y1 - y0);
  if (len < 1) return '';
  const red = a.kind === 'strike' || a.kind === 'fire';
  // From the edge of the old place to the edge of the unit (or the target) at the end.
  const k0 = Math.min(red && a.kind === 'fire' ? 4 : 3, len / 3) / len;
  const k1 = (len - Math.min(4, len / 3)) / len;
  const sx = x0 + (x1 - x0) * k0;
  const sy = y0 + (y1 - y0) * k0;
  const ex = x0 + (x1 - x0) * k1;
  const ey = y0 + (y1 - y0) * k1;
  const d = `M${f1(sx)} ${f1(sy)}L${f1(ex)} ${f1(ey)}`;
  const dim = faint && !red;
  const colour = dim ? '#7a7a7a' : red ? '#a10000' : '#000';
  const head = dim ? 'headGrey' : red ? 'headRed' : 'head';
  const width = a.kind === 'strike' ? 1.5 : 1.1;
  const dash = a.kind === 'road' ? ' stroke-dasharray="3 1.5"' : a.kind === 'fire' ? ' stroke-dasharray="1.6 1.3"' : '';
  return `<path d="${d}" stroke="#fff" stroke-opacity="0.9" stroke-width="${f1(width + 1.8)}" fill="none" stroke-linecap="round"/><path d="${d}" stroke="${colour}" stroke-width="${f1(width)}"${dash} fill="none" marker-end="url(#${p}${head})"/>`;
}

/** The map picture as a standalone <svg> element. */
export function renderMapSvg(map: MapPicture, options: MapSvgOptions = {}): string {
  const p = options.idPrefix ?? 'm-';
  const lang = options.lang ?? 'ru';
  const W = map.width * C;
  const H = map.height * C;
  const vw = W + ML + MR;
  const vh = H + MT + MB;
  const forts = fortressLayer(map, lang);
  const highlight = options.highlight ?? null;
  const faint = (a: MapArrow) => highlight !== null && a.army !== highlight;
  // A battery fires and stays: no old place to mark.
  const ghosts = map.arrows.filter((a) => a.kind !== 'fire').map((a) => ghost(a, faint(a))).join('');
  const arrows = map.arrows.map((a) => arrowLine(a, p, faint(a))).join('');
  const units = map.units.map((u) => unitSymbol(u.army, u.type, u.x * C + C / 2, u.y * C + C / 2, 1, unitShort(u.type, u.army, lang))).join('');
  const rings = map.recruits
    .map((r) => {
      const cx = r.at[0] * C + C / 2;
      const cy = r.at[1] * C + C / 2;
      return `<circle cx="${cx}" cy="${cy}" r="6.4" fill="none" stroke="#fff" stroke-width="2.4"/><circle cx="${cx}" cy="${cy}" r="6.4" fill="none" stroke="#000" stroke-width="1.1" stroke-dasharray="2.2 1.2"/>`;
    })
    .join('');
  const crosses = map.losses
    .map((l) => {
      const cx = l.at[0] * C + C / 2;
      const cy = l.at[1] * C + C / 2;
      const d = `M${cx - 5} ${cy - 5}L${cx + 5} ${cy + 5}M${cx + 5} ${cy - 5}L${cx - 5} ${cy + 5}`;
      return `<path d="${d}" stroke="#fff" stroke-width="3.6" stroke-linecap="round"/><path d="${d}" stroke="#a10000" stroke-width="1.9" stroke-linecap="round"/>`;
    })
    .join('');
  const title = options.title ? `<title>${esc(options.title)}</title>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" class="map" viewBox="0 0 ${vw} ${vh}" width="${options.width ?? '100%'}" preserveAspectRatio="xMidYMid meet" font-family="'PT Sans', 'DejaVu Sans', Arial, sans-serif" role="img">${title}${defs(p)}<style>.fl{font-size:8.6px;font-weight:700;fill:#000;stroke:#fff;stroke-width:2.4px;paint-order:stroke;stroke-linejoin:round}</style><g transform="translate(${ML} ${MT})"><rect width="${W}" height="${H}" fill="#fdfcf8"/>${terrainLayer(map)}${gridLayer(map)}${roadLayer(map)}${forts.body}${ghosts}${crosses}${arrows}${units}${rings}<rect width="${W}" height="${H}" fill="none" stroke="#000" stroke-width="1.2"/>${forts.labels}</g></svg>`;
}

/** Small SVG icons for the legend under the map. */
export function legendIcon(kind: 'move' | 'road' | 'strike' | 'lost' | 'recruit' | 'forest' | 'mountain' | 'swamp' | 'river' | 'road-terrain' | 'fortress' | 'marshal' | 'general' | 'army', army: Army = 'A', p = 'lg-'): string {
  const box = (inner: string, w = 22) => `<svg xmlns="http://www.w3.org/2000/svg" class="icon" viewBox="0 0 ${w} 12" width="${f1(w * 0.28)}mm" height="3.4mm">${inner}</svg>`;
  switch (kind) {
    case 'move':
    case 'road':
    case 'strike': {
      const a: MapArrow = { army: 'A', unit: '', type: 'musketeer', from: [0, 0], to: [2, 0], kind: kind === 'strike' ? 'strike' : kind };
      return box(`${defs(p)}<g transform="translate(0 1)">${arrowLine(a, p, false)}</g>`, 30);
    }
    case 'lost':
      return box(`<path d="M6.4 1.4L15.6 10.6M15.6 1.4L6.4 10.6" stroke="#a10000" stroke-width="1.8" stroke-linecap="round"/>`);
    case 'recruit':
      return box(`${unitSymbol(army, 'musketeer', 11, 6)}<circle cx="11" cy="6" r="5.2" fill="none" stroke="#000" stroke-width="0.9" stroke-dasharray="1.8 1"/>`);
    case 'forest':
    case 'mountain':
    case 'swamp':
    case 'river': {
      const look = TERRAIN_LOOK[kind];
      return box(`<rect x="1" y="1" width="20" height="10" fill="${look.tint}" stroke="#999" stroke-width="0.4"/><path d="${terrainSymbol(kind, 1, 1)}${terrainSymbol(kind, 11, 1)}" fill="${look.fill}" stroke="${look.ink}" stroke-width="${look.width}" stroke-linecap="round"/>`);
    }
    case 'road-terrain':
      return box(`<path d="M1 6H21" stroke="#4a4a4a" stroke-width="3.6"/><path d="M1 6H21" stroke="#f4e6c4" stroke-width="1.9"/>`);
    case 'fortress':
      return box(`<rect x="6" y="1.5" width="10" height="9" fill="#fff" stroke="#000" stroke-width="1.8"/>`);
    case 'marshal':
      return box(unitSymbol(army, 'marshal', 11, 6.3, 0.95));
    case 'general':
      return box(unitSymbol(army, 'general', 11, 6.8, 0.95));
    case 'army':
      return box(unitSymbol(army, 'musketeer', 5, 6, 1.2) + unitSymbol(army, 'dragoon', 11, 6, 1.2) + unitSymbol(army, 'battery', 17, 6, 1.2));
  }
}
