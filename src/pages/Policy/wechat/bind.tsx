export { default } from '../../_account/BindScreen';
