export { default } from '../../../../_campaign/articles/SeriesScreen';
