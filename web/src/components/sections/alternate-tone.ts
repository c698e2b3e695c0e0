import type { SectionTone } from './page-section';

/** Light bands alternate page colour and white down a page, so adjacent sections stay distinct. */
export const alternateTone = (index: number): SectionTone =>
  index % 2 === 0 ? 'default' : 'paper';
