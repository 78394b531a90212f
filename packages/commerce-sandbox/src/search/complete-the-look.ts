/**
 * Complete the look (pod `pdp-ctl`, spec 000 §2 "a complete-the-look set"): for a product's own category (by
 * its url), the categories whose products go with it, in the order the set draws from them (one from each in
 * turn). Reading: the catalogue sells no shoes, so dresses take bags, jewellery and scarves; trousers take tops
 * and knitwear. A category not named here has no look to complete (an empty pod).
 */
export const COMPLETE_THE_LOOK: Readonly<Record<string, readonly string[]>> = {
  '/womens/clothing/dresses/': [
    '/womens/accessories/bags/',
    '/womens/accessories/jewellery/',
    '/womens/accessories/scarves/',
  ],
  '/womens/clothing/tops/': [
    '/womens/clothing/trousers/',
    '/womens/clothing/jeans/',
    '/womens/accessories/jewellery/',
  ],
  '/womens/clothing/knitwear/': [
    '/womens/clothing/jeans/',
    '/womens/clothing/trousers/',
    '/womens/accessories/scarves/',
  ],
  '/womens/clothing/trousers/': [
    '/womens/clothing/tops/',
    '/womens/clothing/knitwear/',
    '/womens/accessories/bags/',
  ],
  '/womens/clothing/jeans/': [
    '/womens/clothing/tops/',
    '/womens/clothing/knitwear/',
    '/womens/accessories/bags/',
  ],
  '/womens/accessories/bags/': [
    '/womens/clothing/dresses/',
    '/womens/accessories/jewellery/',
    '/womens/accessories/scarves/',
  ],
  '/womens/accessories/jewellery/': [
    '/womens/clothing/dresses/',
    '/womens/clothing/tops/',
    '/womens/accessories/bags/',
  ],
  '/womens/accessories/scarves/': [
    '/womens/clothing/knitwear/',
    '/womens/accessories/bags/',
    '/womens/accessories/jewellery/',
  ],
  '/mens/clothing/shirts/': ['/mens/clothing/trousers/', '/mens/clothing/jeans/', '/mens/accessories/belts/'],
  '/mens/clothing/knitwear/': [
    '/mens/clothing/jeans/',
    '/mens/clothing/trousers/',
    '/mens/accessories/hats/',
  ],
  '/mens/clothing/trousers/': [
    '/mens/clothing/shirts/',
    '/mens/clothing/knitwear/',
    '/mens/accessories/belts/',
  ],
  '/mens/clothing/jeans/': ['/mens/clothing/shirts/', '/mens/clothing/knitwear/', '/mens/accessories/belts/'],
  '/mens/accessories/belts/': ['/mens/clothing/trousers/', '/mens/clothing/jeans/', '/mens/clothing/shirts/'],
  '/mens/accessories/hats/': [
    '/mens/clothing/knitwear/',
    '/mens/clothing/shirts/',
    '/mens/accessories/belts/',
  ],
  '/home/kitchen/mugs/': ['/home/kitchen/tea-towels/', '/home/living/candles/'],
  '/home/kitchen/tea-towels/': ['/home/kitchen/mugs/', '/home/living/candles/'],
  '/home/living/cushions/': ['/home/living/candles/', '/home/kitchen/mugs/'],
  '/home/living/candles/': ['/home/living/cushions/', '/home/kitchen/mugs/'],
  '/gifts/for-her/': [
    '/womens/accessories/scarves/',
    '/womens/accessories/jewellery/',
    '/home/living/candles/',
  ],
  '/gifts/for-him/': ['/mens/accessories/hats/', '/mens/accessories/belts/', '/home/kitchen/mugs/'],
  '/gifts/stocking-fillers/': ['/gifts/for-her/', '/gifts/for-him/', '/home/kitchen/mugs/'],
  '/gifts/': ['/gifts/stocking-fillers/', '/home/living/candles/'],
};
