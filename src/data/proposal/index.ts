import { loadArea } from '../areas';
import { proposalSlice } from './slice';

loadArea({ name: 'proposal', reducer: proposalSlice.reducer });
