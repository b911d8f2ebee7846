import { PRODUCT_COPY } from '../../config/copy-product';
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
  layer,
}: {
  product: ProductDetail;
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
  /** The history entry it opens (Back is 再看看); none when the address itself opens it. */
  layer?: string;
}) {
  return (
    <BottomSheet
      open={open}
      title={PRODUCT_COPY.product.flashBackTitle}
      onClose={onStay}
      closeLabel={PRODUCT_COPY.product.close}
      layer={layer}
    >
      <p className={styles.flashLead}>
        {PRODUCT_COPY.product.flashBackLead}
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
          {PRODUCT_COPY.product.stay}
        </Button>
        <Button block variant="ghost" onClick={onLeave}>
          {PRODUCT_COPY.product.leave}
        </Button>
      </div>
    </BottomSheet>
  );
}
