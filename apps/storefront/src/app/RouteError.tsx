import { UNEXPECTED_ERROR_MESSAGE } from '@comanda/api';
import { StatusScreen, ThemeProvider } from '@comanda/ui';

/** No blank page: any error a page throws ends here, with a way back. */
export function RouteError() {
  return <ErrorScreen notFound={false} />;
}

/** Any path the app does not know. */
export function NotFoundPage() {
  return <ErrorScreen notFound />;
}

function ErrorScreen({ notFound }: { readonly notFound: boolean }) {
  return (
    <ThemeProvider>
      <main>
        <StatusScreen
          icon={notFound ? 'notFound' : 'error'}
          title={notFound ? 'No encontramos esta página' : 'Algo salió mal'}
          message={notFound ? 'Revisá el enlace o volvé al inicio.' : UNEXPECTED_ERROR_MESSAGE}
          action={{ label: 'Ir al inicio', href: '/' }}
        />
      </main>
    </ThemeProvider>
  );
}
