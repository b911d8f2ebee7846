export { default } from '../../_campaign/flow/FlowScreen';
