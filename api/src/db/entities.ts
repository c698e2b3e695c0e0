import { BlogPost } from '../modules/blog/blog-post.entity';
import { ChatMessage } from '../modules/chat/chat-message.entity';
import { Contact } from '../modules/contact/contact.entity';
import { MailJob } from '../modules/lead-delivery/mail-job.entity';

export const entities = [BlogPost, Contact, ChatMessage, MailJob];
