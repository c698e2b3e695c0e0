import {
  consultationOffers,
  leaseCheckTurnaround,
  servicePage,
  site,
  type ServiceSlug,
} from '@landman/content';
import { dedupeLinks, type Draft } from './draft';
import { contactLink, serviceLink } from './links';

const freeConsultation = consultationOffers.find((o) => o.title === 'Free Consultation')!;

/** Lease checks: "24 hours (Rush), 48 hours (Standard) or 3-5 days (Extended)". */
export const turnaroundLine = leaseCheckTurnaround
  .map((t, i, all) => `${i === all.length - 1 ? 'or ' : ''}${t.time} (${t.tier})`)
  .join(', ');

/**
 * What the visitor can do next about a service, in the practice's own published terms: lease
 * checks by their turnaround, the revenue search by its free start (the service's own call to
 * action), the rest by the free consultation and the ways to reach the consultant.
 */
export function nextStepFor(service: ServiceSlug): string {
  const reach = `call ${site.phone} or e-mail ${site.email}`;
  if (service === 'lease-checks') {
    return `A lease check comes back in ${turnaroundLine}; to start one, ${reach}.`;
  }
  if (service === 'suspense-minerals') {
    return `${servicePage(service).cta.body} To ask for one, ${reach}.`;
  }
  return `For ${servicePage(service).name}, a free consultation (a ${freeConsultation.detail}) is the place to start: ${reach}.`;
}

/** The answer, then the next step for its service (once) and a link to the contact page. */
export function withNextStep(answer: Draft, service: ServiceSlug | undefined): Draft {
  if (!service) return answer;
  const step = nextStepFor(service);
  if (answer.reply.message.includes(step)) return answer;
  return {
    ...answer,
    reply: {
      ...answer.reply,
      message: `${answer.reply.message} ${step}`,
      links: dedupeLinks([...(answer.reply.links ?? []), serviceLink(service), contactLink]),
    },
  };
}
