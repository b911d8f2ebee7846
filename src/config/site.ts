/** Site-wide settings that are not per environment. */
export const SITE = {
  /** Brand name shown in titles marked {brand} in routes.json. */
  brandName: '精选保险',
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
