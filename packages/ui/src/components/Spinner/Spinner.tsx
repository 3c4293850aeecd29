import * as styles from './Spinner.css.ts';

/** Loading indicator with a Spanish name for screen readers. */
export function Spinner({ label = 'Cargando' }: { readonly label?: string }) {
  return <span className={styles.spinner} role="status" aria-label={label} data-slot="spinner" />;
}
