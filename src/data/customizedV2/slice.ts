import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoadStatus } from '../status';
import type {
  AnswersRequest,
  Campaign,
  CampaignQuery,
  CampaignResult,
  OrderRequest,
  ServiceOrder,
  Slot,
} from './types';

/** The customisation service: the campaign as this visitor sees it, its fee's order, the questionnaire's submit. */
export interface CustomizedV2State {
  campaign: {
    id: string | null;
    data: Campaign | null;
    status: LoadStatus;
    /** The server's word on a campaign that does not exist or has ended. */
    refusal: string | null;
  };
  order: { status: LoadStatus; created: ServiceOrder | null };
  slots: { id: string | null; data: Slot[] | null; status: LoadStatus };
  submit: {
    status: LoadStatus;
    /** The server's word on refused answers or a time that filled up, shown in place. */
    refusal: string | null;
    /** The visitor has not bought the service: the way on is notParticipate. */
    notBought: boolean;
    done: CampaignResult | null;
  };
}

const initialState: CustomizedV2State = {
  campaign: { id: null, data: null, status: 'idle', refusal: null },
  order: { status: 'idle', created: null },
  slots: { id: null, data: null, status: 'idle' },
  submit: { status: 'idle', refusal: null, notBought: false, done: null },
};

export const customizedV2Slice = createSlice({
  name: 'customizedV2',
  initialState,
  reducers: {
    campaignRequested(state, action: PayloadAction<{ id: string; query: CampaignQuery }>) {
      if (state.campaign.id !== action.payload.id) {
        state.campaign.data = null;
        state.order = initialState.order;
        state.submit = initialState.submit;
      }
      state.campaign.id = action.payload.id;
      state.campaign.status = 'loading';
      state.campaign.refusal = null;
    },
    campaignLoaded(state, action: PayloadAction<Campaign>) {
      if (action.payload.id !== state.campaign.id) return;
      state.campaign.data = action.payload;
      state.campaign.status = 'succeeded';
    },
    campaignRefused(state, action: PayloadAction<{ message: string }>) {
      state.campaign.data = null;
      state.campaign.status = 'failed';
      state.campaign.refusal = action.payload.message;
    },
    campaignFailed(state) {
      state.campaign.status = 'failed';
    },
    orderRequested(state, _action: PayloadAction<{ id: string; request: OrderRequest }>) {
      state.order = { status: 'loading', created: null };
    },
    orderCreated(state, action: PayloadAction<ServiceOrder>) {
      state.order = { status: 'succeeded', created: action.payload };
      const visitor = state.campaign.data?.visitor;
      if (visitor) {
        visitor.orderId = action.payload.orderId;
        visitor.status = action.payload.status === 'paid' ? 'paid' : 'unpaid';
      }
    },
    orderFailed(state) {
      state.order.status = 'failed';
    },
    slotsRequested(state, action: PayloadAction<{ id: string }>) {
      if (state.slots.id !== action.payload.id) state.slots.data = null;
      state.slots.id = action.payload.id;
      state.slots.status = 'loading';
    },
    slotsLoaded(state, action: PayloadAction<{ id: string; slots: Slot[] }>) {
      if (action.payload.id !== state.slots.id) return;
      state.slots.data = action.payload.slots;
      state.slots.status = 'succeeded';
    },
    slotsFailed(state) {
      state.slots.status = 'failed';
    },
    answersSubmitted(state, _action: PayloadAction<{ id: string; request: AnswersRequest }>) {
      state.submit = { ...initialState.submit, status: 'loading' };
    },
    answersAccepted(state, action: PayloadAction<CampaignResult>) {
      state.submit = { ...initialState.submit, status: 'succeeded', done: action.payload };
      const data = state.campaign.data;
      if (data) {
        data.result = action.payload;
        data.visitor.status = 'done';
      }
    },
    answersRefused(state, action: PayloadAction<{ message: string; notBought: boolean }>) {
      state.submit = {
        ...initialState.submit,
        status: 'failed',
        refusal: action.payload.message,
        notBought: action.payload.notBought,
      };
    },
    answersFailed(state) {
      state.submit.status = 'failed';
    },
  },
});

export const customizedV2Actions = customizedV2Slice.actions;
