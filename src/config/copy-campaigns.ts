/**
 * The campaign banner's copy: part of the copy module, kept in its own file so that the
 * catalogue's first visit does not carry it (the banner loads after the catalogue).
 */
export const CAMPAIGN_COPY = {
  loading: '活动加载中',
  slide: (index: number, count: number) => `第${index}张，共${count}张`,
  goTo: (index: number) => `查看第${index}张活动`,
} as const;
