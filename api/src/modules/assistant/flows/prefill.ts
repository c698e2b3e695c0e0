import { servicePage } from '@landman/content';
import type { MessageAnalysis } from '../entities/message.analyzer';
import type { FlowKind, KnownDetails } from './session-state';
import { prefersCall } from './flow.commands';
import { aboutPhrase, topicSummary } from './topic.summary';

/** Details a request can take from what the visitor already said when it starts. */
export function prefill(kind: FlowKind, known: KnownDetails, analysis: MessageAnalysis): void {
  const service = known.service && known.service !== 'general' ? known.service : undefined;
  if (kind === 'quote' && !known.projectKind && service) {
    known.projectKind = servicePage(service).name;
    known.projectServices = [service];
  }
  // "Can we set up a call about suspended royalties in Oklahoma?" already says what it's about.
  const e = analysis.entities;
  const specific = e.services.length + e.locations.length + e.states.length > 0;
  // A longer story ("my husband passed and the checks stopped, can someone call me") does too.
  const story = analysis.tokens.length >= 12;
  if (
    kind === 'schedule' &&
    !known.description &&
    ((specific && analysis.tokens.length >= 6) || story || aboutPhrase(analysis.plain))
  ) {
    known.description = topicSummary(analysis);
  }
  // "Can somebody just phone me": the reply channel is a call, so no e-mail is asked for.
  if (!known.email && prefersCall(analysis.text)) known.emailDeclined = true;
}
