/**
 * The product's import graph as TypeScript itself resolves it (ts.preProcessFile for the imports of
 * a file, ts.resolveModuleName with the project's compiler options for where each one goes): the
 * ground truth the layering lint and the no-circles test are checked against. Type-only imports
 * count too: a circle through types is still a circle to a reader.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

export const ROOT = resolve(import.meta.dirname, '../..');

/** The product's own source folders (tests, bench and scripts may import anything). */
/** Files (and folders) the lint-probe test plants for a moment begin with this. */
export const PROBE_PREFIX = '__lint_probe';

export const SOURCE_FOLDERS = ['shared', 'db', 'main', 'preload', 'renderer'] as const;

function compilerOptions(): ts.CompilerOptions {
  const file = join(ROOT, 'tsconfig.base.json');
  const read = ts.readConfigFile(file, ts.sys.readFile);
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  return ts.convertCompilerOptionsFromJson(read.config.compilerOptions, ROOT).options;
}

function walk(dir: string, out: string[]): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    // node_modules, and the lint-probe test's planted files (tests/lint/boundaries.test.ts) while they exist.
    if (name === 'node_modules' || name.startsWith(PROBE_PREFIX)) continue;
    if (statSync(path).isDirectory()) walk(path, out);
    else if (/\.(ts|vue)$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** The text TypeScript should read: a .vue file's <script> blocks, a .ts file whole. */
function scriptOf(file: string): string {
  const text = readFileSync(file, 'utf8');
  if (!file.endsWith('.vue')) return text;
  return [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
}

/** Root-relative, forward slashes: `main/summary/index.ts`. */
export const rel = (file: string): string => relative(ROOT, file).split(sep).join('/');

export interface ImportGraph {
  /** Every source file, root-relative. */
  readonly files: readonly string[];
  /** file → the source files it imports (resolved, root-relative; packages and built-ins left out). */
  readonly edges: ReadonlyMap<string, readonly string[]>;
}

export function importGraph(folders: readonly string[] = SOURCE_FOLDERS): ImportGraph {
  const options = compilerOptions();
  const host = ts.createCompilerHost(options);
  const files = folders.flatMap((f) => walk(join(ROOT, f), []));
  const known = new Set(files.map(rel));
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const info = ts.preProcessFile(scriptOf(file), true, true);
    const targets = new Set<string>();
    for (const ref of info.importedFiles) {
      let target: string | undefined;
      if (ref.fileName.endsWith('.vue')) target = resolve(file, '..', ref.fileName);
      else target = ts.resolveModuleName(ref.fileName, file, options, host).resolvedModule?.resolvedFileName;
      if (target === undefined) continue;
      const r = rel(target);
      if (known.has(r)) targets.add(r);
    }
    edges.set(rel(file), [...targets].sort());
  }
  return { files: [...known].sort(), edges };
}

/**
 * Every import circle, each once, as the path that closes it (`a → b → a`): the strongly connected
 * components of more than one file (Tarjan), and any file importing itself, each walked into one cycle.
 */
export function importCycles(graph: ImportGraph): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const connect = (v: string): void => {
    indices.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.edges.get(v) ?? []) {
      if (!indices.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indices.get(w)!));
    }
    if (low.get(v) === indices.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.edges.get(v) ?? []).includes(v)) components.push(component);
    }
  };
  for (const f of graph.files) if (!indices.has(f)) connect(f);
  // One concrete circle per component: from its first file, a shortest way back to it inside the component.
  return components.map((component) => {
    const inside = new Set(component);
    const start = [...component].sort()[0];
    const previous = new Map<string, string>();
    const queue = [start];
    while (queue.length) {
      const v = queue.shift()!;
      for (const w of graph.edges.get(v) ?? []) {
        if (!inside.has(w)) continue;
        if (w === start) {
          const path = [start];
          for (let u: string | undefined = v; u !== undefined && u !== start; u = previous.get(u)) path.splice(1, 0, u);
          return [...path, start];
        }
        if (!previous.has(w)) {
          previous.set(w, v);
          queue.push(w);
        }
      }
    }
    return [...component, component[0]];
  });
}
