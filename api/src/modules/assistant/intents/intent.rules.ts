/**
 * Phrase rules per intent, matched against the normalised, spell-corrected message (lower case,
 * no punctuation, apostrophes dropped: "i'd" reads "id", "what's" reads "whats").
 */
export const intentRules = {
  cancel: [
    /^(cancel|stop|never ?mind|forget it|forget about it|quit|exit|no thanks|nah)\b/,
    /\b(cancel (that|this|it|the request|my request)|stop (this|the request)|i changed my mind)\b/,
  ],
  restart: [
    /\b(start over|start again|restart|reset|begin again|from the (top|beginning)|redo (it|this))\b/,
  ],
  talkToPerson: [
    /\b(talk|speak|chat) (to|with) (a |an |the )?(real |live |actual )?(person|human|someone|somebody|ellis|whitaker|him|her|landman|agent|representative|consultant|owner|people)\b/,
    /\b(real|live|actual) (person|human|people)\b/,
    /\bhow (do|can|could) (i|we) (reach|contact|call|email|get in touch with|get hold of)\b/,
    /\b(contact (info|information|details|number)|phone number|email address|your (phone|number|email|e mail|address))\b/,
    /\bare you (a |an )?(bot|robot|human|real person|real|ai|machine|computer)\b/,
    /\b(is this|is that|am i (talking|chatting|speaking) (to|with)) (a |an |just a )?(bot|robot|human|real person|ai|machine|computer|program|automated)\b/,
    /\b(get|put) me (through|in touch)\b/,
  ],
  quote: [
    /\b(quote|quotes|proposal|bid)\b/,
    /\b(an|a|free|get|request|need|want|rough|ballpark) (price )?estimate\b/,
    /\b(assess|evaluate|scope|review) (my|our|the|a) project\b/,
    /\bproject (needs|assessment|intake)\b/,
  ],
  schedule: [
    /\b(schedule|book|arrange|set up|setup|make|plan) (a |an |the |my |me |some |up )?(free |quick |short |phone |video |zoom )?(call|consultation|consult|meeting|appointment|time|chat|visit|conversation)\b/,
    /\b(appointment|book a time|book time)\b/,
    /\b(want|like|need|love|request|get|have|id like|wed like|would like) (a |an |to have a |to get a |to book a |to schedule a |some )?(free |quick |short |phone )?(consultation|consult|meeting|phone call|call|appointment)\b/,
    /\b(can|could|would|will) (you|someone|ellis|he|she|somebody) (call|phone|ring) (me|us)\b/,
    /\bcall me\b/,
    /\bwhen (are you|is ellis|is he|is she) (free|available)\b/,
    /^(schedule|book|scheduling)( it| one| now| please)?$/,
  ],
  revenueSearch: [
    /\b(revenue search|royalty search|free search|search for (my )?(money|royalties|funds))\b/,
  ],
  consultationInfo: [/\b(consultation|consult)\b/],
  replyTime: [
    /\b(how long|how soon|how quickly|how fast|when) (will|would|do|does|until|till|before|can) (i|we|you|ellis|he|she|someone)? ?(hear back|get back|respond|reply|answer|get a (reply|response|answer)|hear from)\b/,
    /\b(response|reply) (time|times)\b/,
    /\b(hear back|get back to me|get back to us|hear from (you|ellis|someone|him|her))\b/,
    /\bhow (long|soon) (until|till|before) (i|we) hear\b/,
    /\b(respond|reply|answer|call back|callback|get back)\b.*\b(inquiry|inquiries|message|messages|request|requests|form|email|emails)\b/,
    /\b(inquiry|inquiries|message|request|form|email)\b.*\b(respond|reply|answer|call back|callback|get back|hear back)\b/,
  ],
  trackRecord: [
    /\b(experience|experienced|background|credentials|credential|qualifications|qualified|certified|certification|licensed|license|track record|results|references|reviews|testimonials|success stories|recovered so far|how much have you recovered)\b/,
    /\bhow long (have you|has ellis|has he|has she) been\b/,
    /\b(how many|how much) (title|defects|royalties|money|clients|cases|projects)\b.*\b(resolved|recovered|cured|handled|done|completed|fixed|cleared)\b/,
  ],
  pricing: [
    /\b(price|prices|pricing|priced|cost|costs|costing|fee|fees|rate|rates|charge|charges|charging|expensive|cheap|afford|affordable|billing|billed|invoice|hourly|retainer|budget)\b/,
    /\bhow much (do|does|would|will|is|are|for|to|money|should i (pay|expect))\b/,
    /\b(pay you|what do you charge|what would it run|run me|set me back|ballpark)\b/,
  ],
  notPricing: [
    /\b(royalty rate|royalty rates|interest rate|interest rates|market rate|going rate for (a |my )?lease)\b/,
  ],
  turnaround: [
    // "How long is a rod": a length (a unit of measure), not a wait.
    /\b(how long(?! (is|are) (a|an|one|the) (rod|chain|link|vara|foot|feet|yard|mile|meter|metre|pole|perch|furlong)s?\b)|how fast|how quick|how quickly|how soon|turnaround|turn around|turnaround time|rush|same day|overnight|expedite|expedited|fast track|asap)\b/,
    /\b(take|takes|taking) (to|for) (complete|finish|get|do|deliver)\b/,
    /\b(24|48) (hours?|hrs?)\b/,
    /\bhow many (days|weeks|months)\b/,
    /\bwhen (will|would|could|can) (i|we) (get|have|receive) (the|my|a) (report|results|check|answer)\b/,
  ],
  about: [
    /\bwho (are you|is ellis|is this|runs|owns (this|the) (site|company|business)|am i (talking|speaking|chatting) (to|with))\b/,
    /\b(about (you|ellis|the company|your company|the business)|tell me about yourself)\b/,
  ],
  coverage: [
    /\bwhere (do|does|are|is) (you|ellis|he|she|the company) (work|operate|located|based|cover|serve|do business)\b/,
    /\b(what|which) (areas|states|regions|counties|parishes|locations|places|cities|offices|territory)\b/,
    /\b(service area|service areas|coverage|coverage area|where are you|do you travel)\b/,
  ],
  servicesOverview: [
    /\b(what|which) (services|kind of (work|services|projects)|type of (work|services|projects)|types of (work|services|projects))\b/,
    // "what all do you do", "what else do you offer", "what is it you guys do exactly"
    /\bwhat( all| else| exactly| kinds? of things| sorts? of things)? (do|does|can|is it|else can) (you|ellis|he|yall|you guys|you all)( all| guys)? (do|offer|provide|handle|help with)\b/,
    /\bwhat can you help\b/,
    /\b(list|all) (of )?(your |the )?services\b/,
    /^(services|your services|all services)$/,
  ],
  greeting: [/^(hi|hello|hey|howdy|hiya|yo|greetings|good (morning|afternoon|evening|day))\b/],
  thanks: [
    /\b(thanks|thank you|thank u|thx|ty|appreciate it|appreciated|much obliged)\b/,
    /^(ok|okay|great|perfect|awesome|cool|got it|sounds good|will do|understood|nice)$/,
  ],
  goodbye: [
    /\b(bye|goodbye|good bye|see you|see ya|talk later|have a (good|nice|great) (day|one|night|evening|weekend)|thats all|that is all|im all set|all set)\b/,
  ],
} as const;

export type IntentRuleName = keyof typeof intentRules;

export function matches(rule: IntentRuleName, text: string): boolean {
  return intentRules[rule].some((p) => p.test(text));
}
