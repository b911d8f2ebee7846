export { HeaderPart as default } from '../../../_gift/parts';
