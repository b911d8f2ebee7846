const DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
const SMALL_UNITS = ['', '十', '百', '千'];
/** Chinese groups digits by four; 万亿 covers everything up to Number.MAX_SAFE_INTEGER. */
const GROUP_UNITS = ['', '万', '亿', '万亿'];

/** 0..9999 without any leading 零; inner zero runs collapse to one 零. */
function group(value: number): string {
  let out = '';
  let zeroPending = false;
  for (let power = 3; power >= 0; power -= 1) {
    const digit = Math.floor(value / 10 ** power) % 10;
    if (digit === 0) {
      zeroPending = out !== '';
    } else {
      if (zeroPending) out += DIGITS[0];
      out += DIGITS[digit] + SMALL_UNITS[power];
      zeroPending = false;
    }
  }
  return out;
}

/**
 * Reads an integer in Chinese numerals: 10 -> 十, 101 -> 一百零一, 10010 -> 一万零一十, -5 -> 负五.
 * Throws a RangeError for non-integers and integers beyond Number.MAX_SAFE_INTEGER, whose digits
 * are no longer exact.
 */
export function toChineseNumeral(n: number): string {
  if (!Number.isSafeInteger(n)) throw new RangeError(`Not a safe integer: ${n}`);
  if (n === 0) return DIGITS[0];
  if (n < 0) return `负${toChineseNumeral(-n)}`;

  const groups: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 10000)) groups.push(rest % 10000);

  let out = '';
  let zeroPending = false;
  for (let i = groups.length - 1; i >= 0; i -= 1) {
    const value = groups[i];
    if (value === 0) {
      zeroPending = out !== '';
      continue;
    }
    // A gap in the digits before this group (a whole zero group, or a group under 1000) reads 零.
    if (out !== '' && (zeroPending || value < 1000)) out += DIGITS[0];
    out += group(value) + GROUP_UNITS[i];
    zeroPending = false;
  }
  // 一十 is only shortened at the very start: 十五, 十万, but 一百一十.
  return out.startsWith('一十') ? out.slice(1) : out;
}
