import { loadArea } from '../areas';
import { paySaga } from './saga';
import { paySlice } from './slice';

loadArea({ name: 'pay', reducer: paySlice.reducer, saga: paySaga });

export { payActions } from './slice';
export type * from './slice';
export * from './selectors';
