import type { SagaIterator } from 'redux-saga';

/** The insuredNew area's watchers (filled in with its screens). */
export function* insuredNewSaga(): SagaIterator {}
