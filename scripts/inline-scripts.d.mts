/** Every inline script (a `<script>` without `src`) of the page. */
export declare const INLINE_SCRIPT: RegExp;
/** The page with each inline script's text minified (same behaviour, fewer bytes). */
export declare function shipInlineScripts(html: string): string;
