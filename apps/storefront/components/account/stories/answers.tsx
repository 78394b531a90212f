/**
 * What the account stories share: a stand-in backend at the browser's edge, the stores reset between stories,
 * the customer and addresses they show, and the page columns the forms sit in.
 *
 * The forms reach the backend only through the browser's commerce client: a `POST /api/bigcommerce/<operation>`
 * whose body is the JSON array of the operation's arguments. A story answers there, in its `beforeEach`
 * (`prepareAccountStory`): `parameters.backend` is a table of answers by operation (status and JSON body, or a
 * function of the arguments), `parameters.paths` answers the storefront's own routes by path (`/api/account/offers`);
 * every other request goes on to the network. The calls are recorded (`backendCalls`, `sentTo`), so a play function
 * can check what was sent. The bodies are typed by the SDK's operation table, so they have the shapes the real
 * middleware answers; a failure is the middleware's `{ message, statusCode }` with its status.
 */
import '../../../app/site.css';
import type {
  Address,
  Customer,
  FoundAddress,
  OperationArgs,
  OperationName,
  OperationResult,
  PromotionsCustomerProfile,
} from '@wardrobe/commerce-sdk';
import { REGISTRATION_ERROR_MESSAGE } from '@wardrobe/domain-rules';
import {
  type Decorator,
  expect,
  resetNavigation,
  type StoryContext,
  waitFor,
  within,
} from '../../../../storybook/.storybook/next/testing';
import { useAccount } from '../../../lib/account/store';
import { useBag } from '../../../lib/bag/store';
import type { CountryChoice } from '../../../lib/countries';
import { useFrame } from '../../../lib/frame-store';
import type { ClientMarket } from '../../frame/types';

export {
  type Decorator,
  expect,
  fn,
  type Meta,
  router,
  type StoryObj,
  userEvent,
  waitFor,
  within,
} from '../../../../storybook/.storybook/next/testing';

/** The middleware's failure body (`@wardrobe/commerce-sdk` server handler). */
export interface FailureBody {
  message: string;
  statusCode: number;
}

/** One answer: its HTTP status and JSON body. */
export interface Reply<T> {
  status: number;
  body: T | FailureBody;
}

/** An operation's answer, or a function of its arguments and of how many calls to it came before. */
export type Replier<N extends OperationName> =
  | Reply<OperationResult<N>>
  | ((args: OperationArgs<N>, earlier: number) => Reply<OperationResult<N>>);

export type BackendAnswers = { [N in OperationName]?: Replier<N> };

/** A GET of one of the storefront's own routes (`/api/account/offers`), by path. */
export type PathAnswers = Record<string, Reply<unknown>>;

export const ok = <T,>(body: T): Reply<T> => ({ status: 200, body });
export const failed = (status: number, message: string): Reply<never> => ({
  status,
  body: { message, statusCode: status },
});

/** Typed in place: `parameters: { backend: backend({ loginCustomer: ok({ is_valid: true }) }) }`. */
export const backend = (answers: BackendAnswers): BackendAnswers => answers;

export interface BackendCall {
  operation: string;
  args: unknown[];
  /** The `x-bigcommerce-channel-id` header: the market's channel. */
  channelId: string | null;
}

const calls: BackendCall[] = [];

/** Every call the story's backend answered, in order. */
export const backendCalls = (): readonly BackendCall[] => calls;
/** The arguments of each call to an operation, in order. */
export const sentTo = (operation: OperationName): unknown[][] =>
  calls.filter((call) => call.operation === operation).map((call) => call.args);

const json = (reply: Reply<unknown>) =>
  new Response(JSON.stringify(reply.body), {
    status: reply.status,
    headers: { 'content-type': 'application/json' },
  });

/**
 * Answers the backend from the tables until the cleanup it returns is called. An operation the table lacks is
 * answered as the middleware answers an unexpected failure (500), and said in the console, so a story that forgot
 * one shows it.
 */
