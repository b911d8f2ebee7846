export { FooterPart as default } from '../../../_gift/parts';
