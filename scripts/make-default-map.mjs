#!/usr/bin/env node
// Generates assets/maps/default.json: the console's own map of «Полководец», three sheets of
// squared paper side by side (each 30 columns × 40 rows; sheet borders at x = 30 and x = 60).
//
//   node scripts/make-default-map.mjs          writes assets/maps/default.json
//   node scripts/make-default-map.mjs --check  fails if the committed file differs
//
// Deterministic: the map is described below as rectangles and polylines, painted in a fixed order
// (plain → forest → swamp → mountains → river → roads → fortresses), then checked. Cell characters
// as in the scenario contract: `.` plain, `=` road, `M` mountain, `T` forest, `S` swamp, `~` river,
// `#` bridge. A fortress cell is `.`, or `=` where a road runs through it.
//
// The lie of the land:
//   left sheet   (Russia)  Цитадель in the north-west on the northern road, Белый город on the
//                          great highway (тракт); a pine wood (бор) screens the north bank road.
//   river                  runs the whole height near the left sheet's edge; the highway crosses it
//                          on the only bridge. Marshes lie on its east bank south of the bridge and on
//                          its west bank in the north, so horse and guns must use the bridge or the
//                          open reaches between them.
//   middle sheet (France)  Фольварк on the northern road, Загорье on the highway, behind a mountain
//                          spur that splits the sheet.
//   ridge                  runs down the middle/right sheet border with one pass (the northern road)
//                          and ends before the highway, which rounds its southern foot.
//   right sheet (Austria)  Лесной замок hidden in a forest that screens it from the pass, and
//                          Дальний монастырь in the far south-east corner.

import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const WIDTH = 90;
const HEIGHT = 40;
const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'maps', 'default.json');

// ---------------------------------------------------------------------------------------------
// Features. Rectangles are [x0, y0, x1, y1], inclusive. Polylines are lists of [x, y] points.

const FORESTS = [
  // Бор: the pine wood north of the highway, between Цитадель and the river.
  [17, 3, 24, 9],
  [19, 10, 23, 12],
  // The south-western wood below Белый город.
  [3, 29, 9, 34],
  [5, 35, 8, 36],
  // The forest of Лесной замок: a screen west of the castle (facing the pass) and north of it.
  [66, 5, 69, 15],
  [70, 4, 77, 6],
  [70, 14, 71, 16],
  // A grove north of Фольварк.
  [47, 2, 52, 5],
  // A copse on the right sheet's southern road.
  [75, 23, 79, 27],
];

const SWAMPS = [
  // East bank, south of the bridge: the marsh in front of Загорье.
  [32, 24, 36, 27],
  [32, 28, 38, 31],
  [32, 32, 36, 35],
  // West bank in the north, below the pine wood.
  [29, 5, 33, 8],
  [30, 9, 35, 11],
];

// The ridge: two cells thick, broken by the pass at y 8..11 where the northern road runs.
const RIDGE = [
  [[57, 0], [59, 7]],
  [[60, 12], [61, 16], [63, 20], [62, 24], [60, 27]],
];
// The spur that runs west from the ridge and cuts the middle sheet in two.
const SPUR = [[[51, 17], [60, 16]]];
// Hills south-east of Белый город.
const HILLS = [
  [22, 28, 24, 29],
  [23, 30, 26, 31],
];

// The river, top to bottom, painted 4-connected (no diagonal gaps to slip through).
// It runs straight down x = 33 between y 18 and 22 so the highway can cross it square at y = 20.
const RIVER = [[35, 0], [34, 5], [36, 10], [34, 15], [33, 18], [33, 22], [31, 27], [32, 33], [30, 39]];
const BRIDGE = [33, 20];

