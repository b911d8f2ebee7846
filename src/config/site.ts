/** Site-wide settings that are not per environment. */
export const SITE = {
  /** Brand name shown in titles marked {brand} in routes.json. */
  brandName: '精选保险',
  /**
   * The operator: what the regulator asks a sales page to name (互联网保险业务监管办法 Art. 13-14), and
   * what the legal documents and footers say. Fictional values for the sandbox; a real deployment
   * puts its own here.
   */
  operator: {
    name: '上海精选保险代理有限公司',
    /** 经营保险代理业务许可证 */
    licenceNo: '269131000000800',
    address: '上海市浦东新区银城中路 688 号 18 层',
    icp: '沪ICP备2026018866号-1',
    publicSecurityFiling: '沪公网安备31011502026866号',
    hotline: '400-820-6688',
    serviceHours: '工作日 9:00-18:00',
  },
  /**
   * Payment channels offered, by where the visitor is: inside the messaging app its own pay only
   * (it blocks the other providers' pages); in any other browser the providers' H5 pages listed
   * here. Of these, the server's channel list decides which are shown.
   */
  payChannels: {
    wechat: ['wechat'],
    h5: ['wechat', 'alipay', 'unionpay'],
  },
  /** The official account (公众号) visitors follow for their policies; a fictional link. */
  officialAccount: {
    name: '精选保险',
    followUrl: 'https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=MzkxNjY4ODY2OA==',
  },
  /** The picture of a share card without one of its own (a site path; public/share-card.png). */
  shareImage: '/share-card.png',
  /** Customer-service chat page (external, opened from the ineligibility dialog and footers). */
  customerServiceUrl: 'https://kefu.jingxuanbx.cn/chat?channel=h5',
  /** CNZZ-style statistics. */
  statistics: {
    siteId: '1277688561',
    scriptUrl: 'https://s9.cnzz.com/z_stat.php?id=1277688561&web_id=1277688561',
    delayMs: 500,
  },
  /** Script-chunk load timeout (spec section 9). */
  chunkTimeoutMs: 120_000,
  /** Request timeout: axios has none by default. */
  requestTimeoutMs: 15_000,
  /** Product-list page size (decisions.md). */
  pageSize: 10,
} as const;
