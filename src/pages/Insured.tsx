export { default } from './_funnel/InsuredScreen';
