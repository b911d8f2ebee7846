export { default } from '../../_gift/OfficialScreen';
