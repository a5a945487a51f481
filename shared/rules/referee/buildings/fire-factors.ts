/** The national fire factors of artillery (002 §Артиллерийский огонь/2, «Огневые факторы артиллерии»). */
import { bi, type Bilingual } from '../procedure';

export type Nation = 'austria' | 'spain' | 'portugal' | 'britain' | 'italy' | 'rhine' | 'france' | 'poland' | 'prussia' | 'scandinavia' | 'russia';
export type ArtilleryKind = 'heavy' | 'light' | 'horse' | 'foot' | 'guard' | 'line' | 'guard-light';

export const NATIONS: readonly Nation[] = ['austria', 'spain', 'portugal', 'britain', 'italy', 'rhine', 'france', 'poland', 'prussia', 'scandinavia', 'russia'];
export const ARTILLERY_KINDS: readonly ArtilleryKind[] = ['heavy', 'light', 'horse', 'foot', 'guard', 'line', 'guard-light'];

export const NATION_LABELS: Readonly<Record<Nation, Bilingual>> = {
  austria: bi('Австрия', 'Austria'),
  spain: bi('Испания', 'Spain'),
  portugal: bi('Португалия', 'Portugal'),
  britain: bi('Британия', 'Britain'),
  italy: bi('Италия', 'Italy'),
  rhine: bi('Рейнская Конфедерация', 'Confederation of the Rhine'),
  france: bi('Франция', 'France'),
  poland: bi('Польша', 'Poland'),
  prussia: bi('Пруссия', 'Prussia'),
  scandinavia: bi('Скандинавия', 'Scandinavia'),
  russia: bi('Россия', 'Russia'),
};

export const ARTILLERY_KIND_LABELS: Readonly<Record<ArtilleryKind, Bilingual>> = {
  heavy: bi('тяжёлая', 'heavy'),
  light: bi('лёгкая', 'light'),
  horse: bi('конная', 'horse'),
  foot: bi('пешая', 'foot'),
  guard: bi('гвардейская', 'guard'),
  line: bi('линейная', 'line'),
  'guard-light': bi('гвардейская лёгкая', 'guard light'),
};

interface FactorRow {
  readonly nations: readonly Nation[];
  /** Factors by kind, as the seed lists them. */
  readonly byKind: Readonly<Partial<Record<ArtilleryKind, number>>>;
  /** The factor of every other kind ("все виды", "все остальные виды"), when the seed gives one. */
  readonly otherwise?: number;
  /** The seed's own line(s), for the table row shown with the result. */
  readonly seedLines: string;
}

/** One row per group of nations, in the seed's order. */
export const FIRE_FACTOR_TABLE: readonly FactorRow[] = [
  { nations: ['austria', 'spain', 'portugal'], byKind: { heavy: 1, light: 2, horse: 2 }, seedLines: 'Австрия, Испания, Португалия: тяжелая - 1; легкая, конная - 2' },
  { nations: ['britain'], byKind: { foot: 2, horse: 3 }, seedLines: 'Британия: пешая - 2; конная - 3' },
  { nations: ['italy', 'rhine'], byKind: { guard: 2, line: 1 }, seedLines: 'Италия, Рейнская Конфедерация: гвардейская - 2; линейная - 1' },
  { nations: ['france'], byKind: { guard: 3, line: 2 }, seedLines: 'Франция: гвардейская - 3; линейная - 2' },
  { nations: ['poland', 'prussia', 'scandinavia'], byKind: {}, otherwise: 2, seedLines: 'Польша, Пруссия, Скандинавия: все виды артиллерии - 2' },
  { nations: ['russia'], byKind: { 'guard-light': 3 }, otherwise: 2, seedLines: 'Россия: гвардейская легкая - 3; все остальные виды артиллерии - 2' },
];

export type FireFactorLookup =
  | { readonly ok: true; readonly factor: number; readonly seedLines: string }
  | { readonly ok: false; readonly allowed: readonly ArtilleryKind[] };

export function rowOf(nation: Nation): FactorRow {
  const row = FIRE_FACTOR_TABLE.find((r) => r.nations.includes(nation));
  if (!row) throw new Error(`no fire-factor row for ${nation}`); // the table covers every Nation
  return row;
}

/** The kinds of artillery the seed lists for a nation (every kind when it says "all kinds"). */
export function kindsOf(nation: Nation): readonly ArtilleryKind[] {
  const row = rowOf(nation);
  return row.otherwise !== undefined ? ARTILLERY_KINDS : ARTILLERY_KINDS.filter((k) => row.byKind[k] !== undefined);
}

export function fireFactor(nation: Nation, kind: ArtilleryKind): FireFactorLookup {
  const row = rowOf(nation);
  const listed = row.byKind[kind];
  if (listed !== undefined) return { ok: true, factor: listed, seedLines: row.seedLines };
  if (row.otherwise !== undefined) return { ok: true, factor: row.otherwise, seedLines: row.seedLines };
  return { ok: false, allowed: kindsOf(nation) };
}
