// index.html's inline scripts as the build ships them: minified, so their comments (which say why
// each line is there) stay in the source and are not part of every first visit. The build
// (build/first-paint.ts) and the Content-Security-Policy's hashes (scripts/csp.mjs) both use
// this, so the hashes are of the very text the browser runs.
import { minifySync } from 'vite';

/** Every inline script (a `<script>` without `src`) of the page. */
export const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** The page with each inline script's text minified (same behaviour, fewer bytes). */
export function shipInlineScripts(html) {
  return html.replace(INLINE_SCRIPT, (_, attributes, body) => {
    const { code, errors } = minifySync('index-inline.js', body, {
      // No syntax newer than ES2015, which every browser of package.json's browserslist runs (the
      // app itself needs more).
      compress: { target: 'es2015' },
      mangle: true,
    });
    if (errors?.length)
      throw new Error(`index.html: an inline script does not parse: ${errors[0].message}`);
    return `<script${attributes}>${code.trim()}</script>`;
  });
}
