export { default } from '../../../../_customized/FormStartScreen';
