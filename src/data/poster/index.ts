import { loadArea } from '../areas';
import { posterSaga } from './saga';
import { posterSlice } from './slice';

loadArea({ name: 'poster', reducer: posterSlice.reducer, saga: posterSaga });

export { posterActions } from './slice';
export type * from './slice';
export * from './selectors';
