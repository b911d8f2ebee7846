import type { RootState } from '../store';

export const selectWxSdkConfig = (state: RootState) => state.common.wxSdkConfig;
