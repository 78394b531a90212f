import { describe, expect, it } from 'vitest';
import { offerFooter } from './offerFooter';

describe('offerFooter', () => {
  it('is absent without a date or terms (spec 002 §2: the footer is optional)', () => {
    expect(offerFooter({})).toBeUndefined();
    expect(offerFooter(undefined)).toBeUndefined();
    expect(offerFooter({ validUntil: '31/12/2026', termsAndConditionsDescription: '  ' })).toBeUndefined();
  });

  it('shows the valid-until date as DD-MM-YY', () => {
    expect(offerFooter({ validUntil: '2026-12-31' })).toEqual({ validUntil: '31-12-26', terms: undefined });
    expect(offerFooter({ validUntil: '2026-06-30T23:59:59Z' })?.validUntil).toBe('30-06-26');
  });

  it("holds the terms when there is a description or an address, titled 'Terms & Conditions' by default", () => {
    expect(offerFooter({ termsAndConditionsDescription: 'One use per member.' })).toEqual({
      validUntil: '',
      terms: { title: 'Terms & Conditions', url: undefined, description: 'One use per member.' },
    });
    expect(offerFooter({ termsAndConditionsLink: { text: 'Offer terms', link: '/terms' } })).toEqual({
      validUntil: '',
      terms: { title: 'Offer terms', url: '/terms', description: undefined },
    });
  });

  it('shows no terms link for a title alone: the panel would be empty', () => {
    expect(offerFooter({ termsAndConditionsLink: { title: 'T&Cs' } })).toBeUndefined();
    expect(offerFooter({ validUntil: '2026-03-31', termsAndConditionsLink: { title: 'T&Cs' } })).toEqual({
      validUntil: '31-03-26',
      terms: undefined,
    });
  });
});
