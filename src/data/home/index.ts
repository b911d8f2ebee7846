import { loadArea } from '../areas';
import { homeSaga } from './saga';
import { homeSlice } from './slice';

/**
 * The catalogue's area, loaded with the home screen (and by start-up on the catalogue's own
 * addresses, to ask for its data before the screen's code has run): a deep link does not carry it.
 */
loadArea({ name: 'home', reducer: homeSlice.reducer, saga: homeSaga });

export { homeActions } from './slice';
export type * from './slice';
export * from './selectors';
