/**
 * Menu images by file id (GET /api/diner/file/:id/url). An image is used only once the browser
 * has loaded it: the demo server knows the files' URLs but does not serve the pictures, and a
 * broken picture must never show, so a missing one leaves the card, category or header without it.
 */
import { absoluteFileUrl, dinerCalls } from '@comanda/api';
import { useApi } from '@comanda/api/react';
import { useCallback, useMemo } from 'react';
import useSWR from 'swr';

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
  /** Whether the picture of a file is still being resolved or loaded: it may yet arrive. */
  readonly isPending: (fileId: string) => boolean;
}

/**
 * The pictures a phone's first screen shows are resolved and loaded apart from the rest, so they
 * do not wait for a long menu's last picture (the server's document starts the first ones too:
 * apps/server page-preloads.ts).
 */
export const FIRST_SCREEN_IMAGES = 8;

/** `fileIds` in the order the page shows them. */
export function useFileImages(fileIds: readonly string[], type: ImageKind): FileImages {
  const ids = [...new Set(fileIds)];
  const firstIds = ids.slice(0, FIRST_SCREEN_IMAGES);
  const first = useLoadedImages(firstIds, type);
  const rest = useLoadedImages(ids.slice(FIRST_SCREEN_IMAGES), type);
  const images = useMemo(
    () => (rest.images.size === 0 ? first.images : new Map([...first.images, ...rest.images])),
    [first.images, rest.images],
  );
  const firstKey = firstIds.join('\u0000');
  // Kept while the first ids are the same ones, so the cards' memoised props hold.
  const firstSet = useMemo(() => new Set(firstKey.split('\u0000')), [firstKey]);
  const isPending = useCallback(
    (fileId: string) => (firstSet.has(fileId) ? first.loading : rest.loading),
    [firstSet, first.loading, rest.loading],
  );
  return { images, isPending };
}

/** The pictures of `fileIds` that loaded, read together (one SWR key), and whether they still load. */
function useLoadedImages(
  fileIds: readonly string[],
  type: ImageKind,
): { images: ReadonlyMap<string, string>; loading: boolean } {
  const { call } = useApi();
  const ids = [...fileIds].sort();
  const { data } = useSWR(ids.length > 0 ? ['file-images', type, ...ids] : null, async () => {
    const entries = await Promise.all(
      ids.map(async (id): Promise<[string, string] | null> => {
        try {
          const { url } = await call(dinerCalls.getFileUrl, { params: { id }, query: { type } });
          const src = absoluteFileUrl(url);
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
  const src = absoluteFileUrl(url);
  const { data } = useSWR(src ? ['loaded-url', src] : null, () => loads(src as string));
  if (!src) return { loading: false };
  return data ? { url: src, loading: false } : { loading: data === undefined };
}

/** Of the URLs the branches give directly (their logos), the ones that load. */
export function useLoadedUrls(urls: readonly (string | null | undefined)[]): ReadonlySet<string> {
  const sources = [...new Set(urls.map(absoluteFileUrl).filter((src): src is string => src !== null))].sort();
  const { data } = useSWR(sources.length > 0 ? ['loaded-urls', ...sources] : null, async () => {
    const results = await Promise.all(sources.map(async (src) => ((await loads(src)) ? src : null)));
    return new Set(results.filter((src): src is string => src !== null));
  });
  return data ?? noUrls;
}

const noUrls: ReadonlySet<string> = new Set();
