/** SWR hooks and the provider that gives them a client: `import { useMenu } from '@comanda/api/react'`. */
export * from './hooks/ApiProvider.tsx';
export * from './hooks/diner-hooks.ts';
export * from './hooks/logistics-hooks.ts';
export * from './hooks/page-hooks.ts';
export * from './hooks/tracking-hooks.ts';
export * from './hooks/useCall.ts';
export * from './hooks/useCallMutation.ts';