const ROADS = {
  // The great highway: from the west edge through Белый город, over the bridge, through Загорье,
  // round the foot of the ridge to Дальний монастырь.
  trakt: [[0, 24], [4, 20], [32, 20], [34, 20], [38, 20], [45, 25], [50, 27], [50, 30], [54, 34], [66, 34], [76, 33], [84, 33]],
  // The northern road: from the north edge through Цитадель down to Белый город.
  north: [[7, 0], [7, 8], [7, 9], [13, 14], [13, 19]],
  // From the highway east of the bridge up to Фольварк.
  folwark: [[38, 20], [43, 11], [44, 9]],
  // From Фольварк east through the pass and the forest to Лесной замок, then south to the monastery.
  pass: [[44, 9], [52, 9], [56, 10], [72, 10], [73, 10], [78, 16], [84, 26], [84, 32]],
};

// Fortresses: compact blocks, 2 to 6 cells.
const FORTRESSES = [
  { name: 'Цитадель', nameEn: 'Citadel', rect: [6, 8, 7, 9] },
  { name: 'Белый город', nameEn: 'White Town', rect: [12, 19, 14, 20] },
  { name: 'Фольварк', nameEn: 'Folwark', rect: [44, 9, 45, 9] },
  { name: 'Загорье', nameEn: 'Zagorye', rect: [50, 28, 51, 29] },
  { name: 'Лесной замок', nameEn: 'Forest Castle', rect: [72, 9, 73, 10] },
  { name: 'Дальний монастырь', nameEn: 'Far Monastery', cells: [[84, 32], [85, 32], [84, 33]] },
];

// ---------------------------------------------------------------------------------------------
// Drawing.

const grid = Array.from({ length: HEIGHT }, () => Array.from({ length: WIDTH }, () => '.'));
const inside = (x, y) => x >= 0 && y >= 0 && x < WIDTH && y < HEIGHT;
const at = (x, y) => grid[y][x];
const set = (x, y, ch) => {
  if (!inside(x, y)) throw new Error(`cell ${x},${y} is off the map`);
  grid[y][x] = ch;
};

function rectCells([x0, y0, x1, y1]) {
  const cells = [];
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) cells.push([x, y]);
  return cells;
}

/** Bresenham: an 8-connected line from a to b, both ends included. */
function line8([x0, y0], [x1, y1]) {
  const cells = [];
  const dx = Math.abs(x1 - x0);
  const dy = -Math.abs(y1 - y0);
  const sx = x0 < x1 ? 1 : -1;
  const sy = y0 < y1 ? 1 : -1;
  let err = dx + dy;
  let x = x0;
  let y = y0;
  for (;;) {
    cells.push([x, y]);
    if (x === x1 && y === y1) return cells;
    const e2 = 2 * err;
    if (e2 >= dy) { err += dy; x += sx; }
    if (e2 <= dx) { err += dx; y += sy; }
  }
}

/** A polyline, 8-connected, or 4-connected (each diagonal step gets a horizontal step first). */
function polyline(points, { fourConnected = false } = {}) {
  const cells = [];
  for (let i = 0; i + 1 < points.length; i++) {
    for (const c of line8(points[i], points[i + 1])) {
      const last = cells[cells.length - 1];
      if (last && last[0] === c[0] && last[1] === c[1]) continue;
      if (fourConnected && last && last[0] !== c[0] && last[1] !== c[1]) cells.push([c[0], last[1]]);
      cells.push(c);
    }
  }
  return cells;
}

for (const r of FORESTS) for (const [x, y] of rectCells(r)) set(x, y, 'T');
for (const r of SWAMPS) for (const [x, y] of rectCells(r)) set(x, y, 'S');
for (const ridge of RIDGE) {
  for (const [x, y] of polyline(ridge)) { set(x, y, 'M'); set(x + 1, y, 'M'); }
}
for (const spur of SPUR) {
  for (const [x, y] of polyline(spur)) { set(x, y, 'M'); set(x, y + 1, 'M'); }
}
for (const r of HILLS) for (const [x, y] of rectCells(r)) set(x, y, 'M');

const riverCells = polyline(RIVER, { fourConnected: true });
for (const [x, y] of riverCells) set(x, y, '~');

