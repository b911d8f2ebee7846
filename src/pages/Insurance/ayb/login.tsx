export { default } from '../../_gift/ClaimScreen';
