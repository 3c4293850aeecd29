/**
 * The demo data's images (`api/diner/files/{name}.svg`): simple generated illustrations, so the
 * demo needs no image hosting and nothing is fetched from outside. A real deployment stores
 * image URLs in `files` and never reaches this route for them.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';

const palette = ['#C2410C', '#1B7F4B', '#5B3CC4', '#B45309', '#0E7490', '#BE185D'];

const labels: Record<string, string> = {
  'logo-sabores': 'Sabores',
  'file-cat-pizzas': 'Pizzas',
  'file-cat-hamburguesas': 'Hamburguesas',
  'file-plate-muzzarella': 'Muzzarella',
  'file-plate-napolitana': 'Napolitana',
  'file-plate-clasica': 'Clásica',
  'file-plate-doble': 'Doble',
};

function colorOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return palette[hash % palette.length] ?? '#C2410C';
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const demoFileRoutes = new Hono<AppEnv>().get('/diner/files/:file', (c) => {
  const name = c.req.param('file').replace(/\.svg$/, '');
  const label = labels[name];
  if (!label) return c.json({ error: 'not_found', message: 'Archivo no encontrado' }, 404);
  const logo = name.startsWith('logo-');
  const [width, height] = logo ? [160, 160] : [640, 480];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">
<rect width="100%" height="100%" rx="${logo ? 80 : 0}" fill="${colorOf(name)}"/>
<text x="50%" y="54%" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${logo ? 28 : 64}" fill="#ffffff">${escapeXml(label)}</text>
</svg>`;
  return c.body(svg, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' });
});
