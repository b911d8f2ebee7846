export { default } from '../_campaign/invite/InviteScreen';
