import type { Plugin } from 'vite';

/**
 * The modules reachable by static imports from the modules `roots` matches, read off the module graph once it is
 * complete (`buildEnd` runs before chunks are formed), so a chunk group's `test` can ask whether a module belongs to
 * a screen's first load. `light` leaves out every module whose own static imports reach `heavy`: grouping one of
 * those (a barrel re-exporting forms' schemas, say) would make the group's file import the heavy library wherever
 * it is loaded. The app's own modules need not be light: the bundler keeps only what they use of a barrel.
 */
export function staticGraph(name: string, roots: RegExp, heavy: RegExp) {
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
      const stack = [...this.getModuleIds()].filter((id) => roots.test(id));
      for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
        if (reachable.has(id)) continue;
        reachable.add(id);
        if (!isHeavy(id)) light.add(id);
        stack.push(...importsOf(id));
      }
    },
  };
  return { plugin, has: (id: string) => reachable.has(id), light: (id: string) => light.has(id) };
}
