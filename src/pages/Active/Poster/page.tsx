export { default } from '../../_campaign/poster/PosterMakerScreen';
