import { greetingHeading, loggedInGreetingView } from '@wardrobe/domain-rules';
import type { ReactNode } from 'react';
import * as styles from './GoodStuffGreeting.css';
import type { GoodStuffLoggedInUserEntry } from './schema';

export type GoodStuffGreetingHeadingLevel = 1 | 2 | 3;

/**
 * The parsed entry `good-stuff-logged-in-user` (`goodStuffLoggedInUserSchema.parse(entry)`), spread as props like
 * the other site blocks: `<GoodStuffGreeting {...entry} firstName="Sam" offerCount={2} />`. Every field may be
 * left out (so may the whole entry: `{...undefined}`): an empty or missing text takes the spec's default
 * (domain-rules `GREETING_DEFAULTS`), and the refresh button shows only when `enableRefreshCta` is true.
 */
export type GoodStuffGreetingProps = Partial<GoodStuffLoggedInUserEntry> & {
  /** The signed-in customer's first name, put in place of `{name}` in the heading. */
  firstName: string;
  /** How many current offers the customer has: more than 0 shows the offers view, 0 the thank-you view. */
  offerCount: number;
  /**
   * Offers view only: the storefront's control that opens the offers panel (e.g. a 'Your Offers' button).
   * Not shown in the thank-you view.
   */
  offersAction?: ReactNode;
  /** The greeting heading's level, as the page's outline needs (default 2). The thank-you title is one below. */
  headingLevel?: GoodStuffGreetingHeadingLevel;
  className?: string;
};

const HEADING_TAGS = { 1: 'h1', 2: 'h2', 3: 'h3' } as const;
const SUBHEADING_TAGS = { 1: 'h2', 2: 'h3', 3: 'h4' } as const;

/**
 * The Good Stuff logged-in greeting (spec 002 §2, §3 "Logged-in greeting", §4, §5, §9; spec 001 §2, §3, §9; the
 * entry `good-stuff-logged-in-user`). A server component with no client part: the refresh button is a GET form to the page itself.
 *
 * - The heading is the entry's `headerTitle` (default 'Hey {name}, what's good?') with the first name in place
 *   of `{name}` (domain-rules `greetingHeading`).
 * - With offers (`offerCount` > 0): the `subheading` (default 'Good Stuff just for you') and the `offersAction`
 *   slot. Without: `thankYouTitle` and `thankYouDescription`, and the refresh button (`refreshCTAtext`, default
 *   'Refresh') when `enableRefreshCta` is true; it reloads the page. The view and its defaults are domain-rules
 *   `loggedInGreetingView`.
 *
 * Readings: the subheading is a paragraph (a heading's subtitle, not a section of its own); the thank-you title
 * is a heading one level below the greeting, since the description sits under it. The button is the design
 * system's secondary style (spec 002 names none; secondary is the offers' button style, spec 002 §9).
 */
export function GoodStuffGreeting({
  firstName,
  offerCount,
  offersAction,
  headingLevel = 2,
  className,
  ...entry
}: GoodStuffGreetingProps) {
  const view = loggedInGreetingView(entry, offerCount);
  const Heading = HEADING_TAGS[headingLevel] ?? 'h2';
  const Subheading = SUBHEADING_TAGS[headingLevel] ?? 'h3';

  return (
    <div
      className={className ? `${styles.greeting} ${className}` : styles.greeting}
      data-block="good-stuff-logged-in-user"
      data-view={view.view}
    >
      <Heading className={styles.heading}>{greetingHeading(view.headerTitle, firstName)}</Heading>
      {view.view === 'offers' ? (
        <>
          <p className={styles.subheading}>{view.subheading}</p>
          {offersAction ? <div className={styles.actions}>{offersAction}</div> : null}
        </>
      ) : (
        <>
          <Subheading className={styles.thankYouTitle}>{view.thankYouTitle}</Subheading>
          <p className={styles.description}>{view.thankYouDescription}</p>
          {view.refreshCta !== undefined ? (
            <div className={styles.actions}>
              {/* A GET form to the page itself: the page loads again, with no script (reading: its query goes). */}
              <form method="get" className={styles.refreshForm}>
                <button type="submit" className={styles.refreshButton} data-action="refresh">
                  {view.refreshCta}
                </button>
              </form>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
