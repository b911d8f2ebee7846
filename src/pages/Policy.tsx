export { default } from './_policy/PolicyListScreen';
