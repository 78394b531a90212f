import { createHash } from 'node:crypto';

/**
 * The demo customers' password hashes, made once at `SCRYPT_COST` (N = 2^17, passwords.ts) and kept here, so
 * seeding costs no hashing at all: at that cost five hashes take about 4 s of CPU on a 2-core machine, and the
 * tests seed a fresh database in almost every file. Each hash has its own random salt.
 *
 * Reading (issue 20 item 11): the demo passwords are public (README), so a hash made once and shipped is no
 * weaker than one made at seed time; and every seeded account starts at today's cost, so no demo account answers
 * faster than an unknown email (the dummy hash has the same cost). Keyed by SHA-256 of `email \0 password`: when a
 * demo password changes here or in seed/customers.ts, its key no longer matches and the seed hashes it afresh.
 */
export const DEMO_PASSWORD_HASHES: ReadonlyMap<string, string> = new Map([
  // shopper@example.com
  [
    'e1cfe4a69e41ead2aff8753b51726bc6e6e0a24be9125bde1c8fe78f04e50ea2',
    'scrypt$131072$8$1$F+HbJJCtrfOjsl+Lob50YQ==$FaMYnDDq4sSfVL2BZBcyioC/3szM7xJ6aP7vi7xCDe5mdk1yOAbCe20NDY9zJwRkS8A26GAZTGJIA+MdXWa0lA==',
  ],
  // priya.shah@example.com
  [
    '74ada6df24acb62072f6e46014d9e2bdb08cdb0e59601988b7bbbf1ded04bb71',
    'scrypt$131072$8$1$31c+mwZSpiRGI3efXy0XXw==$KcPD4xoCn9tW1g6mK+7zXXoe0C1HhNTfjL6vFbz9yYyzkHWZZfFNztIgwf5gRJxd2lSamIir8RHdqihW1MPTvA==',
  ],
  // sam.taylor@example.com
  [
    'b936ad386c1398d13ce8393b5125dcd6456defaa35a855be67214d55175b2ccb',
    'scrypt$131072$8$1$L9pNorToCzoJbR+rz9eoQw==$TtSfFT/f+qykfCJ6rfqyN3pZocaXR72VwNAka4Ei75XoRMhBXu1nJ9G4Xck3Zo8dAfLJoQAZ+oNtxpOx3UTbtw==',
  ],
  // jordan.lee@example.com
  [
    'afbabd193f6dd125371025f6a93ce33239fbf6a8e88eaf05a7f4c35462816a1b',
    'scrypt$131072$8$1$jfZf8LIYPXy+8a3t5t38EQ==$+hWws1J5g5ioZhK340hVJWwzVOKvbUBOi8i8fajvL6ghqI6407pBQmE/ECWcW7oA3UjXlOp+Q8PjNxRiegKdww==',
  ],
  // robin.clarke@example.com
  [
    '24e7290a16716527dfd92ae72b6e72a0c77e5e1f9f85d4b1186ac45165bd602b',
    'scrypt$131072$8$1$sItchQkCSphiMEWI6HyF/g==$siVgxZUACBzn40CeZr7DjyXd/bLZU96ZGOrXaOEXC0UqfDavog+5gjJ6UC4O2ngQ4Wj3TFRaApcFibEMZAYcxw==',
  ],
]);

export function demoPasswordKey(email: string, password: string): string {
  return createHash('sha256').update(`${email}\0${password}`).digest('hex');
}
