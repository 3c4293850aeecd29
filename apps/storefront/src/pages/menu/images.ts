/**
 * Menu images by file id (GET /api/diner/file/:id/url). An image is kept only once the browser
 * has loaded it: a broken picture must never stay. A plate's missing picture gives way to the
 * placeholder image (diner §7); a category's or header's leaves it without one.
 *
 * The pictures whose file URLs the page's document answered (apps/server page-preloads.ts: the
 * first screen's, which the document also starts) are shown at once, while that check runs: the
 * server draws them into the menu's first screen, so the browser paints them as they arrive,
 * before the app's code; the app's first render draws the same, and the check then drops one that
 * failed (drawn with `alt=""`, a failed picture shows nothing meanwhile).
 */
import { absoluteFileUrl, type Caller, dinerCalls } from '@comanda/api';
import { useApi } from '@comanda/api/react';
import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import { FIRST_SCREEN_IMAGES } from '../../pages.ts';

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
 * `fileIds` in the order the page shows them; `fallback` stands for a picture that cannot be had.
 * The pictures a phone's first screen shows are resolved and loaded apart from the rest, so they
 * do not wait for a long menu's last picture (the server's document starts the same first ones).
 */
export function useFileImages(fileIds: readonly string[], type: ImageKind, fallback?: string): FileImages {
  const ids = [...new Set(fileIds)];
  const firstIds = ids.slice(0, FIRST_SCREEN_IMAGES);
  const first = useLoadedImages(firstIds, type, fallback);
  const rest = useLoadedImages(ids.slice(FIRST_SCREEN_IMAGES), type, fallback);
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

/** The pictures of `fileIds` that loaded (else `fallback`), read together (one SWR key), and whether they still load. */
function useLoadedImages(
  fileIds: readonly string[],
  type: ImageKind,
  fallback: string | undefined,
): { images: ReadonlyMap<string, string>; loading: boolean } {
  const { call } = useApi();
  const ids = [...fileIds].sort();
  const idsKey = ids.join('\u0000');
  // Read once per set of ids: the document's answers are for the page's first renders.
  const answered = useMemo(
    () => answeredSources(call, idsKey ? idsKey.split('\u0000') : [], type),
    [call, type, idsKey],
  );
  const { data } = useSWR(ids.length > 0 ? ['file-images', type, fallback, ...ids] : null, async () => {
    const entries = await Promise.all(
      ids.map(async (id): Promise<[string, string] | null> => {
        const src = await loadedSource(call, answered, id, type);
        if (src) return [id, src];
        return fallback ? [id, fallback] : null;
      }),
    );
    return new Map(entries.filter((entry): entry is [string, string] => entry !== null));
  });
  return { images: data ?? answered, loading: ids.length > 0 && data === undefined };
}

/** The picture of file `id` once the browser has loaded it; null when its URL or picture fails. */
async function loadedSource(
  call: Caller,
  answered: ReadonlyMap<string, string>,
  id: string,
  type: ImageKind,
): Promise<string | null> {
  try {
    const src =
      answered.get(id) ?? absoluteFileUrl((await call(dinerCalls.getFileUrl, { params: { id }, query: { type } })).url);
    return src && (await loads(src)) ? src : null;
  } catch {
    return null;
  }
}

/** The pictures of `ids` whose file URLs the page's document answered. */
function answeredSources(call: Caller, ids: readonly string[], type: ImageKind): ReadonlyMap<string, string> {
  return new Map(
    ids.flatMap((id): [string, string][] => {
      const answer = call.fromDocument(dinerCalls.getFileUrl, { params: { id }, query: { type } });
      const src = absoluteFileUrl(answer?.output.url);
      return src ? [[id, src]] : [];
    }),
  );
}

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
