import { ThemeProvider } from '@comanda/ui';

/** Entry of the rider app; riders normally arrive on a link with their venue's alias. */
export function HomePage() {
  return (
    <ThemeProvider>
      <main style={{ minHeight: '100dvh', padding: 16 }}>
        <h1>Repartidores</h1>
        <p>Abrí el enlace de tu local para iniciar turno.</p>
      </main>
    </ThemeProvider>
  );
}
