export { default } from './_members/ActivationScreen';
