import { site } from '@landman/content';

/*
 * People first: a visitor who writes after a death, from a hospital, confused or angry at someone
 * gets one human sentence before anything else. Read from the visitor's own words; the sentence
 * never repeats them back and never promises anything.
 */

export type Feeling = 'bereavement' | 'illness' | 'hardship' | 'confusion' | 'anger' | 'distrust';

const someone =
  '(?:husband|wife|spouse|partner|mom|mother|mama|dad|father|daddy|papa|parents?|son|daughter|child|brother|sister|sibling|grandma|grandmother|grandpa|grandfather|granddad|aunt|uncle|cousin|friend|family|he|she|they)';

const bereavement = new RegExp(
  [
    `\\b${someone}\\b[^.!?]{0,40}\\b(?:passed|died|passing|death|funeral|buried)\\b`,
    `\\b(?:death|passing|loss|funeral|burial) of (?:my|our) ${someone}\\b`,
    `\\b(?:my|our|his|her|their) late ${someone}\\b`,
    '\\b(?:lost|losing|buried) (?:my|our) (?:husband|wife|mother|father|mom|dad|brother|sister|son|daughter|grandmother|grandfather|parents?)\\b',
    '\\bfuneral\\b',
    "\\b(?:i'?m|i am|now) a widow(?:er)?\\b|\\bwidowed\\b",
  ].join('|'),
  'i',
);

const illness =
  /\b(?:in (?:the )?hospital|hospitali[sz]ed|\bicu\b|hospice|cancer|chemo\w*|dialysis|had a stroke|heart attack|surgery|dementia|alzheimer'?s?|nursing home|terminal(?:ly)?|(?:very|really|seriously|gravely) (?:sick|ill)|health (?:is )?(?:failing|declining)|(?:my|his|her) health (?:is(?:n'?t| not)|has(?:n'?t| not) been) (?:good|great|well)|poor health|(?:bad|ill) health)\b/i;

/** Something hard happening now that the visitor names as the reason for the message. */
const hardship =
  /\b(?:(?:family|medical|personal|health) emergency|an emergency (?:came|has come) up|emergency at home)\b/i;

const confusion =
  /\b(?:confus\w*|overwhelm\w*|(?:don'?t|do not|can'?t|cannot) (?:understand|make sense of|make heads or tails)|(?:no|not a) (?:clue|idea)(?: what| where| how)|don'?t know (?:where|what|how) to (?:start|begin|do|turn)|where (?:do|should|would) (?:i|we) (?:even )?(?:begin|start)|lost as to|in over (?:my|our) heads?|makes? no sense|(?:greek|gibberish) to me)\b/i;

const anger =
  /\b(?:cheat\w*|swindl\w*|conned|stole|stolen|robbed|ripped (?:us |me |them |him |her )?off|rip ?off|liars?|lied to|crooks?|furious|livid|so angry|so mad|fed up|outrag\w*|taken advantage)\b/i;

/** Anger at the trade itself ("you landmen are all crooks"), not at one company. */
const atTheTrade =
  /\b(landm[ae]n|land men|land agents?|lease hounds?|your (kind|type|industry|profession))\b/i;

/** A year named long ago: a death then is history, not a fresh loss. */
const longAgo = (text: string, now: number) =>
  [...text.matchAll(/\b(1[89]\d\d|20\d\d)\b/g)].some((m) => now - Number(m[1]) > 3);

/** The feeling a message carries, if any: the strongest first. */
export function feelingIn(text: string, now = new Date().getFullYear()): Feeling | undefined {
  if (bereavement.test(text) && !longAgo(text, now)) return 'bereavement';
  if (illness.test(text)) return 'illness';
  if (hardship.test(text)) return 'hardship';
  if (anger.test(text)) return atTheTrade.test(text) ? 'distrust' : 'anger';
  if (confusion.test(text)) return 'confusion';
  return undefined;
}

/** The one human sentence for each feeling. */
export const feelingLeads: Record<Feeling, string> = {
  bereavement: "I'm so sorry for your loss; let's take this one step at a time.",
  illness: "I'm sorry you're dealing with that; I'll keep this as simple as I can.",
  hardship: "I'm sorry to hear that; I hope everyone is all right.",
  confusion:
    "That's completely understandable: these papers confuse most people, and asking is the right move.",
  anger: "I'm sorry; that sounds upsetting, and it's fair to want it looked at properly.",
  distrust: `I'm sorry that happened; after that, distrust is fair. ${site.name} is an independent landman who works for the mineral owners, companies and investors who hire him, and old deeds and records like those can be pulled and reviewed if you want to know what happened.`,
};
