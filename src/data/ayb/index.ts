import { loadArea } from '../areas';
import { aybSaga } from './saga';
import { aybSlice } from './slice';

loadArea({ name: 'ayb', reducer: aybSlice.reducer, saga: aybSaga });

export { aybActions } from './slice';
export type * from './slice';
export * from './selectors';
