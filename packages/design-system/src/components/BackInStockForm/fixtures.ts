import type { BackInStockFormProps } from './BackInStockForm';

/** Two sold-out sizes of a dress, as the product page lists them (`soldOutSizes`). */
export const SOLD_OUT_SIZES: BackInStockFormProps['sizes'] = [
  { label: '12', sku: '300101-WHI-12' },
  { label: '20', sku: '300101-WHI-20' },
];

export const PRODUCT_NAME = 'Pleated Shirt Dress';

/** A stand-in engagement service: records requests; one sku it refuses, as the service would a retired one. */
export const REFUSED_SKU = '300101-WHI-20';
export function engagementService(recorded: { sku: string; email?: string }[] = []) {
  return async (request: { sku: string; email?: string }) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (request.sku === REFUSED_SKU)
      throw Object.assign(new Error('This size will not be back.'), { statusCode: 422 });
    recorded.push(request);
  };
}
