export { default } from './_proposal/ProposalScreen';
