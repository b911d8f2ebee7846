import { loadArea } from '../areas';
import { healthSaga } from './saga';
import { healthSlice } from './slice';

loadArea({ name: 'health', reducer: healthSlice.reducer, saga: healthSaga });

export { healthActions } from './slice';
export type * from './slice';
export * from './selectors';
