/**
 * Leaves the contract's documentation out of the apps' bundles: each call's `summary` and
 * `decision` (packages/api/src/contract/*-calls.ts) are read by the API docs and the server's
 * tests, never by a browser, and they are ≈ 1.2 KB gzip of the menu's 100 KB. A call's `auth` is
 * the server's (which authenticator its route mounts) and the docs': a browser never reads it
 * either.
 *
 * Each property is a key at the start of a line and one string literal, on that line or the next
 * (the formatter's two layouts), its comma optional (the code arrives compiled from TypeScript, whose
 * last property has none). It becomes as many empty lines as it had, so every other line
 * keeps its place and the modules' source maps stay right.
 */
import type { Plugin } from 'vite';

const CONTRACT_MODULE = /[\\/]packages[\\/]api[\\/]src[\\/]contract[\\/][^\\/]+-calls\.ts$/;
const DOC_PROPERTY = /^[ \t]*(?:summary|decision|auth):\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"),?[ \t]*\n/gm;

export function withoutContractDocs(source: string): string {
  return source.replace(DOC_PROPERTY, (property) => '\n'.repeat(property.split('\n').length - 1));
}

export function stripContractDocs(): Plugin {
  return {
    name: 'comanda:strip-contract-docs',
    apply: 'build',
    transform(code, id) {
      if (!CONTRACT_MODULE.test(id)) return null;
      // No map: no line or column of the code that is left moves.
      return { code: withoutContractDocs(code), map: null };
    },
  };
}