export function answerBackend(answers: BackendAnswers, paths: PathAnswers = {}): () => void {
  const original = window.fetch;
  calls.length = 0;
  window.fetch = async (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request?.url ?? String(input), window.location.href);
    if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const operation = /^\/api\/bigcommerce\/(\w+)$/.exec(url.pathname)?.[1];
    if (operation) {
      const args = JSON.parse(String(init?.body ?? '[]')) as unknown[];
      const earlier = calls.filter((call) => call.operation === operation).length;
      calls.push({
        operation,
        args,
        channelId: new Headers(init?.headers).get('x-bigcommerce-channel-id'),
      });
      const replier = (answers as Record<string, unknown>)[operation] as
        | Reply<unknown>
        | ((args: unknown[], earlier: number) => Reply<unknown>)
        | undefined;
      if (!replier) {
        console.warn(`The story's backend has no answer for ${operation}`);
        return json(failed(500, REGISTRATION_ERROR_MESSAGE));
      }
      return json(typeof replier === 'function' ? replier(args, earlier) : replier);
    }
    const path = paths[url.pathname];
    if (path) return json(path);
    return original(input, init);
  };
  return () => {
    window.fetch = original;
  };
}

/** The UK shop, as the client islands get it. */
export const UK: ClientMarket = { code: 'en', prefix: '', currency: 'GBP', channelId: 1 };
/** The UK shop's billing countries (`countriesFor`): GBP orders go to GB, Guernsey and Jersey. */
export const UK_COUNTRIES: readonly CountryChoice[] = [
  { code: 'GB', name: 'United Kingdom' },
  { code: 'GG', name: 'Guernsey' },
  { code: 'JE', name: 'Jersey' },
];

/** The customer of the signed-in stories. */
export const customer: Customer = {
  id: 7,
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone: '07700 900123',
  date_created: '2026-01-05T09:30:00Z',
  accepts_product_review_abandoned_cart_emails: false,
  form_fields: [
    { name: 'Title', value: 'Dr' },
    { name: 'Date of Birth', value: '1990-03-27' },
    { name: 'Preference Email', value: 'Yes' },
    { name: 'Preference Post', value: 'No' },
  ],
};

/** The loyalty profile the promotions engine keeps for a member (by email, per currency). */
const loyaltyProfile = (email: string): PromotionsCustomerProfile => ({
  id: 41,
  integrationId: email,
  created: '2026-01-05T09:30:00Z',
  attributes: { LoyaltyOffers: [] },
  closedSessions: 0,
  totalSales: 0,
});

/**
 * What a sign-in asks after its own call: the customer (`syncCustomer`) and their loyalty profile (the UK has the
 * promotions engine), as the sandbox answers for an existing member.
 */
export const signedInAnswers = backend({
  syncCustomer: ok({ data: [customer] }),
  getCustomerProfile: ok({ customerProfile: loyaltyProfile(customer.email) }),
});

/** A customer who has just registered: no phone, no form fields yet. */
export function newMember(names: Pick<Customer, 'first_name' | 'last_name' | 'email'>): Customer {
  return { ...customer, id: 8, phone: '', form_fields: [], ...names };
}

/**
 * What a registration asks after its own call, as the sandbox answers for a new member: the customer, then their
 * loyalty profile, which is not there yet (404) and is made (`updateCustomerProfile`).
 */
export const registeredAnswers = (member: Customer) =>
  backend({
    syncCustomer: ok({ data: [member] }),
    getCustomerProfile: failed(404, 'The customer profile was not found.'),
    updateCustomerProfile: ok({ customerProfile: loyaltyProfile(member.email), effects: [] }),
  });

