// The seeded articles behind /blogs (the blog_posts table holds the published copy). Original British-English
// guides that repeat the spec's figures (docs/product/rules.md §9) and never make stronger claims than ./claims.ts.
// Body format: paragraphs separated by blank lines; "## " starts a heading; a block of "- " lines is a list.
import { EXTRA_HELP, formatPounds, formatRange as range, MAN_AND_VAN, STORAGE } from "./prices.ts";

export interface BlogPostSeed {
  slug: string;
  title: string;
  description: string;
  author: string;
  /** ISO date */
  publishedAt: string;
  body: string;
}

const BLOG_AUTHOR = "The London Removals Compare team";

const parking: BlogPostSeed = {
  slug: "parking-suspensions-and-cpz-permits-for-moving-day",
  title: "Parking suspensions and CPZ permits for a London move",
  description:
    "How to keep a space outside your door on moving day in London: bay suspensions, dispensations, red routes and what to ask your mover.",
  author: BLOG_AUTHOR,
  publishedAt: "2025-02-10T09:00:00Z",
  body: `Ask anyone who has moved in London what went wrong on the day and parking comes up again and again. A removal van that has to park two streets away turns a three-hour flat move into a five-hour one, and every extra hour is on your bill. A little paperwork two or three weeks before the move avoids most of it.

## Know what kind of street you live on

Most London boroughs run Controlled Parking Zones (CPZs). The hours are on the signs where you enter the zone, and outside those hours anyone can usually park in a permit bay. If your move can happen outside the controlled hours, you may not need anything at all.

Inside controlled hours a removal van in a resident bay can be ticketed like any other vehicle. Yellow lines allow loading in many places, but not where there are kerb marks (short yellow stripes on the kerb) banning it, so look before you assume.

Red routes are different. These main roads are run by Transport for London, not your council, and the council cannot suspend a bay on them. Some red routes have marked loading boxes with set times; if you live on one, tell your mover early so they can plan around it.

## Book a parking bay suspension

A suspension reserves one or more bays for your vehicle on a given day. You apply to your borough council, usually online. A few things are common to most boroughs:

- Apply early. Councils ask for notice, often around two weeks, because signs must go up days before the suspension starts.
- Fees vary between boroughs and depend on how many bays and days you need, so check the price on your council's website before you book.
- Give the length of the vehicle. A Luton van needs more kerb than a car; a large lorry may need two or three bays.
- You may need suspensions at both ends if you are moving between boroughs, and each council has its own form.

Some councils also offer a dispensation or waiver, which lets a named vehicle load on a yellow line or in a permit bay without reserving the space. It costs less but guarantees nothing if the bays are full.

## Let your mover help

Many removal companies arrange suspensions as part of the job, for a fee. When you compare quotes, ask each one whether parking is included, who applies, and what happens if a car is parked in the suspended bay on the day. A good mover will also ask you about access: the distance from the van to the front door, stairs, lifts and narrow hallways all change how long the job takes.

## Permits for your new address

Resident permits belong to an address, not to you, so your old permit ends when you leave. Most councils will only issue a permit for the new address once you can prove you live there, with a tenancy agreement, a council tax bill or a completion statement. Apply in your first week, and ask about visitor permits if friends are helping you unpack.

## Charges on the road

Central London has the Congestion Charge, and the Ultra Low Emission Zone covers every London borough. Most removal vans are compliant or the mover includes any charge in the price, but it is worth asking so it does not appear as an extra on the invoice.

With the parking sorted, book your mover two to four weeks ahead, and longer at peak times. When you request quotes, mention any parking limits in the notes box so every mover prices the same job.`,
};

