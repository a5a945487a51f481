/**
 * The counters' type symbols as SVG, drawn as the window draws them on its cards
 * (renderer/src/map/draw.ts `glyph`): a NATO-like box with a cross for infantry (a bar over it for
 * grenadiers, a notch for jägers), a slash for cavalry (two for cuirassiers, dots for cossacks, a
 * pennant for uhlans, a half-slash for dragoons), a ball for guns, a star for commanders. Pure
 * string building, in the caller's units.
 */
import type { UnitType } from '../rules/polkovodets';

const f = (n: number): string => (Math.round(n * 1000) / 1000).toString();

function star(cx: number, cy: number, r: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.45 : r;
    pts.push(`${f(cx + Math.cos(a) * rr)},${f(cy + Math.sin(a) * rr)}`);
  }
  return pts.join(' ');
}

/** A commander's star (the marshal's larger), filled. */
export function starSvg(cx: number, cy: number, r: number, fill: string, stroke = 'none', strokeWidth = 0): string {
  return `<polygon points="${star(cx, cy, r)}" fill="${fill}"${stroke === 'none' ? '' : ` stroke="${stroke}" stroke-width="${f(strokeWidth)}" stroke-linejoin="round"`}/>`;
}

/** The type's symbol centred at (cx, cy) in a box w × h, in `ink`. */
export function unitGlyphSvg(type: UnitType, cx: number, cy: number, w: number, h: number, ink: string): string {
  const x0 = cx - w / 2;
  const y0 = cy - h / 2;
  const lw = Math.max(w / 10, 0.12);
  const lines: string[] = [];
  const fills: string[] = [];
  const box = () => lines.push(`M${f(x0)} ${f(y0)}h${f(w)}v${f(h)}h${f(-w)}Z`);
  const cross = () => lines.push(`M${f(x0)} ${f(y0)}L${f(x0 + w)} ${f(y0 + h)}M${f(x0 + w)} ${f(y0)}L${f(x0)} ${f(y0 + h)}`);
  const slash = (o = 0) => lines.push(`M${f(x0 + o)} ${f(y0 + h)}L${f(x0 + w + o)} ${f(y0)}`);
  const dot = (r: number, dx = 0, dy = 0) => fills.push(`<circle cx="${f(cx + dx)}" cy="${f(cy + dy)}" r="${f(r)}"/>`);
  switch (type) {
    case 'musketeer':
      box();
      cross();
      break;
    case 'grenadier':
      box();
      cross();
      fills.push(`<rect x="${f(x0)}" y="${f(y0 - h * 0.32)}" width="${f(w)}" height="${f(h * 0.22)}"/>`);
      break;
    case 'jager':
      box();
      cross();
      fills.push(`<path d="M${f(cx - w * 0.22)} ${f(y0 + h)}L${f(cx)} ${f(y0 + h * 0.62)}L${f(cx + w * 0.22)} ${f(y0 + h)}Z"/>`);
      break;
    case 'dragoon':
      box();
      slash();
      lines.push(`M${f(x0)} ${f(y0)}L${f(x0 + w * 0.35)} ${f(y0 + h * 0.35)}`);
      break;
    case 'hussar':
      box();
      slash();
      break;
    case 'uhlan':
      box();
      slash();
      fills.push(`<path d="M${f(x0 + w * 1.05)} ${f(y0 - h * 0.25)}L${f(x0 + w * 0.72)} ${f(y0 + h * 0.05)}L${f(x0 + w * 0.98)} ${f(y0 + h * 0.3)}Z"/>`);
      break;
    case 'cossack':
      box();
      slash();
      dot(h * 0.14, -w * 0.22, h * 0.14);
      dot(h * 0.14, w * 0.22, -h * 0.14);
      break;
    case 'cuirassier':
      box();
      slash(-w * 0.12);
      slash(w * 0.12);
      break;
    case 'battery':
      box();
      dot(h * 0.28);
      break;
    case 'horse_battery':
      box();
      dot(h * 0.24);
      slash();
      break;
    case 'general':
    case 'marshal':
      return starSvg(cx, cy, Math.min(w, h) * (type === 'marshal' ? 0.62 : 0.5), ink);
  }
  const stroke = lines.length ? `<path d="${lines.join('')}" fill="none" stroke="${ink}" stroke-width="${f(lw)}" stroke-linecap="round" stroke-linejoin="round"/>` : '';
  return `${stroke}${fills.length ? `<g fill="${ink}">${fills.join('')}</g>` : ''}`;
}
