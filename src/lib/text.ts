/**
 * Trims leading and trailing whitespace. ECMAScript's trim already covers every Unicode space
 * separator, so the full-width space (U+3000) that Chinese IMEs insert, NBSP and the BOM go too.
 */
export function trim(value: string | null | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}
