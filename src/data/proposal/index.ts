import { loadArea } from '../areas';
import { proposalSaga } from './saga';
import { proposalSlice } from './slice';

loadArea({ name: 'proposal', reducer: proposalSlice.reducer, saga: proposalSaga });

export { proposalActions } from './slice';
export type * from './slice';
export * from './selectors';
