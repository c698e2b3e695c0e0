import { signInLockoutMail } from './sign-in-lockout.mail';

describe('signInLockoutMail', () => {
  it('tells the owner what happened, how long it lasts, and that their own browsers still get in', () => {
    const mail = signInLockoutMail('owner@example.com', 15, '<lockout-1@example.com>');
    expect(mail).toMatchObject({ to: 'owner@example.com', messageId: '<lockout-1@example.com>' });
    expect(mail.subject).toMatch(/^Repeated failed sign-ins to the .+ desk$/);
    expect(mail.text).toContain('For the next 15 minutes');
    expect(mail.text).toContain('A browser you have signed in with before still gets in');
    expect(mail.text).toContain('--totp');
    expect(mail.html).toContain('For the next 15 minutes');
  });
});
