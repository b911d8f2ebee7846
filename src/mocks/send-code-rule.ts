import { isMobilePhone } from '../lib/phone';

/**
 * When the sandbox sends an SMS code (POST /rest/api/validation/bind). Pure: the handler gathers
 * the facts from the db, asks judgeSendCode, then applies the verdict, so every rule reads and
 * tests here on its own.
 */

/** A phone may receive this many codes in SEND_WINDOW_MS; the next ask is refused. */
export const MAX_SENDS_PER_WINDOW = 5;
export const SEND_WINDOW_MS = 10 * 60 * 1000;
/** Asking again this soon after a send needs a captcha (the client's resend countdown is 60 s). */
export const RESEND_CAPTCHA_MS = 60 * 1000;

/** What the handler found about the captcha in the request, before spending anything. */
export type CaptchaCheck =
  /** No answer or no token in the body. */
  | 'absent'
  /** A token the sandbox never issued, already spent or expired. */
  | 'unknown'
  | 'wrong'
  | 'right';

export interface SendCodeFacts {
  phone: string;
  /** A user with this phone exists. New numbers must pass a captcha: it slows down SMS bombing. */
  hasAccount: boolean;
  /** When earlier codes were sent to this phone (ms); older ones may be included. */
  sends: readonly number[];
  now: number;
  captcha: CaptchaCheck;
}

export type SendCodeOutcome =
  'sent' | 'badPhone' | 'tooFrequent' | 'captchaRequired' | 'captchaExpired' | 'captchaWrong';

export interface SendCodeVerdict {
  outcome: SendCodeOutcome;
  /**
   * The captcha token is used up. Any checked answer spends it, right or wrong: otherwise one
   * solved picture would unlock unlimited sends, or a wrong one could be retried by a script.
   */
  spendCaptcha: boolean;
}

/** The sends still worth keeping: older ones no longer count for anything. */
export function recentSends(sends: readonly number[], now: number): number[] {
  return sends.filter((t) => t <= now && now - t < SEND_WINDOW_MS);
}

const verdict = (outcome: SendCodeOutcome, spendCaptcha = false): SendCodeVerdict => ({
  outcome,
  spendCaptcha,
});

/**
 * The order matters: the phone first (nothing else means anything without it), then the rate
 * limit (so a refused visitor does not waste a captcha), then whether a captcha is needed. A
 * captcha sent when none is needed is ignored and stays unspent.
 */
export function judgeSendCode(facts: SendCodeFacts): SendCodeVerdict {
  if (!isMobilePhone(facts.phone)) return verdict('badPhone');
  const recent = recentSends(facts.sends, facts.now);
  if (recent.length >= MAX_SENDS_PER_WINDOW) return verdict('tooFrequent');

  const justSent = recent.some((t) => facts.now - t < RESEND_CAPTCHA_MS);
  if (facts.hasAccount && !justSent) return verdict('sent');

  switch (facts.captcha) {
    case 'absent':
      return verdict('captchaRequired');
    case 'unknown':
      return verdict('captchaExpired');
    case 'wrong':
      return verdict('captchaWrong', true);
    case 'right':
      return verdict('sent', true);
  }
}
