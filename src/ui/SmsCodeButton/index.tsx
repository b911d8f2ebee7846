import { useEffect, useState } from 'react';
import { COPY } from '../../config/copy';
import styles from './SmsCodeButton.module.css';

interface Props {
  /** Epoch ms from which a new code may be asked for (0: now). */
  resendAt: number;
  sending: boolean;
  /** A code was sent before, so the idle label reads 重新获取. */
  sentBefore: boolean;
  onSend: () => void;
}

function secondsLeft(resendAt: number): number {
  return Math.max(0, Math.ceil((resendAt - Date.now()) / 1000));
}

/** 获取验证码, then `60s后重发` … `1s后重发`, then 重新获取 (copy.md). */
export function SmsCodeButton({ resendAt, sending, sentBefore, onSend }: Props) {
  const [left, setLeft] = useState(() => secondsLeft(resendAt));

  useEffect(() => {
    const tick = () => setLeft(secondsLeft(resendAt));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [resendAt]);

  const waiting = left > 0;
  const label = waiting
    ? COPY.login.resendIn(left)
    : sentBefore || resendAt > 0
      ? COPY.login.resend
      : COPY.login.getCode;
  return (
    <button
      type="button"
      className={styles.button}
      disabled={waiting || sending}
      aria-busy={sending || undefined}
      onClick={onSend}
    >
      {label}
    </button>
  );
}
