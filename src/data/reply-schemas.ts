/**
 * The reply schemas of the shell's calls other than the catalogue's (login, common, the sales
 * trail), in one chunk that their api.ts files load with their first call, so that the first visit
 * carries only the catalogue's (docs/decisions.md, "Reply schemas"). The areas that load with their
 * screens import their schemas directly. Import this module dynamically only.
 */
export { ProfessionLevelSchema, WxSdkConfigSchema } from './common/types';
export { AreasSchema, JobsSchema } from './insured/types';
export {
  AuthorizeUrlSchema,
  CaptchaTokenMetaSchema,
  TokenPayloadSchema,
  UserInfoSchema,
} from './login/types';
export { QuoteSchema } from './product/types';
export { TrailSchema } from './trace-types';
