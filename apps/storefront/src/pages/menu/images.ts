/**
 * Menu images by file id (GET /api/diner/file/:id/url). An image is used only once the browser
 * has loaded it: the demo server knows the files' URLs but does not serve the pictures, and a
 * broken picture must never show, so a missing one leaves the card, category or header without it.
 */
import { dinerCalls } from '@comanda/api';
import { useApi } from '@comanda/api/react';
import useSWR from 'swr';

/** A relative API URL ('api/diner/files/x.svg') is resolved from the site's root. */
export function absoluteUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (/^(https?:|data:|blob:|\/)/.test(url)) return url;
  return `/${url}`;
}

function loads(src: string): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(true);
    image.onerror = () => resolve(false);
    image.src = src;
  });
}

export type ImageKind = 'plate' | 'category' | 'logo' | 'banner';

export interface FileImages {
  /** Image URLs by file id, holding only the ones that loaded. */
  readonly images: ReadonlyMap<string, string>;
  /** Still resolving and loading them: a missing one may yet arrive. */
  readonly loading: boolean;
}

export function useFileImages(fileIds: readonly string[], type: ImageKind): FileImages {
  const { call } = useApi();
  const ids = [...new Set(fileIds)].sort();
  const { data } = useSWR(ids.length > 0 ? ['file-images', type, ...ids] : null, async () => {
    const entries = await Promise.all(
      ids.map(async (id): Promise<[string, string] | null> => {
        try {
          const { url } = await call(dinerCalls.getFileUrl, { params: { id }, query: { type } });
          const src = absoluteUrl(url);
          return src && (await loads(src)) ? [id, src] : null;
        } catch {
          return null;
        }
      }),
    );
    return new Map(entries.filter((entry): entry is [string, string] => entry !== null));
  });
  return { images: data ?? emptyImages, loading: ids.length > 0 && data === undefined };
}

const emptyImages: ReadonlyMap<string, string> = new Map();

/**
 * A URL the branch gives directly (its logo): `url` once it has loaded, `loading` while it may
 * still (so its place can be kept), neither when there is none or it failed.
 */
export function useLoadedUrl(url: string | null | undefined): { url?: string; loading: boolean } {
  const src = absoluteUrl(url);
  const { data } = useSWR(src ? ['loaded-url', src] : null, () => loads(src as string));
  if (!src) return { loading: false };
  return data ? { url: src, loading: false } : { loading: data === undefined };
}

/** Of the URLs the branches give directly (their logos), the ones that load. */
export function useLoadedUrls(urls: readonly (string | null | undefined)[]): ReadonlySet<string> {
  const sources = [...new Set(urls.map(absoluteUrl).filter((src): src is string => src !== null))].sort();
  const { data } = useSWR(sources.length > 0 ? ['loaded-urls', ...sources] : null, async () => {
    const results = await Promise.all(sources.map(async (src) => ((await loads(src)) ? src : null)));
    return new Set(results.filter((src): src is string => src !== null));
  });
  return data ?? noUrls;
}

const noUrls: ReadonlySet<string> = new Set();
