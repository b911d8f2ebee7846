export { default } from './_account/AuthorizeScreen';
