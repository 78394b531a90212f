import { describe, expect, it } from 'vitest';
import { carouselBlockLayout } from './rules';

describe('carouselBlockLayout (spec 002 §9 "Offer/editorial carousel")', () => {
  it('is a plain list when no screen size would scroll: 3 cards or fewer without the mobile flag', () => {
    for (const count of [1, 2, 3]) {
      expect(carouselBlockLayout(count, false)).toMatchObject({
        plainList: true,
        mobile: 'stacked',
        desktop: 'frozen',
      });
    }
  });

  it('is a plain list for a single card, even with the mobile flag', () => {
    expect(carouselBlockLayout(1, true)).toMatchObject({ plainList: true, mobile: 'stacked' });
  });

  it('with the mobile flag and 2 or 3 cards: a looping slider on phones without buttons, frozen from 768 px', () => {
    expect(carouselBlockLayout(3, true)).toEqual({
      plainList: false,
      mobile: 'slider',
      desktop: 'frozen',
      loop: { xs: true, md: false },
      showArrows: { xs: false, md: false },
    });
    expect(carouselBlockLayout(2, true).mobile).toBe('slider');
  });

  it('above 3 cards: loops with its buttons from 768 px; stacked on phones without the flag', () => {
    expect(carouselBlockLayout(4, false)).toEqual({
      plainList: false,
      mobile: 'stacked',
      desktop: 'carousel',
      loop: { xs: false, md: true },
      showArrows: { xs: false, md: true },
    });
  });

  it('above 3 cards with the flag: loops everywhere, buttons only from 768 px', () => {
    expect(carouselBlockLayout(7, true)).toEqual({
      plainList: false,
      mobile: 'slider',
      desktop: 'carousel',
      loop: { xs: true, md: true },
      showArrows: { xs: false, md: true },
    });
  });
});
