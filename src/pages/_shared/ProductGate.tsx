import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { COPY } from '../../config/copy';
import { PRODUCT_COPY } from '../../config/copy-product';
import { paths } from '../../config/paths';
import type { ProductDetail } from '../../data/product/types';
import { Button } from '../../ui/Button';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { StateBlock } from '../../ui/StateBlock';
import screenStyles from './Screen.module.css';
import { useProduct } from './use-product';

/**
 * Every product screen and part goes through this: loading skeleton, a missing or unknown product,
 * a failed load with retry, and the off-shelf rule (any product screen -> /ProductGuide).
 */
export function ProductGate({
  children,
  skeleton = <PageSkeleton />,
}: {
  children: (product: ProductDetail) => ReactNode;
  skeleton?: ReactNode;
}) {
  const { id, product, status, retry } = useProduct();

  if (product?.status === 'off')
    return <Navigate replace to={paths.product.offShelf(product.id)} />;
  if (product) return <>{children(product)}</>;
  if (id === null || status === 'missing') {
    return (
      <StateBlock
        kind="empty"
        heading
        title={PRODUCT_COPY.product.missing}
        action={
          <Link className={screenStyles.ghostLink} to={paths.home()}>
            {COPY.common.backHome}
          </Link>
        }
      />
    );
  }
  if (status === 'failed') {
    return (
      <StateBlock
        kind="error"
        heading
        title={PRODUCT_COPY.product.loadFailed}
        action={<Button onClick={retry}>{COPY.common.retry}</Button>}
      />
    );
  }
  return <>{skeleton}</>;
}
