import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Reply } from '../../api/envelope';
import { COPY } from '../../config/copy';
import { SITE } from '../../config/site';
import { safeExternalUrl } from '../../lib/url';
import { getServices } from '../services';
import { fetchCategories, fetchJumpLink, fetchProducts } from './api';
import { homeActions, type ProductsRequest } from './slice';
import type { Category, JumpLink, ProductItem, ProductListMeta } from './types';

/** Catalogue failures are info toasts (spec section 8). */
function* catalogueFailure(message: string): SagaIterator {
  const { feedback } = yield* getServices();
  feedback.info(message);
}

export function* loadCategories(): SagaIterator {
  try {
    const reply: Reply<Category[]> = yield call(fetchCategories);
    if (reply.code === 0) {
      yield put(homeActions.categoriesLoaded(reply.payload ?? []));
      return;
    }
    yield* catalogueFailure(reply.message);
  } catch {
    // The request helper has already told the visitor (or sent them home).
  }
  yield put(homeActions.categoriesFailed());
}

export function* loadProducts(action: PayloadAction<ProductsRequest>): SagaIterator {
  const { categoryId, page } = action.payload;
  try {
    const reply: Reply<ProductItem[], ProductListMeta> = yield call(fetchProducts, {
      productCategoryId: categoryId,
      pageCount: page,
      pageSize: SITE.pageSize,
    });
    if (reply.code === 0) {
      yield put(
        homeActions.productsLoaded({
          categoryId,
          list: reply.payload ?? [],
          pagination: reply.meta?.pagination ?? null,
        }),
      );
      return;
    }
    yield* catalogueFailure(reply.message);
  } catch {
    // As above.
  }
  yield put(homeActions.productsFailed());
}

export function* jumpToProduct(action: PayloadAction<{ productId: number }>): SagaIterator {
  try {
    const reply: Reply<JumpLink> = yield call(fetchJumpLink, action.payload.productId);
    if (reply.code === 0) {
      const url = safeExternalUrl(reply.payload?.url);
      if (url) {
        const { openExternal } = yield* getServices();
        openExternal(url);
      } else {
        yield* catalogueFailure(COPY.home.badLink);
      }
    } else {
      yield* catalogueFailure(reply.message);
    }
  } catch {
    // As above.
  }
  yield put(homeActions.jumpSettled());
}

export function* homeSaga(): SagaIterator {
  yield takeLatest(homeActions.categoriesRequested.type, loadCategories);
  yield takeLatest(homeActions.productsRequested.type, loadProducts);
  yield takeLeading(homeActions.jumpRequested.type, jumpToProduct);
}
