/**
 * The poster maker's words (and the invitation's, which draws a poster too): campaign copy
 * (copy-campaign.ts) in a file of its own, so that the landings do not carry it.
 */
export const POSTER_MAKER_COPY = {
  posterMaker: {
    maker: '分享海报',
    makerLead: '选择一张海报，生成后长按图片发送给朋友或保存到手机',
    of: (index: number, total: number) => `${index}/${total}`,
    previous: '上一张',
    next: '下一张',
    signature: '海报署名',
    byName: '我的称呼',
    byAdvisor: '顾问名片',
    namePlaceholder: '填写您的称呼（只印在海报上）',
    recommends: (name: string) => `${name} 推荐`,
    scanToRead: '长按识别二维码，了解详情',
    generate: '生成海报',
    generating: '正在生成…',
    generated: '长按海报图片，发送给朋友或保存到手机',
    generateFailed: '海报生成失败，请重试',
    caption: '推荐文案',
    copyCaption: '复制文案',
    imageAlt: (title: string) => `${title}海报`,
  },
} as const;
