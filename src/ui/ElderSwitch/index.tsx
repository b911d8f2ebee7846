import { useState } from 'react';
import { COPY } from '../../config/copy';
import { setElderMode, useElderMode } from '../elder-mode';
import styles from './ElderSwitch.module.css';

const TEXT = COPY.elder;

/**
 * The 长辈模式 switch (home's header, 我的): a switch a screen reader reads as on or off, and what
 * changed said aloud (a polite status) as well as seen.
 */
export function ElderSwitch({ className, compact }: { className?: string; compact?: boolean }) {
  const on = useElderMode();
  const [said, setSaid] = useState('');
  return (
    <>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        className={`${styles.switch} ${compact ? styles.compact : ''} ${className ?? ''}`}
        data-testid="elder-switch"
        onClick={() => {
          setElderMode(!on);
          setSaid(on ? TEXT.turnedOff : TEXT.turnedOn);
        }}
      >
        <span className={styles.label}>{TEXT.label}</span>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.knob} />
        </span>
      </button>
      <span role="status" className="visually-hidden">
        {said}
      </span>
    </>
  );
}