for (const [name, points] of Object.entries(ROADS)) {
  for (const [x, y] of polyline(points)) {
    if (at(x, y) === '~' || at(x, y) === '#') {
      if (x !== BRIDGE[0] || y !== BRIDGE[1]) throw new Error(`road ${name} crosses the river at ${x},${y}, not on the bridge`);
      set(x, y, '#');
    } else {
      set(x, y, '=');
    }
  }
}

const fortresses = FORTRESSES.map(({ name, nameEn, rect, cells }) => {
  const list = cells ?? rectCells(rect);
  for (const [x, y] of list) if (at(x, y) !== '=') set(x, y, '.');
  return { name, nameEn, cells: list };
});

// ---------------------------------------------------------------------------------------------
// Checks: the script refuses to write a map that breaks what the tests and the rules rely on.

const fail = (msg) => { throw new Error(`default map: ${msg}`); };
const key = (x, y) => `${x},${y}`;
const isRoad = (x, y) => at(x, y) === '=' || at(x, y) === '#';

const bridges = [];
for (let y = 0; y < HEIGHT; y++) for (let x = 0; x < WIDTH; x++) if (at(x, y) === '#') bridges.push([x, y]);
if (bridges.length !== 1) fail(`expected one bridge, found ${bridges.length}`);
const [bx, by] = bridges[0];
if (!isRoad(bx - 1, by) || !isRoad(bx + 1, by)) fail('the bridge has no road on both sides');
if (at(bx, by - 1) !== '~' || at(bx, by + 1) !== '~') fail('the bridge does not sit in the river');

for (const [x, y] of riverCells) {
  if (at(x, y) !== '~' && at(x, y) !== '#') fail(`river cell ${x},${y} was painted over`);
}

const fortressCells = new Set();
for (const f of fortresses) {
  if (f.cells.length < 2 || f.cells.length > 6) fail(`${f.name} has ${f.cells.length} cells`);
  for (const [x, y] of f.cells) {
    if (fortressCells.has(key(x, y))) fail(`${f.name} overlaps another fortress`);
    fortressCells.add(key(x, y));
  }
  if (!f.cells.some(([x, y]) => at(x, y) === '=')) fail(`no road reaches ${f.name}`);
}

// Every fortress reachable by road from every other.
const start = fortresses[0].cells.find(([x, y]) => at(x, y) === '=');
const seen = new Set([key(...start)]);
const queue = [start];
while (queue.length) {
  const [x, y] = queue.shift();
  for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) {
    const nx = x + dx;
    const ny = y + dy;
    if (inside(nx, ny) && isRoad(nx, ny) && !seen.has(key(nx, ny))) { seen.add(key(nx, ny)); queue.push([nx, ny]); }
  }
}
for (const f of fortresses) {
  if (!f.cells.some(([x, y]) => seen.has(key(x, y)))) fail(`${f.name} is cut off from ${fortresses[0].name} by road`);
}

// ---------------------------------------------------------------------------------------------
// Output: rows one per line so the file reads like the board.

const rows = grid.map((r) => r.join(''));
const json = [
  '{',
  `  "width": ${WIDTH},`,
  `  "height": ${HEIGHT},`,
  '  "rows": [',
  rows.map((r, i) => `    ${JSON.stringify(r)}${i + 1 < rows.length ? ',' : ''}`).join('\n'),
  '  ],',
  '  "fortresses": [',
  fortresses
    .map((f, i) => {
      const cells = f.cells.map(([x, y]) => `[${x}, ${y}]`).join(', ');
      return `    { "name": ${JSON.stringify(f.name)}, "nameEn": ${JSON.stringify(f.nameEn)}, "cells": [${cells}] }${i + 1 < fortresses.length ? ',' : ''}`;
    })
    .join('\n'),
  '  ]',
  '}',
  '',
].join('\n');

if (process.argv.includes('--check')) {
  const current = readFileSync(OUT, 'utf8');
  if (current !== json) {
    console.error(`${OUT} is out of date: run node scripts/make-default-map.mjs`);
    process.exit(1);
  }
  console.log('default map is up to date');
} else {
  writeFileSync(OUT, json);
  console.log(`wrote ${OUT}`);
}
