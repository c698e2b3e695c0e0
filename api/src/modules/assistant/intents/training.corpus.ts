import type { ServiceSlug } from '@landman/content';
import type { Intent } from './intent';

/**
 * The TRAINING part of the evaluation corpus: example visitor messages labelled with what the
 * visitor wants (intent) and, where one applies, the service the message is about (topic).
 * The intent and topic classifiers learn from these rows only; the test part
 * (`../evaluation/test.corpus.ts`) was written separately and is never shown to them. It lives
 * here, beside the classifiers, because the production build trains them from it at start;
 * the evaluation folder is left out of the build.
 *
 * One row per line: `intent | service slug or - | message`.
 */
export interface TrainingExample {
  text: string;
  intent: Intent;
  service?: ServiceSlug;
}

const rows = `
schedule | - | what does ellis have open the week after next
schedule | - | is there a free slot on friday
schedule | - | show me the open times for monday
schedule | - | could i grab a time with him later today
schedule | - | what's the soonest opening on his calendar
schedule | - | does he have anything free thursday afternoon
schedule | - | which mornings are still available
schedule | - | any chance there's room tomorrow for a quick call
transcript | - | email me a copy of what we talked about
transcript | - | can you send this chat to my email
transcript | - | i'd like a transcript of our conversation
transcript | - | please mail me the conversation so i can show my brother
transcript | - | how do i save a copy of this chat
transcript | - | send the whole exchange to my inbox
transcript | - | can i get this discussion in writing by email
blog-subscribe | - | how do i sign up for your newsletter
blog-subscribe | - | can i get your new articles by email
blog-subscribe | - | put me on the list for blog updates
blog-subscribe | - | i want an email when you publish something new
blog-subscribe | - | is there a way to follow the blog
blog-subscribe | - | subscribe me to new posts
blog-subscribe | - | let me know when there's a new article out
deadline-tool | - | by what date must the operator pay my first royalties in texas
deadline-tool | - | how late can a texas operator send my gas royalties
deadline-tool | - | when are my oil royalty payments due each month
deadline-tool | - | figure out the due date for my royalty payment
greeting | - | hi
greeting | - | hello there
greeting | - | hey
greeting | - | good morning
greeting | - | howdy
greeting | - | hi, anyone there?
greeting | - | hello is this thing on
greeting | - | good afternoon
thanks | - | thanks
thanks | - | thank you so much
thanks | - | ok great thanks
thanks | - | appreciate it
thanks | - | that helps, thank you
thanks | - | thx
thanks | - | got it
goodbye | - | bye
goodbye | - | that's all for now, goodbye
goodbye | - | have a good day
goodbye | - | ok talk later
goodbye | - | I'm all set, bye
cancel | - | cancel
cancel | - | never mind
cancel | - | forget it
cancel | - | stop
cancel | - | I changed my mind
restart | - | start over
restart | - | can we start again
restart | - | reset
talk-to-person | - | can I talk to a real person
talk-to-person | - | I want to speak with Ellis
talk-to-person | - | what's your phone number
talk-to-person | - | how do I contact you
talk-to-person | - | is there a number I can call
talk-to-person | - | email address?
talk-to-person | - | are you a bot
talk-to-person | - | I'd rather talk to a human
talk-to-person | - | get me someone who can help
talk-to-person | - | how can i reach the landman directly
talk-to-person | - | who do I call
talk-to-person | - | can you give me his contact info
talk-to-person | - | i dont like typing, can i just phone somebody
talk-to-person | - | best way to get ahold of you
quote | - | I need a quote
quote | - | can I get a quote for a title project
quote | - | request a quote
quote | - | how do I get a proposal for my project
quote | - | we'd like a bid on a lease acquisition project
quote | - | can you give me an estimate for some work
quote | - | I want to get a project evaluation
quote | - | please price out an audit of our leases, I'll give you the details
schedule | - | schedule a call
schedule | - | I'd like to book a consultation
schedule | - | can someone call me tomorrow
schedule | - | set up a meeting
schedule | - | I want a free consultation
schedule | - | book me in for a phone call next week
schedule | - | can Ellis call me back
schedule | - | when is he available to talk
schedule | - | let's set up a time to go over my lease
schedule | - | please have someone phone me about my minerals
revenue-search | suspense-minerals | free revenue search
revenue-search | suspense-minerals | how does the free revenue search work
revenue-search | suspense-minerals | can you search for royalties in my name
revenue-search | suspense-minerals | is there money out there owed to me from oil wells
revenue-search | suspense-minerals | search unclaimed royalties for my family
consultation-info | - | what is the free consultation
consultation-info | - | how long is the consultation
consultation-info | - | is the first consult really free
consultation-info | - | what happens on the consultation call
consultation-info | - | whats involved in a consultation
reply-time | - | how long until I hear back
reply-time | - | when will you get back to me
reply-time | - | how fast do you respond to emails
reply-time | - | if I send the contact form when will someone reply
reply-time | - | what's your response time
reply-time | - | how soon does Ellis answer messages
reply-time | - | I left a message, when do I hear from you
track-record | - | how much experience do you have
track-record | - | what's your track record
track-record | - | have you done this before
track-record | - | how many title defects have you resolved
track-record | - | any results you can share
track-record | - | how much have you recovered for clients
track-record | - | what are your qualifications
pricing | - | how much do you charge
pricing | - | what are your fees
pricing | lease-checks | how much is a lease check
pricing | - | is it expensive
pricing | - | what does it cost
pricing | - | do you charge by the hour
pricing | title-curative | price for title curative work
pricing | - | how do you bill
pricing | - | ballpark cost for a small project?
pricing | estate-heirship | what would heirship work cost me
pricing | - | do you work on retainer
pricing | - | would $500 cover it
pricing | - | are your rates reasonable
pricing | - | how much for a rush
turnaround | lease-checks | how long does a lease check take
turnaround | lease-checks | what's the turnaround on a lease check
turnaround | lease-checks | can I get it back in 24 hours
turnaround | lease-checks | do you offer rush service
turnaround | - | how fast can you do it
turnaround | title-curative | how long does curative take
turnaround | - | I need this done by next week, possible?
turnaround | lease-checks | can you check a lease over the weekend
turnaround | - | what's the fastest you can deliver
turnaround | lease-checks | same day lease check?
turnaround | lease-checks | standard vs extended turnaround
about | - | who are you
about | - | tell me about the company
about | - | who is Ellis Whitaker
about | - | who runs this site
about | - | what is this chat
about | - | what do you do exactly
lawyer | - | are you a lawyer
lawyer | - | is Ellis an attorney
lawyer | - | do you give legal opinions
lawyer | - | are you an attorney or a landman
lawyer | - | can you act as my lawyer
lawyer | - | is this a law firm
lawyer | - | difference between you and a title attorney
documents | - | how do I send you documents
documents | - | can I upload my lease here
documents | - | where do I send my deeds
documents | - | can I email you the paperwork
documents | - | how do I get you copies of my check stubs
documents | - | can i attach a pdf in the chat
documents | - | I have a box of old papers, how do I get them to you
privacy | - | is this chat confidential
privacy | - | what do you do with my information
privacy | - | do you sell my data
privacy | - | is what I type here private
privacy | - | who sees these messages
privacy | - | how long do you keep chat history
privacy | - | can I send my social security number here
privacy | - | is my info kept confidential
lithium-timeline | lithium-leasing | how long does lithium take to reach production
lithium-timeline | lithium-leasing | lithium vs oil timeline
lithium-timeline | lithium-leasing | how long do lithium projects last compared with oil wells
lithium-timeline | lithium-leasing | when would a lithium lease actually start paying
lithium-timeline | lithium-renewables | lifecycle of a lithium project versus oil and gas
lithium-timeline | lithium-leasing | is lithium slower than oil to get going
coverage | - | where do you work
coverage | - | what areas do you cover
coverage | - | which states do you serve
coverage | - | what's your service area
coverage | - | do you travel
coverage | - | what counties do you work in
coverage | - | where are your offices
services-overview | - | what services do you offer
services-overview | - | what can you help with
services-overview | - | what kind of work do you do
services-overview | - | list your services
services-overview | - | what do you handle
place | - | do you work in Oklahoma
place | - | do you cover Tyler
place | - | are you in Midland
place | - | what about Lea County New Mexico
place | - | do you do anything in Louisiana
place | - | do you work in Caddo Parish
place | - | I'm in Reeves County, do you go there
place | - | anything near Odessa
place | - | do you serve Shreveport
place | - | what about Kansas
place | - | do you work in Colorado
place | - | my land is in Arkansas, can you help
place | - | do you cover Houston
place | - | Gregg County?
place | - | is Bossier Parish covered
place | - | do you come out to Bryan College Station
place | - | what about the Permian Basin
place | - | Hobbs area?
service | lease-checks | what is a lease check
service | lease-checks | can you verify a lease before we drill
service | lease-checks | I want someone to look over a lease before I sign it
service | lease-checks | need my lease reviewed
service | lease-checks | we need to confirm the lessor actually owned what they leased
service | leasehold-audits | what's a leasehold audit
service | leasehold-audits | we have hundreds of leases and don't know which are still held
service | leasehold-audits | audit our lease portfolio
service | leasehold-audits | checking which leases have expired across our acreage
service | title-curative | what is title curative
service | title-curative | the title examiner's opinion has requirements we need cleared
service | title-curative | there's a gap in the chain of title
service | title-curative | missing release on an old mortgage clouding my title
service | suspense-minerals | my royalties are in suspense
service | suspense-minerals | the oil company stopped paying me
service | suspense-minerals | why are my royalty payments being held
service | suspense-minerals | I think I'm owed back royalties
service | suspense-minerals | the operator says my interest is suspended for title
service | deal-evaluation | someone offered to buy my minerals
service | deal-evaluation | is this lease offer fair
service | deal-evaluation | I got a letter offering cash for my mineral rights
service | deal-evaluation | evaluate a mineral acquisition for us
service | deal-evaluation | what are my minerals worth
service | deal-evaluation | should I take this offer to buy my royalties, it seems low
service | deal-evaluation | we're buying a package of minerals and need due diligence
service | estate-heirship | my dad died and left mineral rights
service | estate-heirship | we inherited minerals from grandma
service | estate-heirship | what is an affidavit of heirship
service | estate-heirship | the royalty checks stopped after my mother passed
service | estate-heirship | how do heirs get minerals transferred into their names
service | estate-heirship | my siblings and I inherited royalty interest, what now
service | row-acquisition | we need right of way for a pipeline
service | row-acquisition | a pipeline company wants an easement across my land
service | row-acquisition | do you do ROW acquisition
service | row-acquisition | transmission line easement negotiation
service | row-acquisition | we are building a gathering line and need agents
service | surface-settlements | the operator tore up my pasture
service | surface-settlements | surface damages from drilling
service | surface-settlements | they want to build a well pad on my property
service | surface-settlements | surface use agreement help
service | surface-settlements | compensation for crop damage from a pipeline
service | lithium-renewables | solar company wants to lease my land
service | lithium-renewables | wind farm lease offer
service | lithium-renewables | battery storage project on my ranch
service | lithium-renewables | renewable energy leasing
service | lithium-leasing | lithium brine leasing in east texas
service | lithium-leasing | someone offered a lithium lease on my minerals
service | lithium-leasing | what is lithium leasing
service | lithium-leasing | smackover lithium rights
service | oil-gas-leasing | negotiate an oil and gas lease
service | oil-gas-leasing | we need landmen to lease acreage for a drilling program
service | oil-gas-leasing | I want a better royalty on my new lease
service | oil-gas-leasing | lease acquisition for an operator
service | oil-gas-leasing | help me negotiate my lease terms
question | oil-gas-leasing | what is a pugh clause
question | oil-gas-leasing | what does HBP mean
question | oil-gas-leasing | held by production meaning
question | suspense-minerals | what is a division order
question | suspense-minerals | how is my decimal interest calculated
question | deal-evaluation | what's the difference between NRI and ORRI
question | deal-evaluation | what is an overriding royalty
question | deal-evaluation | net revenue interest explained
question | oil-gas-leasing | what is a shut-in royalty
question | oil-gas-leasing | what's a top lease
question | oil-gas-leasing | how does forced pooling work in oklahoma
question | oil-gas-leasing | what is pooling
question | deal-evaluation | what is a JOA
question | deal-evaluation | what's an AMI in a deal
question | title-curative | what is a title opinion
question | - | what is a landman
question | - | what is a mineral servitude in louisiana
question | - | what's prescription of nonuse
question | - | what is a P-5 filing
question | - | stepped up basis on inherited minerals
question | lease-checks | do lease checks cover federal leases
question | lease-checks | what do you need from me to start a lease check
question | surface-settlements | what should a surface use agreement include
question | title-curative | what is a curative requirement
question | - | what drives lease bonus offers
question | estate-heirship | do all the heirs need to travel to sign
legal-advice | - | should I sign this lease
legal-advice | - | is my lease still valid
legal-advice | - | can I sue the operator
legal-advice | - | who inherits my uncle's minerals
legal-advice | - | can they force me to sell
legal-advice | - | do I have to sign the division order
legal-advice | - | is this contract legally binding
legal-advice | - | can I break my lease
legal-advice | - | am I entitled to more royalties under the law
legal-advice | - | what are my legal rights against the pipeline company
legal-advice | - | can I sign for my late father on the deed
legal-advice | - | I want to just put my sister's signature on the affidavit, is that ok
legal-advice | - | can I backdate the assignment
legal-advice | - | is it legal for them to drill under my land without asking
legal-advice | - | should I contest the will
legal-advice | - | can we get out of the easement
off-topic | - | what's the weather in Midland
off-topic | - | tell me a joke
off-topic | - | best steak restaurant in Tyler
off-topic | - | what's the price of oil today
off-topic | - | who won the football game
off-topic | - | write me a poem
off-topic | - | good hotel in Oklahoma City
off-topic | - | can you help with my python homework
off-topic | - | recommend a mexican place in Odessa
off-topic | - | what's bitcoin at
off-topic | - | where can I get my truck fixed in Longview
off-topic | - | what time does the courthouse cafeteria open
off-topic | - | is the stock market up
greeting | - | hey there, quick question
greeting | - | hi ellis
greeting | - | evening
thanks | - | thanks a bunch
thanks | - | perfect, that answers it
thanks | - | much obliged
talk-to-person | - | I need to call somebody today, what's the number
talk-to-person | - | can I text or call Ellis
talk-to-person | - | phone?
talk-to-person | - | what's the office line
talk-to-person | - | I want a real person not a computer
talk-to-person | - | I'm old and don't do computers, just give me a phone number
pricing | - | what are your rates for heirship research
pricing | - | is there a fee to look at my paperwork
pricing | suspense-minerals | what do you charge to recover suspended royalties
pricing | leasehold-audits | cost of an audit
pricing | - | how do you price your work
pricing | - | do you charge a flat fee or by the hour
pricing | - | payment terms?
pricing | - | can I pay by credit card
pricing | - | how does billing work
pricing | lease-checks | is rush more money than standard
turnaround | lease-checks | how many days for a standard lease check
turnaround | lease-checks | I need an answer on this lease by tomorrow morning
turnaround | - | how long does the whole process take
turnaround | estate-heirship | how many months to clear up an estate for the minerals
turnaround | suspense-minerals | how long before suspended money gets released
turnaround | lease-checks | what's the quickest lease check you offer
track-record | - | how long have you been a landman
track-record | - | what's your background
track-record | - | where did you work before
track-record | - | do you have references
track-record | - | have you helped families like mine
reply-time | - | I sent the form, when will he call me
reply-time | - | how fast will someone reply to my request
reply-time | - | will I get a response today
lawyer | - | do I need a lawyer or is a landman enough
lawyer | - | are you licensed to practice law
lawyer | - | can a landman give title opinions
documents | - | what's the best way to send a copy of the lease
documents | - | can I fax the division order
documents | - | I have photos of the deed on my phone, where do I send them
documents | - | do you need originals or are copies ok
privacy | - | I don't want my neighbors knowing about this, is it private
privacy | - | do you keep what I type
privacy | - | will my information be shared
privacy | - | are these chats recorded
privacy | - | privacy policy
lithium-timeline | lithium-leasing | how soon does lithium production start after leasing
lithium-timeline | lithium-leasing | lithium project lifespan
lithium-timeline | lithium-renewables | how many years until a lithium plant produces
place | - | midland?
place | - | tyler
place | - | shreveport la
place | - | do you cover East Texas
place | - | what about Lubbock
place | - | Haynesville
place | - | Eagle Ford?
place | - | anything in Nevada
place | - | do you handle mineral rights in Montana
place | - | Dallas area?
place | - | Lafourche Parish
place | - | Roger Mills County Oklahoma
place | - | we are near Carlsbad
coverage | - | what parts of texas do you cover
coverage | - | which cities do you have offices in
service | estate-heirship | heirship
service | estate-heirship | my aunt passed and nobody knows who gets her royalty now, can you figure out the family tree
service | estate-heirship | do you handle probate paperwork for minerals
service | estate-heirship | dad passed without a will and had oil leases
service | row-acquisition | do you do easements
service | row-acquisition | pipeline wants to cross my property
service | row-acquisition | need right-of-way agents for a transmission line
service | surface-settlements | they damaged my road and fences putting in a well
service | surface-settlements | the company left a mess on my land after drilling
service | surface-settlements | damages for a new pipeline through my field
service | lithium-renewables | solar lease
service | lithium-renewables | a wind company wants to put turbines on my ranch
service | leasehold-audits | do you audit lease portfolios
service | leasehold-audits | we need to know which leases in our package are held by production
service | leasehold-audits | audits
service | title-curative | clear up title problems
service | title-curative | the buyer's attorney says our title has defects
service | title-curative | curative
service | suspense-minerals | I haven't been paid royalties in months
service | suspense-minerals | the checks stopped coming from the operator
service | suspense-minerals | royalty money being held in suspense
service | deal-evaluation | I'm thinking about selling my mineral rights
service | deal-evaluation | they want to buy my royalties, what's it worth
service | deal-evaluation | is this offer for my minerals any good
service | oil-gas-leasing | lease negotiation
service | oil-gas-leasing | a landman knocked on my door with a lease, can you negotiate it
service | lease-checks | lease check
service | lease-checks | can you review a lease for me
service | lease-checks | do you look at leases before people sign them
service | lease-checks | verify title on a lease we're buying
question | oil-gas-leasing | what does a vertical pugh clause do
question | oil-gas-leasing | what's a shut in payment
question | oil-gas-leasing | what is a continuous development clause
question | deal-evaluation | what is a working interest
question | deal-evaluation | explain royalty interest vs working interest
question | leasehold-audits | what does a joint operating agreement cover
question | leasehold-audits | area of mutual interest meaning
question | suspense-minerals | why does the division order say a different decimal than I expected
question | oil-gas-leasing | how does pooling affect my royalty
question | deal-evaluation | what is a term assignment
question | - | what's the railroad commission
question | - | what is an affidavit of use and possession
question | - | how are royalties taxed when you inherit them
question | - | what is severance tax on my check stub
question | - | what is depletion
off-topic | - | where's a good place to eat in Bryan
off-topic | - | bbq in Longview?
off-topic | - | can you recommend an electrician in Tyler
off-topic | - | what's natural gas selling for
off-topic | - | who's playing tonight
off-topic | - | good fishing spots near Hobbs
off-topic | - | how do I bake bread
off-topic | - | asdf
off-topic | - | what movie should I watch
legal-advice | - | can I sign on behalf of my dead mother
legal-advice | - | is it ok if I sign my dad's name, he's in a nursing home
legal-advice | - | do I legally have to let them on my land
legal-advice | - | will I win if I sue
legal-advice | - | is this lease legal
service | leasehold-audits | what does a leasehold audit include
service | title-curative | what's included in curative work
service | deal-evaluation | what do you look at in a deal evaluation
service | estate-heirship | what does heirship work involve
talk-to-person | - | am I chatting with a machine
talk-to-person | - | is this automated
about | - | who owns this company
about | - | whose website is this
track-record | - | how many years in the business
lawyer | - | I need a title opinion for the bank, can you do that
pricing | - | do you work on contingency
pricing | - | is it a percentage of the money recovered
documents | - | can I mail you the paperwork
documents | - | where do I drop off documents
privacy | - | do you give my details to anyone
privacy | - | will you pass my info to oil companies or buyers
reply-time | - | do you answer inquiries quickly
lithium-timeline | lithium-leasing | when does a lithium lease start producing royalties
pricing | - | give me a rough number for what the work would cost
pricing | title-curative | ballpark on curative for one tract
service | lease-checks | what do your lease checks include
service | surface-settlements | what's covered in a surface settlement
coverage | - | where are you based
coverage | - | where is the office
schedule | - | is he free on thursday to talk
schedule | - | can we talk monday morning
documents | - | how do I send docs
documents | - | sending you papers, how
service | suspense-minerals | am I being paid the right royalty
service | suspense-minerals | my royalty checks look too small
legal-advice | - | my sister refuses to sign, can the rest of us lease without her
question | title-curative | what is a mineral deed
consultation-info | - | what do we go over on the free call
consultation-info | - | what should I expect from the consultation
`;

export const trainingCorpus: readonly TrainingExample[] = rows
  .split('\n')
  .map((line) => line.trim())
  .filter(Boolean)
  .map((line) => {
    const [intent, service, ...text] = line.split(' | ');
    return {
      intent: intent as Intent,
      ...(service !== '-' ? { service: service as ServiceSlug } : {}),
      text: text.join(' | '),
    };
  });
