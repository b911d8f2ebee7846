export { default } from '../_campaign/shortvideo/ShortVideoScreen';
