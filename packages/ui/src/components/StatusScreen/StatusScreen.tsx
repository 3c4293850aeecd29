import { useId } from 'react';
import { Button } from '../Button/Button.tsx';
import { statusIcons } from './icons.tsx';
import * as styles from './StatusScreen.css.ts';

export const statusScreenIcons = ['blocked', 'notFound', 'unavailable', 'locked', 'error'] as const;
export type StatusScreenIcon = (typeof statusScreenIcons)[number];

export const statusScreenTones = ['neutral', 'danger'] as const;
export type StatusScreenTone = (typeof statusScreenTones)[number];

/** The screen's one way out: a link (`href`) or a button (`onClick`). */
export type StatusScreenAction =
  | { readonly label: string; readonly href: string; readonly onClick?: () => void }
  | { readonly label: string; readonly onClick: () => void; readonly href?: undefined };

export interface StatusScreenProps {
  readonly icon?: StatusScreenIcon;
  readonly tone?: StatusScreenTone;
  readonly title: string;
  readonly message?: string | null;
  readonly action?: StatusScreenAction | null;
}

/**
 * A whole page that explains why nothing else can be shown (diner §8: all contacts blocked,
 * alias errors, unusable order modes; follow-up: access denied, order load errors).
 */
export function StatusScreen({ icon = 'error', tone = 'neutral', title, message, action }: StatusScreenProps) {
  const titleId = useId();
  return (
    <section className={styles.screen} aria-labelledby={titleId} data-slot="status-screen" data-icon={icon}>
      <span className={styles.icon({ tone })}>{statusIcons[icon]}</span>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {message && <p className={styles.message}>{message}</p>}
      {action &&
        (action.href !== undefined ? (
          <Button asChild>
            <a href={action.href} onClick={action.onClick}>
              {action.label}
            </a>
          </Button>
        ) : (
          <Button onClick={action.onClick}>{action.label}</Button>
        ))}
    </section>
  );
}
