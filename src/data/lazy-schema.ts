import type * as ReplySchemas from './reply-schemas';

type Name = keyof typeof ReplySchemas;

/**
 * A reply schema of reply-schemas.ts for the request helper, loaded alongside the first call that
 * needs it: the catalogue's first visit carries only the catalogue's schemas (docs/decisions.md,
 * "Reply schemas").
 */
export function lazySchema<N extends Name>(name: N): () => Promise<(typeof ReplySchemas)[N]> {
  return () => import('./reply-schemas').then((schemas) => schemas[name]);
}
