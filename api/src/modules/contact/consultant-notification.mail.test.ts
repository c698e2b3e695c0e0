import { Contact } from './contact.entity';
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

  it('lists the documents sent with the request and links to the desk, never attaching them', () => {
    const mail = consultantNotification(lead({}), 'owner@example.com', '<m@x>', undefined, [
      { name: 'Lease 1982.pdf', contentType: 'application/pdf', pages: 3, size: 1_300_000 },
      { name: 'check stub.jpg', contentType: 'image/jpeg', pages: null, size: 20_480 },
    ]);
    expect(mail.text).toContain('- Lease 1982.pdf (PDF, 3 pages, 1.2 MB)');
    expect(mail.text).toContain('- check stub.jpg (JPEG image, 20 KB)');
    expect(mail.text).toContain('/admin/leads/6f1c1d7e-0000-4000-8000-000000000001');
    expect(mail.html).toContain('<li>Lease 1982.pdf (PDF, 3 pages, 1.2 MB)</li>');
    expect(mail).not.toHaveProperty('attachments');
    const plain = consultantNotification(lead({}), 'owner@example.com', '<m@x>');
    expect(plain.text).not.toContain('Documents sent');
  });
});
