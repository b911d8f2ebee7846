export { default } from '../../../../_campaign/articles/AdvertorialScreen';
