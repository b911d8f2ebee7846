import { PRODUCT_COPY } from '../../config/copy-product';
import type { ProductDetail } from '../../data/product/types';
import { BottomSheet } from '../../ui/BottomSheet';
import { ProvisionsList } from './ProvisionsList';

export { FlashBackSheet } from './FlashBackSheet';

/**
 * The detail screen's two sheets, the documents and the retention sheet: a chunk of their own,
 * fetched when the visitor first opens one (DetailScreen), not with the screen.
 */
export function DocumentsSheet({
  product,
  family,
  open,
  onClose,
  layer,
}: {
  product: ProductDetail;
  family: ProductDetail['family'];
  open: boolean;
  onClose: () => void;
  /** The history entry it opens (Back closes it); none when the address itself opens it. */
  layer?: string;
}) {
  return (
    <BottomSheet
      open={open}
      title={PRODUCT_COPY.product.documents}
      onClose={onClose}
      closeLabel={PRODUCT_COPY.product.close}
      layer={layer}
    >
      <ProvisionsList product={product} family={family} />
    </BottomSheet>
  );
}
