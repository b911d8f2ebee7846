export { default } from './_home/HomeScreen';
