/** The familiar patterns hide at least four characters (`138****5678`). */
const MIN_HIDDEN = 4;

/**
 * Keeps `head` leading and `tail` trailing characters and stars the rest, one star per character so
 * the length still reads right. Input too short to hide MIN_HIDDEN characters that way keeps only a
 * quarter of itself on each side, so a short value is never shown back whole.
 */
function maskMiddle(value: string, head: number, tail: number): string {
  const chars = Array.from(typeof value === 'string' ? value.trim() : '');
  const fits = chars.length >= head + tail + MIN_HIDDEN;
  const quarter = Math.floor(chars.length / 4);
  const keepHead = fits ? head : quarter;
  const keepTail = fits ? tail : quarter;
  return (
    chars.slice(0, keepHead).join('') +
    '*'.repeat(chars.length - keepHead - keepTail) +
    chars.slice(chars.length - keepTail).join('')
  );
}

/** `110101199003071234` -> `1101**********1234`. */
export function maskIdCard(id: string): string {
  return maskMiddle(id, 4, 4);
}

/** `13812345678` -> `138****5678`. */
export function maskPhone(phone: string): string {
  return maskMiddle(phone, 3, 4);
}
