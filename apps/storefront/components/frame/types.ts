/** The market as the client islands need it (serialisable, from domain-rules `MARKETS`). */
export interface ClientMarket {
  code: 'en' | 'eu' | 'us';
  prefix: string;
  currency: 'GBP' | 'EUR' | 'USD';
  channelId: number;
}

export interface MenuCategory {
  name: string;
  href: string;
}
