/**
 * The second storefront of the e2e run, started with content faults (commerce-sandbox README "Faults") on its own
 * database: UK's mega menu answers 500 and US's mobile menu 503 (the error page, spec 001 §8); EU's footer is
 * missing (404) and its benefit bar answers 500 (the page stands, without them).
 */
export const FAULTS =
  'content:uk/desktop-navigation:500,content:us/mobile-navigation:503,content:eu/footer:404,content:eu/benefit-bar:500';

export const faultsPort = (port: number) => port + 1;

export const faultsBaseURL = () => `http://127.0.0.1:${faultsPort(Number(process.env.E2E_PORT ?? 3100))}`;
