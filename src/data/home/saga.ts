import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { put, takeLatest, takeLeading } from 'redux-saga/effects';
import { COPY } from '../../config/copy';
import { SITE } from '../../config/site';
import { safeExternalUrl } from '../../lib/url';
import { ask, NOTICE } from '../ask';
import { getServices } from '../services';
import { fetchCategories, fetchJumpLink, fetchProducts } from './api';
import { homeActions, type ProductsRequest } from './slice';

export function* loadCategories(): SagaIterator {
  const reply = yield* ask(NOTICE.catalogue, fetchCategories);
  yield put(
    reply ? homeActions.categoriesLoaded(reply.payload ?? []) : homeActions.categoriesFailed(),
  );
}

export function* loadProducts(action: PayloadAction<ProductsRequest>): SagaIterator {
  const { categoryId, page } = action.payload;
  const reply = yield* ask(NOTICE.catalogue, fetchProducts, {
    productCategoryId: categoryId,
    pageCount: page,
    pageSize: SITE.pageSize,
  });
  if (!reply) {
    yield put(homeActions.productsFailed());
    return;
  }
  yield put(
    homeActions.productsLoaded({
      categoryId,
      list: reply.payload ?? [],
      pagination: reply.meta?.pagination ?? null,
    }),
  );
}

export function* jumpToProduct(action: PayloadAction<{ productId: number }>): SagaIterator {
  const reply = yield* ask(NOTICE.catalogue, fetchJumpLink, action.payload.productId);
  if (reply) {
    const url = safeExternalUrl(reply.payload?.url);
    const { openExternal, feedback } = yield* getServices();
    if (url) openExternal(url);
    else feedback.info(COPY.home.badLink);
  }
  yield put(homeActions.jumpSettled());
}

export function* homeSaga(): SagaIterator {
  yield takeLatest(homeActions.categoriesRequested.type, loadCategories);
  yield takeLatest(homeActions.productsRequested.type, loadProducts);
  yield takeLeading(homeActions.jumpRequested.type, jumpToProduct);
}
