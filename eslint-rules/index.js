import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The project's own lint rules (wired in eslint.config.js).
 *
 * feature-folders: src/pages holds URL files (their path is their URL, app/screens.ts finds them)
 * and underscore feature folders (`_product`, `_funnel`...). Nothing imports a URL file; a feature
 * folder imports `_shared` and the layers below, never another feature folder.
 *
 * route-literals: in-site links are built by src/config/paths.ts only, so a string or template
 * literal that starts with a route of the table (`'/Home'`, `` `/Product/trail?id=${id}` ``) is
 * reported everywhere else.
 */
const PAGES = path.resolve('src/pages');
const ROUTE_TABLE = path.resolve('src/app/routes.ts');

/** '_funnel' for feature code, 'url' for a URL file or its stylesheet, null outside src/pages. */
function placeOf(file) {
  const rel = path.relative(PAGES, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const first = rel.split(path.sep)[0];
  return first.startsWith('_') ? first : 'url';
}

function importSources(context, check) {
  const visit = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node, node.source.value);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

const featureFolders = {
  meta: {
    type: 'problem',
    docs: { description: 'URL files are not imported; feature folders share through _shared only' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = placeOf(file);
    return importSources(context, (node, spec) => {
      if (!spec.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), spec);
      const to = placeOf(target);
      if (to === null) return;
      if (to === 'url') {
        // A URL file's own stylesheet is the one thing next to it that may be imported.
        if (from === 'url' && spec.endsWith('.css')) return;
        context.report({
          node: node.source,
          message: `Nothing imports a URL file (${path.relative(PAGES, target)}): import the screen from its feature folder.`,
        });
        return;
      }
      if (from === null || from === 'url' || to === from || to === '_shared') return;
      context.report({
        node: node.source,
        message: `Feature folder ${from} must not import ${to}: move what both need to _shared.`,
      });
    });
  },
};

/**
 * The first segments of the route table (`Active`, `Home`, `mine`...), read from its source at
 * start-up so that a route added to the table is covered without touching the rule.
 */
function routeSegments() {
  const source = readFileSync(ROUTE_TABLE, 'utf8');
  const segments = new Set();
  // The first argument of every entry: page('/Active/Made/:id', ...).
  for (const [, segment] of source.matchAll(/\(\s*'\/([^'/]+)/g)) segments.add(segment);
  return [...segments];
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `/` + a segment, then the end, `/`, `?`, `#` or `.html`. Routes match in any case, so does this.
 * A template's text is its first quasi; its end counts when an expression follows, because
 * `/Product${suffix}` builds a route as surely as `/Product` is one.
 */
function routePattern(segments) {
  const names = segments.map(escape).join('|');
  return new RegExp(`^/(?:${names})(?:$|[/?#]|\\.html)`, 'i');
}

const ROUTE_LITERAL = routePattern(routeSegments());

const routeLiterals = {
  meta: {
    type: 'suggestion',
    docs: { description: 'In-site links come from src/config/paths.ts, not from string literals' },
    schema: [],
    messages: {
      literal: "In-site path '{{text}}': build it with `paths` from src/config/paths.ts.",
    },
  },
  create(context) {
    const check = (node, text) => {
      if (ROUTE_LITERAL.test(text)) context.report({ node, messageId: 'literal', data: { text } });
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateLiteral(node) {
        const first = node.quasis[0];
        if (first && first.value.cooked !== null) check(node, first.value.cooked);
      },
    };
  },
};

/**
 * area-entry: a data area outside the shell loads with the first screen that imports it (its
 * index module registers it with the store). So outside its own folder such an area's slice,
 * selectors and saga are imported through `data/<area>`, never directly; type imports may go
 * anywhere.
 */
const SHELL_AREAS = new Set(['login', 'common']);
const DATA = path.resolve('src/data');

const areaEntry = {
  meta: {
    type: 'problem',
    docs: { description: 'lazy data areas are imported through their index module' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    return importSources(context, (node, spec) => {
      if (!spec.startsWith('.') || node.importKind === 'type' || node.exportKind === 'type') return;
      const rel = path.relative(DATA, path.resolve(path.dirname(file), spec));
      const [area, part, ...rest] = rel.split(path.sep);
      if (rel.startsWith('..') || rest.length > 0 || SHELL_AREAS.has(area)) return;
      if (!['slice', 'selectors', 'saga'].includes(part)) return;
      if (path.relative(path.join(DATA, area), file).startsWith('..') === false) return;
      context.report({
        node: node.source,
        message: `Import data/${area} (its index loads the area with the screen), not data/${area}/${part}.`,
      });
    });
  },
};

export default {
  rules: {
    'feature-folders': featureFolders,
    'route-literals': routeLiterals,
    'area-entry': areaEntry,
  },
};
