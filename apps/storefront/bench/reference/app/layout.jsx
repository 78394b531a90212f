// The smallest shell: no client components and no stylesheet request, so what Next itself ships is the floor.
export const metadata = { title: 'Reference listing' };

// Two columns on phones, four from 768 px (as the storefront's grid): the `sizes` of the card images in app/listing/page.jsx follows this.
const css = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.4 system-ui,sans-serif;color:#111}
main{padding:16px;max-width:1440px;margin:0 auto}
h1{font-size:1.5rem;margin:0 0 16px}
.grid{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:16px 8px}
@media (min-width:768px){.grid{grid-template-columns:repeat(4,minmax(0,1fr));gap:24px 16px}}
.card a{color:inherit;text-decoration:none}
.card img{display:block;width:100%;height:auto;aspect-ratio:4/5;object-fit:cover;background:#f2f2f2}
.card p{margin:6px 0 0;font-size:.875rem}
.price{font-weight:600}
`;

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <head>
        <style>{css}</style>
      </head>
      <body>{children}</body>
    </html>
  );
}
