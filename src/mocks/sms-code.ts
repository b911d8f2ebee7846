import { now } from './clock';
import { db } from './db';

/** How long a sent SMS code can be used. */
export const SMS_CODE_TTL_MS = 5 * 60 * 1000;

/** Whether `code` is the live code last sent to `phone` (validation/bind). */
export function smsCodeValid(phone: string, code: string): boolean {
  const sms = db.smsCodes.get(phone);
  return (
    sms !== undefined &&
    sms.code !== null &&
    sms.code === code.trim() &&
    now() - sms.codeSentAt < SMS_CODE_TTL_MS
  );
}

/** A code is good for one use: a login, or a lead. */
export function spendSmsCode(phone: string): void {
  db.smsCodes.update(phone, { code: null });
}
