import { AvailabilityRow } from '../modules/booking/availability.entity';
import { Meeting } from '../modules/booking/meeting.entity';
import { BlogImage } from '../modules/blog/blog-image.entity';
import { BlogPostRevision } from '../modules/blog/blog-post-revision.entity';
import { BlogPost } from '../modules/blog/blog-post.entity';
import { ChatMessage } from '../modules/chat/chat-message.entity';
import { Contact } from '../modules/contact/contact.entity';
import { DeskChatState } from '../modules/desk/desk-chat.entity';
import { MailJob } from '../modules/lead-delivery/mail-job.entity';
import { Subscriber } from '../modules/newsletter/subscriber.entity';
import { OwnerSession } from '../modules/owner/owner-session.entity';
import { Owner } from '../modules/owner/owner.entity';

export const entities = [
  BlogPost,
  BlogPostRevision,
  BlogImage,
  Contact,
  ChatMessage,
  MailJob,
  Owner,
  OwnerSession,
  DeskChatState,
  AvailabilityRow,
  Meeting,
  Subscriber,
];
