/**
 * Everyday chat words the spelling corrector must leave alone even though they sit one typo away
 * from a domain word ("please" / "lease", "least" / "lease", "rate" / "late"). The site's own
 * text covers most English; these are the conversational words it does not use.
 */
export const chatWords: readonly string[] = `
  hello hiya howdy thanks thank thankyou please pls plz yeah yep yes nope okay sure cool great
  awesome perfect goodbye cheers whats wheres hows dont cant wont didnt doesnt isnt arent
  youre thats theres heres ill ive lets gonna wanna gotta kinda maybe least lest east west
  north south late later soon sooner fast faster quick quickly asap urgent today tomorrow
  tonight week weeks weekend weekends weekday weekdays monday tuesday wednesday thursday
  friday saturday sunday morning mornings afternoon afternoons evening evenings noon anytime
  whenever email mail phone cell mobile text name number address weather forecast joke jokes
  recipe recipes football basketball baseball soccer movie movies music song songs poem story
  bitcoin crypto stock stocks homework pizza dinner lunch coffee wife husband father mother
  grandpa grandma grandfather grandmother uncle aunt brother sister cousin daughter nephew
  niece lawyer lawyers attorney attorneys lawsuit sue suing court legal legally illegal valid
  invalid void binding enforceable sign signed signing someone somebody anyone human person
  people agent real robot bot chatbot help helpful question questions answer info information
  details detail anything nothing everything else also still actually sorry oops wrong correct
  right change changed update fix cancel stop restart reset start over never mind nevermind
  forget skip none rather wants want need needs like love hate price priced prices rates rate
  cost costs fees fee charge cheap expensive much many long take takes schedule book booking
  meet meeting appointment call calls calling talk speak chat quote quotes estimate bid
  proposal lease leases tyler bryan texas mine miner mines wind wine find kind land lands sand
  band hand stack state states estate estates
`
  .trim()
  .split(/\s+/);
