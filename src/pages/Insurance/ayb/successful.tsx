export { default } from '../../_gift/SuccessfulScreen';
