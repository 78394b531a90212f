import { MarketLink } from './MarketLink';

/** Spec 001 §2 "Error pages": the heading, the message, and four buttons. */
const BUTTONS = [
  { label: 'HOME', path: '/' },
  { label: 'WOMEN', path: '/browse/womens' },
  { label: 'MEN', path: '/browse/mens' },
  { label: 'OTHER STUFF', path: '/other-stuff' },
] as const;

export function ErrorPage({ heading, message }: { heading: string; message: string }) {
  return (
    <main id="main" className="error-page">
      <h1>{heading}</h1>
      <p>{message}</p>
      <ul className="error-page__buttons">
        {BUTTONS.map((button) => (
          <li key={button.label}>
            <MarketLink className="button-link" path={button.path}>
              {button.label}
            </MarketLink>
          </li>
        ))}
      </ul>
    </main>
  );
}
