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

/** `6225880212345678` -> `6225********5678`: a bank card or account number. */
export function maskBankAccount(account: string): string {
  return maskMiddle(typeof account === 'string' ? account.replace(/\s/g, '') : '', 4, 4);
}

/**
 * `zhangwei@example.com` -> `zh***@example.com`: the first characters of the name (one when it is
 * short) and a fixed mask, so the name's length does not show; the domain stays readable.
 */
export function maskEmail(email: string): string {
  const value = typeof email === 'string' ? email.trim() : '';
  const at = value.lastIndexOf('@');
  if (at <= 0) return maskMiddle(value, 1, 1);
  const name = Array.from(value.slice(0, at));
  const keep = name.length > 4 ? 2 : 1;
  return `${name.slice(0, keep).join('')}***${value.slice(at)}`;
}

/** `张伟` -> `张**`: the surname and a fixed mask, so not even the name's length shows. */
export function maskName(name: string): string {
  const first = Array.from(typeof name === 'string' ? name.trim() : '')[0] ?? '';
  return first ? `${first}**` : '';
}
