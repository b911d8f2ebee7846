import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import active from './active/slice';
import ayb from './ayb/slice';
import common from './common/slice';
import { commonSaga } from './common/saga';
import customizedV2 from './customizedV2/slice';
import health from './health/slice';
import { healthSaga } from './health/saga';
import home from './home/slice';
import { homeSaga } from './home/saga';
import insured from './insured/slice';
import insuredNew from './insuredNew/slice';
import { insuredNewSaga } from './insuredNew/saga';
import login from './login/slice';
import { loginSaga } from './login/saga';
import members from './members/slice';
import { membersSaga } from './members/saga';
import pay from './pay/slice';
import { paySaga } from './pay/saga';
import policy from './policy/slice';
import poster from './poster/slice';
import product from './product/slice';
import { productSaga } from './product/saga';
import proposal from './proposal/slice';
import { silentServices, type Services } from './services';

/** The fifteen data areas of the spec, all registered up front. */
export const rootReducer = combineReducers({
  customizedV2,
  active,
  poster,
  ayb,
  insured,
  insuredNew,
  members,
  policy,
  product,
  health,
  pay,
  proposal,
  common,
  home,
  login,
});

export type RootState = ReturnType<typeof rootReducer>;

export function* rootSaga() {
  yield all([
    fork(homeSaga),
    fork(commonSaga),
    fork(productSaga),
    fork(loginSaga),
    fork(membersSaga),
    fork(healthSaga),
    fork(insuredNewSaga),
    fork(paySaga),
  ]);
}

export function makeStore(
  preloadedState?: Partial<RootState>,
  services: Services = silentServices,
) {
  const sagaMiddleware = createSagaMiddleware({ context: { services } });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  sagaMiddleware.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
