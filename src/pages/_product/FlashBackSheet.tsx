import { COPY } from '../../config/copy';
import type { ProductDetail } from '../../data/product/types';
import { BottomSheet } from '../../ui/BottomSheet';
import { Button } from '../../ui/Button';
import styles from './Detail.module.css';

/** flashBack: a reminder of the product's highlights, with stay and leave. */
export function FlashBackSheet({
  product,
  open,
  onStay,
  onLeave,
}: {
  product: ProductDetail;
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <BottomSheet
      open={open}
      title={COPY.product.flashBackTitle}
      onClose={onStay}
      closeLabel={COPY.product.close}
    >
      <p className={styles.flashLead}>
        {COPY.product.flashBackLead}
        <strong>{product.name}</strong>
      </p>
      <ul className={styles.flashList}>
        {product.highlights.slice(0, 3).map((point) => (
          <li key={point.title}>
            <strong>{point.title}</strong>
            {point.description}
          </li>
        ))}
      </ul>
      <div className={styles.flashActions}>
        <Button block onClick={onStay}>
          {COPY.product.stay}
        </Button>
        <Button block variant="ghost" onClick={onLeave}>
          {COPY.product.leave}
        </Button>
      </div>
    </BottomSheet>
  );
}
