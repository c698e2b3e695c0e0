import { Contact } from '../contact/contact.entity';
import { consultantNotification } from './consultant-notification.mail';

const lead = (fields: Partial<Contact>): Contact =>
  Object.assign(new Contact(), {
    id: '6f1c1d7e-0000-4000-8000-000000000001',
    name: 'Wanda Pruitt',
    email: 'wanda@example.com',
    phone: '318-555-0199',
    company: null,
    message: 'Consultation request from the website chat',
    service: 'Estate & Heirship',
    location: 'Shreveport LA',
    channel: 'chat_booking',
    sessionId: 'session-1',
    suspicious: false,
    spamScore: 0,
    spamReasons: null,
    createdAt: new Date('2026-11-24T01:00:00Z'),
    ...fields,
  });

describe('the consultant notification', () => {
  it('replies to the visitor when an e-mail was given', () => {
    const mail = consultantNotification(lead({}), 'owner@example.com', '<m@example.com>');
    expect(mail.replyTo).toEqual({ name: 'Wanda Pruitt', address: 'wanda@example.com' });
    expect(mail.text).toContain('Reply to this e-mail to answer the visitor directly.');
  });

  it('has no Reply-To and says to call when only a phone number was given', () => {
    const mail = consultantNotification(lead({ email: null }), 'owner@example.com', '<m@x>');
    expect(mail.replyTo).toBeUndefined();
    expect(mail.text).toContain('E-mail: not given');
    expect(mail.text).toContain('No e-mail given, call 318-555-0199.');
    expect(mail.html).toContain('No e-mail given, call 318-555-0199.');
    expect(mail.text).not.toContain('Reply to this e-mail');
  });
});