const packing: BlogPostSeed = {
  slug: "how-to-pack-a-flat-for-a-london-move",
  title: "How to pack a flat for a London move",
  description:
    "A room-by-room plan for packing a London flat: what to buy, when to start, how to label boxes and what to leave for the movers.",
  author: BLOG_AUTHOR,
  publishedAt: "2025-03-18T09:00:00Z",
  body: `A well-packed one or two-bedroom flat usually takes a removal team about three to four hours to move. A badly packed one takes longer, costs more and breaks more. The difference is almost all in the two to four weeks before moving day.

## Start two to four weeks before

Begin with the things you will not miss: books, spare bedding, seasonal clothes, the back of the kitchen cupboards. Packing a few boxes every evening is far easier than a weekend of panic, and it shows you early how many boxes you really need.

Clear out as you go. London flats are small and so is the next one, and you pay to move every box. Charity shops, council bulky-waste collections and online giveaway groups will take a surprising amount.

## What you need

- Strong double-walled boxes in two or three sizes. Supermarket boxes are fine for light things but often collapse when stacked.
- Small boxes for books, files and tins. A large box of books is too heavy to carry safely.
- Packing paper, bubble wrap for glass and screens, and plenty of good tape.
- A thick marker, a roll of sandwich bags for screws, and a few bin bags for soft things.

If you would rather not do it yourself, most movers offer a packing service. It typically adds around ${formatPounds(EXTRA_HELP.packingService.min)} to ${formatPounds(EXTRA_HELP.packingService.max)} to the cost of a move, depending on how much there is.

## Pack room by room

Pack one room at a time and write on each box the room it is going to and a word or two about what is in it. Write on the side as well as the top, because stacked boxes only show their sides. Heavy things go at the bottom, light things on top, and every box should be full so it does not crush when stacked. Keep each box to a weight you could lift comfortably yourself.

Wrap plates on their edges, not flat, and fill gaps with paper or tea towels. Photograph the back of the television and router before you unplug them so you know which cable goes where.

## Furniture and appliances

Measure the big pieces and the doors, stairwells and lift at the new flat. If a sofa went in through a window, it may need to come out the same way, and your mover needs to know. Take beds and tables apart where you can, and put the screws in a labelled bag taped to the frame.

Defrost and dry the freezer the day before so it does not leak in the van. Empty the washing machine and ask your mover whether it needs transit bolts.

## The open-first box

Pack one box or bag that travels with you, not in the van: kettle, mugs, tea, phone chargers, toilet roll, a change of clothes, medicines, basic tools, bedding for the first night and the keys. On a long day, it is the most useful thing you own.

## On the day

Keep the route from the door to the van clear, put anything not going in one marked corner, and stay around to answer questions. When you ask for quotes, say how many boxes you expect and whether you want help with packing, so the prices you compare are for the same job.`,
};

const kidsAndPets: BlogPostSeed = {
  slug: "moving-house-in-london-with-children-and-pets",
  title: "Moving house in London with children and pets",
  description:
    "Practical ways to keep children calm and pets safe when you move home in London, from telling them early to the first night in the new place.",
  author: BLOG_AUTHOR,
  publishedAt: "2025-05-06T09:00:00Z",
  body: `For children and animals, moving day is noise, strangers and a home that suddenly looks wrong. A bit of planning keeps the day calm for them, which makes it calmer for you and quicker for the movers.

## Tell children early and give them a job

Children cope better with a move they were told about weeks ahead than one that arrives with a van. Show them the new area on a map, walk past the new home if you can, and find the nearest park or library together. Let them pack a box of their own and decorate it; it is theirs to open first.

Keep bedtimes and meals as normal as possible in the last week. Pack their room last and set it up first, so the first night in the new place looks familiar.

## School places and childcare

If the move means a new school, apply early. In-year applications in London are usually made through the council for the new address, and popular schools may have waiting lists. Tell the current school your leaving date, and ask for records to be passed on.

On moving day itself, small children are safest somewhere else. A grandparent, a friend or a day at the childminder keeps them away from heavy boxes, open doors and a busy street. Older children can help, with a clear job such as keeping track of the essentials bag.

## Cats

Cats dislike change more than most. On the day, shut your cat in a quiet room with food, water, litter and a sign on the door, or book a cattery for a night or two. At the new home, keep them indoors for about two weeks while they learn that this is home, and let them explore one room at a time.

## Dogs

Take your dog for a long walk before the movers arrive, then either keep them with a friend or in a closed room. Bring their bed, bowls and a favourite toy in the car, not the van. New streets bring new smells, so keep them on the lead for the first walks until they know the way back.

## Small animals and fish

Rabbits, guinea pigs and birds should travel in their own secure carrier, kept level, out of draughts and never in the removal van. Fish are the hardest: ask your local aquarium shop for advice well before the day, because tanks must be emptied to move safely.

## Paperwork for pets

In England, dogs and cats must be microchipped, and the details on the microchip database must be kept up to date, so change the address as soon as you move. Register with a vet near the new home before you need one, and take a copy of your pet's records.

## Tell your movers

Mention children and pets when you ask for quotes and again on the day. Movers leave doors open while they carry; knowing that a cat is shut in the bedroom means they will not open that door. It also helps them plan: a move with fewer interruptions is quicker, and on an hourly rate, quicker is cheaper.`,
};

