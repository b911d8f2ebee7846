export { UserAgreementScreen as default } from '../_doc/documents';
