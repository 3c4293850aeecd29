/**
 * Diner §4 "Status for branch order modes, reward info, alias info: starting, loading, fetched,
 * error": the three reads' hooks, answered by the contract's MSW handlers, in each status. The
 * alias page, the store selector and the reward signup follow these statuses.
 */

import { dinerCalls } from '@comanda/api';
import { dinerHandlers, mockCall } from '@comanda/api/mocks';
import { type ReadStatus, useAliasInfo, useBranchOrderModes, useLoyaltyReward } from '@comanda/api/react';
import { Providers } from '@comanda/app-shell';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SWRConfig } from 'swr';

const BRANCH = 'br-palermo';

function Statuses({ asked }: { readonly asked: boolean }) {
  const orderModes = useBranchOrderModes(asked ? { params: { branchId: BRANCH } } : null);
  const reward = useLoyaltyReward(asked ? { params: { id: BRANCH }, query: {} } : null);
  const aliasInfo = useAliasInfo(asked ? { params: { alias: 'sabores-palermo' } } : null);
  return (
    <dl>
      <dt>Modos de pedido del local</dt>
      <dd data-read="orderModes">{orderModes.status}</dd>
      <dt>Recompensa</dt>
      <dd data-read="reward">{reward.status}</dd>
      <dt>Alias</dt>
      <dd data-read="aliasInfo">{aliasInfo.status}</dd>
    </dl>
  );
}

/** The three reads with a cache of their own, so one story's answers never show in another. */
function ReadStatuses({ asked }: { readonly asked: boolean }) {
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <Providers>
        <Statuses asked={asked} />
      </Providers>
    </SWRConfig>
  );
}

const meta = {
  title: 'Pages/Storefront/Read statuses',
  component: ReadStatuses,
  args: { asked: true },
  parameters: { msw: { handlers: dinerHandlers } },
} satisfies Meta<typeof ReadStatuses>;
export default meta;
type Story = StoryObj<typeof meta>;

const reads = ['orderModes', 'reward', 'aliasInfo'] as const;

async function expectEveryRead(canvasElement: HTMLElement, status: ReadStatus) {
  await waitFor(
    () => {
      const shown = reads.map((read) => canvasElement.querySelector(`[data-read="${read}"]`)?.textContent);
      expect(shown).toEqual([status, status, status]);
    },
    { timeout: 10_000 },
  );
}

/** No input yet (the reward without a campaign in the link, say): nothing is asked. */
export const Starting: Story = {
  args: { asked: false },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Alias');
    await expectEveryRead(canvasElement, 'starting');
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        mockCall(dinerCalls.getBranchOrderModes, { state: 'loading' }),
        mockCall(dinerCalls.getLoyaltyReward, { state: 'loading' }),
        mockCall(dinerCalls.getAliasInfo, { state: 'loading' }),
        ...dinerHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => expectEveryRead(canvasElement, 'loading'),
};

export const Fetched: Story = {
  play: async ({ canvasElement }) => expectEveryRead(canvasElement, 'fetched'),
};

/** Each read fails (503): the status says so, rather than an empty answer passing for one. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        mockCall(dinerCalls.getBranchOrderModes, { state: 'error', status: 503 }),
        mockCall(dinerCalls.getLoyaltyReward, { state: 'error', status: 503 }),
        mockCall(dinerCalls.getAliasInfo, { state: 'error', status: 503 }),
        ...dinerHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => expectEveryRead(canvasElement, 'error'),
};
