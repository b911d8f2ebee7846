import type { SagaIterator } from 'redux-saga';

/** The pay area's watchers (filled in with its screens). */
export function* paySaga(): SagaIterator {}
