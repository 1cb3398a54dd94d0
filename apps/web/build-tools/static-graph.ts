import type { Plugin } from 'vite';

/** The names a module's code imports from `specifier` (`import { a, b as c } from '…'`); undefined for a namespace import. */
export function namesImportedFrom(code: string, specifier: string): string[] | undefined {
  const quoted = specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  if (new RegExp(`import\\s*\\*\\s*as\\s+\\w+\\s*from\\s*["']${quoted}["']`).test(code)) return undefined;
  const names: string[] = [];
  for (const match of code.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${quoted}["']`, 'g'))) {
    for (const part of match[1]!.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]!
        .trim();
      if (name) names.push(name);
    }
  }
  return names;
}

/** A barrel: a package whose entry only re-exports its modules, imported by its name. */
export interface Barrel {
  /** The name it is imported by ('@tradewind/contract'). */
  specifier: string;
  /** Its entry module's id. */
  entry: RegExp;
}

/**
 * The modules reachable by static imports from the modules `roots` matches, read off the module graph once it is
 * complete (`buildEnd` runs before chunks are formed), so a chunk group's `test` can ask whether a module belongs to
 * a screen's first load. `light` leaves out every module whose own static imports reach `heavy`: grouping one of
 * those (a barrel re-exporting forms' schemas, say) would make the group's file import the heavy library wherever
 * it is loaded. The app's own modules need not be light: the bundler keeps only what they use of a barrel.
 *
 * An import of `barrel` reaches only the barrel's modules that export a name the importer takes, not every module
 * the barrel re-exports: otherwise every light module of the contract counted as the home's, and the home's kit
 * carried the wallet's, the disputes' and the passkeys' paths to a first screen that uses none of them.
 */
export function staticGraph(name: string, roots: RegExp, heavy: RegExp, barrel?: Barrel) {
  const reachable = new Set<string>();
  const light = new Set<string>();
  const plugin: Plugin = {
    name: `tradewind:static-graph:${name}`,
    apply: 'build',
    buildEnd() {
      reachable.clear();
      light.clear();
      const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const reachesHeavy = new Map<string, boolean>();
      const isHeavy = (id: string): boolean => {
        const known = reachesHeavy.get(id);
        if (known !== undefined) return known;
        reachesHeavy.set(id, false); // a cycle back here adds nothing
        const result = heavy.test(id) || importsOf(id).some(isHeavy);
        reachesHeavy.set(id, result);
        return result;
      };
      const barrelEntry = barrel && [...this.getModuleIds()].find((id) => barrel.entry.test(id));
      const exportsOf = (id: string) => new Set(this.getModuleInfo(id)?.exports ?? []);
      const barrelModules = barrelEntry ? importsOf(barrelEntry).map((id) => ({ id, names: exportsOf(id) })) : [];
      // A bundler that tells no module's exports: every module of the barrel counts, as before.
      const knowsExports = barrelModules.some((module) => module.names.size > 0);
      /** What `id` reaches by one static import: of the barrel, only the modules exporting the names it takes. */
      const next = (id: string): readonly string[] => {
        const ids = importsOf(id);
        if (!barrelEntry || !knowsExports || !ids.includes(barrelEntry)) return ids;
        const names = namesImportedFrom(this.getModuleInfo(id)?.code ?? '', barrel!.specifier);
        if (!names) return ids;
        const taken = barrelModules.filter((module) => names.some((n) => module.names.has(n))).map((m) => m.id);
        return [...ids.filter((other) => other !== barrelEntry), ...taken];
      };
      const stack = [...this.getModuleIds()].filter((id) => roots.test(id));
      for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
        if (reachable.has(id)) continue;
        reachable.add(id);
        if (!isHeavy(id)) light.add(id);
        stack.push(...next(id));
      }
    },
  };
  return { plugin, has: (id: string) => reachable.has(id), light: (id: string) => light.has(id) };
}
