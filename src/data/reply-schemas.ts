/**
 * The reply schemas of every area but the catalogue, in one chunk that api.ts files load with
 * their first call: the catalogue's first visit carries only its own (docs/decisions.md, "Reply
 * schemas"). Import this module dynamically only, or its schemas join the first visit.
 */
export { ProfessionLevelSchema, WxSdkConfigSchema } from './common/types';
export { HealthDetailSchema, HealthStatementSchema, HealthSubmitReplySchema } from './health/types';
export { AreasSchema, JobsSchema, OrderCreatedSchema, OrderDetailSchema } from './insured/types';
export {
  AuthorizeUrlSchema,
  CaptchaTokenMetaSchema,
  TokenPayloadSchema,
  UserInfoSchema,
} from './login/types';
export { AvatarSchema, MemberProfileSchema, OrderListSchema } from './members/types';
export {
  PaymentChannelsPayloadSchema,
  PaymentInfoSchema,
  PaymentStartSchema,
  ThirdPaymentInfoSchema,
} from './pay/types';
export { ProductDetailSchema, QuoteSchema } from './product/types';
export { TrailSchema } from './trace-types';
