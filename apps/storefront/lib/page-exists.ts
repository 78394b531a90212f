import { getSandbox } from '@wardrobe/commerce-sandbox';
import { createServerCaller } from '@wardrobe/commerce-sdk/server';
import type { Market } from '@wardrobe/domain-rules';

/**
 * Spec 001 §7 page-exists check, in-process (the proxy runs in Node): true when the backend serves the path, false
 * on its 404. Any other failure is logged and counts as existing: the page then renders and answers for itself,
 * so a slow or failing check never turns a real page into a 404.
 */
export async function pageExists(market: Market, path: string): Promise<boolean> {
  try {
    const commerce = createServerCaller({
      providers: { bigcommerce: (await getSandbox()).commerce },
      channelId: market.channelId,
    });
    await commerce.pageExists({ path });
    return true;
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return false;
    console.error(
      JSON.stringify({ level: 'error', event: 'page-exists-failed', path, message: String(error) }),
    );
    return true;
  }
}
