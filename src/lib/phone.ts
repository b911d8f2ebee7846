const MOBILE = /^1[3-9]\d{9}$/;

/**
 * Mainland mobile numbers: 11 digits starting 13-19. No trimming and no +86 prefix, so what passes
 * is exactly what the server receives; callers trim with text.ts first.
 */
export function isMobilePhone(value: string): boolean {
  return typeof value === 'string' && MOBILE.test(value);
}
