import path from 'node:path';

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * Everything the entry imports statically goes into one chunk. Left to itself the bundler cuts the
 * first visit into a score of small chunks (each module that a lazy screen shares with the shell
 * becomes its own file), which costs requests and compresses worse than one file.
 */
export function shellGroup() {
  const entry = path.resolve('src/app/main.tsx');
  let shell: Set<string> | null = null;
  return {
    debugName: 'shell',
    name: (id: string, ctx: ModuleGraph) => {
      if (!shell) {
        shell = new Set();
        const stack = [entry];
        while (stack.length) {
          const next = stack.pop()!;
          if (shell.has(next)) continue;
          shell.add(next);
          stack.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
        }
      }
      // The entry module itself stays the entry chunk, so index.html and the manifest name it.
      return id !== entry && shell.has(id) ? 'shell' : null;
    },
  };
}
