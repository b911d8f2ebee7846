export { PrivacyPolicyScreen as default } from '../_doc/documents';
