import {
  judgeSendCode,
  MAX_SENDS_PER_WINDOW,
  RESEND_CAPTCHA_MS,
  SEND_WINDOW_MS,
  type SendCodeFacts,
} from '../../src/mocks/send-code-rule';

const NOW = Date.UTC(2026, 10, 21, 8, 0, 0);
const facts = (change: Partial<SendCodeFacts> = {}): SendCodeFacts => ({
  phone: '13800138000',
  hasAccount: true,
  sends: [],
  now: NOW,
  captcha: 'absent',
  ...change,
});

describe('judgeSendCode', () => {
  it('sends to an existing account with no captcha', () => {
    expect(judgeSendCode(facts())).toEqual({ outcome: 'sent', spendCaptcha: false });
  });

  it.each(['1380013800', '138001380001', '12800138000', '+8613800138000', ' 13800138000', ''])(
    'refuses the phone %j before anything else',
    (phone) => {
      expect(judgeSendCode(facts({ phone, captcha: 'right' })).outcome).toBe('badPhone');
    },
  );

  it('asks a new number for a captcha', () => {
    expect(judgeSendCode(facts({ hasAccount: false }))).toEqual({
      outcome: 'captchaRequired',
      spendCaptcha: false,
    });
    expect(judgeSendCode(facts({ hasAccount: false, captcha: 'right' }))).toEqual({
      outcome: 'sent',
      spendCaptcha: true,
    });
  });

  it('asks for a captcha within 60 s of the last send, not after', () => {
    const justSent = [NOW - RESEND_CAPTCHA_MS + 1];
    expect(judgeSendCode(facts({ sends: justSent })).outcome).toBe('captchaRequired');
    expect(judgeSendCode(facts({ sends: justSent, captcha: 'right' })).outcome).toBe('sent');
    expect(judgeSendCode(facts({ sends: [NOW - RESEND_CAPTCHA_MS] })).outcome).toBe('sent');
  });

  it('spends the captcha on a wrong answer, and not on an unknown token', () => {
    expect(judgeSendCode(facts({ hasAccount: false, captcha: 'wrong' }))).toEqual({
      outcome: 'captchaWrong',
      spendCaptcha: true,
    });
    expect(judgeSendCode(facts({ hasAccount: false, captcha: 'unknown' }))).toEqual({
      outcome: 'captchaExpired',
      spendCaptcha: false,
    });
  });

  it('ignores a captcha that was not needed, leaving it unspent', () => {
    expect(judgeSendCode(facts({ captcha: 'wrong' }))).toEqual({
      outcome: 'sent',
      spendCaptcha: false,
    });
  });

  it('refuses the sixth send in ten minutes, before asking for a captcha', () => {
    const five = Array.from({ length: MAX_SENDS_PER_WINDOW }, (_, i) => NOW - (i + 2) * 60_000);
    expect(judgeSendCode(facts({ sends: five, captcha: 'right' }))).toEqual({
      outcome: 'tooFrequent',
      spendCaptcha: false,
    });
    // The oldest leaves the window: one more is allowed.
    const older = [...five.slice(1), NOW - SEND_WINDOW_MS];
    expect(judgeSendCode(facts({ sends: older })).outcome).toBe('sent');
  });
});
