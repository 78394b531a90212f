'use client';

import { CUSTOM_HTML_MEASURE_MESSAGE, frameHeightFromMessage } from '@wardrobe/domain-rules';
import { useEffect, useRef, useState } from 'react';

export interface CustomHtmlFrameProps {
  /** The frame's whole document (`customHtmlSrcdoc`). */
  srcDoc: string;
  /** The frame's accessible name. */
  title: string;
  /** The height in px before the content reports its own. */
  initialHeight: number;
  className?: string;
}

/**
 * The custom HTML block's only client part: the sandboxed frame, and a listener that sets its height from the
 * messages of the frame's height script. Without JavaScript (or before hydration) the frame keeps its initial
 * height and scrolls inside.
 *
 * `sandbox="allow-scripts"` and nothing more: the frame's document has an opaque origin, so it cannot read or
 * script the shop's page, its cookies or its storage, and it cannot submit forms, open windows or navigate the
 * page. Never add allow-same-origin: with allow-scripts it would let the frame remove its own sandbox.
 */
export function CustomHtmlFrame({ srcDoc, title, initialHeight, className }: CustomHtmlFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(initialHeight);
  const [measured, setMeasured] = useState(false);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const next = frameHeightFromMessage(event, frame.current?.contentWindow);
      if (next === undefined) return;
      setHeight(next);
      setMeasured(true);
    };
    window.addEventListener('message', onMessage);
    // The frame may have loaded (and posted) before this listener existed: ask again. An opaque origin takes '*'.
    frame.current?.contentWindow?.postMessage({ type: CUSTOM_HTML_MEASURE_MESSAGE }, '*');
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <iframe
      ref={frame}
      title={title}
      sandbox="allow-scripts"
      srcDoc={srcDoc}
      referrerPolicy="no-referrer"
      loading="lazy"
      className={className}
      style={{ height }}
      data-height-source={measured ? 'content' : 'initial'}
    />
  );
}
