export { default } from '../../../_customized/AuthScreen';
