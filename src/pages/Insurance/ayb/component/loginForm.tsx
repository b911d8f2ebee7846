export { LoginFormPart as default } from '../../../_gift/parts';
