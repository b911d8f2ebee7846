/** One section of a legal document: paragraphs first, then an optional bulleted list. */
export interface LegalDocumentSection {
  heading: string;
  paragraphs: string[];
  /** A bulleted list shown after the paragraphs. */
  items?: string[];
}

/** A legal document shown under /doc/* (service agreement, privacy policy), as plain data. */
export interface LegalDocument {
  /** Document title, e.g. 保险代理平台服务协议. */
  title: string;
  /** 更新日期 text, e.g. '2026年11月1日'. */
  updated: string;
  /** 生效日期 text. */
  effective: string;
  /** Paragraphs before the first section. */
  intro: string[];
  sections: LegalDocumentSection[];
}
