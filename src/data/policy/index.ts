import { loadArea } from '../areas';
import { policySaga } from './saga';
import { policySlice } from './slice';

loadArea({ name: 'policy', reducer: policySlice.reducer, saga: policySaga });

export { policyActions } from './slice';
export type * from './slice';
export * from './selectors';
