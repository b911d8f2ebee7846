import { useState } from 'react';
import { useElderMode } from '../elder-mode';
import { ElderSwitch } from '../ElderSwitch';
import styles from './ElderBar.module.css';

/**
 * 长辈模式, reversible on every screen (issue 25): while it is on, a screen without a switch of its
 * own (home's header and 我的 have one) opens with one, at the top right, in the page's flow, so no
 * fixed bar covers it and it covers nothing. Switched off here, it stays for the rest of this
 * screen, saying 已关闭长辈模式 and ready to switch back; the next screen has none.
 */
export function ElderBar() {
  const on = useElderMode();
  const [seen, setSeen] = useState(on);
  if (on && !seen) setSeen(true);
  if (!seen) return null;
  return (
    <aside className={styles.bar} aria-label="长辈模式开关">
      <ElderSwitch />
    </aside>
  );
}
