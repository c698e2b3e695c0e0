/** A legal document (privacy policy, terms): numbered sections of paragraphs and lists. */
export interface LegalDocument {
  title: string;
  updated: string;
  intro: string;
  sections: readonly {
    id: string;
    title: string;
    paragraphs: readonly string[];
    /** Optional bullet list shown after the paragraphs, with an optional lead-in label. */
    list?: { label?: string; items: readonly string[] };
  }[];
}
