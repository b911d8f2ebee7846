export { default } from '../_proposal/FollowUpService';
