import { loadArea } from '../areas';
import { posterSlice } from './slice';

loadArea({ name: 'poster', reducer: posterSlice.reducer });
