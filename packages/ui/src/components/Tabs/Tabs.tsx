import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import * as styles from './Tabs.css.ts';

export interface TabItem {
  readonly value: string;
  readonly label: ReactNode;
  readonly disabled?: boolean;
  /** Every tab controls a panel; a row of links that change the route is a nav, not tabs. */
  readonly content: ReactNode;
}

export interface TabsProps {
  readonly items: readonly TabItem[];
  readonly value?: string;
  readonly defaultValue?: string;
  readonly onValueChange?: (value: string) => void;
  /** Accessible name of the tab list. */
  readonly label: string;
}

/** Radix Tabs: arrow keys move between tabs, Home/End jump, the active tab is `data-state="active"`. */
export function Tabs({ items, value, defaultValue, onValueChange, label }: TabsProps) {
  return (
    <RadixTabs.Root
      {...(value !== undefined ? { value } : {})}
      defaultValue={defaultValue ?? items[0]?.value}
      {...(onValueChange ? { onValueChange } : {})}
      activationMode="manual"
    >
      <RadixTabs.List className={styles.list} aria-label={label} data-slot="tabs-list">
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} className={styles.trigger}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.content}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
