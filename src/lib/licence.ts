/**
 * 执业证编号: the practising certificate number of a licensed insurance sales person (a planner, an
 * advisor), which marketing material and advice must show beside the person's name. One format
 * for every person the site names: the 26 digits the regulator's 保险中介监管信息系统 issues
 * (the institution's code, the year of issue, a serial), shown as issued, without spaces.
 * The operator's own licence (经营保险代理业务许可证, config/site.ts) is another document.
 */
export const PRACTISING_NO_DIGITS = 26;

const PRACTISING_NO = /^\d{26}$/;

/** Whether `value` is a 执业证编号 in the one format. */
export function isPractisingNo(value: unknown): value is string {
  return typeof value === 'string' && PRACTISING_NO.test(value);
}
