import { loadArea } from '../areas';
import { productSaga } from './saga';
import { productSlice } from './slice';

loadArea({ name: 'product', reducer: productSlice.reducer, saga: productSaga });

export { productActions } from './slice';
export type * from './slice';
export * from './selectors';
