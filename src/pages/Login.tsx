export { default } from './_account/LoginScreen';
