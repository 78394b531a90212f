'use client';

// Client entry: the only client component of the package. The build emits it as dist/client.js with the
// directive kept as a banner; the root entry re-exports it through `./client`, kept as an external import.
export type { BlockErrorBoundaryProps } from './BlockErrorBoundary';
export { BlockErrorBoundary } from './BlockErrorBoundary';
