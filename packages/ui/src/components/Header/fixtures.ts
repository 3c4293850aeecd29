/**
 * Local images for the shell's stories (data URLs, so stories never need the internet).
 */
const svg = (body: string, width: number, height: number) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  )}`;

export const sampleLogoUrl = svg(
  '<rect width="128" height="128" fill="#F78700"/><text x="64" y="80" font-family="sans-serif" font-size="44" font-weight="700" text-anchor="middle" fill="#1C1C1C">LE</text>',
  128,
  128,
);

export const otherLogoUrl = svg(
  '<rect width="128" height="128" fill="#1B7F4B"/><circle cx="64" cy="64" r="36" fill="#E3F5EA"/>',
  128,
  128,
);

export const sampleBannerLogoUrl = svg(
  '<rect width="960" height="240" fill="#272524"/><text x="480" y="140" font-family="sans-serif" font-size="72" font-weight="700" text-anchor="middle" fill="#F78700">La Esquina</text>',
  960,
  240,
);
