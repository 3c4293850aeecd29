import { surveyMessages } from '@comanda/domain/survey';
import { type ReactNode, useEffect, useId } from 'react';
import { Text } from '../Text/Text.tsx';
import * as styles from './SurveyThanks.css.ts';

export interface SurveyThanksProps {
  /** Something to do next, e.g. a link back to the menu. */
  readonly children?: ReactNode;
  /**
   * Puts the focus on the heading as the thanks appear: set when they replace the form just sent,
   * whose button had the focus (it would be left on the page's body, and nothing announced).
   */
  readonly takeFocus?: boolean;
}

/** The survey page once the order has a response: '¡Gracias por tu calificación!'. */
export function SurveyThanks({ children, takeFocus = false }: SurveyThanksProps) {
  const headingId = useId();
  useEffect(() => {
    if (takeFocus) document.getElementById(headingId)?.focus();
  }, [takeFocus, headingId]);
  return (
    <section className={styles.root} data-slot="survey-thanks">
      <span className={styles.icon} aria-hidden="true">
        ✓
      </span>
      <Text as="h1" id={headingId} tabIndex={-1} size="xl" weight="bold" align="center">
        {surveyMessages.thanks}
      </Text>
      {children}
    </section>
  );
}
