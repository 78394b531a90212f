import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerMiddleware, type MiddlewareOptions } from './handler';

/**
 * The middleware as a Node `http` listener, for hosts that are not Next (Express, a plain `http.createServer`,
 * the sandbox's benchmark and tests). It reads the Node request as it is and writes the answer's text straight
 * to the response: no web `Request`/`Response` in between (a 48-product listing is ~450 kB).
 */
export function createNodeListener(
  options: MiddlewareOptions,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return async (req, res) => {
    const answer = await answerMiddleware(
      {
        method: req.method ?? 'GET',
        url: `http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`,
        headers: {
          get(name) {
            const key = name.toLowerCase();
            const value = req.headers[key];
            // As Next does: a request without X-Forwarded-For came straight from its socket's address.
            if (value === undefined && key === 'x-forwarded-for') return req.socket.remoteAddress ?? null;
            return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
          },
        },
        async text() {
          const chunks: Buffer[] = [];
          for await (const chunk of req) chunks.push(chunk as Buffer);
          return Buffer.concat(chunks).toString('utf8');
        },
      },
      options,
    );
    const setCookies: string[] = [];
    for (const [name, value] of answer.headers) {
      if (name === 'set-cookie') setCookies.push(value);
      else res.setHeader(name, value);
    }
    if (setCookies.length > 0) res.setHeader('set-cookie', setCookies);
    res.statusCode = answer.status;
    res.end(answer.body);
  };
}