const cheapest: BlogPostSeed = {
  slug: "cheapest-time-to-move-house-in-london",
  title: "The cheapest time to move house in London",
  description:
    "Why January to March is the cheapest time to move in London, which days cost the most, and how flexible dates can lower your quotes.",
  author: BLOG_AUTHOR,
  publishedAt: "2025-01-14T09:00:00Z",
  body: `Removal prices in London follow demand. The same move can cost noticeably more on a busy Friday in July than on a quiet Tuesday in February, because movers fill their diaries at peak times and have vans standing idle at others. If your dates can move, so can your price.

## The cheapest months: January to March

The quietest time of year for removals is January to March. Fewer people move in winter, the school year is under way and the spring property market has not yet picked up. Movers have more free days, and they are more willing to sharpen a quote to fill them.

Spring brings more moves, and summer is the peak: families move between school years, students and graduates change flats and the weather is kind. Expect fuller diaries and firmer prices from June to September, and book further ahead.

## The busiest days

- The end of the month and the first of the month, when many tenancies end and start.
- Fridays, when most house purchases complete.
- Saturdays, for everyone who cannot take a weekday off.
- Bank holiday weekends and the start of school holidays.

Mid-month, midweek moves are usually cheaper and easier to book. If you rent, ask your landlord whether your start date can move by a few days; if you are buying, remember that completion dates often fall on a Friday, so a Monday or Tuesday move with a night or two of storage can cost less than you might think.

## Book at the right time

Book two to four weeks ahead for most moves, and longer at peak times. Booking months ahead rarely saves money, because movers cannot plan their crews that far out; booking two days before leaves you with whoever is left.

## Be flexible in your request

When you ask for quotes, say if your date is flexible. A mover with a gap on the Wednesday may offer a better price than for the Friday you first had in mind. Evening and weekend slots are also available from many movers, which helps if you cannot take a day off, though Saturdays are in demand.

Time of day can matter too. A mover who has a morning job may price an afternoon start lower, and a flexible start time gives them room to fit you in.

## What it costs

For small moves, a man and van in London usually costs ${range(MAN_AND_VAN.transitVanOneMoverPerHour)} an hour for a transit van with one mover, or ${range(MAN_AND_VAN.lutonVanOneMoverPerHour)} an hour for a Luton van, with ${range(MAN_AND_VAN.secondMoverPerHour)} an hour for each extra mover and a ${MAN_AND_VAN.minimumHours}-hour minimum. A full move by a removal company typically ranges from about £300 to £1,500 or more, depending on the size of the home and the distance.

## Compare, whatever the month

The biggest saving is not the date but the comparison. Prices for the same move vary a lot from one company to the next, and comparing quotes can save you up to 50 percent. Describe your move once, with your flexible dates, and let up to six vetted, insured movers tell you what they would charge.`,
};

