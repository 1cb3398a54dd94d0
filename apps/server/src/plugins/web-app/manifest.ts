import fs from 'node:fs';
import path from 'node:path';

type Chunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
export type Manifest = Record<string, Chunk>;

export function readManifest(root: string): Manifest {
  const file = path.join(root, '.vite', 'manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : {};
}

/** The scripts and styles a lazy part needs before it can run: its chunk and what it imports, with their CSS. */
export function partFiles(manifest: Manifest, key: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const inEntry = new Set<string>();
  const collect = (name: string, into: Set<string>, css: Set<string> | null) => {
    const chunk = manifest[name];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const style of chunk.css ?? []) css?.add(style);
    for (const child of chunk.imports ?? []) collect(child, into, css);
  };
  // The entry's own files are in the HTML already (Vite writes them there).
  if (entry) for (const [name, chunk] of Object.entries(manifest)) if (chunk === entry) collect(name, inEntry, null);
  collect(key, scripts, styles);
  return {
    scripts: [...scripts].filter((file) => !inEntry.has(file)).map((file) => `/${file}`),
    styles: [...styles].map((file) => `/${file}`),
  };
}
