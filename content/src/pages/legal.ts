import { site } from '../site';
import type { LegalDocument } from './legal-types';

/** How to reach the consultant, repeated at the end of both documents. */
const contactLine = `E-mail ${site.email} or call ${site.phone}.`;

export const privacyPolicy = {
  title: 'Privacy Policy',
  updated: site.legalUpdated,
  intro: `This policy explains what information ${site.name} collects through this website, how it is used and shared, and the choices you have. It applies to the website and its Land Services Assistant chat, not to information exchanged under a separate written engagement, which that engagement's terms cover.`,
  sections: [
    {
      id: 'introduction',
      title: 'Introduction',
      paragraphs: [
        `${site.name} is an ${site.role.toLowerCase()} serving clients in Texas, Oklahoma, New Mexico and Louisiana. In this policy, "we", "us" and "our" refer to ${site.name}, and "you" refers to anyone who visits the website or contacts us through it.`,
        'We collect only the information we need to answer your questions, provide the services you ask about and keep the website working. We do not sell personal information. The website is intended for adults conducting business or managing their property, and it is not directed to children.',
      ],
    },
    {
      id: 'information-collected',
      title: 'Information We Collect',
      paragraphs: [
        'Information you provide. We collect what you choose to send us, including when you fill in the contact form, request a quote or a consultation, ask to receive updates about new articles or other news, send messages to the Land Services Assistant chat, or schedule a call or meeting. Depending on the channel, this can include your name, e-mail address, phone number, company, the service and location you are interested in, and the details you share about your project, property or mineral interests.',
        "Information collected automatically. When our server sends you a page, it counts the visit itself, with no cookie, no tracking script and no outside analytics service. For each page it keeps only the items below. Your IP address and your browser's identification are never stored with these counts.",
        'Pages are not counted when your browser sends a Do Not Track or Global Privacy Control signal, when a page is only fetched in advance and not shown, or when the visitor is a search-engine crawler or another automated program. After a month, the page-by-page records are reduced to daily totals.',
      ],
      list: {
        label: 'Counted for each page view',
        items: [
          'The address of the page, without anything typed into forms',
          'The name of the website that linked to it, such as google.com, but not the address of the linking page or any search words',
          'The campaign named in the link you followed, if any (utm_source, utm_medium and utm_campaign)',
          'Whether your device is a phone, a tablet or a computer',
          'Your country, only where our hosting provider reports it',
          'Whether the visit used one of our calculators (a result our server worked out, or a calendar reminder you downloaded; never the figures you entered) and whether it looked at the open times for a call',
          "A visitor code that changes every day: a one-way scrambled value made from your IP address and browser with a key that changes every day. It lets us group the pages of one visit, and tie a chat, a request or a booked call you make that day to the page and link you arrived by. Your address is not stored with it, and the next day's code for the same visitor is unrelated, so visitors are not followed from one day to the next.",
        ],
      },
    },
    {
      id: 'how-we-use',
      title: 'How We Use Your Information',
      paragraphs: [
        'We use the information described above to run the website and to serve the people who contact us.',
      ],
      list: {
        items: [
          'Respond to your inquiries, quote requests and consultation requests',
          'Provide, schedule and follow up on the services you ask for',
          'Operate the Land Services Assistant, including keeping your conversation together during a chat session',
          'Send updates you have asked for, such as news about new articles',
          'Understand how the website is used so we can improve its content and performance',
          'Keep the website secure, prevent misuse and troubleshoot problems',
          'Meet our legal, accounting and professional record-keeping obligations',
        ],
      },
    },
    {
      id: 'sharing',
      title: 'How We Share Information',
      paragraphs: [
        'We do not sell, rent or trade your personal information. We share it only in the limited situations below.',
      ],
      list: {
        items: [
          'With your consent, for example when you ask us to contact an operator, attorney or other party on your behalf',
          'When required by law, such as to comply with a subpoena, court order or other legal process',
          'When we believe in good faith that disclosure is needed to protect the safety, rights or property of you, us or others',
          'With service providers who host the website, deliver e-mail or process chat messages for us, who may use the information only to perform those services and must keep it confidential',
          'In connection with a business transfer, such as a merger, sale or reorganization of the practice, in which case the information would remain subject to this policy',
        ],
      },
    },
    {
      id: 'security',
      title: 'Data Security',
      paragraphs: [
        'We use reasonable administrative, technical and physical safeguards to protect the information we hold, including encrypted connections to the website and access limited to those who need the information to do their work.',
        'No website, network or storage system is completely secure, so we cannot guarantee absolute security. Please do not send highly sensitive information, such as bank account or Social Security numbers, through the contact form or chat; we will arrange a secure way to exchange it if a project requires it.',
        'We keep personal information only as long as it is needed for the purposes described in this policy or as required by law.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your Rights',
      paragraphs: [
        'You may make the following requests about the personal information we hold about you. We will respond within a reasonable time, and we may need to confirm your identity first. Some information may need to be kept to meet legal or professional obligations.',
      ],
      list: {
        items: [
          'Access: ask what personal information we hold about you and receive a copy',
          'Correction: ask us to correct information that is inaccurate or incomplete',
          'Deletion: ask us to delete your personal information',
          'Opt out of marketing: stop receiving updates and promotional messages at any time',
          'Restrict processing: ask us to limit how we use your information',
        ],
      },
    },
    {
      id: 'cookies',
      title: 'Cookies and Similar Technologies',
      paragraphs: [
        'The public pages of the website set no cookies, and visits are counted without them (see Information We Collect). Your browser keeps a little site data only where a feature needs it, for example to keep a chat conversation connected to your session. The website does not load advertising networks, analytics services or third-party tracking scripts.',
        'You can block or delete cookies and site data in your browser settings. If you do, some features, such as continuing a chat conversation, may not work as intended.',
      ],
    },
    {
      id: 'updates',
      title: 'Updates to This Policy',
      paragraphs: [
        'We may update this policy from time to time to reflect changes in the website, our practices or the law. When we do, we will post the revised policy on this page and change the "last updated" date. Your continued use of the website after an update means the revised policy applies.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact Us',
      paragraphs: [
        `If you have questions about this policy or want to make a request about your information, contact ${site.name}. ${contactLine}`,
      ],
    },
  ],
} satisfies LegalDocument;

export const termsOfService = {
  title: 'Terms of Service',
  updated: site.legalUpdated,
  intro: `These terms govern your use of this website and the professional land services offered by ${site.name}. Please read them carefully before using the website or engaging our services.`,
  sections: [
    {
      id: 'acceptance',
      title: 'Acceptance of Terms',
      paragraphs: [
        `By using this website, contacting us or engaging our services, you agree to these terms. In these terms, "we", "us" and "our" refer to ${site.name}, and "you" refers to the visitor or client. If you do not agree, please do not use the website.`,
      ],
    },
    {
      id: 'service-description',
      title: 'Description of Services',
      paragraphs: [
        `${site.name} is an ${site.role.toLowerCase()} providing land and mineral services in Texas, Oklahoma, New Mexico and Louisiana, including lease checks, leasehold audits, title curative, suspense minerals recovery, estate and heirship work, deal evaluation, right-of-way acquisition, surface settlements, lithium and renewable energy land services, and oil, gas and lithium leasing.`,
        'The information on this website, including articles and answers from the Land Services Assistant chat, is general information about land and mineral matters. It is not legal, tax, accounting or investment advice, and it does not create a client relationship. Our services are landman services, not legal services: questions of law, including title opinions and litigation, should be referred to a licensed attorney in the relevant state.',
      ],
    },
    {
      id: 'professional-services-agreement',
      title: 'Professional Services Agreement',
      paragraphs: [
        'Specific work is performed under a separate written agreement or engagement letter that sets out the scope, deliverables, schedule and fees. If that agreement conflicts with these terms, the agreement controls for that engagement.',
        'Turnaround times and estimates are good-faith targets based on the information available when the work is accepted. They can be affected by the condition and availability of public records, the response times of third parties and changes in scope.',
      ],
    },
    {
      id: 'client-responsibilities',
      title: 'Client Responsibilities',
      paragraphs: ['To let us do the work well, clients agree to:'],
      list: {
        items: [
          'Provide accurate, complete and current information and documents',
          'Tell us promptly about deadlines, changes or new information that affects the work',
          'Respond to reasonable requests for decisions, approvals and access',
          'Obtain legal, tax or financial advice from qualified professionals where needed',
          'Pay invoices according to the agreed terms',
        ],
      },
    },
    {
      id: 'confidentiality',
      title: 'Confidentiality',
      paragraphs: [
        'We keep client information and the results of our work confidential. We disclose them only as needed to perform the agreed services, with the client’s permission, or when required by law.',
        'Much of our research relies on public records, which remain public. Our analysis, reports and recommendations prepared for a client are confidential to that client unless the client chooses to share them.',
      ],
    },
    {
      id: 'limitation-of-liability',
      title: 'Limitation of Liability',
      paragraphs: [
        'To the fullest extent permitted by law, our total liability for any claim arising out of or relating to a specific service is limited to the amount you paid for that service.',
        'We are not liable for indirect, incidental, special, consequential or punitive damages, including lost profits or lost opportunities. Our work depends on public records and information from clients and third parties, and we are not responsible for errors or omissions in those sources. The website is provided "as is" without warranties of any kind.',
      ],
    },
    {
      id: 'professional-standards',
      title: 'Professional Standards',
      paragraphs: [
        'We perform our services with the care, skill and diligence expected of an experienced independent landman, and in keeping with applicable laws and the ethical standards of the profession.',
        'We do not guarantee particular outcomes, such as lease terms, settlement amounts, recoveries or the decisions of operators, agencies or courts. Recommendations are based on the information available at the time they are made.',
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual Property',
      paragraphs: [
        `The content of this website, including text, graphics and layout, belongs to ${site.name} and is protected by copyright. You may view and print it for your own personal, non-commercial use, but you may not copy, republish or distribute it without written permission.`,
        'Once an engagement is paid in full, the client may use the reports and deliverables prepared for it for its own purposes. We keep our working files, methods and templates, and we may use general, non-identifying knowledge gained from our work in future engagements.',
      ],
    },
    {
      id: 'termination',
      title: 'Termination',
      paragraphs: [
        'Either party may end an engagement by written notice. The client remains responsible for work performed and expenses incurred up to the date of termination, and final invoices are due within 30 days of termination.',
        'We may suspend or restrict access to the website for anyone who misuses it. The sections on confidentiality, limitation of liability, intellectual property and governing law continue to apply after termination.',
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing Law',
      paragraphs: [
        'These terms and any engagement under them are governed by the laws of the State of Texas, without regard to its conflict-of-law rules. Any dispute arising out of or relating to these terms, the website or our services will be resolved by binding arbitration in Texas.',
        'Nothing in this section changes the law that governs title to land or minerals located in Oklahoma, New Mexico or Louisiana, which remains subject to the law of the state where the property is located.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to These Terms',
      paragraphs: [
        'We may update these terms from time to time. Changes take effect when they are posted on this page with a new "last updated" date. Continued use of the website after a change means you accept the revised terms; engagements already under way remain governed by the terms agreed for them.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact Information',
      paragraphs: [`Questions about these terms can be sent to ${site.name}. ${contactLine}`],
    },
  ],
} satisfies LegalDocument;
