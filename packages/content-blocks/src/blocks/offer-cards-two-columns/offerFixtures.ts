import { fixtureImage } from '../../site/fields';

/*
 * Offers for the two offer-card blocks' fixtures (spec 002 §3 "Offer"), inlined as the content service delivers
 * them. Each shows a part of the model: the footer's date and terms, colours and fonts, alignments, the image's
 * own alt text, no footer, no picture, long texts.
 */

/** A picture, a call to action (secondary by default), the date and markdown terms with a link to the full terms. */
export const knitwearOffer = {
  title: '15% off knitwear',
  description: 'Take 15% off every jumper and cardigan, just for Good Stuff members.',
  image: fixtureImage('offer-cards-knitwear'),
  imgAltText: 'A stack of folded wool jumpers',
  CTA: { buttonText: 'Shop knitwear', buttonLink: '/womens/knitwear' },
  validUntil: '2026-12-31',
  termsAndConditionsLink: { url: '/terms/good-stuff-offers' },
  termsAndConditionsDescription:
    'One use per member, online and in our shops.\n\n' +
    '- **Excludes** gift cards and sale items\n- Cannot be used with any other offer\n\n' +
    'Read the [full offer terms](/terms/good-stuff-offers) for everything else.',
};

/** Dark background (white text), teal footer (black text), centred, Quisas-2 title, primary button, own titles. */
export const deliveryOffer = {
  title: 'Free delivery over £50',
  titleFont: 'Quisas-2',
  description: 'On every order over £50, wherever it is going in the UK.',
  descriptionFont: 'Athletics',
  image: fixtureImage('offer-cards-delivery'),
  imgAltText: 'A parcel tied with string on a doorstep',
  blockBackgroundColor: '#1B3A4B',
  footerBackgroundColor: '#64E6D6',
  textAlignment: 'Center',
  CTA: { buttonText: 'Start shopping', buttonLink: '/new-in', buttonStyle: 'primary' },
  validUntil: '2026-06-30T23:59:59Z',
  termsAndConditionsLink: { text: 'Delivery terms', link: '/help/delivery' },
  termsAndConditionsDescription: 'Orders of **£50 or more** after discounts. UK mainland addresses only.',
};

/** Right-aligned, the image's own alt text, Athletics title; terms without a link (the panel has no link). */
export const birthdayOffer = {
  title: 'A birthday treat',
  titleFont: 'Athletics',
  description: 'A £10 voucher in your birthday month.',
  descriptionFont: 'Quisas',
  image: fixtureImage('offer-cards-birthday', 'A cake with lit candles'),
  textAlignment: 'Right',
  CTA: {
    buttonText: 'See your vouchers',
    buttonLink: '/my-account/your-good-stuff',
    buttonStyle: 'tertiary',
  },
  termsAndConditionsDescription: 'Spend £30 or more. One voucher per member per year.',
};

/** No date and no terms: no footer. */
export const newSeasonOffer = {
  title: 'The new season edit',
  description: 'Twenty pieces to start the season, picked by our stylists.',
  image: fixtureImage('offer-cards-new-season'),
  imgAltText: 'A rail of linen shirts in soft colours',
  CTA: { buttonText: 'Shop the edit', buttonLink: '/new-in/edit' },
};

/** No picture: text on its colour; a date only in the footer. */
export const studentOffer = {
  title: 'Students save 10%',
  description: 'Verify once and save 10% all year round.',
  blockBackgroundColor: '#F5E6C8',
  CTA: { buttonText: 'Verify now', buttonLink: '/students' },
  validUntil: '2027-01-31',
};

/** Long title, description and terms: the card grows, the buttons of a row stay level. */
export const longOffer = {
  title: 'Buy two pieces of our organic cotton loungewear and take the third one home for free',
  description:
    'Mix and match joggers, sweatshirts, T-shirts and lounge shorts in every colour, for women, men and kids. ' +
    'The cheapest piece is free, and it is taken off at the checkout without a code. Stock up for autumn, or ' +
    'treat someone: it works on gifts too.',
  image: fixtureImage('offer-cards-loungewear'),
  imgAltText: 'Folded organic cotton sweatshirts in oat, sage and charcoal',
  CTA: { buttonText: 'Shop organic cotton loungewear', buttonLink: '/loungewear' },
  validUntil: '2026-10-15',
  termsAndConditionsLink: {
    title: 'Full terms and conditions of the loungewear offer',
    url: '/terms/3-for-2',
  },
  termsAndConditionsDescription:
    '# How it works\n\n' +
    '1. Add three pieces of loungewear to your bag\n2. The cheapest is free at the checkout\n\n' +
    'Applies to full-price organic cotton loungewear only. Returns of part of an order are refunded at the price ' +
    'paid for each piece, so returning a paid piece may make the free one chargeable. While stocks last. We may ' +
    'end the offer early if stock runs out; we will say so on this page.',
};
