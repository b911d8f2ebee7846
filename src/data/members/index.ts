import { loadArea } from '../areas';
import { membersSaga } from './saga';
import { membersSlice } from './slice';

loadArea({ name: 'members', reducer: membersSlice.reducer, saga: membersSaga });

export { membersActions } from './slice';
export type * from './slice';
export * from './selectors';
