import type { ReactNode } from 'react';
import { CAMPAIGN_COPY } from '../../config/copy-campaign';
import type { ProductDetail } from '../../data/product/types';
import { ProductFacts } from '../_shared/ProductFacts';
import { useProductById } from '../_shared/use-product';
import { LoadState } from './LoadState';

/**
 * The product a campaign speaks for, told by the product's own reply (the one its detail shows):
 * a campaign's data names the product by id and holds none of its facts. Loaded as the landing
 * shows; the landing's own headline and artwork do not wait for it.
 */
export function CampaignProduct({
  id,
  children = (product) => <ProductFacts product={product} />,
}: {
  id: number;
  children?: (product: ProductDetail) => ReactNode;
}) {
  const { product, status, retry } = useProductById(id);
  return (
    <LoadState
      status={status === 'missing' ? 'failed' : status}
      data={product ?? null}
      missing={status === 'missing' ? CAMPAIGN_COPY.productMissing : false}
      onRetry={retry}
    >
      {children}
    </LoadState>
  );
}
