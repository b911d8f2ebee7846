export { AgencyAgreementScreen as default } from '../_doc/documents';
