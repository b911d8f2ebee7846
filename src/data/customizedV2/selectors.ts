import type { RootState } from '../store';

export const selectCampaign = (state: RootState) => state.customizedV2.campaign;
export const selectServiceOrder = (state: RootState) => state.customizedV2.order;
export const selectSlots = (state: RootState) => state.customizedV2.slots;
export const selectAnswersSubmit = (state: RootState) => state.customizedV2.submit;