const comparing: BlogPostSeed = {
  slug: "how-to-compare-removal-quotes",
  title: "How to compare removal quotes like for like",
  description:
    "The cheapest removal quote is not always the best value. What to check in every quote: inventory, crew, insurance, extras, deposit and reviews.",
  author: BLOG_AUTHOR,
  publishedAt: "2025-04-08T09:00:00Z",
  body: `Put three removal quotes side by side and the totals can be hundreds of pounds apart. Sometimes one mover is simply cheaper. More often the quotes describe three different jobs. Comparing like for like is how you find out which it is.

## Make sure they are pricing the same move

Every mover should be working from the same picture of your move: the addresses, the number of bedrooms, the large items, roughly how many boxes, and the access at both ends. If one quote is far lower than the rest, check whether it has missed the piano, the third floor without a lift or the wardrobe that has to come apart.

For a house move, a survey, in person or by video call, gives the most reliable price. For a small flat a detailed list is usually enough.

## What to check in each quote

- Fixed price or hourly rate. A fixed price protects you if the day runs long; an hourly rate can be cheaper for a small, well-prepared move. For hourly rates, check the minimum booking and how travel time is charged.
- The crew and the vehicle: how many movers, and what size of van or lorry.
- What is included: packing, materials, dismantling and reassembly of furniture, and protection for floors and doorways.
- Parking and road charges: who arranges a bay suspension, and whether the Congestion Charge or the Ultra Low Emission Zone charge is included.
- Extras that appear on the day: long carries from the van to the door, stairs, waiting time if the keys are late, and a second trip.

## Insurance

A professional mover carries Goods in Transit insurance, which covers your things while they are in the vehicle, and Public Liability insurance, which covers damage to property and people. Ask how much each covers, and whether items you packed yourself are covered in the same way as items the mover packed. If you own anything valuable, ask whether it needs to be declared in advance.

## Deposit, payment and cancellation

Most movers ask for a deposit to hold your date. Ask how much it is, whether it is refundable, and what happens if your completion date moves. Payment by bank transfer, card or cash is common; agree the method and the timing with the mover in writing before the day.

## Signs to be careful

- No written quote, or a quote with no company name, address or phone number.
- A price far below every other quote with no explanation.
- Cash only, paid in full before the move.
- No clear answer about insurance.

## Reviews and availability

Read recent reviews, and look for how a company handled a problem, not only the five-star ones. Check that the mover can actually do your date and time: a cheap quote for a date they cannot keep is no quote at all.

## Let the quotes come to you

Comparing is easier when every mover is answering the same request. Describe your move once, in about 60 seconds, and up to six vetted, insured removal companies who cover your area send their quotes, often within hours. It is free, with no obligation and no commission on your booking, so you choose on value, not on who called first.`,
};

const storage: BlogPostSeed = {
  slug: "storage-options-when-moving-in-london",
  title: "Storage options when you move in London",
  description:
    "Self storage, container storage or a few nights in the mover's warehouse: how London storage works, what it costs per week and how to choose.",
  author: BLOG_AUTHOR,
  publishedAt: "2025-06-03T09:00:00Z",
  body: `Plenty of London moves need storage at some point: a completion date that slips, a new flat that is smaller than the old one, a renovation, or a year abroad. The right kind depends on how long you need it, how often you need to get at your things and how much there is.

## Self storage

A self-storage unit is a locked room in a building you visit yourself. You choose the size, you hold the key and you can usually get in seven days a week, within the site's opening hours. It suits people who need to add or take things out now and then.

Typical London prices are around ${range(STORAGE.smallLockerPerWeek)} a week for a small locker, ${range(STORAGE.oneBedPerWeek)} a week for a unit that holds the contents of a one-bedroom flat, and ${range(STORAGE.twoToThreeBedPerWeek)} a week for two or three bedrooms. Most sites offer discounts if you book for ${STORAGE.discountFromMonths} months or more, and introductory offers are common, so check the price after the offer ends.

## Container storage

Many removal companies store goods in their own warehouse, packed into wooden containers that are loaded at your home and sealed until delivery. You do not visit it yourself, but your things are handled once, not twice, and the price of moving in and out can be agreed with the move. It is often the simplest choice between a sale and a purchase.

## A few nights between homes

If you have to leave one home a day or two before you can move into the next, ask your mover about keeping everything on the van or in their warehouse overnight. It usually costs much less than two separate moves, but it needs to be agreed in advance.

## Choosing a size

A unit that is too big wastes money every week; one that is too small means a second unit. Most stores have size guides and staff who will help, but a quick list of your large items is the best guide. Stack boxes rather than spreading them out, and leave a gap to walk through if you will need to reach things.

## What to check

- Access hours, and whether there is parking or a loading bay.
- Security: cameras, individual alarms and who holds keys.
- Insurance. Storage sites usually require your goods to be insured; check whether your home contents policy already covers items in storage before you buy cover from the site.
- Notice period and what happens to the price after any introductory offer.

## Packing for storage

Use strong boxes of the same few sizes, fill them so they do not crush, and label every side. Clean and dry fridges, washing machines and anything made of fabric before it goes in, to keep out damp and smells. Never store food, paint, gas bottles or anything flammable.

## Get storage quoted with your move

Storage is one of the move types you can choose when you ask for quotes. Tell movers where the goods are, how much there is and how long you need to store it, and compare up to six quotes that include moving the goods in and out.`,
};

/** Newest first is how /blogs lists them; this order is only the seed order. */
export const BLOG_POSTS: readonly BlogPostSeed[] = [
  cheapest,
  parking,
  packing,
  comparing,
  kidsAndPets,
  storage,
];
