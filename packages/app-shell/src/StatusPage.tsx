import { StatusScreen, type StatusScreenProps, ThemeProvider } from '@comanda/ui';

/** A page that is only a status (an error, an address that names nothing), in the default theme. */
export function StatusPage(props: StatusScreenProps) {
  return (
    <ThemeProvider>
      <main>
        <StatusScreen {...props} />
      </main>
    </ThemeProvider>
  );
}

/** What an alias that names no branch contact shows: where to go instead. */
export interface UnknownBranchScreen {
  readonly message: string;
  readonly action: { readonly label: string; readonly href: string };
}

export function UnknownBranchPage(screen: UnknownBranchScreen) {
  return <StatusPage icon="notFound" title="No encontramos este local" {...screen} />;
}
