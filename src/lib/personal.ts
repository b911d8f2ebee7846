/**
 * What personal data looks like in free text (the S7 rule: none in URLs, storage, logs, statistics
 * or field reports): a mainland mobile number, a resident ID number, a bank card or any other run
 * of twelve digits or more, an e-mail address, and any Chinese text (a name, an address; nothing a report
 * needs is in Chinese). A name in Latin letters cannot be told from a word: what carries free text
 * keeps to what a program wrote, never what a visitor typed.
 */
export const PERSONAL_PATTERNS: Readonly<Record<string, RegExp>> = {
  phone: /1[3-9]\d[\s-]?\d{4}[\s-]?\d{4}/,
  idNumber: /\d{6}(18|19|20)\d{2}(0[1-9]|1[0-2])\d{2}\d{3}[\dXx]|\d{15}/,
  digits: /\d(?:[\s-]?\d){11,}/,
  email: /[\w.+-]+@[\w-]+\.[\w.-]+/,
  chinese: /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/,
};

/** The names of the patterns `text` matches (empty when it looks clean). */
export function personalDataIn(text: string): string[] {
  return Object.entries(PERSONAL_PATTERNS)
    .filter(([, pattern]) => pattern.test(text))
    .map(([name]) => name);
}

export function looksPersonal(text: string): boolean {
  return personalDataIn(text).length > 0;
}
