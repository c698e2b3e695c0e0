import { Job } from '../jobs/job.entity';
import { AvailabilityRow } from '../modules/booking/availability.entity';
import { Meeting } from '../modules/booking/meeting.entity';
import { BlogImage } from '../modules/blog/blog-image.entity';
import { BlogPostRevision } from '../modules/blog/blog-post-revision.entity';
import { BlogPost } from '../modules/blog/blog-post.entity';
import { ChatMessage } from '../modules/chat/chat-message.entity';
import { Contact } from '../modules/contact/contact.entity';
import { LeadDocument } from '../modules/documents/lead-document.entity';
import { DeskChatState } from '../modules/desk/desk-chat.entity';
import { Subscriber } from '../modules/newsletter/subscriber.entity';
import { OwnerSession } from '../modules/owner/owner-session.entity';
import { Owner } from '../modules/owner/owner.entity';

/** Every module's entity classes: the data source the server opens serves them all. */
export const appEntities = [
  BlogPost,
  BlogPostRevision,
  BlogImage,
  Contact,
  ChatMessage,
  Owner,
  OwnerSession,
  DeskChatState,
  AvailabilityRow,
  Meeting,
  Subscriber,
  Job,
  LeadDocument,
];
