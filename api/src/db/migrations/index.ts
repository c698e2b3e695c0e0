import { InitialSchema1732300000000 } from './1732300000000-initial-schema';
import { AssistantSessions1732400000000 } from './1732400000000-assistant-sessions';
import { BlogSourceVersion1732500000000 } from './1732500000000-blog-source-version';
import { ChatMessageLinks1732511000000 } from './1732511000000-chat-message-links';
import { LeadDelivery1732531200000 } from './1732531200000-lead-delivery';
import { ContactEmailOptional1732600000000 } from './1732600000000-contact-email-optional';
import { BlogListingIndexes1732700000000 } from './1732700000000-blog-listing-indexes';
import { OwnerDesk1732800000000 } from './1732800000000-owner-desk';
import { ChatMessageOrder1732900000000 } from './1732900000000-chat-message-order';
import { DeskHardening1733100000000 } from './1733100000000-desk-hardening';
import { ChatMessageFacts1733200000000 } from './1733200000000-chat-message-facts';
import { ContactTool1733700000000 } from './1733700000000-contact-tool';
import { Booking1733500000000 } from './1733500000000-booking';
import { BlogPublishing1733600000000 } from './1733600000000-blog-publishing';
import { AssistantTeaching1733800000000 } from './1733800000000-assistant-teaching';
import { ChatMessageMeeting1733850000000 } from './1733850000000-chat-message-meeting';
import { ChatAwayAndCards1733900000000 } from './1733900000000-chat-away-and-cards';
import { BlogAnnouncementsAndRemovals1733960000000 } from './1733960000000-blog-announcements-and-removals';
import { Jobs1734050000000 } from './1734050000000-jobs';
import { PrivacyAuditLog1734060000000 } from './1734060000000-privacy-audit-log';
import { ChatVoteClient1734064000000 } from './1734064000000-chat-vote-client';
import { Documents1734120000000 } from './1734120000000-documents';
import { Insights1734200000000 } from './1734200000000-insights';
import { DocumentsKept1734210000000 } from './1734210000000-documents-kept';
import { InsightsVisitSteps1734250000000 } from './1734250000000-insights-visit-steps';
import { DocumentsMeeting1734260000000 } from './1734260000000-documents-meeting';
import { DocumentPreviews1734270000000 } from './1734270000000-document-previews';
import { ChatMessageChoices1734280000000 } from './1734280000000-chat-message-choices';
import { MailIntoJobs1734290000000 } from './1734290000000-mail-into-jobs';

/** Every migration, oldest first. Add new ones at the end; never edit one that has shipped. */
export const migrations = [
  InitialSchema1732300000000,
  AssistantSessions1732400000000,
  BlogSourceVersion1732500000000,
  ChatMessageLinks1732511000000,
  LeadDelivery1732531200000,
  ContactEmailOptional1732600000000,
  BlogListingIndexes1732700000000,
  OwnerDesk1732800000000,
  ChatMessageOrder1732900000000,
  DeskHardening1733100000000,
  ChatMessageFacts1733200000000,
  ContactTool1733700000000,
  Booking1733500000000,
  BlogPublishing1733600000000,
  AssistantTeaching1733800000000,
  ChatMessageMeeting1733850000000,
  ChatAwayAndCards1733900000000,
  BlogAnnouncementsAndRemovals1733960000000,
  Jobs1734050000000,
  PrivacyAuditLog1734060000000,
  ChatVoteClient1734064000000,
  Documents1734120000000,
  Insights1734200000000,
  DocumentsKept1734210000000,
  InsightsVisitSteps1734250000000,
  DocumentsMeeting1734260000000,
  DocumentPreviews1734270000000,
  ChatMessageChoices1734280000000,
  MailIntoJobs1734290000000,
];
