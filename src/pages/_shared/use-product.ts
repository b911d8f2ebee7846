import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../data/hooks';
import { selectProductDetail, selectProductStatus, productActions } from '../../data/product';

/**
 * A product's detail, loaded once per store and shared by every screen that speaks of it: the
 * product's own screens and the campaigns that name it read the same reply.
 */
export function useProductById(id: number | null) {
  const dispatch = useAppDispatch();
  const product = useAppSelector((state) =>
    id === null ? undefined : selectProductDetail(state, id),
  );
  const status = useAppSelector((state) => (id === null ? 'idle' : selectProductStatus(state, id)));

  useEffect(() => {
    if (id !== null && status === 'idle') dispatch(productActions.detailRequested({ id }));
  }, [dispatch, id, status]);

  const retry = () => {
    if (id !== null) dispatch(productActions.detailRequested({ id }));
  };

  return { id, product, status, retry };
}

/** The product of `?id=`, loaded once and shared by every product screen and part. */
export function useProduct() {
  const [params] = useSearchParams();
  const raw = params.get('id');
  return useProductById(raw && /^\d+$/.test(raw) ? Number(raw) : null);
}
