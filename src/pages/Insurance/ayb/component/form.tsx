export { FormPart as default } from '../../../_gift/parts';
