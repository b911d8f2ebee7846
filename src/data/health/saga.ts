import type { SagaIterator } from 'redux-saga';

/** The health area's watchers (filled in with its screens). */
export function* healthSaga(): SagaIterator {}
