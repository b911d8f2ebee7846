export { default } from '../../_campaign/poster/PosterLandingScreen';
