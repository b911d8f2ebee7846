export { default } from './_shell/ErrorScreen';
