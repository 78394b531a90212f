'use client';

import { useEffect, useState } from 'react';
import { PREVIEW_BAR_COOKIE } from './preview-cookie';

/** The preview host from the page-readable preview cookie, or undefined without one. */
export function previewHostFromCookies(cookieText: string): string | undefined {
  for (const part of cookieText.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== PREVIEW_BAR_COOKIE) continue;
    try {
      return decodeURIComponent(rest.join('=')) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * Spec 001 §2: "Preview bar shows when a preview cookie is present; exit clears it and reloads." The preview
 * cookie is httpOnly and pages must not read cookies on the server (they are cached), so the bar reads its
 * page-readable twin (set with it by proxy.ts) once mounted. Exit asks `/api/preview/exit` to clear the cookies
 * and reloads the page, which then shows published content. A labelled region at the top of the frame.
 */
export function PreviewBar() {
  const [host, setHost] = useState<string>();
  const [state, setState] = useState<'idle' | 'exiting' | 'failed'>('idle');
  useEffect(() => setHost(previewHostFromCookies(document.cookie)), []);
  if (host === undefined) return null;

  const exit = async () => {
    setState('exiting');
    try {
      const response = await fetch('/api/preview/exit', { method: 'POST' });
      if (!response.ok) throw new Error(String(response.status));
      window.location.reload();
    } catch {
      setState('failed');
    }
  };

  return (
    <section className="preview-bar" aria-label="Content preview">
      <p className="preview-bar__text">
        You are previewing content from <strong>{host}</strong>
      </p>
      <button type="button" className="preview-bar__exit" onClick={exit} disabled={state === 'exiting'}>
        Exit preview
      </button>
      <p className="preview-bar__status" role="status">
        {state === 'failed' ? 'The preview could not be closed. Please try again.' : ''}
      </p>
    </section>
  );
}
