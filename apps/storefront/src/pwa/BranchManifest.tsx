/**
 * Points the page's web manifest and theme colour at the branch being shown, so installing from a
 * branch's pages installs that branch's app (its name, colours and logo, opening at its menu):
 * the manifest is built by the server, GET /api/diner/{alias}/manifest.webmanifest.
 */
import type { BranchOutput } from '@comanda/api';
import { resolveBranchColors } from '@comanda/domain/theme';
import { useEffect } from 'react';

export const branchManifestHref = (alias: string) => `/api/diner/${encodeURIComponent(alias)}/manifest.webmanifest`;

function headElement<K extends 'link' | 'meta'>(
  tag: K,
  selector: string,
  init: (element: HTMLElementTagNameMap[K]) => void,
) {
  let element = document.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (!element) {
    element = document.createElement(tag);
    init(element);
    document.head.append(element);
  }
  return element;
}

export function BranchManifest({ alias, branch }: { readonly alias: string; readonly branch: BranchOutput }) {
  const colorConfig = branch.generalConfig.colorConfig;
  useEffect(() => {
    const link = headElement('link', 'link[rel="manifest"]', (element) => {
      element.rel = 'manifest';
    });
    link.href = branchManifestHref(alias);
    const meta = headElement('meta', 'meta[name="theme-color"]', (element) => {
      element.name = 'theme-color';
    });
    meta.content = resolveBranchColors(colorConfig).main;
  }, [alias, colorConfig]);
  return null;
}
