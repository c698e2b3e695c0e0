import { checkEstimate } from './check-estimate';
import {
  divisionOrderDecimal,
  divisionOrderTracts,
  divisionOrderUnits,
  ownerDecimalField,
  tractFields,
  unitFields,
} from './division-order';
import { leaseOfferLetters, leaseOffers, offerFields } from './lease-offers';
import { netAcres } from './net-acres';
import { poolingElectionDeadline, usualElectionDays } from './pooling-election';
import { texasRoyaltyPayments } from './texas-royalty-payments';
import type { ToolFieldGroup, ToolRowSeries } from './tool-fields';
import type { ToolOutcome, ToolValues } from './tool-outcome';
import { toolSlugs, type ToolSlug } from './tool-slugs';

export interface ToolDefinition {
  slug: ToolSlug;
  /** Menus, the sitemap and the lead's source. */
  name: string;
  /** The page's heading. */
  title: string;
  seo: { title: string; description: string };
  /** One or two sentences under the heading: what the tool works out. */
  intro: string;
  /** The index page's card. */
  summary: string;
  /** Questions visitors ask that this tool answers (the assistant's pointers). */
  questions: readonly string[];
  groups: readonly ToolFieldGroup[];
  submitLabel: string;
  compute: (values: ToolValues) => ToolOutcome;
  /** Whether the result offers a calendar file (`/api/tools/<slug>.ics?...`). */
  calendar: boolean;
}

/** The one sentence every tool page carries about what the tools never do. */
export const toolsNeverStatement =
  'These tools do arithmetic and count days; they never appraise a mineral interest, call a figure fair, say an operator has a decimal wrong, or tell you what the law requires of you.';

const fractionHelp = 'A fraction (1/2), a decimal (0.5) or a percentage (50%).';
const royaltyHelp = 'As the lease states it: 3/16, 1/5, 0.1875 or 18.75%.';
const productOptions = [
  { value: 'oil', label: 'Oil' },
  { value: 'gas', label: 'Gas' },
];

const tractSeries: ToolRowSeries = { key: 'tract', addLabel: 'Add a tract' };
const unitSeries: ToolRowSeries = { key: 'unit', addLabel: 'Add a unit' };
const offerSeries: ToolRowSeries = { key: 'offer', addLabel: 'Add an offer' };

const divisionOrderGroups: ToolFieldGroup[] = [
  ...divisionOrderTracts.map((tract): ToolFieldGroup => ({
    title: `Tract ${tract}`,
    optional: tract > 1,
    series: tractSeries,
    intro:
      tract === 2
        ? 'Another tract you own in the same unit, or in another unit of the same well.'
        : undefined,
    fields: [
      { name: tractFields(tract).acres, label: 'Tract acres', kind: 'number', placeholder: '40' },
      {
        name: tractFields(tract).interest,
        label: 'Your mineral interest in the tract',
        kind: 'number',
        placeholder: '1/4',
        help: fractionHelp,
      },
      {
        name: tractFields(tract).royalty,
        label: 'Lease royalty',
        kind: 'number',
        placeholder: '3/16',
        help: royaltyHelp,
      },
      {
        name: tractFields(tract).unit,
        label: 'In unit',
        kind: 'select',
        defaultValue: '1',
        options: divisionOrderUnits.map((unit) => ({ value: String(unit), label: `Unit ${unit}` })),
      },
    ],
  })),
  ...divisionOrderUnits.map((unit): ToolFieldGroup => ({
    title: `Unit ${unit}`,
    optional: unit > 1,
    series: unitSeries,
    intro:
      unit === 1
        ? 'For an Oklahoma horizontal well completed in more than one unit, fill in each unit and its completed lateral length.'
        : undefined,
    fields: [
      { name: unitFields(unit).acres, label: 'Unit acres', kind: 'number', placeholder: '640' },
      {
        name: unitFields(unit).lateral,
        label: 'Completed lateral length in this unit (feet)',
        kind: 'number',
        help: 'Only for a well in more than one unit.',
      },
    ],
  })),
  {
    title: 'Your division order',
    fields: [
      {
        name: ownerDecimalField,
        label: 'Decimal on your division order (optional)',
        kind: 'number',
        placeholder: '0.00292969',
        help: 'To compare it with the decimal your inputs give.',
        wide: true,
      },
    ],
  },
];