/** A saved address of the customer's, in the shape the addresses operations answer. */
export function address(id: number, fields: Partial<Address> = {}): Address {
  return {
    id,
    customer_id: customer.id,
    first_name: 'Ada',
    last_name: 'Lovelace',
    company: '',
    address1: `${id} High Street`,
    address2: '',
    city: 'Leeds',
    state_or_province: 'West Yorkshire',
    postal_code: 'LS1 4AP',
    country_code: 'GB',
    phone: '',
    address_type: 'residential',
    form_fields: [],
    ...fields,
  };
}

/** The finder's answer for SW9 6DE, as the sandbox's made-up addresses read: houses on one street. */
export const FOUND_AT_SW9_6DE: FoundAddress[] = [3, 5, 7].map((n) => ({
  id: `gb-sw96de-${(n - 1) / 2}`,
  addressLine1: `${n} Acre Lane`,
  addressLine2: '',
  city: 'London',
  county: 'Greater London',
  postCode: 'SW9 6DE',
  country: 'GB',
}));

/** The finder as the sandbox answers: SW9 6DE has its houses, BX postcodes (non-geographic) none. */
export const addressFinderAnswers = backend({
  findAddresses: ([{ postcode }]) =>
    ok({ data: postcode.replace(/\s/g, '').toUpperCase() === 'SW96DE' ? FOUND_AT_SW9_6DE : [] }),
});

/** What `parameters` a story of these components reads. */
export interface AccountStoryParameters {
  backend?: BackendAnswers;
  paths?: PathAnswers;
  /** The session store: started by the frame in the UK (default), or signed in as `customer`. */
  account?: 'guest' | 'signed-in';
}

/**
 * Every story's `beforeEach`: the stores as a fresh page has them (zustand keeps state from story to story), the
 * router stand-in's record emptied, the session store started in the UK as the frame does, then the backend
 * answered from `parameters`. Returns the cleanup that puts `fetch` back.
 */
export function prepareAccountStory({ parameters }: Pick<StoryContext, 'parameters'>): () => void {
  const { backend: answers = {}, paths = {}, account = 'guest' } = parameters as AccountStoryParameters;
  useAccount.setState(useAccount.getInitialState(), true);
  useFrame.setState(useFrame.getInitialState(), true);
  useBag.setState(useBag.getInitialState(), true);
  resetNavigation();
  useAccount.setState({
    market: { code: UK.code, channelId: UK.channelId, currency: UK.currency },
    ...(account === 'signed-in'
      ? {
          signedIn: true,
          customer: {
            id: customer.id,
            email: customer.email,
            first_name: customer.first_name,
            last_name: customer.last_name,
          },
        }
      : {}),
  });
  return answerBackend(answers, paths);
}

/** The sign-in and registration pages' column (`.account-page--narrow`, 440 px). */
export const narrowColumn: Decorator = (Story) => (
  <div style={{ maxWidth: 440 }}>
    <Story />
  </div>
);

/** An account page's column beside the account's navigation (`.account-layout__page` at its widest). */
export const accountColumn: Decorator = (Story) => (
  <div style={{ maxWidth: 920 }}>
    <Story />
  </div>
);

/** Overlays (side panels) render in a portal on `<body>`, outside the story's canvas. */
export const wholePage = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The element that has focus, in the story's document. */
export const focused = (canvasElement: HTMLElement) => canvasElement.ownerDocument.activeElement;

/**
 * Waits until no live-region message names an element that has gone. A pending button announces itself
 * (react-aria: a `role="img"` message labelled by the button); when the button goes with its form, the design
 * system's Button sweeps such messages on unmount and again 150 ms later, since the page's first message arrives
 * 100 ms late. A play function that ends inside that window would have axe read the message as an unnamed image.
 */
export const announcementsSettled = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const document = canvasElement.ownerDocument;
    for (const message of document.querySelectorAll('[data-live-announcer] [role="img"][aria-labelledby]')) {
      const ids = (message.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
      expect(ids.every((id) => document.getElementById(id) !== null)).toBe(true);
    }
  });
