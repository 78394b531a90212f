import { describe, expect, it } from 'vitest';
import { offersInLoyaltyProfile } from './offers';

const offer = (deliveryKey: string | undefined, title = deliveryKey ?? 'none') => ({
  _meta: deliveryKey === undefined ? {} : { deliveryKey },
  title,
});

const listing = [
  offer('uk/good-stuff/offers/welcome-treat'),
  offer('uk/good-stuff/offers/members-fifteen'),
  offer('uk/good-stuff/offers/free-delivery'),
];

describe('offersInLoyaltyProfile', () => {
  it("keeps the offers the profile lists, by key without the market's prefix, in the content's order", () => {
    const kept = offersInLoyaltyProfile(
      listing,
      ['good-stuff/offers/free-delivery', 'good-stuff/offers/welcome-treat'],
      'uk/',
    );
    expect(kept.map((o) => o.title)).toEqual([
      'uk/good-stuff/offers/welcome-treat',
      'uk/good-stuff/offers/free-delivery',
    ]);
  });

  it('matches a full delivery key too, and slashes at either end do not count', () => {
    expect(offersInLoyaltyProfile(listing, ['uk/good-stuff/offers/members-fifteen'], 'uk/')).toEqual([
      listing[1],
    ]);
    expect(offersInLoyaltyProfile(listing, ['/good-stuff/offers/members-fifteen/'], 'uk')).toEqual([
      listing[1],
    ]);
  });

  it("does not take another market's offer by its local key", () => {
    const eu = [offer('eu/good-stuff/offers/welcome-treat')];
    expect(offersInLoyaltyProfile(eu, ['good-stuff/offers/welcome-treat'], 'uk/')).toEqual([]);
    expect(offersInLoyaltyProfile(eu, ['good-stuff/offers/welcome-treat'], 'eu/')).toEqual(eu);
  });

  it('is case-sensitive, as delivery keys are', () => {
    expect(offersInLoyaltyProfile(listing, ['good-stuff/offers/Welcome-Treat'], 'uk/')).toEqual([]);
  });

  it('gives each offer once, and none without keys or for keys that are not text', () => {
    const twice = [...listing, offer('uk/good-stuff/offers/welcome-treat', 'again')];
    expect(offersInLoyaltyProfile(twice, ['good-stuff/offers/welcome-treat'], 'uk/')).toEqual([listing[0]]);
    expect(offersInLoyaltyProfile(listing, [], 'uk/')).toEqual([]);
    expect(offersInLoyaltyProfile(listing, undefined, 'uk/')).toEqual([]);
    expect(offersInLoyaltyProfile(listing, [42, null, ''], 'uk/')).toEqual([]);
    expect(offersInLoyaltyProfile(undefined, ['good-stuff/offers/welcome-treat'], 'uk/')).toEqual([]);
  });

  it('leaves out an offer without a delivery key', () => {
    expect(offersInLoyaltyProfile([offer(undefined)], ['none'], 'uk/')).toEqual([]);
  });
});
