export { default } from '../_funnel/FollowOfficialScreen';
