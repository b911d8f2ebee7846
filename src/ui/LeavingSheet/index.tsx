import { useEffect, useRef, useState } from 'react';
import { COPY } from '../../config/copy';
import { BottomSheet } from '../BottomSheet';
import { Button } from '../Button';
import { afterLayersSettle } from '../history-layer';
import styles from './LeavingSheet.module.css';

const TEXT = COPY.leaving;

interface Props {
  /** Who runs the page the visitor is about to go to (the product data's name for it). */
  partner: string;
  /** 取消, the cross, the backdrop or the phone's Back: the visitor stays. */
  onCancel: () => void;
  /**
   * 继续前往: called once the sheet's history entry is gone, so that the page left from is the
   * screen's own entry (Back from the partner's page comes back to the screen, not to the sheet).
   */
  onContinue: () => void;
}

/**
 * The notice before any jump to a partner's page (issue 24): who runs that page, and that the
 * platform's service ends there, with 继续前往 and 取消. Mounted when asked for, after a tap: it
 * is a history layer of its own (ui/history-layer), so Back closes it.
 */
export default function LeavingSheet({ partner, onCancel, onContinue }: Props) {
  const [going, setGoing] = useState(false);
  const went = useRef(false);
  const proceed = useRef(onContinue);
  useEffect(() => {
    proceed.current = onContinue;
  });

  // The sheet closing (its entry popped by BottomSheet's layer) comes first; the way out after.
  useEffect(() => {
    if (!going || went.current) return;
    went.current = true;
    afterLayersSettle(() => proceed.current());
  }, [going]);

  return (
    <BottomSheet
      open={!going}
      title={TEXT.title}
      onClose={onCancel}
      closeLabel={TEXT.close}
      layer="leaving"
    >
      <div className={styles.body}>
        <p className={styles.runBy}>{TEXT.runBy(partner)}</p>
        <p className={styles.note}>{TEXT.serviceEnds}</p>
        <div className={styles.actions}>
          <Button variant="ghost" onClick={onCancel}>
            {TEXT.cancel}
          </Button>
          <Button onClick={() => setGoing(true)}>{TEXT.continue}</Button>
        </div>
      </div>
    </BottomSheet>
  );
}
