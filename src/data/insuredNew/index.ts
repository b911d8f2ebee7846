import { loadArea } from '../areas';
import { insuredNewSaga } from './saga';
import { insuredNewSlice } from './slice';

loadArea({ name: 'insuredNew', reducer: insuredNewSlice.reducer, saga: insuredNewSaga });

export { insuredNewActions } from './slice';
export type * from './slice';
export * from './selectors';
