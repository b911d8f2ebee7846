export { default } from '../../_policy/BindScreen';
