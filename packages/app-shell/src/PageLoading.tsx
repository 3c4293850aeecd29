import { Spinner, Stack } from '@comanda/ui';

/**
 * A page's loading state, as the page's main content unless `landmark` is false (it loads inside a
 * page's layout, which has its `main`). A module of its own: an app's routes show it while a page's
 * frame loads, without bringing the branch scope (its reads, the Toaster) into the app's entry.
 */
export function PageLoading({
  label = 'Cargando',
  landmark = true,
}: {
  readonly label?: string;
  readonly landmark?: boolean;
}) {
  return (
    <Stack {...(landmark ? { as: 'main' } : {})} align="center" justify="center" style={{ minHeight: '60dvh' }}>
      <Spinner label={label} />
    </Stack>
  );
}
