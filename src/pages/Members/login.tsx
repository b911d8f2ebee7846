export { default } from '../_members/MemberCentreScreen';
