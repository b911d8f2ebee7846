import * as v from 'valibot';

/**
 * A number or a string. A custom check rather than v.union: every valibot function used anywhere
 * ships with the catalogue's first visit (docs/decisions.md, "Reply schemas").
 */
const numberOrString = v.custom<number | string>(
  (value) => typeof value === 'number' || typeof value === 'string',
);

/** Reply of GET /rest/api/wechat/js/config (shape assumed: what wx.config takes, all signed). */
export const WxSdkConfigSchema = v.object({
  appId: v.string(),
  timestamp: numberOrString,
  nonceStr: v.string(),
  signature: v.string(),
  jsApiList: v.optional(v.array(v.string())),
});
export type WxSdkConfig = v.InferOutput<typeof WxSdkConfigSchema>;

/**
 * Occupation tree node (spec section 3: nodes have id and children). Written out by hand: a
 * recursive type cannot be inferred from its schema, which is checked against it instead.
 */
export interface ProfessionNode {
  id: number | string;
  name?: string;
  /** Absent until loaded (trees load lazily, spec section 4). */
  children?: ProfessionNode[];
  /** 职业类别, on leaves. */
  occupationClass?: number;
}

export const ProfessionNodeSchema: v.GenericSchema<ProfessionNode> = v.object({
  id: numberOrString,
  name: v.optional(v.string()),
  children: v.optional(v.array(v.lazy(() => ProfessionNodeSchema))),
  occupationClass: v.optional(v.number()),
});
export const ProfessionLevelSchema = v.array(ProfessionNodeSchema);

/** The two occupation trees the spec names. */
export type ProfessionTree = 'fuxing' | 'jdal';
