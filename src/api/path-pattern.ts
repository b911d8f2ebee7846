import { PATHS } from './paths';

/**
 * An API path as its pattern (`/rest/api/product/detail/{id}`), for the field reports: what was
 * called, never whose record (an order, a policy, a plan's id) nor the query. Loaded with the
 * field reporter only.
 */
const SLOT = '__slot__';
const ID = '{id}';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Known {
  pattern: string;
  match: RegExp;
  slots: number;
}

let known: Known[] | null = null;

function knownPatterns(): Known[] {
  known ??= Object.values(PATHS)
    .map((entry): string =>
      typeof entry === 'string'
        ? entry
        : (entry as (...slots: string[]) => string)(
            ...Array.from({ length: entry.length }, () => SLOT),
          ),
    )
    .map((path) => ({
      pattern: path.split(SLOT).join(ID),
      match: new RegExp(`^${path.split(SLOT).map(escape).join('[^/]+')}$`),
      slots: path.split(SLOT).length - 1,
    }))
    // A fixed path before a pattern that could also match it (`active/article` before
    // `active/{id}/{id}/leads`), then the most specific pattern first.
    .sort((a, b) => a.slots - b.slots);
  return known;
}

/** A segment of a word or two (`product_types`, `poster-kit`); anything else may be an id. */
const WORD = /^[A-Za-z]+([_-][A-Za-z]+)*$/;

export function apiPathPattern(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  const hit = knownPatterns().find(({ match }) => match.test(bare));
  if (hit) return hit.pattern;
  // A path of no call the client knows: its words kept, every other segment taken for an id.
  return bare
    .split('/')
    .map((segment, i) => (i === 0 || WORD.test(segment) ? segment : ID))
    .join('/');
}
