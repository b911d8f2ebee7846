const MOBILE = /^1[3-9]\d{9}$/;

/**
 * Mainland mobile numbers: 11 digits starting 13-19. No trimming and no +86 prefix, so what passes
 * is exactly what the server receives; callers trim with text.ts first.
 */
export function isMobilePhone(value: string): boolean {
  return typeof value === 'string' && MOBILE.test(value);
}

/**
 * A phone number as a `tel:` address: its digits (and a leading +), and an extension written
 * `转 8027`, `ext. 8027` or `-8027` after a space, as a pause (`,8027`) that the phone dials once the
 * line answers. `400-820-6688 转 8027` -> `tel:4008206688,8027`; never one long number.
 */
export function telHref(phone: string): string {
  const [main = '', extension] = phone.split(/\s*(?:转|分机|ext\.?)\s*/i);
  const digits = main.replace(/[^\d+]/g, '');
  const ext = extension?.replace(/\D/g, '');
  return `tel:${digits}${ext ? `,${ext}` : ''}`;
}