export const toolDefinitions: Readonly<Record<ToolSlug, ToolDefinition>> = {
  'division-order-decimal': {
    slug: 'division-order-decimal',
    name: 'Division Order Decimal',
    title: 'Division order decimal check',
    seo: {
      title: 'Division Order Decimal Calculator',
      description:
        'Work out a royalty decimal from tract acres, your mineral interest, the royalty and unit acres, for one tract, several, or an Oklahoma multi-unit well.',
    },
    intro:
      'Your decimal is your mineral interest times the tract acres, divided by the unit acres, times your royalty. Enter your figures to see each step to 8 decimal places, as a division order prints it.',
    summary:
      'Work out the decimal your figures give, tract by tract, and set it beside the one on your division order.',
    questions: [
      'Is my division order decimal right?',
      'How is my decimal calculated?',
      'How is a multi-unit well split?',
    ],
    groups: divisionOrderGroups,
    submitLabel: 'Work out the decimal',
    compute: divisionOrderDecimal,
    calendar: false,
  },
  'net-acres': {
    slug: 'net-acres',
    name: 'Net Mineral & Royalty Acres',
    title: 'Net mineral acres and net royalty acres',
    seo: {
      title: 'Net Mineral Acres and Net Royalty Acres Calculator',
      description:
        'Turn a mineral interest and gross acres into net mineral acres, and net royalty acres on the 1/8 basis, with a table of the common royalties.',
    },
    intro:
      'Net mineral acres are your share of the minerals times the gross acres. Net royalty acres restate them on a 1/8 royalty basis, so interests under different royalties can be compared.',
    summary:
      'Convert an interest into net mineral acres and net royalty acres, at your royalty and the common ones.',
    questions: [
      'How many net mineral acres do I own?',
      'What is a net royalty acre?',
      'What is 3/16 on 10 acres?',
    ],
    groups: [
      {
        title: 'Your interest',
        fields: [
          {
            name: 'interest',
            label: 'Your mineral interest',
            kind: 'number',
            placeholder: '1/2',
            help: fractionHelp,
          },
          {
            name: 'grossAcres',
            label: 'Gross acres in the tract',
            kind: 'number',
            placeholder: '160',
          },
          {
            name: 'royalty',
            label: 'Lease royalty (optional)',
            kind: 'number',
            placeholder: '3/16',
            help: royaltyHelp,
          },
          {
            name: 'unitAcres',
            label: 'Unit acres (optional)',
            kind: 'number',
            placeholder: '640',
            help: 'Adds the decimal each royalty would give in that unit.',
          },
        ],
      },
    ],
    submitLabel: 'Convert',
    compute: netAcres,
    calendar: false,
  },
  'lease-offers': {
    slug: 'lease-offers',
    name: 'Lease Offer Comparison',
    title: 'Lease bonus and royalty comparison',
    seo: {
      title: 'Lease Bonus and Royalty Offer Comparison',
      description:
        'Put up to three lease offers side by side: total bonus on your net mineral acres, bonus per year of term, royalty decimal and net royalty acres.',
    },
    intro:
      'A bonus is quoted per net mineral acre. Enter your interest and up to three offers to see what each comes to on your acres, side by side.',
    summary: 'Set up to three offers side by side: bonus on your acres, term and royalty.',
    questions: [
      'What is my bonus worth?',
      'How do I compare lease offers?',
      'How much bonus will I get?',
      'What is my lease bonus worth on my acres?',
    ],
    groups: [
      {
        title: 'Your interest',
        fields: [
          {
            name: 'interest',
            label: 'Your mineral interest',
            kind: 'number',
            placeholder: '1/4',
            help: fractionHelp,
          },
          {
            name: 'grossAcres',
            label: 'Gross acres in the tract',
            kind: 'number',
            placeholder: '80',
          },
        ],
      },
      ...leaseOfferLetters.map((letter): ToolFieldGroup => ({
        title: `Offer ${letter}`,
        optional: letter === 'C',
        series: offerSeries,
        fields: [
          {
            name: offerFields(letter).bonus,
            label: 'Bonus per net mineral acre ($)',
            kind: 'number',
            placeholder: '500',
          },
          {
            name: offerFields(letter).royalty,
            label: 'Royalty',
            kind: 'number',
            placeholder: '1/5',
            help: royaltyHelp,
          },
          {
            name: offerFields(letter).term,
            label: 'Primary term (years)',
            kind: 'number',
            placeholder: '3',
          },
        ],
      })),
    ],
    submitLabel: 'Compare the offers',
    compute: leaseOffers,
    calendar: false,
  },
  'check-estimate': {
    slug: 'check-estimate',
    name: 'Royalty Check Estimate',
    title: 'Monthly royalty check estimate',
    seo: {
      title: 'Royalty Check Estimate Calculator',
      description:
        "Estimate a month's royalty check: your decimal times volume times price, less your share of deductions and production tax, every line shown.",
    },
    intro:
      "A month's check is your decimal times the well's volume times the price, less your share of the deductions and the production tax. Enter the figures from your check stub or the operator's report.",
    summary:
      "Estimate a month's check from your decimal, volume, price, deductions and the state's tax.",
    questions: [
      'How much will my royalty check be?',
      'Why is my check so small?',
      'How are severance taxes taken out?',
    ],
    groups: [
      {
        title: 'The well and your share',
        fields: [
          {
            name: 'decimal',
            label: 'Your decimal interest',
            kind: 'number',
            placeholder: '0.00292969',
            help: 'From your division order or check stub.',
          },
          {
            name: 'product',
            label: 'Product',
            kind: 'select',
            defaultValue: 'oil',
            options: productOptions,
          },
          {
            name: 'volume',
            label: "The well's volume for the month (bbl or Mcf)",
            kind: 'number',
            placeholder: '12,000',
          },
          { name: 'price', label: 'Price per bbl or Mcf ($)', kind: 'number', placeholder: '70' },
        ],
      },
      {
        title: 'Deductions and tax',
        fields: [
          {
            name: 'deductions',
            label: "The well's deductions for the month ($, optional)",
            kind: 'number',
            placeholder: '0',
            help: 'Gathering, transport, compression and the like, for the whole well.',
          },
          {
            name: 'state',
            label: 'State',
            kind: 'select',
            defaultValue: 'TX',
            options: [
              { value: 'TX', label: 'Texas' },
              { value: 'OK', label: 'Oklahoma' },
              { value: 'NM', label: 'New Mexico' },
              { value: 'LA', label: 'Louisiana' },
              { value: 'other', label: 'Another state' },
            ],
          },
          {
            name: 'taxRate',
            label: 'Production tax rate (%)',
            kind: 'number',
            help: "Leave empty for the state's full rate (shown with the result); check your state's current rate.",
          },
        ],
      },
    ],
    submitLabel: 'Estimate the check',
    compute: checkEstimate,
    calendar: false,
  },
  'pooling-election-deadline': {
    slug: 'pooling-election-deadline',
    name: 'Pooling Election Deadline (OK)',
    title: 'Oklahoma pooling election reminder',
    seo: {
      title: 'Oklahoma Pooling Election Deadline Reminder',
      description:
        'Count the election period of an Oklahoma pooling order from its date and save a calendar reminder, so the last day to elect does not slip by.',
    },
    intro:
      'An Oklahoma pooling order gives you a set number of days from its date to choose how you take part. Enter the order date and the period the order states to see the last day and save a reminder.',
    summary:
      'Count the days an Oklahoma pooling order gives you to elect, and save a calendar reminder.',
    questions: [
      'How long do I have to elect under a pooling order?',
      'When is my pooling election due?',
    ],
    groups: [
      {
        title: 'The pooling order',
        fields: [
          { name: 'orderDate', label: 'Date of the order', kind: 'date' },
          {
            name: 'periodDays',
            label: 'Election period (days)',
            kind: 'number',
            defaultValue: String(usualElectionDays),
            help: `${usualElectionDays} days is the usual period; use the number your order states.`,
          },
        ],
      },
    ],
    submitLabel: 'Count the days',
    compute: poolingElectionDeadline,
    calendar: true,
  },
  'texas-royalty-payment-dates': {
    slug: 'texas-royalty-payment-dates',
    name: 'Royalty Payment Dates (TX)',
    title: 'Texas royalty payment dates',
    seo: {
      title: 'Texas Royalty Payment Deadline Calculator',
      description:
        'When Texas royalties are due: the first within 120 days after the month of first sale, then 60 days for oil and 90 for gas, with a calendar file.',
    },
    intro:
      'Texas law sets the latest dates royalties are paid: within 120 days after the end of the month of first sale, then within 60 days for oil and 90 days for gas after the end of each month of sale (Tex. Nat. Res. Code section 91.402).',
    summary:
      'See when a Texas royalty payment is due, first and after, and save the dates to your calendar.',
    questions: [
      'When should my first royalty check come?',
      'When should my first check come?',
      'How late can royalties be paid in Texas?',
    ],
    groups: [
      {
        title: 'The well',
        fields: [
          {
            name: 'firstSaleMonth',
            label: 'Month of first sale',
            kind: 'month',
            placeholder: '2025-01',
            help: 'Year and month, for example 2025-01.',
          },
          {
            name: 'product',
            label: 'Product',
            kind: 'select',
            defaultValue: 'oil',
            options: productOptions,
          },
        ],
      },
    ],
    submitLabel: 'Show the dates',
    compute: texasRoyaltyPayments,
    calendar: true,
  },
};

export const toolList: readonly ToolDefinition[] = toolSlugs.map((slug) => toolDefinitions[slug]);

/** Every field a tool reads, in form order (URL queries are cut down to these). */
export const toolFieldNames = (tool: ToolDefinition): string[] =>
  tool.groups.flatMap((group) => group.fields.map((field) => field.name));
