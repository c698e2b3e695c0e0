/**
 * The one email rule of the contact form, for the API's input validation and the browser's
 * form schema alike, so an address the browser accepts is never refused by the server.
 *
 * A dot-atom local part of up to 64 characters (no leading, trailing or doubled dots), then a
 * domain of up to 253 characters made of labels (letters, digits, inner hyphens, up to 63 each)
 * ending in a top-level domain of letters, or its punycode (xn--) form. Quoted local parts and
 * IP-address domains are not accepted: nobody answers a consultation request from those.
 * Browsers send internationalized domains of type="email" inputs in punycode.
 * The whole address is also limited to `contactLimits.email` characters.
 */
export const contactEmailPattern =
  /^(?=[^@]{1,64}@)[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?=[^@]{1,253}$)(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/** Shown under the email field by the browser and returned by the API, word for word. */
export const contactEmailMessage = 'Please enter a valid email address.';

/**
 * The table both sides' tests check the rule against (the API's ContactInput and the web
 * form's schema), so they cannot drift apart again.
 */
export const contactEmailExamples = {
  valid: [
    'dana@example.com',
    'dana.ortiz@example.com',
    'Dana.Ortiz@Example.COM',
    'dana+leases@mail.example.co.uk',
    "o'brien@example.com",
    'first_last-1@my-domain.example.org',
    'd@x.io',
    `${'a'.repeat(64)}@example.com`,
    'owner@xn--bcher-kva.example',
    'owner@example.xn--p1ai',
  ],
  invalid: [
    'dana',
    'dana@',
    '@example.com',
    'dana@localhost',
    'dana example.com',
    'dana@exa mple.com',
    'dana@@example.com',
    'a@b.c1',
    'a@b.c',
    'a@123.456',
    'a..b@example.com',
    '.a@example.com',
    'a.@example.com',
    `${'a'.repeat(65)}@example.com`,
    'a@-example.com',
    'a@example-.com',
    'a@example..com',
    'a@.example.com',
    'a@example.com.',
    'a@exa_mple.com',
    `a@${'b'.repeat(64)}.com`,
    'a@[127.0.0.1]',
    '"dana ortiz"@example.com',
    'dana(at)example.com',
    'dana@example.com>',
  ],
} as const;
