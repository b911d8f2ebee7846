/** Reply of GET /rest/api/wechat/js/config (shape assumed: what wx.config takes). */
export interface WxSdkConfig {
  appId: string;
  timestamp: number | string;
  nonceStr: string;
  signature: string;
  jsApiList?: string[];
}

/** Occupation tree node (spec section 3: nodes have id and children). */
export interface ProfessionNode {
  id: number | string;
  name?: string;
  /** Absent until loaded (trees load lazily, spec section 4). */
  children?: ProfessionNode[];
  /** 职业类别, on leaves. */
  occupationClass?: number;
}

/** The two occupation trees the spec names. */
export type ProfessionTree = 'fuxing' | 'jdal';
