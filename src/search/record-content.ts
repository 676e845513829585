/**
 * The content text of one record, shared by the records of rendered pages (records.ts) and of
 * page models (model-records.ts): the signature first, then the description, each text once,
 * cut at a word boundary near the cap.
 */
import {truncateText} from './text';
import {recordObjectId, recordUrl, type Hierarchy, type RecordKind, type RecordType, type SearchRecord} from './schema';

/** Content is for recall and a 10-word snippet, not for reading: a short cap keeps the index small. */
export const DEFAULT_MAX_CONTENT_LENGTH = 180;

/** Accumulates the content text of one record up to the cap. */
export class ContentBuffer {
  private parts: string[] = [];
  private length = 0;
  private signatureTaken = false;
  constructor(private readonly max: number) {}

  get full(): boolean {
    return this.length >= this.max;
  }
  /** Only the first code block is kept: it is the signature, later ones are examples. */
  addSignature(text: string): void {
    if (this.signatureTaken || this.full) return;
    this.signatureTaken = true;
    this.add(text);
  }
  add(text: string): void {
    // Overloads repeat their description: keep each text once.
    if (this.full || !text || this.parts.includes(text)) return;
    this.parts.push(text);
    this.length += text.length + 1;
  }
  text(): string | null {
    const joined = this.parts.join(' ');
    return joined ? truncateText(joined, this.max) : null;
  }
}

/** What becomes one heading record and, when it has text, one content record. */
export interface RecordSection {
  type: RecordType;
  hierarchy: Hierarchy;
  anchor: string | null;
  kind: RecordKind;
  content: ContentBuffer;
}

/** The facts every record of a page carries. */
export interface RecordPage {
  /** The page's URL without anchor. */
  url: string;
  sdk: string | null;
  language: string;
  docusaurusTag: string;
}

/** Each section's heading record, followed by its content record when it has text. */
export function sectionRecords(sections: readonly RecordSection[], page: RecordPage): SearchRecord[] {
  const {url} = page;
  const records: SearchRecord[] = [];
  let position = 0;
  for (const section of sections) {
    const base = {
      url_without_anchor: url,
      anchor: section.anchor,
      url: recordUrl(url, section.anchor),
      hierarchy: section.hierarchy,
      kind: section.kind,
      sdk: page.sdk,
      language: page.language,
      docusaurus_tag: page.docusaurusTag,
    };
    records.push({
      ...base,
      objectID: recordObjectId(url, section.anchor, section.type),
      type: section.type,
      content: null,
      position: position++,
    });
    const content = section.content.text();
    if (content)
      records.push({
        ...base,
        objectID: recordObjectId(url, section.anchor, 'content'),
        type: 'content',
        content,
        position: position++,
      });
  }
  return records;
}
