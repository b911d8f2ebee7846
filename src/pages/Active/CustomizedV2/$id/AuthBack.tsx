export { default } from '../../../_account/AuthBackScreen';
