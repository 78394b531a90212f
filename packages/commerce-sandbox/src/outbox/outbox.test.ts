import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open';
import type { SandboxDb } from '../operations/context';
import {
  createSandboxOutbox,
  extractLinks,
  listOutbox,
  marketPath,
  OUTBOX_LIST_DEFAULT,
  OUTBOX_LIST_MAX,
  resetMail,
  sendMail,
  sendMailQuietly,
} from '.';

// The outbox on a database of its own (migrations only, no catalogue seed): fast, and nobody else's mail.
let db: SandboxDb;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openDatabase({ dataDir: 'memory://' }));
}, 120_000);
afterAll(() => close?.());

describe('extractLinks', () => {
  it('finds absolute http(s) URLs and root-relative paths that are whole tokens, in order, each once', () => {
    const text = [
      'Choose a new password here: /updatePassword?token=abc_-123',
      'or at https://www.wardrobe.shop/eu/updatePassword?token=x.',
      'Questions? (see /contact-us), or <http://example.com/help>.',
      'Again: /updatePassword?token=abc_-123',
    ].join('\n');
    expect(extractLinks(text)).toEqual([
      '/updatePassword?token=abc_-123',
      'https://www.wardrobe.shop/eu/updatePassword?token=x',
      '/contact-us',
      'http://example.com/help',
    ]);
  });

  it('leaves out paths inside words, protocol-relative URLs, a lone slash and other schemes', () => {
    expect(
      extractLinks(
        'and/or 3 / 4 //evil.example/x ftp://files.example mailto:a@b.c javascript:alert(1) https://',
      ),
    ).toEqual([]);
    expect(extractLinks('')).toEqual([]);
  });
});

describe('the outbox', () => {
  it('keeps a mail with its links and answers it in the seam’s shape', async () => {
    const kept = await sendMail(db, {
      to: '  Shape.Test@Example.com ',
      subject: 'Hello',
      text: 'See /my-account and https://example.com/x',
    });
    expect(kept).toEqual({
      to: 'shape.test@example.com',
      subject: 'Hello',
      text: 'See /my-account and https://example.com/x',
      links: ['/my-account', 'https://example.com/x'],
      sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(await listOutbox(db, { email: 'shape.test@example.com' })).toEqual([kept]);
  });

  it('lists newest first, for one address matched in any case, or all mail', async () => {
    const outbox = createSandboxOutbox(db);
    for (const subject of ['first', 'second', 'third']) {
      await outbox.send({ to: 'Order.Test@example.com', subject, text: subject });
    }
    await outbox.send({ to: 'someone.else@example.com', subject: 'other', text: 'other' });

    const mine = await outbox.list({ email: ' ORDER.test@EXAMPLE.com ' });
    expect(mine.map((m) => m.subject)).toEqual(['third', 'second', 'first']);
    expect(mine.every((m) => m.to === 'order.test@example.com')).toBe(true);
    const sentAt = mine.map((m) => Date.parse(m.sentAt));
    expect([...sentAt].sort((a, b) => b - a)).toEqual(sentAt);

    const all = await outbox.list();
    expect(all[0]?.subject).toBe('other');
    expect(all.map((m) => m.subject)).toEqual(expect.arrayContaining(['first', 'second', 'third', 'Hello']));
    expect(await outbox.list({ email: '' })).toEqual(all);
    expect(await outbox.list({ email: 'nobody@example.com' })).toEqual([]);
  });

  it('bounds the number answered: 50 by default, at most 200, at least 1', async () => {
    for (let i = 0; i < OUTBOX_LIST_MAX + 5; i++) {
      await sendMail(db, { to: 'bulk@example.com', subject: `bulk ${i}`, text: '' });
    }
    expect(await listOutbox(db, { email: 'bulk@example.com' })).toHaveLength(OUTBOX_LIST_DEFAULT);
    expect(await listOutbox(db, { email: 'bulk@example.com', limit: 10_000 })).toHaveLength(OUTBOX_LIST_MAX);
    expect(await listOutbox(db, { email: 'bulk@example.com', limit: 0 })).toHaveLength(1);
    expect(await listOutbox(db, { email: 'bulk@example.com', limit: Number.NaN })).toHaveLength(
      OUTBOX_LIST_DEFAULT,
    );
    expect((await listOutbox(db, { email: 'bulk@example.com', limit: 3 })).map((m) => m.subject)).toEqual([
      `bulk ${OUTBOX_LIST_MAX + 4}`,
      `bulk ${OUTBOX_LIST_MAX + 3}`,
      `bulk ${OUTBOX_LIST_MAX + 2}`,
    ]);
  });

  it('refuses a mail without an address; sending quietly logs the failure and answers false', async () => {
    await expect(sendMail(db, { to: ' ', subject: 'x', text: 'x' })).rejects.toThrow();
    const logged: string[] = [];
    const original = console.error;
    console.error = (line: string) => logged.push(line);
    try {
      expect(await sendMailQuietly(db, { to: '', subject: 'x', text: 'x' }, 'test')).toBe(false);
    } finally {
      console.error = original;
    }
    expect(JSON.parse(logged[0] ?? '{}')).toMatchObject({
      level: 'error',
      event: 'mail-failed',
      kind: 'test',
    });
  });
});

describe('the reset mail', () => {
  it('links to /updatePassword with the token, in the market of the channel asked from', () => {
    expect(marketPath('/updatePassword', 1)).toBe('/updatePassword');
    expect(marketPath('/updatePassword', 2)).toBe('/eu/updatePassword');
    expect(marketPath('/updatePassword', 3)).toBe('/us/updatePassword');
    expect(marketPath('/updatePassword', 99)).toBe('/updatePassword');
    const mail = resetMail('a@example.com', 'Alex', 'tok_-1', 2, 60);
    expect(mail.subject).toBe('Reset your password');
    expect(extractLinks(mail.text)).toEqual(['/eu/updatePassword?token=tok_-1']);
  });
});
