import { ageOn } from './date';

export type IdCardInfo =
  | { valid: true; birth: Date; birthText: string; gender: 'male' | 'female'; age: number }
  | { valid: false };

/**
 * 18-character resident ID: 6-digit region, YYYYMMDD birth, 3-digit sequence, check character.
 * The first digit must be 1-8: that admits mainland regions and the residence permits of Hong Kong,
 * Macau and Taiwan residents (81/82/83), which use this format and this form field. Foreigners'
 * permanent residence cards (first digit 9) are a different certificate type and are rejected, as
 * are the 15-digit numbers withdrawn in 2013.
 */
const FORMAT = /^[1-8]\d{5}(\d{4})(\d{2})(\d{2})\d{2}(\d)[\dX]$/;
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';
/** No one alive was born earlier; this catches typos such as 0990 for 1990. */
const EARLIEST_YEAR = 1900;

/** GB 11643-1999 ISO 7064 MOD 11-2 check character. */
function checkChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * WEIGHTS[i];
  return CHECK_CHARS[sum % 11];
}

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** Parses an ID number (surrounding spaces and a lower-case x tolerated); a future birth is invalid. */
export function parseIdCard(id: string, today: Date = new Date()): IdCardInfo {
  if (typeof id !== 'string') return { valid: false };
  const normalised = id.trim().toUpperCase();
  const match = FORMAT.exec(normalised);
  if (!match || checkChar(normalised.slice(0, 17)) !== normalised[17]) return { valid: false };

  const [, yearText, monthText, dayText, genderDigit] = match;
  const year = Number(yearText);
  const month = Number(monthText);
  const dayOfMonth = Number(dayText);
  const birth = new Date(year, month - 1, dayOfMonth);
  // Date rolls 31 Feb over into March; a round trip exposes it.
  const realDate =
    birth.getFullYear() === year &&
    birth.getMonth() === month - 1 &&
    birth.getDate() === dayOfMonth;
  if (!realDate || year < EARLIEST_YEAR || birth.getTime() > startOfDay(today).getTime()) {
    return { valid: false };
  }
  return {
    valid: true,
    birth,
    birthText: `${yearText}-${monthText}-${dayText}`,
    gender: Number(genderDigit) % 2 === 1 ? 'male' : 'female',
    age: ageOn(birth, today),
  };
}

export function isIdCard(id: string): boolean {
  return parseIdCard(id).valid;
}
