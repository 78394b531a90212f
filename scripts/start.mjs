// `npm start`: installs, builds, seeds the sandbox and serves the storefront on http://localhost:3000.
import { installDependencies, pnpm, root, sh } from './lib.mjs';

const step = (label, args) => {
  console.log(`\n▶ ${label}`);
  if (sh(pnpm(), args) !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(1);
  }
};

console.log(`Wardrobe: starting from ${root}`);
installDependencies();
step('Build the packages', ['-r', '--filter', './packages/**', 'build']);
step('Build the storefront', ['--filter', '@wardrobe/storefront', 'build']);
step('Seed the sandbox database (.data/)', ['--filter', '@wardrobe/commerce-sandbox', 'seed']);
const port = process.env.PORT ?? '3000';
console.log(
  `\n▶ Serving the storefront on http://localhost:${port} (UK /, EU /eu, US /us). Ctrl-C stops it.`,
);
process.exit(
  sh(pnpm(), ['--filter', '@wardrobe/storefront', 'start'], { env: { ...process.env, PORT: port } }),
);
