import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { clearsCookie, createNodeListener, parseSetCookie } from '@wardrobe/commerce-sdk/server';
import { startSession } from '../operations/context';
import { configurePasswordHashing } from '../passwords';
import { createSandbox, type Sandbox, type SandboxOptions } from '../sandbox';

/**
 * scrypt's N in the harness's process: the cost before issue 20 item 11 (2^14, ~0.1 s a hash), so suites that
 * register and sign in hundreds of times stay quick. The shop runs at `SCRYPT_COST` (passwords.test.ts holds it).
 */
export const TEST_PASSWORD_COST = 16_384;

/** One answer of the middleware, as a test reads it. */
// biome-ignore lint/suspicious/noExplicitAny: tests read an answer's body loosely unless they name its type.
export interface Answer<T = any> {
  status: number;
  body: T;
  setCookies: string[];
}

/** A shopper: their own cookie jar (session, cart, login state), calling the middleware over real HTTP. */
export interface Shopper {
  // biome-ignore lint/suspicious/noExplicitAny: as `Answer`'s default.
  call<T = any>(
    operation: string,
    args?: unknown[],
    options?: {
      channelId?: number | string;
      origin?: string;
      /** The client address this call comes from, as a reverse proxy would pass it (`X-Forwarded-For`). */
      address?: string;
    },
  ): Promise<Answer<T>>;
  cookies: Map<string, string>;
}

export interface SandboxServer {
  sandbox: Sandbox;
  url: string;
  /** A new shopper with an empty cookie jar. */
  shopper(): Shopper;
  /**
   * A shopper signed in as a new customer with this email, through the sandbox's own `startSession` (the session
   * and login-state cookies land in the shopper's jar), without paying for a password hash and a login call.
   */
  signedInShopper(email: string): Promise<{ shopper: Shopper; customerId: number }>;
  close(): Promise<void>;
}

/**
 * The sandbox behind the real middleware on a real HTTP server (127.0.0.1, a free port): what the browser
 * reaches, with cookies kept per shopper as a browser keeps them. `memory://` by default: with DATABASE_URL set
 * (the `postgres` test layer) that is a fresh database of its own on that server, dropped on close.
 */
export async function startSandboxServer({
  passwordCost = TEST_PASSWORD_COST,
  ...options
}: SandboxOptions & { passwordCost?: number } = {}): Promise<SandboxServer> {
  // Registrations and sign-ins by the hundred: hashed at a test cost (this process only, passwords.ts).
  configurePasswordHashing({ cost: passwordCost });
  const sandbox = await createSandbox({ dataDir: 'memory://', ...options });
  const providers = { bigcommerce: sandbox.commerce };
  const server: Server = createServer(createNodeListener({ providers }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/api`;

  const shopper = (): Shopper => {
    const cookies = new Map<string, string>();
    return {
      cookies,
      async call(operation, args = [], { channelId = 1, origin, address } = {}) {
        const response = await fetch(`${url}/bigcommerce/${operation}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-bigcommerce-channel-id': String(channelId),
            ...(cookies.size
              ? { cookie: [...cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ') }
              : {}),
            ...(origin ? { origin } : {}),
            ...(address ? { 'x-forwarded-for': address } : {}),
          },
          body: JSON.stringify(args),
        });
        const setCookies = response.headers.getSetCookie();
        for (const line of setCookies) {
          const cookie = parseSetCookie(line);
          if (cookie && clearsCookie(cookie)) cookies.delete(cookie.name);
          else if (cookie) cookies.set(cookie.name, cookie.value);
        }
        return { status: response.status, body: await response.json(), setCookies };
      },
    };
  };

  const signedInShopper = async (email: string) => {
    const { id } = await sandbox.db
      .insertInto('customers')
      .values({ email, first_name: 'Test', last_name: 'Shopper', password_hash: 'not-a-hash' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const signedIn = shopper();
    await startSession(
      sandbox.db,
      {
        channelId: 1,
        cookies: new Map(),
        secure: false,
        setCookie: (name, value) => signedIn.cookies.set(name, value),
      },
      id,
    );
    return { shopper: signedIn, customerId: id };
  };

  return {
    sandbox,
    url,
    shopper,
    signedInShopper,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sandbox.close();
    },
  };
}
