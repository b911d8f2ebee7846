/**
 * Periods of a policy or a recommended product as the server codes them, written the way Chinese
 * insurance documents write them. Cover (保障期间): `life` 保终身, `20y` 20年, `to70` 保至70岁,
 * `30d` 30天. Payment (交费期间): `single` 一次性交清, `20y` 20年交, `to60` 交至60岁.
 * An unknown code gives null, so a reply schema can refuse it.
 */
const YEARS = /^([1-9]\d?)y$/;
const DAYS = /^([1-9]\d{0,2})d$/;
const TO_AGE = /^to([1-9]\d{1,2})$/;

export function formatCoverPeriod(code: string): string | null {
  if (code === 'life') return '保终身';
  const years = YEARS.exec(code);
  if (years) return `${years[1]}年`;
  const days = DAYS.exec(code);
  if (days) return `${days[1]}天`;
  const toAge = TO_AGE.exec(code);
  return toAge ? `保至${toAge[1]}岁` : null;
}

export function formatPayPeriod(code: string): string | null {
  if (code === 'single') return '一次性交清';
  const years = YEARS.exec(code);
  if (years) return `${years[1]}年交`;
  const toAge = TO_AGE.exec(code);
  return toAge ? `交至${toAge[1]}岁` : null;
}

export const isCoverPeriod = (code: string): boolean => formatCoverPeriod(code) !== null;
export const isPayPeriod = (code: string): boolean => formatPayPeriod(code) !== null;
