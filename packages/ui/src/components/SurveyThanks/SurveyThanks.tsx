import { surveyMessages } from '@comanda/domain';
import type { ReactNode } from 'react';
import { Text } from '../Text/Text.tsx';
import * as styles from './SurveyThanks.css.ts';

export interface SurveyThanksProps {
  /** Something to do next, e.g. a link back to the menu. */
  readonly children?: ReactNode;
}

/** The survey page once the order has a response: '¡Gracias por tu calificación!'. */
export function SurveyThanks({ children }: SurveyThanksProps) {
  return (
    <section className={styles.root} data-slot="survey-thanks">
      <span className={styles.icon} aria-hidden="true">
        ✓
      </span>
      <Text as="h1" size="xl" weight="bold" align="center">
        {surveyMessages.thanks}
      </Text>
      {children}
    </section>
  );
}
