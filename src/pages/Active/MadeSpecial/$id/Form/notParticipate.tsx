export { default } from '../../../../_customized/NotParticipateScreen';
