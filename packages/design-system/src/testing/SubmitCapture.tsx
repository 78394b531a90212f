import type { ChangeEvent, CSSProperties, FormEvent, ReactNode } from 'react';

/** The query string a GET submit sends, built as the browser builds it (the submitter's pair in form order). */
export function submittedQuery(form: HTMLFormElement, submitter: HTMLElement | null): string {
  const pairs = Array.from(new FormData(form, submitter), ([name, value]): [string, string] => [
    name,
    typeof value === 'string' ? value : value.name,
  ]);
  return new URLSearchParams(pairs).toString();
}

/**
 * For stories of the design system's GET forms (`FilterSidebar`, `ListingToolbar`): stands in for the storefront,
 * whose small script submits a form when a `data-auto-submit` control changes, and reports each submit's query to
 * `onSubmitQuery` instead of navigating Storybook's iframe. Not part of the package's entries.
 */
export function SubmitCapture({
  onSubmitQuery,
  style,
  children,
}: {
  onSubmitQuery: (query: string) => void;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const submitOnChange = (event: ChangeEvent<HTMLDivElement>) => {
    const control = event.target as Element & { form?: HTMLFormElement | null };
    if (control.hasAttribute('data-auto-submit')) control.form?.requestSubmit();
  };
  const reportSubmit = (event: FormEvent<HTMLDivElement>) => {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    onSubmitQuery(submittedQuery(form, (event.nativeEvent as SubmitEvent).submitter));
  };
  return (
    <div style={style} onChange={submitOnChange} onSubmit={reportSubmit}>
      {children}
    </div>
  );
}
