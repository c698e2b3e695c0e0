import { CtaBand } from '../../components/sections/cta-band';

/** Invites readers to ask for updates; there is no mailing list, so it leads to the contact form. */
export function StayInformed() {
  return (
    <CtaBand
      id="stay-informed"
      title="Stay Informed"
      body="Rule changes, pooling orders and lease-market shifts can change what your minerals are worth. Ask to hear about new articles and developments that touch your counties."
      primary={{ label: 'Subscribe for Updates', href: '/contact' }}
    />
  );
}
