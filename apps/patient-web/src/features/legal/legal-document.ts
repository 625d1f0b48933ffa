/** One numbered section of a legal page: a heading such as “一、……” and its paragraphs of plain text. */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

/** A legal page (用户协议、隐私政策) as plain-text data; dates are YYYY-MM-DD. */
export interface LegalDocument {
  title: string;
  effectiveDate: string;
  updatedDate: string;
  intro: string[];
  sections: LegalSection[];
}
