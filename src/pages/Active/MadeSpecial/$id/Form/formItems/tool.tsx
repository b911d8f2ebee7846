export { default } from '../../../../../_customized/StepScreen';
