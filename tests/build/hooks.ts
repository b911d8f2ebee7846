import type { Plugin } from 'vite';

type Hook = (this: unknown, ...args: unknown[]) => unknown;

/** A plugin's hook as a plain function (Vite takes a hook as a function or as `{ handler }`). */
export function hook(plugin: Plugin, name: keyof Plugin): Hook {
  const value = plugin[name] as unknown;
  const handler =
    typeof value === 'function' ? value : (value as { handler?: unknown } | undefined)?.handler;
  if (typeof handler !== 'function') throw new Error(`${plugin.name} has no ${name} hook`);
  return handler as Hook;
}
