/**
 * The seeded category tree: roots Womens, Mens, Home and Gifts (the spec links /browse/womens and /browse/mens),
 * each with clothing or accessory branches, three levels deep. Ids are assigned in this order, so every seed is
 * the same. The full generated catalogue (300+ products) arrives with the commerce issue.
 */
interface SeedCategory {
  name: string;
  slug: string;
  children?: SeedCategory[];
}

export const CATEGORY_TREE: SeedCategory[] = [
  {
    name: 'Womens',
    slug: 'womens',
    children: [
      {
        name: 'Clothing',
        slug: 'clothing',
        children: [
          { name: 'Dresses', slug: 'dresses' },
          { name: 'Tops', slug: 'tops' },
          { name: 'Knitwear', slug: 'knitwear' },
          { name: 'Trousers', slug: 'trousers' },
          { name: 'Jeans', slug: 'jeans' },
        ],
      },
      {
        name: 'Accessories',
        slug: 'accessories',
        children: [
          { name: 'Bags', slug: 'bags' },
          { name: 'Jewellery', slug: 'jewellery' },
          { name: 'Scarves', slug: 'scarves' },
        ],
      },
    ],
  },
  {
    name: 'Mens',
    slug: 'mens',
    children: [
      {
        name: 'Clothing',
        slug: 'clothing',
        children: [
          { name: 'Shirts', slug: 'shirts' },
          { name: 'Knitwear', slug: 'knitwear' },
          { name: 'Trousers', slug: 'trousers' },
          { name: 'Jeans', slug: 'jeans' },
        ],
      },
      {
        name: 'Accessories',
        slug: 'accessories',
        children: [
          { name: 'Belts', slug: 'belts' },
          { name: 'Hats', slug: 'hats' },
        ],
      },
    ],
  },
  {
    name: 'Home',
    slug: 'home',
    children: [
      {
        name: 'Kitchen',
        slug: 'kitchen',
        children: [
          { name: 'Mugs', slug: 'mugs' },
          { name: 'Tea Towels', slug: 'tea-towels' },
        ],
      },
      {
        name: 'Living',
        slug: 'living',
        children: [
          { name: 'Cushions', slug: 'cushions' },
          { name: 'Candles', slug: 'candles' },
        ],
      },
    ],
  },
  {
    name: 'Gifts',
    slug: 'gifts',
    children: [
      { name: 'Gifts For Her', slug: 'for-her' },
      { name: 'Gifts For Him', slug: 'for-him' },
      { name: 'Stocking Fillers', slug: 'stocking-fillers' },
    ],
  },
];

export interface CategoryRow {
  id: number;
  parent_id: number;
  name: string;
  url: string;
  sort_order: number;
}

export function categoryRows(tree: SeedCategory[] = CATEGORY_TREE): CategoryRow[] {
  const rows: CategoryRow[] = [];
  const walk = (nodes: SeedCategory[], parentId: number, parentUrl: string) => {
    nodes.forEach((node, index) => {
      const row = {
        id: rows.length + 1,
        parent_id: parentId,
        name: node.name,
        url: `${parentUrl}${node.slug}/`,
        sort_order: index,
      };
      rows.push(row);
      walk(node.children ?? [], row.id, row.url);
    });
  };
  walk(tree, 0, '/');
  return rows;
}
